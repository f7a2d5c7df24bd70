import { type DbOrTx, queryRows } from '@portal/db/client';
import { invitations, invitationUses, profiles } from '@portal/db/schema';
import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

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

// ---- Lists, revoke and resend -------------------------------------------------------------------

const inviter = alias(profiles, 'inviter');
const parent = alias(profiles, 'parent');

/**
 * An invitation's state as of `now`, in SQL: the stored status can lag behind the clock (an active
 * invitation past its expiry is expired, one whose uses are spent is used). Lists filter and count
 * by it, so reading never has to write.
 */
export const statusAt = (now: Date) => sql<string>`case
  when ${invitations.status} = 'active' and ${invitations.usedCount} >= ${invitations.maxUses} then 'used'
  when ${invitations.status} = 'active' and ${invitations.expiresAt} <= ${now} then 'expired'
  else ${invitations.status} end`;

/**
 * Stores `expired` on active invitations past their expiry (of one inviter, or one invitation):
 * done lazily by the writes that touch them, since nothing reads the stored value unaided.
 */
export async function expireOverdue(db: DbOrTx, now: Date, scope: { inviterId?: string; id?: string }) {
  await db
    .update(invitations)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(invitations.status, 'active'),
        lte(invitations.expiresAt, now),
        scope.inviterId ? eq(invitations.inviterId, scope.inviterId) : undefined,
        scope.id ? eq(invitations.id, scope.id) : undefined,
      ),
    );
}

export interface InvitationFilter {
  /** The moment the states are read at. */
  now: Date;
  /** Only this member's own invitations (a member's list); absent for the admin. */
  inviterId?: string;
  status?: string;
  role?: string;
  /** Created at or after / before these instants. */
  from?: Date;
  to?: Date;
  q?: string;
}

function conditions(f: InvitationFilter, withStatus: boolean): SQL[] {
  const where: SQL[] = [];
  if (f.inviterId) where.push(eq(invitations.inviterId, f.inviterId));
  if (withStatus && f.status) where.push(sql`${statusAt(f.now)} = ${f.status}`);
  if (f.role) where.push(eq(invitations.role, f.role));
  if (f.from) where.push(gte(invitations.createdAt, f.from));
  if (f.to) where.push(lt(invitations.createdAt, f.to));
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const search = or(
      ilike(invitations.code, like),
      ilike(invitations.name, like),
      ilike(invitations.email, like),
      ilike(invitations.phone, like),
    );
    if (search) where.push(search);
  }
  return where;
}

const person = (p: typeof inviter | typeof parent) => ({
  id: p.id,
  name: p.name,
  role: p.role,
  sellerNo: p.sellerNo,
});

export async function listInvitations(db: DbOrTx, f: InvitationFilter, page: { limit: number; offset: number }) {
  return db
    .select({
      invitation: invitations,
      inviter: person(inviter),
      parent: person(parent),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(invitations)
    .innerJoin(inviter, eq(inviter.id, invitations.inviterId))
    .innerJoin(parent, eq(parent.id, invitations.parentId))
    .where(and(...conditions(f, true)))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many invitations of the filter are in each state (the status filter itself aside). */
export async function countByStatus(db: DbOrTx, f: InvitationFilter) {
  return (
    db
      .select({ status: statusAt(f.now), n: sql<number>`count(*)`.mapWith(Number) })
      .from(invitations)
      .where(and(...conditions(f, false)))
      // By position: the expression carries a parameter, which PostgreSQL would not match textually.
      .groupBy(sql`1`)
  );
}

export async function findInvitationWithPeople(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ invitation: invitations, inviter: person(inviter), parent: person(parent) })
    .from(invitations)
    .innerJoin(inviter, eq(inviter.id, invitations.inviterId))
    .innerJoin(parent, eq(parent.id, invitations.parentId))
    .where(eq(invitations.id, id));
  return row ?? null;
}

/** The members who registered with these invitations, oldest first. */
export async function membersOf(db: DbOrTx, invitationIds: string[]) {
  if (invitationIds.length === 0) return [];
  return db
    .select({
      invitationId: invitationUses.invitationId,
      id: profiles.id,
      name: profiles.name,
      createdAt: invitationUses.createdAt,
    })
    .from(invitationUses)
    .innerJoin(profiles, eq(profiles.id, invitationUses.profileId))
    .where(inArray(invitationUses.invitationId, invitationIds))
    .orderBy(asc(invitationUses.createdAt));
}

/** Revokes an invitation that is still active and unexpired; null when it is not (any more). */
export async function revokeInvitation(db: DbOrTx, id: string, now: Date) {
  const [row] = await db
    .update(invitations)
    .set({ status: 'revoked', revokedAt: now, updatedAt: now })
    .where(and(eq(invitations.id, id), eq(invitations.status, 'active'), gt(invitations.expiresAt, now)))
    .returning();
  return row ?? null;
}

/** Counts one more sending of an active invitation's e-mail; null when it is no longer active. */
export async function markInvitationSent(db: DbOrTx, id: string, now: Date) {
  const [row] = await db
    .update(invitations)
    .set({ lastSentAt: now, sendCount: sql`${invitations.sendCount} + 1`, updatedAt: now })
    .where(and(eq(invitations.id, id), eq(invitations.status, 'active'), gt(invitations.expiresAt, now)))
    .returning();
  return row ?? null;
}

/** Whether a code is taken, by an invitation or as a member's permanent code. */
export async function codeTaken(db: DbOrTx, code: string) {
  const rows = await queryRows<{ taken: boolean }>(
    db,
    sql`select exists(select 1 from invitations where code = ${code})
        or exists(select 1 from profiles where permanent_invite_code = ${code}) as taken`,
  );
  return Boolean(rows[0]?.taken);
}

/** How many clients registered with a member's permanent code. */
export async function permanentCodeUses(db: DbOrTx, ownerId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(invitationUses)
    .where(eq(invitationUses.permanentCodeOwnerId, ownerId));
  return row?.n ?? 0;
}

/**
 * Members to pick from, by name, e-mail or seller number; with `rolesIn`, only those roles; active
 * and not deleted ones only when `usableOnly`.
 */
export async function searchMembers(
  db: DbOrTx,
  f: { q?: string; rolesIn?: string[]; id?: string; usableOnly: boolean; limit: number },
) {
  const where: SQL[] = [];
  if (f.id) where.push(eq(profiles.id, f.id));
  if (f.rolesIn) where.push(inArray(profiles.role, f.rolesIn));
  if (f.usableOnly) where.push(eq(profiles.isActive, true), eq(profiles.isDeleted, false));
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const search = or(ilike(profiles.name, like), ilike(profiles.email, like), ilike(profiles.sellerNo, like));
    if (search) where.push(search);
  }
  return db
    .select({
      id: profiles.id,
      name: profiles.name,
      role: profiles.role,
      sellerNo: profiles.sellerNo,
      email: profiles.email,
      city: profiles.city,
    })
    .from(profiles)
    .where(and(...where))
    .orderBy(asc(profiles.depth), asc(profiles.name))
    .limit(f.limit);
}
