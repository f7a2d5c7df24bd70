import { type Batched, type DbOrTx, queryRows, queryRowsAndCommit, type Tx } from '@portal/db/client';
import { productInventory, products, profiles, stockLevels, stockMovements } from '@portal/db/schema';
import type { StockMovementKind } from '@portal/shared/stock';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';

/**
 * Applies one movement: the level changes only if the result keeps on_hand ≥ 0 and
 * 0 ≤ reserved ≤ on_hand (the UPDATE's condition, backed by CHECKs), and the movement is
 * written beside it. Answers null, and writes nothing, when the stock is not there.
 */
export async function applyMovement(
  db: DbOrTx,
  m: {
    holderId: string;
    productId: string;
    kind: StockMovementKind;
    onHandDelta: number;
    reservedDelta: number;
    reason?: string | null;
    actorId?: string | null;
    orderId?: string | null;
    transferId?: string | null;
  },
) {
  // The level's change and its ledger row in one statement (one round trip while the row is locked).
  const update = async () => {
    const rows = await queryRows<LevelRow>(
      db,
      sql`with level as (
        update ${stockLevels}
        set on_hand = on_hand + ${m.onHandDelta}::int, reserved = reserved + ${m.reservedDelta}::int, updated_at = now()
        where holder_id = ${m.holderId}::uuid and product_id = ${m.productId}::uuid
          and on_hand + ${m.onHandDelta}::int >= 0
          and reserved + ${m.reservedDelta}::int >= 0
          and reserved + ${m.reservedDelta}::int <= on_hand + ${m.onHandDelta}::int
        returning holder_id, product_id, on_hand, reserved, low_stock_threshold, updated_at
      ), movement as (
        insert into ${stockMovements} (holder_id, product_id, kind, on_hand_delta, reserved_delta, reason, actor_id, order_id, transfer_id)
        select holder_id, product_id, ${m.kind}, ${m.onHandDelta}::int, ${m.reservedDelta}::int, ${m.reason ?? null}::text,
               ${m.actorId ?? null}::uuid, ${m.orderId ?? null}::uuid, ${m.transferId ?? null}::uuid
        from level
      )
      select holder_id as "holderId", product_id as "productId", on_hand as "onHand", reserved,
             low_stock_threshold as "lowStockThreshold", updated_at as "updatedAt"
      from level`,
    );
    const row = rows[0];
    return row ? { ...row, updatedAt: new Date(row.updatedAt) } : null;
  };
  let level = await update();
  if (!level && m.onHandDelta > 0) {
    // Stock arriving for a product the holder never had: open its level, then apply.
    await db.insert(stockLevels).values({ holderId: m.holderId, productId: m.productId }).onConflictDoNothing();
    level = await update();
  }
  return level;
}

type LevelRow = Omit<typeof stockLevels.$inferSelect, 'updatedAt'> & { updatedAt: Date | string };

type Movement = Parameters<typeof applyMovement>[1];

/**
 * The transaction's last statement: one movement applied, and the transaction committed with it
 * (in the same message on PostgreSQL, so the level's row is locked for one round trip). Without
 * the stock it fails, and nothing commits: the level's CHECKs refuse a quantity that is not there,
 * and a level that does not exist leaves the movement's holder empty, which its NOT NULL refuses.
 * Answers null in both cases (the transaction is then failed and has to be rolled back).
 */
export async function applyMovementAndCommit(tx: Tx, m: Movement) {
  try {
    const [row] = await queryRowsAndCommit<LevelRow>(
      tx,
      sql`with level as (
        update ${stockLevels}
        set on_hand = on_hand + ${m.onHandDelta}::int, reserved = reserved + ${m.reservedDelta}::int, updated_at = now()
        where holder_id = ${m.holderId}::uuid and product_id = ${m.productId}::uuid
        returning holder_id, product_id, on_hand, reserved, low_stock_threshold, updated_at
      ), movement as (
        insert into ${stockMovements} (holder_id, product_id, kind, on_hand_delta, reserved_delta, reason, actor_id, order_id, transfer_id)
        values ((select holder_id from level), ${m.productId}::uuid, ${m.kind}, ${m.onHandDelta}::int, ${m.reservedDelta}::int,
                ${m.reason ?? null}::text, ${m.actorId ?? null}::uuid, ${m.orderId ?? null}::uuid, ${m.transferId ?? null}::uuid)
      )
      select holder_id as "holderId", product_id as "productId", on_hand as "onHand", reserved,
             low_stock_threshold as "lowStockThreshold", updated_at as "updatedAt"
      from level`,
    );
    return row ? { ...row, updatedAt: new Date(row.updatedAt) } : null;
  } catch (err) {
    if (isShortOfStock(err)) return null;
    throw err;
  }
}

/** The level's CHECKs (23514) or the movement's holder left empty (23502): the stock is not there. */
function isShortOfStock(err: unknown): boolean {
  const e = ((err as { cause?: unknown })?.cause ?? err) as {
    code?: string;
    constraint?: string;
    table?: string;
    column?: string;
  };
  if (e.code === '23514') return e.constraint?.startsWith('stock_levels_') ?? false;
  return e.code === '23502' && e.column === 'holder_id';
}

export async function findLevel(db: DbOrTx, holderId: string, productId: string) {
  const [row] = await db
    .select()
    .from(stockLevels)
    .where(and(eq(stockLevels.holderId, holderId), eq(stockLevels.productId, productId)));
  return row ?? null;
}

/** A level's low-stock threshold: its own, else the product's, else the default 5. */
const levelThreshold = () => sql`coalesce(${stockLevels.lowStockThreshold}, ${productInventory.lowStockThreshold}, 5)`;

export async function listLevels(
  db: DbOrTx,
  f: { holderIds?: string[]; productId?: string; lowOnly?: boolean; limit: number; offset: number },
) {
  const threshold = levelThreshold();
  return db
    .select({
      level: stockLevels,
      productName: products.name,
      sku: productInventory.sku,
      threshold: sql<number>`${threshold}`,
      holderName: profiles.name,
      holderRole: profiles.role,
      holderCity: profiles.city,
      total: sql<number>`count(*) over ()`,
    })
    .from(stockLevels)
    .innerJoin(products, eq(products.id, stockLevels.productId))
    .innerJoin(profiles, eq(profiles.id, stockLevels.holderId))
    .leftJoin(productInventory, eq(productInventory.productId, stockLevels.productId))
    .where(
      and(
        f.holderIds ? inArray(stockLevels.holderId, f.holderIds) : undefined,
        f.productId ? eq(stockLevels.productId, f.productId) : undefined,
        f.lowOnly ? sql`${stockLevels.onHand} - ${stockLevels.reserved} <= ${threshold}` : undefined,
        eq(products.isDeleted, false),
      ),
    )
    .orderBy(sql`${stockLevels.onHand} - ${stockLevels.reserved} asc`, asc(products.name), asc(profiles.name))
    .limit(f.limit)
    .offset(f.offset);
}

/** Counts over one holder's levels (the rows `listLevels` would list), as stockStatus classes them. */
export async function levelSummary(db: DbOrTx, holderId: string) {
  const units = sql`${stockLevels.onHand} - ${stockLevels.reserved}`;
  const threshold = levelThreshold();
  const [row] = await db
    .select({
      productCount: sql<number>`count(*)::int`,
      totalSaleable: sql<number>`coalesce(sum(${units}), 0)::bigint`,
      lowCount: sql<number>`(count(*) filter (where ${units} > 0 and ${units} <= ${threshold}))::int`,
      outCount: sql<number>`(count(*) filter (where ${units} <= 0))::int`,
    })
    .from(stockLevels)
    .innerJoin(products, eq(products.id, stockLevels.productId))
    .leftJoin(productInventory, eq(productInventory.productId, stockLevels.productId))
    .where(and(eq(stockLevels.holderId, holderId), eq(products.isDeleted, false)));
  return row;
}

export async function listMovements(
  db: DbOrTx,
  f: {
    holderIds?: string[];
    productId?: string;
    kind?: string;
    from?: Date;
    to?: Date;
    before?: number;
    limit: number;
  },
) {
  return db
    .select({ movement: stockMovements, productName: products.name, holderName: profiles.name })
    .from(stockMovements)
    .innerJoin(products, eq(products.id, stockMovements.productId))
    .innerJoin(profiles, eq(profiles.id, stockMovements.holderId))
    .where(
      and(
        f.holderIds ? inArray(stockMovements.holderId, f.holderIds) : undefined,
        f.productId ? eq(stockMovements.productId, f.productId) : undefined,
        f.kind ? eq(stockMovements.kind, f.kind) : undefined,
        f.from ? gte(stockMovements.createdAt, f.from) : undefined,
        f.to ? lt(stockMovements.createdAt, f.to) : undefined,
        f.before ? lt(stockMovements.id, f.before) : undefined,
      ),
    )
    .orderBy(desc(stockMovements.id))
    .limit(f.limit);
}

/** Sum of the ledger against the cached level: the check that they agree (empty when they do). */
export async function ledgerDisagreements(db: DbOrTx) {
  return queryRows<{ holder_id: string; product_id: string }>(
    db,
    sql`select l.holder_id, l.product_id
        from ${stockLevels} l
        left join (
          select holder_id, product_id, sum(on_hand_delta) as on_hand, sum(reserved_delta) as reserved
          from ${stockMovements} group by holder_id, product_id
        ) m on m.holder_id = l.holder_id and m.product_id = l.product_id
        where l.on_hand <> coalesce(m.on_hand, 0) or l.reserved <> coalesce(m.reserved, 0)`,
  );
}

/**
 * Saleable units of a product along a supply chain (stock holders, nearest first): those of the
 * nearest holder that has any, else 0. `productId` is a column or a value.
 */
export function chainSaleableSql(chain: string[] | SQL, productId: SQL | string): SQL<number> {
  if (Array.isArray(chain) && chain.length === 0) return sql<number>`0`;
  // One array parameter, so a prepared statement serves chains of any length.
  const ids = Array.isArray(chain) ? sql`${sql.param(chain)}::uuid[]` : sql`${chain}::uuid[]`;
  return sql<number>`coalesce((
    select sl.on_hand - sl.reserved from ${stockLevels} sl
    where sl.holder_id = any(${ids}) and sl.product_id = ${productId} and sl.on_hand > sl.reserved
    order by array_position(${ids}, sl.holder_id) limit 1
  ), 0)`;
}

/** The levels of products along a chain, each product's in chain order (holders without a row left out). */
export async function chainLevels(db: DbOrTx, chain: string[], productIds: string[]) {
  if (chain.length === 0 || productIds.length === 0) return [];
  const rows = await db
    .select()
    .from(stockLevels)
    .where(and(inArray(stockLevels.holderId, chain), inArray(stockLevels.productId, productIds)));
  return rows.sort((a, b) => chain.indexOf(a.holderId) - chain.indexOf(b.holderId));
}

/**
 * The levels of products held by those of `holderIds` who keep stock (the roles
 * `stockHoldingAncestors` keeps), nearest holder (deepest) first: a statement for a batch, so a
 * transaction can read them in the message that opens it (decision 073).
 */
export function levelsAtStockHolders(
  holderIds: string[],
  productIds: string[],
): Batched<typeof stockLevels.$inferSelect> {
  return {
    query: sql`select ${stockLevels.holderId} as "holderId", ${stockLevels.productId} as "productId",
        ${stockLevels.onHand} as "onHand", ${stockLevels.reserved} as "reserved",
        ${stockLevels.lowStockThreshold} as "lowStockThreshold", ${stockLevels.updatedAt} as "updatedAt"
      from ${stockLevels} inner join ${profiles} on ${profiles.id} = ${stockLevels.holderId}
      where ${and(
        // Arrays, not lists: one statement for every chain and cart, prepared once per connection
        // with a generic plan (decision 074).
        sql`${stockLevels.holderId} = any(${`{${holderIds.join(',')}}`}::uuid[])`,
        sql`${stockLevels.productId} = any(${`{${productIds.join(',')}}`}::uuid[])`,
        inArray(profiles.role, ['cityDistributor', 'turkeyDistributor', 'admin']),
      )}
      order by ${profiles.depth} desc, ${stockLevels.productId} asc`,
    row: (r) => ({
      holderId: r.holderId as string,
      productId: r.productId as string,
      onHand: Number(r.onHand),
      reserved: Number(r.reserved),
      lowStockThreshold: r.lowStockThreshold === null ? null : Number(r.lowStockThreshold),
      updatedAt: new Date(r.updatedAt as string),
    }),
  };
}

/** The buyer's ancestors that hold stock, nearest first. */
export async function stockHoldingAncestors(db: DbOrTx, path: string) {
  const ids = path.split('/').filter(Boolean).slice(0, -1);
  if (ids.length === 0) return [];
  return db
    .select({ id: profiles.id, role: profiles.role, name: profiles.name, depth: profiles.depth })
    .from(profiles)
    .where(and(inArray(profiles.id, ids), inArray(profiles.role, ['cityDistributor', 'turkeyDistributor', 'admin'])))
    .orderBy(desc(profiles.depth));
}

/** Whether `holderId` is a member who keeps stock and `productId` a product: what a movement names. */
export async function movementTargetsExist(db: DbOrTx, holderId: string, productId: string) {
  const [holder] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.id, holderId),
        inArray(profiles.role, ['cityDistributor', 'turkeyDistributor', 'admin']),
        eq(profiles.isDeleted, false),
      ),
    );
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return { holder: !!holder, product: !!product };
}

export async function stockHolders(db: DbOrTx) {
  return db
    .select({ id: profiles.id, name: profiles.name, role: profiles.role, city: profiles.city })
    .from(profiles)
    .where(
      and(inArray(profiles.role, ['cityDistributor', 'turkeyDistributor', 'admin']), eq(profiles.isDeleted, false)),
    )
    .orderBy(asc(profiles.depth), asc(profiles.name));
}
