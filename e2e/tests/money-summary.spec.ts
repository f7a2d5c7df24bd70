import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { formatMoney } from '@portal/shared/format';
import { apiAs, apiMe, apiSignIn, DEMO, LEAN_TRACE, MOBILE, registerClient, screenPath, test } from './support';

test.use(LEAN_TRACE);

/**
 * Issue #13: one money summary. A fresh client fills its cart with a product at a bulk tier and a
 * product of another VAT rate; the cart, checkout and the placed order show the same rows (list
 * price, tier saving, VAT-excluded subtotal, VAT by rate, total) with the same words and kuruş,
 * on a phone. Screenshots of the three are kept for a look.
 */
interface Made {
  id: string;
  quantity: number;
}

/**
 * The two products the cart needs, made by the admin for this test: one with a client bulk tier
 * (10 % VAT, 3 or more at 90,00 instead of 100,00) and one without tiers at another rate (20 %),
 * both in stock with the client's city distributor and the national distributor. Made rather
 * than searched for: the demo catalogue's products change as the other specs buy, re-price and
 * add sales rules to them.
 */
async function makeProducts(
  baseURL: string,
  admin: APIRequestContext,
  stamp: string,
): Promise<{ tier: Made; other: Made }> {
  const make = async (name: string, clientPrice: number, vatRateBp: number) => {
    const res = await admin.post('/api/admin/products', {
      data: {
        name,
        isClientProduct: true,
        prices: {
          adminCostPrice: null,
          turkeyDistributorPrice: null,
          cityDistributorPrice: null,
          dealerPrice: Math.round(clientPrice * 0.8),
          clientPrice,
          retailPrice: Math.round(clientPrice * 1.1),
          vatIncluded: true,
          vatRateBp,
        },
        inventory: { inStock: true, displayStock: 0 },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const tierId = await make(`E2E Özet Kademe ${stamp}`, 100_00, 1000);
  const otherId = await make(`E2E Özet KDV ${stamp}`, 50_00, 2000);
  const tiers = await admin.put(`/api/admin/products/${tierId}/bulk-rules`, {
    data: [{ userRole: 'client', minQuantity: 3, maxQuantity: 999, discountedPrice: 90_00 }],
  });
  expect(tiers.status(), await tiers.text()).toBe(200);
  for (const account of [DEMO.istanbul, DEMO.turkiye]) {
    const holder = await apiAs(baseURL, account.email);
    try {
      const { id: holderId } = await apiMe(holder);
      for (const productId of [tierId, otherId]) {
        const res = await admin.post('/api/stock/receive', {
          data: { holderId, productId, quantity: 50, reason: 'Özet testi girişi' },
        });
        expect(res.status(), await res.text()).toBe(200);
      }
    } finally {
      await holder.dispose();
    }
  }
  return { tier: { id: tierId, quantity: 3 }, other: { id: otherId, quantity: 1 } };
}

/** The fresh client's cart: the tier product at its tier, and the product of the other rate. */
async function fillCart(request: APIRequestContext, products: { tier: Made; other: Made }): Promise<void> {
  expect((await request.delete('/api/cart')).status()).toBe(200);
  for (const p of [products.tier, products.other]) {
    const res = await request.post('/api/cart/items', { data: { productId: p.id, quantity: p.quantity } });
    expect(res.status(), await res.text()).toBe(200);
  }
  // Checkout could take it: every line available, no sales rule against the cart.
  const cart = (await (await request.get('/api/cart')).json()) as {
    items: { productId: string; available: boolean }[];
    ruleViolations: string[];
  };
  expect(cart.ruleViolations).toEqual([]);
  expect(cart.items.map((i) => i.available)).toEqual([true, true]);
}

/** The summary's rows as the member reads them: label and amount, in order. */
async function summaryRows(page: Page, prefix: string): Promise<string[]> {
  const summary = page.getByTestId(`${prefix}-money-summary`);
  await expect(summary).toBeVisible();
  return summary.locator('[data-row]').evaluateAll((rows) =>
    rows.map((row) => {
      const dt = row.querySelector('dt')?.textContent?.trim() ?? '';
      // The amount (on the total, without the struck list price beside it).
      const value = row.querySelector('[data-testid]')?.textContent?.trim() ?? '';
      return `${dt}: ${value}`;
    }),
  );
}

async function noHorizontalOverflow(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(MOBILE.width);
}

test('the cart, checkout and the placed order show the same money summary on a phone', async ({
  browser,
  baseURL,
}, testInfo) => {
  // Three pages, an address and an order on a phone: a long walk for a loaded machine.
  test.setTimeout(120_000);
  const admin = await apiAs(baseURL!, DEMO.admin.email);
  const products = await makeProducts(baseURL!, admin, Date.now().toString(36));
  const email = await registerClient(baseURL!, 'Özet Deneme');
  const context = await browser.newContext({ viewport: MOBILE });
  await apiSignIn(context.request, email);
  const page = await context.newPage();
  try {
    await fillCart(context.request, products);
    const cartApi = (await (await context.request.get('/api/cart')).json()) as {
      moneySummary: { total: number; tierSaving: number; listTotal: number; vatByRate: unknown[] };
    };
    expect(cartApi.moneySummary.tierSaving).toBeGreaterThan(0);
    expect(cartApi.moneySummary.vatByRate.length).toBe(2);

    await page.goto('/dashboard/cart');
    const cart = await summaryRows(page, 'cart');
    expect(cart.map((r) => r.split(':')[0])).toEqual([
      'Liste fiyatı',
      'Kademe indirimi',
      'Ara toplam (KDV hariç)',
      expect.stringMatching(/^KDV %\d+$/),
      expect.stringMatching(/^KDV %\d+$/),
      'Toplam',
    ]);
    expect(cart.at(-1)).toBe(`Toplam: ${formatMoney(cartApi.moneySummary.total)}`);
    expect(cart[1]).toBe(`Kademe indirimi: ${formatMoney(-cartApi.moneySummary.tierSaving)}`);
    // The saving sits on one line on a phone: its label and amount share a baseline.
    const saving = page.getByTestId('cart-money-summary').locator('[data-row="saving"]');
    const [label, amount] = await Promise.all([saving.locator('dt').boundingBox(), saving.locator('dd').boundingBox()]);
    expect(Math.abs((label?.y ?? 0) - (amount?.y ?? 100))).toBeLessThan(4);
    expect(label?.height ?? 100).toBeLessThan(30);
    await noHorizontalOverflow(page);
    await page.getByTestId('cart-summary').screenshot({ path: screenPath(testInfo, 'money-summary-cart-390') });

    await page.goto('/dashboard/checkout');
    const checkout = await summaryRows(page, 'checkout');
    expect(checkout).toEqual(cart);
    await noHorizontalOverflow(page);
    await page.getByTestId('checkout-summary').screenshot({ path: screenPath(testInfo, 'money-summary-checkout-390') });

    // An address, then the order by bank transfer.
    const picker = page.getByTestId('address-picker');
    await expect(picker).toBeVisible();
    if ((await picker.getByTestId('address-option').count()) === 0) {
      const dialog = page.getByTestId('address-dialog');
      await picker.getByTestId('address-picker-add').click();
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Adres başlığı').fill('Ev');
      await dialog.getByLabel('Telefon').fill('0532 123 45 67');
      await dialog.getByLabel('İl', { exact: true }).selectOption('İzmir');
      await dialog.getByLabel('İlçe', { exact: true }).fill('Karşıyaka');
      await dialog.getByLabel('Açık adres').fill('Bostanlı Mah. Cemal Gürsel Cad. No: 410 D: 6');
      await dialog.getByTestId('address-save').click();
      await expect(dialog).toBeHidden();
    }
    await page.getByTestId('payment-method-bank_transfer').click();
    await page.getByTestId('accept-contracts').check();
    await page.getByTestId('checkout-sticky-bar').getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
    const order = await summaryRows(page, 'order');
    expect(order).toEqual(cart);
    await noHorizontalOverflow(page);
    await page.getByTestId('order-lines-section').screenshot({ path: screenPath(testInfo, 'money-summary-order-390') });

    // The printable order carries the same total.
    const href = await page.getByTestId('order-pdf-download').getAttribute('href');
    const pdf = await context.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await expect(page.getByTestId('order-print')).toHaveAttribute('target', '_blank');
  } finally {
    await context.close();
    for (const p of [products.tier, products.other]) await admin.delete(`/api/admin/products/${p.id}`);
    await admin.dispose();
  }
});
