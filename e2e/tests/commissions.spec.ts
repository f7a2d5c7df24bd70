import { randomUUID } from 'node:crypto';
import { applyBasisPoints } from '@portal/shared/commissions';
import { formatMoney } from '@portal/shared/format';
import { expect, type Page } from '@playwright/test';
import { acceptContracts, apiAs, DEMO, LEAN_TRACE, MOBILE, signedInContext, test } from './support';

test.use(LEAN_TRACE);

interface Placed {
  id: string;
  number: string;
  net: number;
}

/** The client orders one unit of a shop product by bank transfer, as the checkout page does. */
async function placeClientOrder(baseURL: string): Promise<Placed> {
  const client = await apiAs(baseURL, DEMO.musteri.email);
  try {
    expect((await client.delete('/api/cart')).status()).toBe(200);
    const list = await client.get('/api/shop/products');
    expect(list.status(), await list.text()).toBe(200);
    const { products } = (await list.json()) as { products: { id: string; name: string; inStock?: boolean }[] };
    let placed: Placed | null = null;
    // The first product the client's supply chain can deliver.
    for (const product of products) {
      await client.delete('/api/cart');
      if ((await client.post('/api/cart/items', { data: { productId: product.id, quantity: 2 } })).status() !== 200)
        continue;
      const preview = await client.get('/api/checkout/preview');
      const { totals, ruleViolations } = (await preview.json()) as {
        totals: { total: number };
        ruleViolations: string[];
      };
      if (preview.status() !== 200 || ruleViolations.length > 0) continue;
      const addresses = (await (await client.get('/api/addresses')).json()) as { addresses: { id: string }[] };
      const res = await client.post('/api/checkout', {
        headers: { 'Idempotency-Key': randomUUID() },
        data: {
          addressId: addresses.addresses[0]!.id,
          paymentMethod: 'bank_transfer',
          acceptedTotal: totals.total,
          acceptedDocuments: await acceptContracts(client, addresses.addresses[0]!.id),
        },
      });
      if (res.status() !== 200) continue;
      const { order } = (await res.json()) as { order: { id: string; number: string } };
      const detail = (await (await client.get(`/api/orders/${order.id}`)).json()) as { lines: { netAmount: number }[] };
      placed = { id: order.id, number: order.number, net: detail.lines[0]!.netAmount };
      break;
    }
    expect(placed, 'a product the client can order').toBeTruthy();
    return placed!;
  } finally {
    await client.dispose();
  }
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a client pays; the dealer’s and the city distributor’s open commission pages show the new lines live', async ({
  browser,
  baseURL,
}) => {
  // Both pages are open before the payment: the dealer on a desktop, the city distributor on a phone.
  const dealer = await signedInContext(browser, DEMO.bayi);
  const city = await signedInContext(browser, DEMO.istanbul, MOBILE);
  try {
    for (const page of [dealer.page, city.page]) {
      await page.goto('/dashboard/commissions');
      await expect(page.getByTestId('commission-totals')).toBeVisible();
      await expect(page.getByTestId('total-net')).toBeVisible();
    }
    const order = await placeClientOrder(baseURL!);
    await expect(dealer.page.locator(`[data-testid="commission-line"][data-order="${order.number}"]`)).toHaveCount(0);

    // The admin receives the bank transfer and marks the order paid.
    const admin = await apiAs(baseURL!, DEMO.admin.email);
    try {
      const res = await admin.post(`/api/orders/${order.id}/transitions`, { data: { action: 'mark_paid' } });
      expect(res.status(), await res.text()).toBe(200);
    } finally {
      await admin.dispose();
    }

    const expected = {
      dealer: `Sipariş ${order.number} satırı ${formatMoney(order.net)} × %15 = ${formatMoney(applyBasisPoints(order.net, 1500))}`,
      city: `Sipariş ${order.number} satırı ${formatMoney(order.net)} × %10 = ${formatMoney(applyBasisPoints(order.net, 1000))}`,
    };

    // The dealer: a toast and the line in the table, without a reload.
    await expect(toast(dealer.page, `Yeni komisyon: Sipariş ${order.number}`)).toBeVisible({ timeout: 15_000 });
    const dealerLine = dealer.page.locator(`[data-testid="commission-line"][data-order="${order.number}"]`);
    await expect(dealerLine).toHaveCount(1);
    await expect(dealerLine).toHaveAttribute('data-kind', 'dealer');
    await expect(dealerLine.getByTestId('commission-status')).toHaveText('Beklemede');
    await expect(dealerLine).toContainText(formatMoney(applyBasisPoints(order.net, 1500)));
    await dealerLine.getByRole('button', { name: `${order.number} komisyonunun hesaplamasını göster` }).click();
    const sheet = dealer.page.getByTestId('commission-sheet');
    await expect(sheet.getByTestId('commission-explanation')).toHaveText(expected.dealer);
    // The chain as it was: from the city distributor's sponsor down to the buyer, the dealer marked.
    const chain = sheet.getByTestId('chain-member');
    await expect(chain.filter({ hasText: DEMO.bayi.name })).toHaveAttribute('data-earns', 'true');
    await expect(chain.filter({ hasText: DEMO.istanbul.name })).toHaveAttribute('data-earns', 'false');
    await expect(chain.last()).toContainText(DEMO.musteri.name);
    await expect(sheet.getByRole('link', { name: order.number })).toHaveAttribute(
      'href',
      `/dashboard/orders/${order.id}`,
    );

    // The city distributor, on a phone: a card with the explanation, and the same in its sheet.
    await expect(toast(city.page, `Yeni komisyon: Sipariş ${order.number}`)).toBeVisible({ timeout: 15_000 });
    await expect(city.page.getByTestId('commission-lines')).toHaveAttribute('data-layout', 'cards');
    const cityLine = city.page.locator(`[data-testid="commission-line"][data-order="${order.number}"]`);
    await expect(cityLine).toHaveAttribute('data-kind', 'city_distributor');
    await expect(cityLine.getByTestId('commission-line-explanation')).toHaveText(expected.city);
    await cityLine.getByRole('button').click();
    await expect(city.page.getByTestId('commission-sheet').getByTestId('commission-explanation')).toHaveText(
      expected.city,
    );

    // The dealer's pending total counts the new line; the state filter keeps it.
    await dealer.page.keyboard.press('Escape');
    await dealer.page.getByTestId('total-pending').click();
    await expect(dealer.page).toHaveURL(/durum=pending/);
    await expect(dealerLine).toHaveCount(1);
    await dealer.page.getByTestId('total-paid').click();
    await expect(dealer.page).toHaveURL(/durum=paid/);
    await expect(dealerLine).toHaveCount(0);
  } finally {
    await dealer.context.close();
    await city.context.close();
  }
});

test('the city distributor’s earnings page charts the month’s income', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.istanbul);
  try {
    await page.goto('/dashboard/earnings');
    await expect(page.getByTestId('earnings-totals')).toBeVisible();
    await expect(page.getByTestId('earnings-accrued')).not.toHaveText('₺0,00');
    await expect(page.getByTestId('earnings-chart')).toBeVisible();
    await expect(page.getByTestId('earnings-month')).toHaveCount(12);
    await page.getByLabel('Dönem').selectOption('6');
    await expect(page).toHaveURL(/ay=6/);
    await expect(page.getByTestId('earnings-month')).toHaveCount(6);
  } finally {
    await context.close();
  }
});
