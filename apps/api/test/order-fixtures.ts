import { randomUUID } from 'node:crypto';
import {
  addresses,
  cartItems,
  productInventory,
  productPrices,
  products,
  stockLevels,
  stockMovements,
} from '@portal/db/schema';
import { and, eq } from 'drizzle-orm';
import { DEMO, signIn, type TestContext } from './helpers';

export type Who = keyof typeof DEMO;

/** Signed-in demo members, their addresses, and the calls the order tests share. */
export async function orderFixtures(t: TestContext, who: readonly Who[] = Object.keys(DEMO) as Who[]) {
  const db = t.database.db;
  const cookies: Partial<Record<Who, string>> = {};
  const ids: Partial<Record<Who, string>> = {};
  const addressOf: Partial<Record<Who, string>> = {};
  for (const key of who) {
    const s = await signIn(t.app, DEMO[key]);
    cookies[key] = s.cookie;
    ids[key] = s.user.id;
  }

  const call = (as: Who, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, headers = {}) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: cookies[as] as string, ...headers },
      ...(payload ? { payload } : {}),
    });

  return {
    ids: ids as Record<Who, string>,
    addressOf,
    call,
    /** A product only `holder` has, with `units` saleable (default holder: the company warehouse). */
    async product(name: string, units: number, holder = ids.admin!) {
      const [p] = await db
        .insert(products)
        .values({
          name,
          slug: `test-${randomUUID().slice(0, 8)}`,
          searchText: name.toLowerCase(),
          isClientProduct: true,
        })
        .returning();
      await db.insert(productInventory).values({ productId: p!.id, inStock: true, displayStock: units });
      await db.insert(productPrices).values({
        productId: p!.id,
        retailPrice: 12_000,
        clientPrice: 10_000,
        dealerPrice: 8_000,
        cityDistributorPrice: 7_000,
        turkeyDistributorPrice: 6_000,
        adminCostPrice: 4_000,
        vatRateBp: 2000,
        vatIncluded: true,
      });
      await db.insert(stockLevels).values({ holderId: holder, productId: p!.id, onHand: units });
      await db
        .insert(stockMovements)
        .values({ holderId: holder, productId: p!.id, kind: 'purchase_in', onHandDelta: units });
      return p!.id;
    },
    /** A fresh default address for the member (demo buyers already have one). */
    async address(as: Who) {
      await db.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, ids[as]!));
      const [a] = await db
        .insert(addresses)
        .values({
          userId: ids[as]!,
          title: 'Ev',
          recipientName: 'Test Alıcı',
          phone: '05551112233',
          city: 'İstanbul',
          district: 'Kadıköy',
          addressLine: 'Moda Caddesi No: 1 Daire 2',
          isDefault: true,
        })
        .returning();
      addressOf[as] = a!.id;
      return a!.id;
    },
    async fillCart(as: Who, productId: string, quantity: number, price: number) {
      await db.delete(cartItems).where(eq(cartItems.userId, ids[as]!));
      await db
        .insert(cartItems)
        .values({ userId: ids[as]!, productId, quantity, priceAtTime: price, roleAtTime: 'client' });
    },
    async checkout(
      as: Who,
      body: Partial<{
        addressId: string;
        paymentMethod: string;
        acceptedTotal: number;
        note: string;
        acceptedDocuments: unknown;
      }> = {},
      key = randomUUID(),
    ) {
      const preview = (await call(as, 'GET', '/api/checkout/preview')).json();
      const addressId = body.addressId ?? addressOf[as];
      const paymentMethod = body.paymentMethod ?? 'bank_transfer';
      // The buyer reads and accepts the contracts filled with this cart (decision 042).
      const terms = (
        await call(as, 'GET', `/api/checkout/terms?addressId=${addressId}&paymentMethod=${paymentMethod}`)
      ).json();
      return call(
        as,
        'POST',
        '/api/checkout',
        {
          addressId,
          paymentMethod,
          acceptedTotal: preview.totals?.total ?? 0,
          acceptedDocuments: terms.acceptance,
          ...body,
        },
        { 'idempotency-key': key },
      );
    },
    act: (as: Who, orderId: string, body: object) => call(as, 'POST', `/api/orders/${orderId}/transitions`, body),
    async level(holder: string, productId: string) {
      const [row] = await db
        .select()
        .from(stockLevels)
        .where(and(eq(stockLevels.holderId, holder), eq(stockLevels.productId, productId)));
      return row;
    },
  };
}
