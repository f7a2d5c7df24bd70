import type { DbOrTx } from '@portal/db/client';
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
import { and, eq, inArray, ne } from 'drizzle-orm';

/** What a product's input names elsewhere: whether its category exists, whether another product has its SKU. */
export async function findReferenceProblems(
  db: DbOrTx,
  input: { categoryId: string | null; sku: string | null },
  productId?: string,
) {
  const [category] = input.categoryId
    ? await db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId))
    : [{ id: null }];
  const [skuOwner] = input.sku
    ? await db
        .select({ id: productInventory.productId })
        .from(productInventory)
        .where(
          and(eq(productInventory.sku, input.sku), productId ? ne(productInventory.productId, productId) : undefined),
        )
    : [];
  return { categoryMissing: !category, skuTaken: !!skuOwner };
}

export async function insertProduct(db: DbOrTx, values: typeof products.$inferInsert) {
  const [row] = await db.insert(products).values(values).returning();
  if (!row) throw new Error('product insert returned nothing');
  return row;
}

export async function updateProduct(db: DbOrTx, id: string, values: Partial<typeof products.$inferInsert>) {
  const [row] = await db.update(products).set(values).where(eq(products.id, id)).returning();
  return row ?? null;
}

export async function upsertPrices(db: DbOrTx, values: typeof productPrices.$inferInsert) {
  await db
    .insert(productPrices)
    .values(values)
    .onConflictDoUpdate({ target: productPrices.productId, set: { ...values, updatedAt: new Date() } });
}

export async function upsertCommission(db: DbOrTx, values: typeof productCommissions.$inferInsert) {
  await db
    .insert(productCommissions)
    .values(values)
    .onConflictDoUpdate({ target: productCommissions.productId, set: { ...values, updatedAt: new Date() } });
}

export async function upsertInventory(db: DbOrTx, values: typeof productInventory.$inferInsert) {
  await db
    .insert(productInventory)
    .values(values)
    .onConflictDoUpdate({ target: productInventory.productId, set: { ...values, updatedAt: new Date() } });
}

/** Sets a product's active ingredients, creating names the catalogue does not know yet. */
export async function setIngredients(db: DbOrTx, productId: string, names: string[]) {
  await db.delete(productActiveIngredients).where(eq(productActiveIngredients.productId, productId));
  const unique = [...new Set(names)];
  if (unique.length === 0) return;
  await db
    .insert(activeIngredients)
    .values(unique.map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await db.select().from(activeIngredients).where(inArray(activeIngredients.name, unique));
  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  await db
    .insert(productActiveIngredients)
    .values(unique.map((name, position) => ({ productId, ingredientId: idOf.get(name) as string, position })));
}

/** Replace-all: the product's rules are deleted and the new ones inserted, in one transaction. */
export async function replaceBulkRules(
  db: DbOrTx,
  productId: string,
  rules: Omit<typeof productBulkDiscountRules.$inferInsert, 'productId'>[],
) {
  await db.delete(productBulkDiscountRules).where(eq(productBulkDiscountRules.productId, productId));
  if (rules.length > 0) await db.insert(productBulkDiscountRules).values(rules.map((r) => ({ ...r, productId })));
}

export async function replaceSalesRules(
  db: DbOrTx,
  productId: string,
  rules: Omit<typeof productSalesRules.$inferInsert, 'productId'>[],
) {
  await db.delete(productSalesRules).where(eq(productSalesRules.productId, productId));
  if (rules.length > 0) await db.insert(productSalesRules).values(rules.map((r) => ({ ...r, productId })));
}
