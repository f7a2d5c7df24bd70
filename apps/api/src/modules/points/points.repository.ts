import { type DbOrTx, queryRows } from '@portal/db/client';
import { orders, pointsTransactions, productPrices, products, profiles, stockLevels } from '@portal/db/schema';
import { aliasedTable, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

/** Sum of completed ledger rows (hundredths of a point); the balance rule floors it at zero. */
export async function completedSum(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${pointsTransactions.amount}), 0)` })
    .from(pointsTransactions)
    .where(and(eq(pointsTransactions.userId, userId), eq(pointsTransactions.status, 'completed')));
  return Number(row?.total ?? 0);
}

const counterparty = aliasedTable(profiles, 'counterparty');

/** A page of the member's ledger, newest first, with the order number and the transfer's other member. */
export async function listTransactions(db: DbOrTx, userId: string, limit: number, offset: number) {
  const rows = await db
    .select({
      tx: pointsTransactions,
      orderNumber: orders.number,
      orderBuyerId: orders.buyerId,
      counterpartyName: counterparty.name,
    })
    .from(pointsTransactions)
    .leftJoin(orders, eq(orders.id, pointsTransactions.relatedOrderId))
    .leftJoin(counterparty, eq(counterparty.id, pointsTransactions.counterpartyId))
    .where(eq(pointsTransactions.userId, userId))
    .orderBy(desc(pointsTransactions.createdAt), desc(pointsTransactions.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db
    .select({ n: sql<string>`count(*)` })
    .from(pointsTransactions)
    .where(eq(pointsTransactions.userId, userId));
  return { rows, total: Number(count?.n ?? 0) };
}

/**
 * get_user_points_liability: Σ of balances (completed ledger sums floored at zero) over every
 * member, or over one; hundredths of a point = kuruş.
 */
export async function liability(db: DbOrTx, userId?: string) {
  const [row] = await queryRows<{ total: string | number; members: string | number }>(
    db,
    sql`select coalesce(sum(greatest(0, s.total)), 0)::bigint as total,
          count(*) filter (where s.total > 0)::int as members
        from (select user_id, sum(amount) as total from points_transactions
              where status = 'completed' ${userId ? sql`and user_id = ${userId}` : sql``}
              group by user_id) s`,
  );
  return { total: Number(row?.total ?? 0), members: Number(row?.members ?? 0) };
}

/** The members of a transfer, locked in id order (two transfers between the same pair never deadlock). */
export async function lockMembers(tx: DbOrTx, ids: string[]) {
  const sorted = [...new Set(ids)].sort();
  return tx
    .select({
      id: profiles.id,
      name: profiles.name,
      role: profiles.role,
      path: profiles.path,
      isActive: profiles.isActive,
      isDeleted: profiles.isDeleted,
    })
    .from(profiles)
    .where(inArray(profiles.id, sorted))
    .orderBy(asc(profiles.id))
    .for('update');
}

export async function findMember(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: profiles.id, name: profiles.name, isDeleted: profiles.isDeleted })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row ?? null;
}

/** What a points order needs of a product: its mode, client price and VAT. */
export async function pointsProduct(db: DbOrTx, productId: string) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      purchaseMode: products.purchaseMode,
      isActive: products.isActive,
      isDeleted: products.isDeleted,
      sku: sql<string | null>`(select sku from product_inventory where product_id = ${products.id})`,
      clientPrice: productPrices.clientPrice,
      vatRateBp: productPrices.vatRateBp,
      vatIncluded: productPrices.vatIncluded,
    })
    .from(products)
    .leftJoin(productPrices, eq(productPrices.productId, products.id))
    .where(eq(products.id, productId));
  return row ?? null;
}

/**
 * The national distributor who fulfils a member's points orders: the turkeyDistributor on the
 * member's own path (itself, when it is one), else the longest-standing active one.
 */
export async function nationalDistributorFor(db: DbOrTx, path: string) {
  const ids = path.split('/').filter(Boolean);
  const [own] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(inArray(profiles.id, ids), eq(profiles.role, 'turkeyDistributor'), eq(profiles.isDeleted, false)))
    .orderBy(desc(profiles.depth))
    .limit(1);
  if (own) return own.id;
  const [any] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.role, 'turkeyDistributor'), eq(profiles.isActive, true), eq(profiles.isDeleted, false)))
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
    .limit(1);
  return any?.id ?? null;
}

/** Saleable units of a product at one holder. */
export async function saleableAt(db: DbOrTx, holderId: string, productId: string) {
  const [row] = await db
    .select({ onHand: stockLevels.onHand, reserved: stockLevels.reserved })
    .from(stockLevels)
    .where(and(eq(stockLevels.holderId, holderId), eq(stockLevels.productId, productId)));
  return row ? row.onHand - row.reserved : 0;
}

/** The spend a points order made (to refund exactly that). */
export async function spendOfOrder(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select()
    .from(pointsTransactions)
    .where(and(eq(pointsTransactions.relatedOrderId, orderId), eq(pointsTransactions.source, 'points_order')));
  return row ?? null;
}
