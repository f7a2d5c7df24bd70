import type { DbOrTx } from '@portal/db/client';
import { payments, profiles } from '@portal/db/schema';
import type { PaymentStatus } from '@portal/shared/orders';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(tx: DbOrTx, values: typeof payments.$inferInsert) {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

/** Which order a provider's payment belongs to (no lock: the order is locked first). */
export async function findPayment(db: DbOrTx, id: string, provider: string) {
  const [row] = await db
    .select({ id: payments.id, orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.provider, provider)));
  return row ?? null;
}

export async function lockPayment(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row ?? null;
}

export async function countCallback(tx: DbOrTx, id: string) {
  await tx
    .update(payments)
    .set({ callbackCount: sql`${payments.callbackCount} + 1` })
    .where(eq(payments.id, id));
}

/** Settles a payment that is still in `from`; null if something else settled it first. */
export async function settlePayment(
  tx: DbOrTx,
  id: string,
  from: PaymentStatus,
  set: { status: PaymentStatus; providerRef: string; failureReason: string | null; completedAt: Date },
) {
  const [row] = await tx
    .update(payments)
    .set({ ...set, updatedAt: set.completedAt })
    .where(and(eq(payments.id, id), eq(payments.status, from)))
    .returning();
  return row ?? null;
}

/** Ends the order's open card attempts (all but `keep`): an answer for them can no longer pay it. */
export async function expirePending(tx: DbOrTx, orderId: string, now: Date, keep?: string) {
  return tx
    .update(payments)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending'), keep ? ne(payments.id, keep) : undefined))
    .returning({ id: payments.id });
}

/** The order's newest open card attempt. */
export async function latestPending(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/** The members who look after money owed back: every active admin. */
export async function adminIds(db: DbOrTx) {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.role, 'admin'), eq(profiles.isActive, true), eq(profiles.isDeleted, false)));
  return rows.map((r) => r.id);
}

/** An order's payments, oldest first. */
export async function paymentsOfOrder(db: DbOrTx, orderId: string) {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt));
}
