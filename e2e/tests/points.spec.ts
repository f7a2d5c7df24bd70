import { expect } from '@playwright/test';
import { apiAs, apiMe, DEMO, LEAN_TRACE, signedInContext, test } from './support';

test.use(LEAN_TRACE);

/**
 * Points (issue 12): a dealer with points buys a product sold for points with "Puanla Al"; the
 * balance drops by the price, the history shows the spend with its P- order, and the national
 * distributor finds the order in its order screen.
 */
const PRODUCT = 'Kefir Kültürü';

function parsePoints(text: string): number {
  return Number(
    text
      .replace(/\./g, '')
      .replace(',', '.')
      .replace(/[^\d.-]/g, ''),
  );
}

test('a dealer buys with points; the balance, the history and the national distributor follow', async ({
  browser,
  baseURL,
}) => {
  const admin = await apiAs(baseURL!, DEMO.admin.email);
  const dealerApi = await apiAs(baseURL!, DEMO.bayi.email);
  let productId: string;
  try {
    const { id: dealerId } = await apiMe(dealerApi);
    const bonus = await admin.post('/api/admin/points', {
      data: { userId: dealerId, type: 'bonus', amount: 500, description: 'E2E puan bonusu' },
    });
    expect(bonus.status(), await bonus.text()).toBe(200);
    const list = await dealerApi.get('/api/shop/products', { params: { search: PRODUCT } });
    const { products } = (await list.json()) as { products: { id: string; name: string }[] };
    productId = products.find((p) => p.name === PRODUCT)!.id;
  } finally {
    await admin.dispose();
    await dealerApi.dispose();
  }

  const { context, page } = await signedInContext(browser, DEMO.bayi);
  await page.goto('/dashboard/points');
  const balance = page.getByTestId('points-balance');
  await expect(balance).toBeVisible();
  const before = parsePoints((await balance.textContent()) ?? '');
  expect(before).toBeGreaterThanOrEqual(500);

  await page.goto(`/dashboard/products/${productId}`);
  await page.getByTestId('points-buy').click();
  const dialog = page.getByTestId('points-buy-dialog');
  await expect(dialog.getByTestId('points-price')).toBeVisible();
  const price = parsePoints((await dialog.getByTestId('points-price').textContent()) ?? '');
  expect(price).toBeGreaterThan(0);
  await dialog.getByTestId('points-buy-confirm').click();
  const link = dialog.getByTestId('points-order-link');
  await expect(link).toContainText(/P-\d{8}-\d{4}/);
  const number = ((await link.textContent()) ?? '').match(/P-\d{8}-\d{4}/)![0];
  await link.click();
  await expect(page).toHaveURL(/\/dashboard\/orders\//);
  await expect(page.getByText(number).first()).toBeVisible();

  await page.goto('/dashboard/points');
  await expect(balance).toHaveText(/(?:)/);
  await expect.poll(async () => parsePoints((await balance.textContent()) ?? '')).toBeCloseTo(before - price, 2);
  const first = page.getByTestId('points-row').first();
  await expect(first).toContainText('Harcanan');
  await expect(first).toContainText(number);
  await context.close();

  // The national distributor sees and can work the order in its order screen.
  const td = await signedInContext(browser, DEMO.turkiye);
  await td.page.goto('/dashboard/order-management');
  await expect(td.page.getByText(number).first()).toBeVisible();
  await td.context.close();
});
