import { type DbOrTx, queryRows } from '@portal/db/client';
import {
  activeIngredients,
  categories,
  productActiveIngredients,
  productBulkDiscountRules,
  productCommissions,
  productInventory,
  productPrices,
  productSalesRules,
  products,
} from '@portal/db/schema';
import { ROLE_PRICE_ORDER } from '@portal/shared/pricing';
import { chainSaleableSql } from '../stock/stock.repository';
import type { Role } from '@portal/shared/roles';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';

const PRICE_COLUMN = {
  turkeyDistributorPrice: productPrices.turkeyDistributorPrice,
  cityDistributorPrice: productPrices.cityDistributorPrice,
  dealerPrice: productPrices.dealerPrice,
  clientPrice: productPrices.clientPrice,
  retailPrice: productPrices.retailPrice,
} as const;

/** The role's price as SQL: the same fallback order as `rolePrice`, so filters and sorts agree with it. */
export function rolePriceSql(role: Role): SQL<number | null> {
  const parts = ROLE_PRICE_ORDER[role].map((field) => sql`nullif(${PRICE_COLUMN[field]}, 0)`);
  return sql<number | null>`coalesce(${sql.join(parts, sql`, `)})`;
}

export type ProductSort = 'newest' | 'price_asc' | 'price_desc' | 'name';

export interface ProductFilter {
  role: Role | null;
  clientOnly: boolean;
  includeInactive?: boolean;
  includeDeleted?: boolean;
  search?: string;
  /** The holders the member buys from, nearest first: stock figures come from along this chain. */
  supplyChain?: string[] | null;
  ids?: string[];
  categoryId?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  sort: ProductSort;
  limit: number;
  offset: number;
}

const ingredientsSql = sql<string[]>`coalesce((
  select array_agg(${activeIngredients.name} order by ${productActiveIngredients.position})
  from ${productActiveIngredients}
  join ${activeIngredients} on ${activeIngredients.id} = ${productActiveIngredients.ingredientId}
  where ${productActiveIngredients.productId} = ${products.id}
), '{}')`;

function whereOf(f: ProductFilter, priceExpr: SQL | null) {
  return and(
    f.includeDeleted ? undefined : eq(products.isDeleted, false),
    f.includeInactive ? undefined : eq(products.isActive, true),
    f.clientOnly ? eq(products.isClientProduct, true) : undefined,
    f.categoryId ? eq(products.categoryId, f.categoryId) : undefined,
    f.ids ? inArray(products.id, f.ids.length > 0 ? f.ids : ['00000000-0000-0000-0000-000000000000']) : undefined,
    f.search ? sql`${products.searchText} like ${`%${f.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`}` : undefined,
    f.inStock
      ? and(
          eq(productInventory.inStock, true),
          f.supplyChain
            ? sql`${chainSaleableSql(f.supplyChain, sql`${products.id}`)} > 0`
            : sql`${productInventory.displayStock} > 0`,
        )
      : undefined,
    priceExpr && f.minPrice !== undefined ? sql`${priceExpr} >= ${f.minPrice}` : undefined,
    priceExpr && f.maxPrice !== undefined ? sql`${priceExpr} <= ${f.maxPrice}` : undefined,
  );
}

/** The role's active tiers of the product, as JSON, so a page of products is one query. */
const tiersSql = (role: Role) => sql<{ minQuantity: number; maxQuantity: number; unitPrice: number }[]>`coalesce((
  select json_agg(json_build_object('minQuantity', b.min_quantity, 'maxQuantity', b.max_quantity, 'unitPrice', b.discounted_price)
                  order by b.min_quantity)
  from ${productBulkDiscountRules} b
  where b.product_id = ${products.id} and b.user_role = ${role} and b.is_active and b.discounted_price > 0
), '[]'::json)`;

/** The minimum_quantity sales rule's value, the first source of the minimum order quantity. */
const minRuleSql = sql<number | null>`(
  select max(r.min_value) from ${productSalesRules} r
  where r.product_id = ${products.id} and r.rule_type = 'minimum_quantity' and r.min_value > 0
)`;

/**
 * One page of products with everything a card shows, priced for the role, with its tiers and the
 * total count. The page is chosen first on a lean query (filter, order, count); the per-product
 * subqueries (ingredients, tiers, rules, stock) then run for those rows only, not for every match.
 */
export async function listProducts(db: DbOrTx, f: ProductFilter) {
  const priceExpr = f.role ? rolePriceSql(f.role) : null;
  const where = whereOf(f, priceExpr);
  const order =
    f.sort === 'price_asc' && priceExpr
      ? [sql`${priceExpr} asc nulls last`, asc(products.id)]
      : f.sort === 'price_desc' && priceExpr
        ? [sql`${priceExpr} desc nulls last`, asc(products.id)]
        : f.sort === 'name'
          ? [sql`${products.name} collate "C" asc`, asc(products.id)]
          : [sql`${products.createdAt} desc`, asc(products.id)];
  const page = await db
    .select({ id: products.id, total: sql<number>`count(*) over ()` })
    .from(products)
    .leftJoin(productPrices, eq(productPrices.productId, products.id))
    .leftJoin(productInventory, eq(productInventory.productId, products.id))
    .where(where)
    .orderBy(...order)
    .limit(f.limit)
    .offset(f.offset);
  let total = Number(page[0]?.total ?? 0);
  if (page.length === 0 && f.offset > 0) {
    // Past the last page the window count is gone with the rows; count on its own.
    const [countRow] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .leftJoin(productPrices, eq(productPrices.productId, products.id))
      .leftJoin(productInventory, eq(productInventory.productId, products.id))
      .where(where);
    total = Number(countRow?.n ?? 0);
  }
  if (page.length === 0) return { rows: [], total };
  const ids = page.map((r) => r.id);
  const rows = await db
    .select({
      product: products,
      categoryName: categories.name,
      prices: productPrices,
      inventory: productInventory,
      rolePrice: priceExpr ?? sql<null>`null`,
      ingredients: ingredientsSql,
      tiers: f.role ? tiersSql(f.role) : sql<[]>`'[]'::json`,
      minRule: minRuleSql,
      supplierSaleable: f.supplyChain ? chainSaleableSql(f.supplyChain, sql`${products.id}`) : sql<null>`null`,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productPrices, eq(productPrices.productId, products.id))
    .leftJoin(productInventory, eq(productInventory.productId, products.id))
    .where(inArray(products.id, ids));
  const position = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => (position.get(a.product.id) ?? 0) - (position.get(b.product.id) ?? 0));
  return { rows, total };
}

export type ProductListRow = Awaited<ReturnType<typeof listProducts>>['rows'][number];

export async function findProduct(db: DbOrTx, id: string, role: Role | null) {
  const priceExpr = role ? rolePriceSql(role) : null;
  const [row] = await db
    .select({
      product: products,
      categoryName: categories.name,
      prices: productPrices,
      inventory: productInventory,
      commissions: productCommissions,
      rolePrice: priceExpr ?? sql<null>`null`,
      ingredients: ingredientsSql,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productPrices, eq(productPrices.productId, products.id))
    .leftJoin(productInventory, eq(productInventory.productId, products.id))
    .leftJoin(productCommissions, eq(productCommissions.productId, products.id))
    .where(eq(products.id, id));
  return row ?? null;
}

export async function bulkRulesFor(db: DbOrTx, productIds: string[], role?: Role) {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productBulkDiscountRules)
    .where(
      and(
        inArray(productBulkDiscountRules.productId, productIds),
        role ? eq(productBulkDiscountRules.userRole, role) : undefined,
      ),
    )
    .orderBy(asc(productBulkDiscountRules.userRole), asc(productBulkDiscountRules.minQuantity));
}

export async function salesRulesFor(db: DbOrTx, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db.select().from(productSalesRules).where(inArray(productSalesRules.productId, productIds));
}

export async function listCategories(db: DbOrTx, clientOnly: boolean) {
  return queryRows<{ id: string; name: string; slug: string; description: string | null; product_count: number }>(
    db,
    sql`select c.id, c.name, c.slug, c.description,
          (select count(*)::int from ${products} p where p.category_id = c.id and p.is_deleted = false
             and p.is_active = true ${clientOnly ? sql`and p.is_client_product = true` : sql``}) as product_count
        from ${categories} c where c.is_active = true order by c.sort_order, c.name`,
  );
}

export async function categoryNames(db: DbOrTx) {
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories);
  return Object.fromEntries(rows.map((r) => [r.id, r.name]));
}
