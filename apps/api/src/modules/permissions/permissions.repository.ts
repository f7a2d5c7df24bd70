import type { DbOrTx } from '@portal/db/client';
import { rolePermissions } from '@portal/db/schema';
import { and, asc, eq } from 'drizzle-orm';

export async function listAll(db: DbOrTx) {
  return db.select().from(rolePermissions).orderBy(asc(rolePermissions.permissionKey), asc(rolePermissions.role));
}

export async function findOne(db: DbOrTx, role: string, key: string) {
  const [row] = await db
    .select()
    .from(rolePermissions)
    .where(and(eq(rolePermissions.role, role), eq(rolePermissions.permissionKey, key)));
  return row ?? null;
}

export async function setEnabled(
  db: DbOrTx,
  role: string,
  key: string,
  category: string,
  enabled: boolean,
  updatedBy: string,
) {
  const [row] = await db
    .insert(rolePermissions)
    .values({ role, permissionKey: key, category, enabled, updatedBy, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [rolePermissions.role, rolePermissions.permissionKey],
      set: { enabled, updatedBy, updatedAt: new Date() },
    })
    .returning();
  return row;
}
