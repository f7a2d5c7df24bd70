import { type DbOrTx, queryRows } from '@portal/db/client';
import { categories, productCommissions, productPrices, products } from '@portal/db/schema';
import type { CommissionedGroup } from '@portal/shared/commission-projection';
import type { CommissionSettings, SalesCommissionKind } from '@portal/shared/commissions';
import { asc, eq, sql } from 'drizzle-orm';

/** Every product not deleted, with its commission row (null when it has none yet). */
export async function productsWithCommissions(db: DbOrTx) {
  return db
    .select({
      id: products.id,
      name: products.name,
      categoryName: categories.name,
      isActive: products.isActive,
      commission: productCommissions,
      clientPrice: productPrices.clientPrice,
      vatIncluded: productPrices.vatIncluded,
      vatRateBp: productPrices.vatRateBp,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productPrices, eq(productPrices.productId, products.id))
    .leftJoin(productCommissions, eq(productCommissions.productId, products.id))
    .where(eq(products.isDeleted, false))
    .orderBy(asc(products.name), asc(products.id));
}

export async function findProductCommission(db: DbOrTx, productId: string) {
  const [row] = await db
    .select({ id: products.id, name: products.name, commission: productCommissions })
    .from(products)
    .leftJoin(productCommissions, eq(productCommissions.productId, products.id))
    .where(eq(products.id, productId))
    .for('update', { of: products });
  return row ?? null;
}

/** The product pays its own settings from now on (`override`), or follows the defaults again. */
export async function writeProductCommission(
  db: DbOrTx,
  productId: string,
  values: { settings: CommissionSettings | null; isOverride: boolean },
) {
  const own = values.settings
    ? {
        commissionType: values.settings.commissionType,
        dealerRateBp: values.settings.dealerRateBp,
        cityDistributorRateBp: values.settings.cityDistributorRateBp,
        sponsorDistributorRateBp: values.settings.sponsorDistributorRateBp,
        fixedAmounts: values.settings.fixedAmounts as Record<string, number>,
      }
    : {};
  await db
    .insert(productCommissions)
    .values({ productId, ...own, isOverride: values.isOverride })
    .onConflictDoUpdate({
      target: productCommissions.productId,
      set: { ...own, isOverride: values.isOverride, updatedAt: new Date() },
    });
}

/**
 * What each (product, kind) was paid on over the window: the base and units of the sales
 * commission lines of orders paid since `from`, neither cancelled nor taken back by a clawback.
 */
export async function commissionedGroups(db: DbOrTx, from: Date): Promise<CommissionedGroup[]> {
  const rows = await queryRows<{ productId: string; kind: string; base: string; quantity: string; amount: string }>(
    db,
    sql`select cl.product_id as "productId", cl.kind, sum(cl.base)::text as base,
          sum(cl.quantity)::text as quantity, sum(cl.amount)::text as amount
        from commission_lines cl join orders o on o.id = cl.order_id
        where cl.entry = 'commission' and cl.status <> 'cancelled' and cl.product_id is not null
          and cl.kind in ('dealer', 'city_distributor', 'sponsor_distributor')
          and o.paid_at >= ${from.toISOString()}::timestamptz
          and not exists (select 1 from commission_lines r where r.reverses_id = cl.id)
        group by cl.product_id, cl.kind
        order by cl.product_id, cl.kind`,
  );
  return rows.map((r) => ({
    productId: r.productId,
    kind: r.kind as SalesCommissionKind,
    base: Number(r.base),
    quantity: Number(r.quantity),
    amount: Number(r.amount),
  }));
}

/**
 * The window's figures besides the commission lines: net sales (VAT-excluded, cancelled and
 * returned orders out, points orders out), the new-member bonuses given (clawbacks out), and
 * the first paid orders of members whose inviter stands above them and is not the company
 * (what a bonus would have paid on, as the order-commissions step decides it).
 */
export async function windowFigures(db: DbOrTx, from: Date) {
  const [row] = await queryRows<{ netSales: string; recruitment: string; firstOrders: number }>(
    db,
    sql`select
          (select coalesce(sum(o.subtotal), 0)::text from orders o
            where o.paid_at >= ${from.toISOString()}::timestamptz and o.status not in ('cancelled', 'returned') and o.payment_method <> 'points')
            as "netSales",
          (select coalesce(sum(cl.amount), 0)::text from commission_lines cl join orders o on o.id = cl.order_id
            where cl.kind = 'recruitment_bonus' and cl.entry = 'commission' and cl.status <> 'cancelled'
              and o.paid_at >= ${from.toISOString()}::timestamptz
              and not exists (select 1 from commission_lines r where r.reverses_id = cl.id)) as recruitment,
          (select count(distinct o.id)::int from orders o
            join profiles b on b.id = o.buyer_id
            join invitation_uses u on u.profile_id = o.buyer_id
            left join invitations i on i.id = u.invitation_id
            join profiles inv on inv.id = coalesce(i.inviter_id, u.permanent_code_owner_id)
            where o.paid_at >= ${from.toISOString()}::timestamptz and o.status not in ('cancelled', 'returned') and o.payment_method <> 'points'
              and inv.role <> 'admin' and inv.id <> b.id and b.path like inv.path || '%'
              and not exists (select 1 from orders e where e.buyer_id = o.buyer_id and e.paid_at < o.paid_at))
            as "firstOrders"`,
  );
  return {
    netSales: Number(row?.netSales ?? 0),
    recruitmentBenefits: Number(row?.recruitment ?? 0),
    firstOrders: row?.firstOrders ?? 0,
  };
}
