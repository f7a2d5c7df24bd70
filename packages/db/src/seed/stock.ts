import type { Tx } from '../client';
import { stockLevels, stockMovements } from '../schema';
import type { SeededRandom } from './random';

/**
 * Opening stock for every holder: the company warehouse carries everything in depth, the national
 * distributor a good share, each city distributor a working stock (a few products low or out).
 * Written as purchase_in movements with their levels, so the ledger and the levels agree.
 */
export async function seedStock(
  tx: Tx,
  rnd: SeededRandom,
  holders: { id: string; role: string }[],
  productIds: string[],
  openedAt: Date,
) {
  const levels: (typeof stockLevels.$inferInsert)[] = [];
  for (const holder of holders) {
    for (const [i, productId] of productIds.entries()) {
      const units =
        holder.role === 'admin'
          ? rnd.between(800, 2000)
          : holder.role === 'turkeyDistributor'
            ? rnd.between(200, 600)
            : i % 9 === 4
              ? rnd.between(0, 4)
              : rnd.between(20, 120);
      if (units > 0) levels.push({ holderId: holder.id, productId, onHand: units, reserved: 0 });
    }
  }
  for (let i = 0; i < levels.length; i += 500) {
    const chunk = levels.slice(i, i + 500);
    await tx.insert(stockLevels).values(chunk);
    await tx.insert(stockMovements).values(
      chunk.map((l) => ({
        holderId: l.holderId,
        productId: l.productId,
        kind: 'purchase_in',
        onHandDelta: l.onHand ?? 0,
        reservedDelta: 0,
        reason: 'Açılış stoğu',
        createdAt: openedAt,
      })),
    );
  }
}
