import type { DbOrTx } from '@portal/db/client';
import { prepared } from '@portal/db/prepared';
import { productInventory, profiles, stockLevels } from '@portal/db/schema';
import { and, eq, type SQL, sql } from 'drizzle-orm';

/**
 * The levels of products along a supply chain with what availability needs beside the units: the
 * holder's name and the level's threshold (its own, else the product's). Each product's levels
 * come in chain order; holders without a row are left out.
 */
export type ChainHolderLevel = Awaited<ReturnType<typeof chainHolderLevels>>[number];

/**
 * The same levels of one product as a JSON array inside another statement (the shop's product
 * list reads its page and the page's levels in one round trip), in chain order.
 */
export function chainHolderLevelsJsonSql(chain: SQL, productId: SQL): SQL<ChainHolderLevel[]> {
  return sql<ChainHolderLevel[]>`coalesce((
    select json_agg(json_build_object(
      'holderId', sl.holder_id, 'productId', sl.product_id, 'onHand', sl.on_hand, 'reserved', sl.reserved,
      'levelThreshold', sl.low_stock_threshold, 'productThreshold', pi.low_stock_threshold, 'holderName', h.name
    ) order by array_position(${chain}::uuid[], sl.holder_id))
    from ${stockLevels} sl
    join ${profiles} h on h.id = sl.holder_id
    left join ${productInventory} pi on pi.product_id = sl.product_id
    where sl.holder_id = any(${chain}::uuid[]) and sl.product_id = ${productId}
  ), '[]'::json)`;
}

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
