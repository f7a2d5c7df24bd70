import { type DbOrTx, queryRows } from '@portal/db/client';
import { profiles } from '@portal/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

export type ProfileRow = typeof profiles.$inferSelect;

const sponsor = alias(profiles, 'sponsor');

export async function findProfileById(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      profile: profiles,
      sponsor: { id: sponsor.id, name: sponsor.name, role: sponsor.role, sellerNo: sponsor.sellerNo },
    })
    .from(profiles)
    .leftJoin(sponsor, eq(sponsor.id, profiles.parentId))
    .where(eq(profiles.id, id));
  return row ?? null;
}

export async function findProfileByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.email, email.trim().toLowerCase()));
  return row ?? null;
}

export async function findProfileByPhone(db: DbOrTx, phone: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.phone, phone));
  return row ?? null;
}

export async function findProfileByPermanentCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.permanentInviteCode, code), eq(profiles.isDeleted, false)));
  return row ?? null;
}

export async function insertProfile(db: DbOrTx, values: typeof profiles.$inferInsert) {
  const [row] = await db.insert(profiles).values(values).returning();
  if (!row) throw new Error('profile insert returned nothing');
  return row;
}

/** Next seller number: one more than the highest issued (the unique key settles races). */
export async function nextSellerSequence(db: DbOrTx): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(max(substring(seller_no from 4)::int), 0) + 1 as n from profiles`,
  );
  return Number(rows[0]?.n ?? 1);
}

/** Size of a member's downline (active, not deleted), found by the materialized path. */
export async function countDownline(db: DbOrTx, path: string) {
  const rows = await queryRows<{ total: number; direct: number }>(
    db,
    sql`
    select count(*)::int as total,
           count(*) filter (where depth = (select depth from profiles where path = ${path}) + 1)::int as direct
    from profiles
    where path like ${`${path}%`} and path <> ${path} and is_deleted = false and is_active = true`,
  );
  return { total: Number(rows[0]?.total ?? 0), direct: Number(rows[0]?.direct ?? 0) };
}
