import { type DbOrTx, queryRows } from '@portal/db/client';
import { prepared } from '@portal/db/prepared';
import { withCompiledRows } from '@portal/db/row-mapper';
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
import { chainHolderLevelsJsonSql } from '../availability/availability.repository';
import { chainSaleableSql } from '../stock/stock.repository';
import type { Role } from '@portal/shared/roles';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';

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

/**
 * The filter as SQL. Values are placeholders filled at execution, so one prepared statement serves
 * every request of the same shape (which filters are present, the role, the sort).
 */
function whereOf(f: ProductFilter, priceExpr: SQL | null) {
  const p = sql.placeholder;
  return and(
    f.includeDeleted ? undefined : eq(products.isDeleted, false),
    f.includeInactive ? undefined : eq(products.isActive, true),
    f.clientOnly ? eq(products.isClientProduct, true) : undefined,
    f.categoryId ? sql`${products.categoryId} = ${p('categoryId')}` : undefined,
    f.ids ? sql`${products.id} = any(${p('ids')}::uuid[])` : undefined,
    f.search ? sql`${products.searchText} like ${p('searchPattern')}` : undefined,
    f.inStock
      ? and(
          eq(productInventory.inStock, true),
          f.supplyChain
            ? sql`${chainSaleableSql(p('supplyChain') as unknown as SQL, sql`${products.id}`)} > 0`
            : sql`${productInventory.displayStock} > 0`,
        )
      : undefined,
    priceExpr && f.minPrice !== undefined ? sql`${priceExpr} >= ${p('minPrice')}` : undefined,
    priceExpr && f.maxPrice !== undefined ? sql`${priceExpr} <= ${p('maxPrice')}` : undefined,
  );
}

/** The placeholder values of a filter (see `whereOf`). */
function valuesOf(f: ProductFilter): Record<string, unknown> {
  return {
    categoryId: f.categoryId,
    ids: f.ids && f.ids.length > 0 ? f.ids : f.ids ? ['00000000-0000-0000-0000-000000000000'] : undefined,
    searchPattern: f.search ? `%${f.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : undefined,
    supplyChain: f.supplyChain ?? undefined,
    minPrice: f.minPrice,
    maxPrice: f.maxPrice,
    limit: f.limit,
    offset: f.offset,
  };
}

/** What makes two filters need different statements; values are left out. */
function shapeOf(f: ProductFilter): string {
  return [
    f.role ?? '-',
    f.clientOnly,
    f.includeInactive ?? false,
    f.includeDeleted ?? false,
    Boolean(f.search),
    Boolean(f.supplyChain),
    Boolean(f.ids),
    Boolean(f.categoryId),
    f.inStock ?? false,
    f.minPrice !== undefined,
    f.maxPrice !== undefined,
    f.sort,
  ].join('|');
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

function orderOf(f: ProductFilter, priceExpr: SQL | null): SQL[] {
  if (f.sort === 'price_asc' && priceExpr) return [sql`${priceExpr} asc nulls last`, asc(products.id)];
  if (f.sort === 'price_desc' && priceExpr) return [sql`${priceExpr} desc nulls last`, asc(products.id)];
  if (f.sort === 'name') return [sql`${products.name} collate "C" asc`, asc(products.id)];
  return [sql`${products.createdAt} desc`, asc(products.id)];
}

/**
 * The columns the three lists (members', visitors', admin's) show, not whole rows: a page is 24
 * to 50 rows, and every column read is parsed by the driver and mapped by Drizzle on each request.
 */
const listColumns = {
  product: {
    id: products.id,
    name: products.name,
    slug: products.slug,
    description: products.description,
    image: products.image,
    categoryId: products.categoryId,
    isActive: products.isActive,
    isClientProduct: products.isClientProduct,
    purchaseMode: products.purchaseMode,
    minOrderQuantity: products.minOrderQuantity,
    isDeleted: products.isDeleted,
    createdAt: products.createdAt,
  },
  prices: {
    adminCostPrice: productPrices.adminCostPrice,
    dealerPrice: productPrices.dealerPrice,
    clientPrice: productPrices.clientPrice,
    retailPrice: productPrices.retailPrice,
    vatIncluded: productPrices.vatIncluded,
    vatRateBp: productPrices.vatRateBp,
  },
  inventory: {
    inStock: productInventory.inStock,
    displayStock: productInventory.displayStock,
    sku: productInventory.sku,
    minOrderQuantity: productInventory.minOrderQuantity,
  },
};

function buildListQuery(db: DbOrTx, f: ProductFilter, name: string) {
  const priceExpr = f.role ? rolePriceSql(f.role) : null;
  const order = orderOf(f, priceExpr);
  // The page is chosen first on the lean join (filter, order, count); the per-product subqueries
  // (ingredients, tiers, rules); availability is read for them after then run for those rows only, not for every match.
  const page = db.$with('page').as(
    db
      .select({ id: sql<string>`${products.id}`.as('page_id'), total: sql<number>`count(*) over ()`.as('total') })
      .from(products)
      .leftJoin(productPrices, eq(productPrices.productId, products.id))
      .leftJoin(productInventory, eq(productInventory.productId, products.id))
      .where(whereOf(f, priceExpr))
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  return db
    .with(page)
    .select({
      total: page.total,
      ...listColumns,
      categoryName: categories.name,
      rolePrice: priceExpr ?? sql<null>`null`,
      ingredients: ingredientsSql,
      tiers: f.role ? tiersSql(f.role) : sql<[]>`'[]'::json`,
      minRule: minRuleSql,
      // The page's stock along the buyer's supply chain, in the same round trip.
      levels: f.supplyChain
        ? chainHolderLevelsJsonSql(sql.placeholder('supplyChain') as unknown as SQL, sql`${products.id}`)
        : sql<[]>`'[]'::json`,
    })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productPrices, eq(productPrices.productId, products.id))
    .leftJoin(productInventory, eq(productInventory.productId, products.id))
    .orderBy(...order)
    .prepare(name);
}

function buildCountQuery(db: DbOrTx, f: ProductFilter, name: string) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .leftJoin(productPrices, eq(productPrices.productId, products.id))
    .leftJoin(productInventory, eq(productInventory.productId, products.id))
    .where(whereOf(f, f.role ? rolePriceSql(f.role) : null))
    .prepare(name);
}

interface Statements {
  list: ReturnType<typeof buildListQuery>;
  count: ReturnType<typeof buildCountQuery>;
}
const listStatements = new WeakMap<DbOrTx, Map<string, Statements>>();

/**
 * One page of products with everything a card shows, priced for the role, with its tiers and the
 * total count: one statement, prepared once per shape of filter on each database.
 */
export async function listProducts(db: DbOrTx, f: ProductFilter) {
  let byShape = listStatements.get(db);
  if (!byShape) {
    byShape = new Map();
    listStatements.set(db, byShape);
  }
  const shape = shapeOf(f);
  let statements = byShape.get(shape);
  if (!statements) {
    const n = byShape.size;
    statements = {
      // Names count shapes per database, so one name may be another shape elsewhere: no shared mapper.
      list: withCompiledRows(buildListQuery(db, f, `products_list_${n}`)),
      count: buildCountQuery(db, f, `products_count_${n}`),
    };
    byShape.set(shape, statements);
  }
  const values = valuesOf(f);
  const rows = await statements.list.execute(values);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && f.offset > 0) {
    // Past the last page the window count is gone with the rows; count on its own.
    const [countRow] = await statements.count.execute(values);
    total = Number(countRow?.n ?? 0);
  }
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
  // Prepared (the cart and checkout read it on every request); the ids are one uuid[] value.
  return prepared(db, role ? 'bulk_rules_for_role' : 'bulk_rules_for', (d, name) =>
    d
      .select()
      .from(productBulkDiscountRules)
      .where(
        and(
          sql`${productBulkDiscountRules.productId} = any(${sql.placeholder('ids')}::uuid[])`,
          role ? eq(productBulkDiscountRules.userRole, sql.placeholder('role')) : undefined,
        ),
      )
      .orderBy(asc(productBulkDiscountRules.userRole), asc(productBulkDiscountRules.minQuantity))
      .prepare(name),
  ).execute({ ids: productIds, role });
}

export async function salesRulesFor(db: DbOrTx, productIds: string[]) {
  if (productIds.length === 0) return [];
  return prepared(db, 'sales_rules_for', (d, name) =>
    d
      .select()
      .from(productSalesRules)
      .where(sql`${productSalesRules.productId} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare(name),
  ).execute({ ids: productIds });
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
  const rows = await prepared(db, 'category_names', (d, name) =>
    d.select({ id: categories.id, name: categories.name }).from(categories).prepare(name),
  ).execute();
  return Object.fromEntries(rows.map((r) => [r.id, r.name]));
}
