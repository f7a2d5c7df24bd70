import type { DbOrTx } from '@portal/db/client';
import { pointsTransactions, profiles } from '@portal/db/schema';
import { earnedBy, type PointsSource, type PointsTransactionType, signedPointsAmount } from '@portal/shared/points';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { completedSum } from './points.repository';

export type PointsRow = typeof pointsTransactions.$inferSelect;

export interface PointsEntry {
  userId: string;
  type: PointsTransactionType;
  /** Hundredths of a point (1 point = ₺1 of client price, so kuruş map one to one); spends are made negative. */
  amount: number;
  source: PointsSource;
  description: string;
  status?: 'completed' | 'pending';
  relatedOrderId?: string | null;
  relatedPayoutId?: string | null;
  relatedCommissionId?: string | null;
  counterpartyId?: string | null;
  createdBy?: string | null;
  referenceData?: Record<string, unknown> | null;
}

/**
 * The one way a points movement is written. The member's profile row is locked first, so every
 * movement of one member is written one after another: a spend sees every movement before it and
 * never takes the balance below zero, however many arrive at once. A movement tied to an order or
 * a payout is written once (a repeat returns the first). A completed movement brings the stored
 * balance and total earned up to date in the same transaction.
 */
export async function appendPoints(tx: DbOrTx, entry: PointsEntry): Promise<{ row: PointsRow; balance: number }> {
  const amount = signedPointsAmount(entry.type, entry.amount);
  if (!Number.isSafeInteger(amount) || amount === 0) throw new AppError('VALIDATION_ERROR');
  const [locked] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, entry.userId))
    .for('update');
  if (!locked) throw new AppError('NOT_FOUND');

  const existing = await findOnce(tx, entry);
  if (existing) return { row: existing, balance: Math.max(0, await completedSum(tx, entry.userId)) };

  const status = entry.status ?? 'completed';
  const before = await completedSum(tx, entry.userId);
  if (status === 'completed' && amount < 0 && before + amount < 0) throw new AppError('INSUFFICIENT_POINTS');

  const [row] = await tx
    .insert(pointsTransactions)
    .values({
      userId: entry.userId,
      amount,
      transactionType: entry.type,
      description: entry.description,
      source: entry.source,
      status,
      relatedOrderId: entry.relatedOrderId ?? null,
      relatedPayoutId: entry.relatedPayoutId ?? null,
      relatedCommissionId: entry.relatedCommissionId ?? null,
      counterpartyId: entry.counterpartyId ?? null,
      createdBy: entry.createdBy ?? null,
      referenceData: entry.referenceData ?? null,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL');
  const balance = status === 'completed' ? Math.max(0, before + amount) : Math.max(0, before);
  if (status === 'completed') await syncStored(tx, entry.userId, balance, earnedBy(amount, entry.source));
  return { row, balance };
}

/** Completes or cancels a pending movement (its amount never changes), keeping the profile in step. */
export async function settlePending(tx: DbOrTx, id: string, to: 'completed' | 'cancelled') {
  const [seen] = await tx.select().from(pointsTransactions).where(eq(pointsTransactions.id, id));
  if (!seen) return null;
  // The member first, then the row again: the same order of locks as every other movement.
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, seen.userId)).for('update');
  const [row] = await tx.select().from(pointsTransactions).where(eq(pointsTransactions.id, id)).for('update');
  if (row?.status !== 'pending') return row ?? null;
  const before = await completedSum(tx, row.userId);
  if (to === 'completed' && row.amount < 0 && before + row.amount < 0) throw new AppError('INSUFFICIENT_POINTS');
  const [updated] = await tx
    .update(pointsTransactions)
    .set({ status: to })
    .where(eq(pointsTransactions.id, id))
    .returning();
  if (updated && to === 'completed') {
    await syncStored(tx, row.userId, Math.max(0, before + row.amount), earnedBy(row.amount, row.source));
  }
  return updated ?? row;
}

async function findOnce(tx: DbOrTx, entry: PointsEntry) {
  if (entry.relatedPayoutId) {
    const [row] = await tx
      .select()
      .from(pointsTransactions)
      .where(eq(pointsTransactions.relatedPayoutId, entry.relatedPayoutId));
    return row ?? null;
  }
  if (entry.relatedOrderId) {
    const [row] = await tx
      .select()
      .from(pointsTransactions)
      .where(
        and(eq(pointsTransactions.relatedOrderId, entry.relatedOrderId), eq(pointsTransactions.source, entry.source)),
      );
    return row ?? null;
  }
  return null;
}

/** After a movement the stored balance is the ledger's (the specification's sync after a spend). */
async function syncStored(tx: DbOrTx, userId: string, balance: number, earned: number) {
  await tx
    .update(profiles)
    .set({
      points: balance,
      totalEarnedPoints: sql`${profiles.totalEarnedPoints} + ${earned}`,
    })
    .where(eq(profiles.id, userId));
}

/**
 * The manual or automatic sync: the member's profile locked (the same lock as every movement), its
 * stored balance set to the ledger's when they differ. Answers the figures before and after.
 */
export async function syncBalance(tx: DbOrTx, userId: string) {
  const [locked] = await tx
    .select({ points: profiles.points, totalEarned: profiles.totalEarnedPoints })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('update');
  if (!locked) throw new AppError('NOT_FOUND');
  const ledgerSum = await completedSum(tx, userId);
  const balance = Math.max(0, ledgerSum);
  if (locked.points !== balance) {
    await tx.update(profiles).set({ points: balance, updatedAt: new Date() }).where(eq(profiles.id, userId));
  }
  return {
    before: locked.points,
    ledgerSum,
    balance,
    totalEarned: locked.totalEarned,
    changed: locked.points !== balance,
  };
}
