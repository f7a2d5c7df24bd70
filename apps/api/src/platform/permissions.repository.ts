import type { DbOrTx } from '@portal/db/client';
import { rolePermissions } from '@portal/db/schema';
import type { Role } from '@portal/shared/roles';
import { and, eq } from 'drizzle-orm';

/** The permission keys switched on for a role. */
export async function enabledKeysOf(db: DbOrTx, role: Role): Promise<string[]> {
  const rows = await db
    .select({ key: rolePermissions.permissionKey })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.role, role), eq(rolePermissions.enabled, true)));
  return rows.map((r) => r.key);
}
