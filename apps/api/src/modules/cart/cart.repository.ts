import type { Batched, DbOrTx } from '@portal/db/client';
import { prepared } from '@portal/db/prepared';
import {
  cartItems,
  productBulkDiscountRules,
  productInventory,
  productPrices,
  productSalesRules,
  products,
} from '@portal/db/schema';
import type { Role } from '@portal/shared/roles';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { chainHolderLevelsJsonSql } from '../availability/availability.repository';
import { rolePriceSql } from '../catalogue/catalogue.repository';

/** A bulk-discount tier of the role, as the pricing rules read it. */
export interface TierRow {
  productId: string;
  userRole: string;
  minQuantity: number;
  maxQuantity: number;
  discountedPrice: number;
  isActive: boolean;
}

/** A sales rule of the product, as the cart rules read it. */
export interface SalesRuleRow {
  id: string;
  productId: string;
  ruleType: string;
  minValue: number | null;
  applyToCategory: string | null;
  targetCategory: string | null;
}

/** The role's tiers of one product as a JSON array (lowest quantity first). */
function tiersJsonSql(role: Role): SQL<TierRow[]> {
  const r = productBulkDiscountRules;
  return sql<TierRow[]>`coalesce((
    select json_agg(json_build_object(
      'productId', ${r.productId}, 'userRole', ${r.userRole}, 'minQuantity', ${r.minQuantity},
      'maxQuantity', ${r.maxQuantity}, 'discountedPrice', ${r.discountedPrice}, 'isActive', ${r.isActive}
    ) order by ${r.minQuantity})
    from ${r} where ${r.productId} = ${products.id} and ${r.userRole} = ${role}
  ), '[]'::json)`;
}

/** The product's sales rules as a JSON array. */
const salesRulesJsonSql = sql<SalesRuleRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${productSalesRules.id}, 'productId', ${productSalesRules.productId}, 'ruleType', ${productSalesRules.ruleType},
    'minValue', ${productSalesRules.minValue}, 'applyToCategory', ${productSalesRules.applyToCategory},
    'targetCategory', ${productSalesRules.targetCategory}
  ))
  from ${productSalesRules} where ${productSalesRules.productId} = ${products.id}
), '[]'::json)`;

/**
 * The member's cart with each product, its role price, its tiers and sales rules, and its stock
 * along the member's supply chain (nearest first): one statement, prepared per role.
 */
export async function listLines(db: DbOrTx, userId: string, role: Role, chain: readonly string[]) {
  return prepared(db, `cart_lines_${role}`, (d, name) => buildListLines(d, role).prepare(name)).execute({
    userId,
    chain: [...chain],
  });
}

function buildListLines(db: DbOrTx, role: Role) {
  return db
    .select({
      line: cartItems,
      product: {
        id: products.id,
        name: products.name,
        description: products.description,
        image: products.image,
        isActive: products.isActive,
        isDeleted: products.isDeleted,
        isClientProduct: products.isClientProduct,
        categoryId: products.categoryId,
        minOrderQuantity: products.minOrderQuantity,
      },
      vatRateBp: productPrices.vatRateBp,
      vatIncluded: productPrices.vatIncluded,
      currentPrice: rolePriceSql(role),
      inventory: productInventory,
      tiers: tiersJsonSql(role),
      rules: salesRulesJsonSql,
      levels: chainHolderLevelsJsonSql(sql.placeholder('chain') as unknown as SQL, sql`${products.id}`),
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productPrices, eq(productPrices.productId, products.id))
    .leftJoin(productInventory, eq(productInventory.productId, products.id))
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/**
 * Everything a change to one cart line checks, in one statement: the product with the role's price
 * and its inventory, the quantity already in the member's cart, the role's tiers, the sales rules
 * and the stock along the member's chain (nearest first).
 */
export async function productForLine(
  db: DbOrTx,
  q: { userId: string; productId: string; role: Role; chain: readonly string[] },
) {
  const [row] = await prepared(db, `cart_product_${q.role}`, (d, name) =>
    d
      .select({
        product: products,
        prices: productPrices,
        inventory: productInventory,
        rolePrice: rolePriceSql(q.role),
        inCart: sql<number | null>`(
          select ${cartItems.quantity} from ${cartItems}
          where ${cartItems.userId} = ${sql.placeholder('userId')} and ${cartItems.productId} = ${products.id}
        )`,
        tiers: tiersJsonSql(q.role),
        rules: salesRulesJsonSql,
        levels: chainHolderLevelsJsonSql(sql.placeholder('chain') as unknown as SQL, sql`${products.id}`),
      })
      .from(products)
      .leftJoin(productPrices, eq(productPrices.productId, products.id))
      .leftJoin(productInventory, eq(productInventory.productId, products.id))
      .where(eq(products.id, sql.placeholder('productId')))
      .prepare(name),
  ).execute({ userId: q.userId, productId: q.productId, chain: [...q.chain] });
  return row ?? null;
}

export async function countLines(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await prepared(db, 'cart_count', (d, name) =>
    d
      .select({ n: sql<number>`count(*)::int` })
      .from(cartItems)
      .where(eq(cartItems.userId, sql.placeholder('userId')))
      .prepare(name),
  ).execute({ userId });
  return row?.n ?? 0;
}

export async function findLine(db: DbOrTx, userId: string, productId: string) {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  return row ?? null;
}

/** Adds units to a line, or creates it; two adds at once both count. */
export async function addToLine(
  db: DbOrTx,
  values: { userId: string; productId: string; quantity: number; unitPrice: number; role: Role },
) {
  // Prepared: every add to cart writes its line (decision 073's hot path).
  const [row] = await prepared(db, 'cart_add_to_line', (d, name) =>
    d
      .insert(cartItems)
      .values({
        userId: sql.placeholder('userId'),
        productId: sql.placeholder('productId'),
        quantity: sql.placeholder('quantity'),
        priceAtTime: sql.placeholder('unitPrice'),
        roleAtTime: sql.placeholder('role'),
      })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: {
          quantity: sql`${cartItems.quantity} + excluded.quantity`,
          priceAtTime: sql`excluded.price_at_time`,
          roleAtTime: sql`excluded.role_at_time`,
          updatedAt: sql`now()`,
        },
      })
      .returning()
      .prepare(name),
  ).execute(values);
  return row;
}

export async function setLine(
  db: DbOrTx,
  userId: string,
  productId: string,
  quantity: number,
  unitPrice: number,
  role: Role,
) {
  const [row] = await db
    .update(cartItems)
    .set({ quantity, priceAtTime: unitPrice, roleAtTime: role })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .returning();
  return row ?? null;
}

export async function removeLine(db: DbOrTx, userId: string, productId: string) {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function clear(db: DbOrTx, userId: string) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

/** Takes the member's cart rows away (for an order), answering what was in it. */
export function takeAll(userId: string): Batched<{ productId: string; quantity: number }> {
  return {
    query: sql`delete from ${cartItems} where ${eq(cartItems.userId, userId)}
      returning ${cartItems.productId} as "productId", ${cartItems.quantity} as "quantity"`,
    row: (r) => ({ productId: r.productId as string, quantity: Number(r.quantity) }),
  };
}
