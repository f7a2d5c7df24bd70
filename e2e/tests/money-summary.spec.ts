import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatMoney } from '@portal/shared/format';
import { apiSignIn, LEAN_TRACE, MOBILE, registerClient, screenPath } from './support';

test.use(LEAN_TRACE);

/**
 * Issue #13: one money summary. A fresh client fills its cart with a product at a bulk tier and a
 * product of another VAT rate; the cart, checkout and the placed order show the same rows (list
 * price, tier saving, VAT-excluded subtotal, VAT by rate, total) with the same words and kuruş,
 * on a phone. Screenshots of the three are kept for a look.
 */
interface ShopProduct {
  id: string;
  name: string;
  price: number | null;
  vatRateBp: number;
  minOrderQuantity: number;
  bulkTiers: { minQuantity: number; maxQuantity: number; unitPrice: number }[];
}

async function fillCart(request: APIRequestContext): Promise<void> {
  expect((await request.delete('/api/cart')).status()).toBe(200);
  const products: ShopProduct[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const res = await request.get(`/api/shop/products?page=${page}`);
    expect(res.status(), await res.text()).toBe(200);
    const body = (await res.json()) as { products: ShopProduct[]; totalPages: number };
    products.push(...body.products.filter((p) => p.price));
    pages = body.totalPages;
  }
  // A line counts only when checkout could take it: available, and no sales rule against the cart.
  const add = async (p: ShopProduct, quantity: number) => {
    const res = await request.post('/api/cart/items', { data: { productId: p.id, quantity } });
    if (!res.ok()) return res;
    const cart = (await (await request.get('/api/cart')).json()) as {
      items: { productId: string; available: boolean }[];
      ruleViolations: string[];
    };
    const ok = cart.ruleViolations.length === 0 && cart.items.every((i) => i.available);
    if (!ok) await request.delete(`/api/cart/items/${p.id}`);
    return { ok: () => ok, status: () => 409, text: async () => JSON.stringify(cart.ruleViolations) };
  };
  let tierRate: number | null = null;
  const tried: string[] = [];
  for (const p of products.filter((x) => x.bulkTiers.some((t) => t.unitPrice < (x.price ?? 0)))) {
    const tier = p.bulkTiers.find((t) => t.unitPrice < (p.price ?? 0))!;
    const added = await add(p, Math.max(tier.minQuantity, p.minOrderQuantity));
    if (added.ok()) {
      tierRate = p.vatRateBp;
      break;
    }
    tried.push(`${p.name}: ${added.status()} ${await added.text()}`);
  }
  expect(
    tierRate,
    `a client product at a bulk tier (${products.length} products; ${tried.join(' | ')})`,
  ).not.toBeNull();
  for (const p of products.filter((x) => x.vatRateBp !== tierRate && x.bulkTiers.length === 0)) {
    if ((await add(p, Math.max(1, p.minOrderQuantity))).ok()) return;
  }
  throw new Error('no product of a second VAT rate could be added');
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
  test.setTimeout(120_000);
  const email = await registerClient(baseURL!, 'Özet Deneme');
  const context = await browser.newContext({ viewport: MOBILE });
  await apiSignIn(context.request, email);
  const page = await context.newPage();
  try {
    await fillCart(context.request);
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
      await picker.getByTestId('address-picker-add').click();
      const dialog = page.getByTestId('address-dialog');
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
  }
});
