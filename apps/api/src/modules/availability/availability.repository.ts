import type { DbOrTx } from '@portal/db/client';
import { prepared } from '@portal/db/prepared';
import { productInventory, profiles, stockLevels } from '@portal/db/schema';
import { and, eq, sql } from 'drizzle-orm';

/**
 * The levels of products along a supply chain with what availability needs beside the units: the
 * holder's name and the level's threshold (its own, else the product's). Each product's levels
 * come in chain order; holders without a row are left out.
 */
export async function chainHolderLevels(db: DbOrTx, chain: readonly string[], productIds: readonly string[]) {
  if (chain.length === 0 || productIds.length === 0) return [];
  const rows = await prepared(db, 'chain_holder_levels', (d, name) =>
    d
      .select({
        holderId: stockLevels.holderId,
        productId: stockLevels.productId,
        onHand: stockLevels.onHand,
        reserved: stockLevels.reserved,
        levelThreshold: stockLevels.lowStockThreshold,
        productThreshold: productInventory.lowStockThreshold,
        holderName: profiles.name,
      })
      .from(stockLevels)
      .innerJoin(profiles, eq(profiles.id, stockLevels.holderId))
      .leftJoin(productInventory, eq(productInventory.productId, stockLevels.productId))
      .where(
        and(
          sql`${stockLevels.holderId} = any(${sql.placeholder('chain')}::uuid[])`,
          sql`${stockLevels.productId} = any(${sql.placeholder('ids')}::uuid[])`,
        ),
      )
      .prepare(name),
  ).execute({ chain: [...chain], ids: [...productIds] });
  return rows.sort((a, b) => chain.indexOf(a.holderId) - chain.indexOf(b.holderId));
}
