import type { DbOrTx } from '@portal/db/client';
import { prepared } from '@portal/db/prepared';
import { cartItems, productInventory, productPrices, products } from '@portal/db/schema';
import type { Role } from '@portal/shared/roles';
import { and, asc, eq, sql } from 'drizzle-orm';
import { rolePriceSql } from '../catalogue/catalogue.repository';

/** The member's lines with the product fields the cart shows and today's role price. */
/** The member's cart with each product and its role price: one statement prepared per role. */
export async function listLines(db: DbOrTx, userId: string, role: Role) {
  return prepared(db, `cart_lines_${role}`, (d, name) => buildListLines(d, role).prepare(name)).execute({ userId });
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
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productPrices, eq(productPrices.productId, products.id))
    .leftJoin(productInventory, eq(productInventory.productId, products.id))
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
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
  const [row] = await db
    .insert(cartItems)
    .values({
      userId: values.userId,
      productId: values.productId,
      quantity: values.quantity,
      priceAtTime: values.unitPrice,
      roleAtTime: values.role,
    })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: {
        quantity: sql`${cartItems.quantity} + excluded.quantity`,
        priceAtTime: values.unitPrice,
        roleAtTime: values.role,
        updatedAt: new Date(),
      },
    })
    .returning();
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
export async function takeAll(tx: DbOrTx, userId: string) {
  return prepared(tx, 'cart_take_all', (d, name) =>
    d
      .delete(cartItems)
      .where(eq(cartItems.userId, sql.placeholder('userId')))
      .returning({ productId: cartItems.productId, quantity: cartItems.quantity })
      .prepare(name),
  ).execute({ userId });
}
