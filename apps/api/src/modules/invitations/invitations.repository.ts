import type { DbOrTx } from '@portal/db/client';
import { invitations, invitationUses, profiles } from '@portal/db/schema';
import { and, eq, lt, sql } from 'drizzle-orm';

export type InvitationRow = typeof invitations.$inferSelect;

export async function findInvitationByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({
      invitation: invitations,
      inviter: { id: profiles.id, name: profiles.name, role: profiles.role, sellerNo: profiles.sellerNo },
    })
    .from(invitations)
    .innerJoin(profiles, eq(profiles.id, invitations.inviterId))
    .where(eq(invitations.code, code));
  return row ?? null;
}

/**
 * Takes one use of an invitation if it still has one; the condition in the UPDATE makes two
 * simultaneous registrations with a single-use code end with exactly one winner.
 */
export async function consumeInvitation(db: DbOrTx, id: string, now: Date) {
  const [row] = await db
    .update(invitations)
    .set({
      usedCount: sql`${invitations.usedCount} + 1`,
      status: sql`case when ${invitations.usedCount} + 1 >= ${invitations.maxUses} then 'used' else 'active' end`,
    })
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.status, 'active'),
        lt(invitations.usedCount, invitations.maxUses),
        sql`${invitations.expiresAt} > ${now}`,
      ),
    )
    .returning({ id: invitations.id });
  return Boolean(row);
}

export async function recordInvitationUse(
  db: DbOrTx,
  values: { invitationId?: string; permanentCodeOwnerId?: string; profileId: string },
) {
  await db.insert(invitationUses).values(values);
}

export async function insertInvitation(db: DbOrTx, values: typeof invitations.$inferInsert) {
  const [row] = await db.insert(invitations).values(values).returning();
  if (!row) throw new Error('invitation insert returned nothing');
  return row;
}
