import type { DbOrTx } from '@portal/db/client';
import { productInventory, profiles, stockLevels } from '@portal/db/schema';
import { and, eq, inArray } from 'drizzle-orm';

/**
 * The levels of products along a supply chain with what availability needs beside the units: the
 * holder's name and the level's threshold (its own, else the product's). Each product's levels
 * come in chain order; holders without a row are left out.
 */
export async function chainHolderLevels(db: DbOrTx, chain: readonly string[], productIds: readonly string[]) {
  if (chain.length === 0 || productIds.length === 0) return [];
  const rows = await db
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
    .where(and(inArray(stockLevels.holderId, [...chain]), inArray(stockLevels.productId, [...productIds])));
  return rows.sort((a, b) => chain.indexOf(a.holderId) - chain.indexOf(b.holderId));
}
