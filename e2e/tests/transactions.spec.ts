import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { acceptContracts, apiAs, apiMe, DEMO, LEAN_TRACE, MOBILE, screenPath, signedInContext, test } from './support';

test.use(LEAN_TRACE);

/**
 * İşlemler: a client of the İstanbul dealer pays an order (the İstanbul distributor marks its bank
 * transfer paid); the dealer finds its commission among its movements, opens it, reads how it was
 * computed and follows the link to the order.
 */
const CANDIDATE_PRODUCTS = ['Ekinezya Ekstresi', 'Keten Tohumu Yağı', 'Krill Yağı', 'Kediotu Melisa'];

async function productSuppliedByIstanbul(client: APIRequestContext, istanbul: APIRequestContext): Promise<string> {
  {
    const { id: holderId } = await apiMe(istanbul);
    for (const name of CANDIDATE_PRODUCTS) {
      const list = await client.get('/api/shop/products', { params: { search: name } });
      expect(list.status(), await list.text()).toBe(200);
      const { products } = (await list.json()) as { products: { id: string; name: string }[] };
      const product = products.find((p) => p.name === name);
      if (!product) continue;
      const levels = await istanbul.get('/api/stock/levels', { params: { holderId, productId: product.id } });
      const { levels: rows } = (await levels.json()) as { levels: { holderId: string; saleable: number }[] };
      if ((rows.find((l) => l.holderId === holderId)?.saleable ?? 0) >= 1) return product.id;
    }
  }
  throw new Error(`None of ${CANDIDATE_PRODUCTS.join(', ')} is in stock at the İstanbul distributor`);
}

/** The client buys one unit by bank transfer and the İstanbul distributor marks it paid. */
async function paidClientOrder(baseURL: string): Promise<{ id: string; number: string }> {
  const client = await apiAs(baseURL, DEMO.musteri.email);
  const istanbul = await apiAs(baseURL, DEMO.istanbul.email);
  try {
    const productId = await productSuppliedByIstanbul(client, istanbul);
    expect((await client.delete('/api/cart')).status()).toBe(200);
    const added = await client.post('/api/cart/items', { data: { productId, quantity: 1 } });
    expect(added.status(), await added.text()).toBe(200);
    const addresses = (await (await client.get('/api/addresses')).json()) as { addresses: { id: string }[] };
    const preview = (await (await client.get('/api/checkout/preview')).json()) as { totals: { total: number } };
    const placed = await client.post('/api/checkout', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        addressId: addresses.addresses[0]!.id,
        paymentMethod: 'bank_transfer',
        acceptedDocuments: await acceptContracts(client, addresses.addresses[0]!.id),
        acceptedTotal: preview.totals.total,
      },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    const { order } = (await placed.json()) as { order: { id: string; number: string } };
    const paid = await istanbul.post(`/api/orders/${order.id}/transitions`, { data: { action: 'mark_paid' } });
    expect(paid.status(), await paid.text()).toBe(200);
    return order;
  } finally {
    await client.dispose();
    await istanbul.dispose();
  }
}

test('a dealer sees the commission of a paid order among its transactions and follows it to the order', async ({
  browser,
  baseURL,
}, testInfo) => {
  const order = await paidClientOrder(baseURL!);
  const { context, page } = await signedInContext(browser, DEMO.bayi);
  try {
    await page.goto('/dashboard/transactions?tur=commission');
    const row = page.getByTestId('transaction').filter({ hasText: order.number }).first();
    await expect(row).toBeVisible();
    await expect(row).toHaveAttribute('data-kind', 'commission');
    await expect(row.getByTestId('transaction-amount')).toHaveText(/^\+₺/);
    await expect(page.getByTestId('totals-money-in')).toHaveText(/₺/);
    await page.screenshot({ path: screenPath(testInfo, 'transactions-desktop') });

    await row.getByTestId('transaction-link').click();
    await expect(page).toHaveURL(/\/dashboard\/transactions\/commission_[0-9a-f-]{36}/);
    const detail = page.getByTestId('transaction-detail');
    await expect(detail).toHaveAttribute('data-kind', 'commission');
    await expect(page.getByTestId('transaction-explanation')).toContainText(`Sipariş ${order.number} satırı`);
    await expect(page.getByTestId('transaction-explanation')).toContainText('%15');
    await expect(page.getByTestId('transaction-source-link')).toHaveAttribute(
      'href',
      /\/dashboard\/commissions\?line=/,
    );
    await page.screenshot({ path: screenPath(testInfo, 'transaction-detail-desktop'), fullPage: true });

    await page.getByTestId('transaction-order-link').click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${order.id}$`));
    await expect(page.getByText(order.number).first()).toBeVisible();
  } finally {
    await context.close();
  }

  // On a phone the list is cards that open the same detail.
  const phone = await signedInContext(browser, DEMO.bayi, MOBILE);
  try {
    await phone.page.goto('/dashboard/transactions');
    const card = phone.page.getByTestId('transaction').filter({ hasText: order.number }).first();
    await expect(card).toBeVisible();
    await phone.page.screenshot({ path: screenPath(testInfo, 'transactions-mobile') });
    await card.click();
    await expect(phone.page.getByTestId('transaction-detail')).toBeVisible();
  } finally {
    await phone.context.close();
  }
});
