import type { DbOrTx } from '@portal/db/client';
import { pointsTransactions } from '@portal/db/schema';
import { and, eq, sql } from 'drizzle-orm';

/** Sum of completed ledger rows (hundredths of a point); the balance rule floors it at zero. */
export async function completedSum(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${pointsTransactions.amount}), 0)` })
    .from(pointsTransactions)
    .where(and(eq(pointsTransactions.userId, userId), eq(pointsTransactions.status, 'completed')));
  return Number(row?.total ?? 0);
}
