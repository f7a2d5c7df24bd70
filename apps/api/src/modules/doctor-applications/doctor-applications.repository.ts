import { type DbOrTx, queryRows } from '@portal/db/client';
import { doctorApplications, invitations, profiles } from '@portal/db/schema';
import { and, desc, eq, gte, ilike, or, type SQL, sql } from 'drizzle-orm';

export type DoctorApplicationRow = typeof doctorApplications.$inferSelect;

/**
 * Holds, until the transaction ends, the right to decide about applications of this address: two
 * identical forms sent at once cannot both find "no pending application" and both be stored.
 */
export async function lockApplicant(db: DbOrTx, email: string) {
  await queryRows(db, sql`select pg_advisory_xact_lock(hashtext(${`doctor-application:${email}`}))`);
}

export async function findPendingByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: doctorApplications.id })
    .from(doctorApplications)
    .where(and(eq(doctorApplications.email, email), eq(doctorApplications.status, 'pending')))
    .limit(1);
  return row ?? null;
}

/** Applications sent from one address since a moment (the per-address limit). */
export async function countFromAddressSince(db: DbOrTx, ip: string, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(doctorApplications)
    .where(and(eq(doctorApplications.ipAddress, ip), gte(doctorApplications.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertApplication(db: DbOrTx, values: typeof doctorApplications.$inferInsert) {
  const [row] = await db.insert(doctorApplications).values(values).returning();
  if (!row) throw new Error('doctor application insert returned nothing');
  return row;
}

const columns = {
  application: doctorApplications,
  reviewer: { id: profiles.id, name: profiles.name },
  invitation: { id: invitations.id, code: invitations.code, role: invitations.role, status: invitations.status },
};

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(doctorApplications.name, like),
    ilike(doctorApplications.email, like),
    ilike(doctorApplications.specialty, like),
    ilike(doctorApplications.city, like),
    ilike(doctorApplications.registryNumber, like),
    ilike(doctorApplications.phone, like),
  );
}

export async function listApplications(db: DbOrTx, f: { status?: string; q?: string; limit: number; offset: number }) {
  return db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(doctorApplications)
    .leftJoin(profiles, eq(profiles.id, doctorApplications.reviewedBy))
    .leftJoin(invitations, eq(invitations.id, doctorApplications.invitationId))
    .where(and(f.status ? eq(doctorApplications.status, f.status) : undefined, searchCondition(f.q)))
    .orderBy(desc(doctorApplications.createdAt), desc(doctorApplications.id))
    .limit(f.limit)
    .offset(f.offset);
}

export async function countByStatus(db: DbOrTx, q?: string) {
  return db
    .select({ status: doctorApplications.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(doctorApplications)
    .where(searchCondition(q))
    .groupBy(doctorApplications.status);
}

export async function findApplication(db: DbOrTx, id: string) {
  const [row] = await db
    .select(columns)
    .from(doctorApplications)
    .leftJoin(profiles, eq(profiles.id, doctorApplications.reviewedBy))
    .leftJoin(invitations, eq(invitations.id, doctorApplications.invitationId))
    .where(eq(doctorApplications.id, id));
  return row ?? null;
}

/**
 * Decides a pending application: the condition on the status makes a second decision (a double
 * click, two admins at once) change nothing and answer null.
 */
export async function decide(
  db: DbOrTx,
  id: string,
  values: {
    status: 'approved' | 'rejected';
    reviewedBy: string | null;
    reviewNote?: string | null;
    invitationId?: string;
  },
  now: Date,
) {
  const [row] = await db
    .update(doctorApplications)
    .set({ ...values, reviewedAt: now, updatedAt: now })
    .where(and(eq(doctorApplications.id, id), eq(doctorApplications.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Every active admin: who is told about a new application. */
export async function reviewerIds(db: DbOrTx) {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.role, 'admin'), eq(profiles.isActive, true), eq(profiles.isDeleted, false)));
  return rows.map((r) => r.id);
}
