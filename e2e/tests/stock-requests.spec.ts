import { expect, type Locator, type Page } from '@playwright/test';
import { formatNumber } from '@portal/shared/format';
import { apiMe, DEMO, LEAN_TRACE, screenPath, signedInContext, test } from './support';

test.use(LEAN_TRACE);

/**
 * Stock requests down the supply chain (decision 043): the İstanbul distributor asks the national
 * distributor for a product, the national distributor approves part of it and ships it by cargo,
 * and the İstanbul distributor, whose open detail follows live, receives it with one unit short.
 * Figures are checked against the API.
 */
const MANAGEMENT = '/dashboard/stock-management';
/** Products other specs put in carts or edit. */
const TAKEN = ['C Vitamini 1000 mg', 'Çinko Pikolinat 25 mg', 'Selenyum 200 mcg', 'Ginkgo Biloba 120 mg'];
const PHONE = { width: 375, height: 812 };

interface LevelDto {
  holderId: string;
  productId: string;
  productName: string;
  onHand: number;
  saleable: number;
}

async function ownLevels(page: Page, holderId: string): Promise<LevelDto[]> {
  const res = await page.request.get('/api/stock/levels', { params: { holderId } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { levels: LevelDto[] }).levels;
}

const me = async (page: Page): Promise<string> => (await apiMe(page.request)).id;

async function pickProduct(page: Page, trigger: Locator, name: string): Promise<void> {
  await trigger.click();
  const panel = page.getByTestId('product-picker-panel');
  await panel.getByTestId('product-search').fill(name);
  await panel
    .getByRole('option')
    .filter({ has: page.getByText(name, { exact: true }) })
    .click();
  await expect(panel).toBeHidden();
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal page scroll').toBeLessThanOrEqual(0);
}

test('a city distributor requests stock, the national distributor approves part and ships it, the city distributor receives it', async ({
  browser,
}, testInfo) => {
  const city = await signedInContext(browser, DEMO.istanbul);
  const national = await signedInContext(browser, DEMO.turkiye);
  try {
    const cityId = await me(city.page);
    const nationalId = await me(national.page);
    // A product both keep, late in the alphabet (the stock spec works on the first ones).
    const cityLevels = await ownLevels(city.page, cityId);
    const candidates = (await ownLevels(national.page, nationalId))
      .filter((l) => l.saleable >= 20 && !TAKEN.includes(l.productName))
      .filter((l) => cityLevels.some((c) => c.productId === l.productId))
      .sort((a, b) => b.productName.localeCompare(a.productName, 'tr'));
    const product = candidates[0]!;
    expect(product, 'a product the national distributor can spare').toBeTruthy();
    const cityBefore = cityLevels.find((c) => c.productId === product.productId)!;
    const note = `E2E talep ${Date.now().toString(36)}`;

    // The city distributor asks for 6.
    await city.page.goto(`${MANAGEMENT}?tab=requests-out`);
    await expect(city.page.getByTestId('stock-tab-requests-out')).toHaveAttribute('aria-selected', 'true');
    // A city distributor is asked by no one: no inbox tab.
    await expect(city.page.getByTestId('stock-tab-requests-in')).toHaveCount(0);
    await city.page.getByTestId('stock-request-new').click();
    const form = city.page.getByTestId('stock-request-new-dialog');
    await pickProduct(city.page, form.getByTestId('stock-request-product'), product.productName);
    await form.getByTestId('stock-request-quantity').fill('6');
    await form.getByTestId('stock-request-note').fill(note);
    await form.getByTestId('stock-request-submit').click();
    const cityDetail = city.page.getByTestId('stock-request-detail');
    await expect(cityDetail.getByTestId('stock-request-status')).toHaveAttribute('data-status', 'pending');
    const number = (await cityDetail.getByRole('heading').locator('span.tabular').first().textContent())!.trim();
    expect(number).toMatch(/^ST-\d{8}-\d{4,}$/);
    await expect(cityDetail).toContainText(note);
    await city.page.screenshot({ path: screenPath(testInfo, 'stock-request-detail-desktop') });

    // The national distributor finds it in its inbox and approves 5 of the 6.
    await national.page.goto(`${MANAGEMENT}?tab=requests-in`);
    const row = national.page.getByTestId('stock-request-row').filter({ hasText: number });
    await expect(row).toBeVisible();
    await national.page.screenshot({ path: screenPath(testInfo, 'stock-requests-in-desktop') });
    await row.click();
    const detail = national.page.getByTestId('stock-request-detail');
    await expect(detail.getByTestId('stock-request-items')).toContainText(`Stokta ${formatNumber(product.saleable)}`);
    await detail.getByTestId('stock-request-approve').click();
    const approve = detail.getByTestId('stock-approve-form');
    await approve.getByRole('spinbutton').fill('5');
    await approve.getByTestId('stock-approve-submit').click();
    await expect(detail.getByTestId('stock-request-status')).toHaveAttribute('data-status', 'partially_approved');
    await expect(detail.getByTestId('stock-transfer-status')).toHaveAttribute('data-status', 'preparing');

    // The city distributor's open detail follows without a reload.
    await expect(cityDetail.getByTestId('stock-request-status')).toHaveAttribute('data-status', 'partially_approved');

    // Shipped by cargo.
    const tracking = `E2E${Date.now().toString(36).toUpperCase()}`;
    await detail.getByTestId('stock-transfer-ship').click();
    const ship = detail.getByTestId('stock-ship-form');
    await ship.getByLabel('Kargo firması').selectOption('aras');
    await ship.getByLabel('Takip numarası').fill(tracking);
    await ship.getByLabel('Desi').fill('2.5');
    await ship.getByTestId('stock-ship-submit').click();
    await expect(detail.getByTestId('stock-transfer-status')).toHaveAttribute('data-status', 'shipped');
    await expect(detail.getByTestId('stock-request-shipment')).toContainText(tracking);
    const nationalAfter = (await ownLevels(national.page, nationalId)).find((l) => l.productId === product.productId)!;
    expect(nationalAfter.onHand).toBe(product.onHand - 5);

    // Live on the city distributor's side too; it receives 4 of the 5.
    await expect(cityDetail.getByTestId('stock-transfer-status')).toHaveAttribute('data-status', 'shipped');
    await expect(cityDetail.getByTestId('stock-request-shipment')).toContainText(tracking);
    await cityDetail.getByTestId('stock-transfer-receive').click();
    const receive = cityDetail.getByTestId('stock-receive-form');
    await expect(receive.getByRole('spinbutton')).toHaveValue('5');
    await receive.getByRole('spinbutton').fill('4');
    await receive.getByTestId('stock-receive-submit').click();
    await expect(cityDetail.getByTestId('stock-transfer-status')).toHaveAttribute('data-status', 'partially_received');
    await expect(cityDetail.getByTestId('stock-request-timeline')).toContainText('1 adet eksik teslim alındı');
    const cityAfter = (await ownLevels(city.page, cityId)).find((l) => l.productId === product.productId)!;
    expect(cityAfter.onHand).toBe(cityBefore.onHand + 4);
    await city.page.screenshot({ path: screenPath(testInfo, 'stock-request-received-desktop') });

    // And the national distributor sees the shortage.
    await expect(detail.getByTestId('stock-transfer-status')).toHaveAttribute('data-status', 'partially_received');

    // The transfers tab lists it with its parcel.
    await city.page.keyboard.press('Escape');
    await city.page.getByTestId('stock-tab-transfers').click();
    await expect(
      city.page.getByTestId('stock-transfer-row').filter({ hasText: number }).getByTestId('stock-transfer-status'),
    ).toHaveAttribute('data-status', 'partially_received');
  } finally {
    await city.context.close();
    await national.context.close();
  }
});

test('the request screens fit a phone', async ({ browser }, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.turkiye, PHONE);
  try {
    await page.goto(`${MANAGEMENT}?tab=requests-in`);
    await expect(page.getByTestId('stock-request-row').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: screenPath(testInfo, 'stock-requests-in-phone') });
    await page.getByTestId('stock-request-row').first().click();
    await expect(page.getByTestId('stock-request-timeline')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: screenPath(testInfo, 'stock-request-detail-phone') });
    await page.keyboard.press('Escape');
    await page.getByTestId('stock-tab-requests-out').click();
    await expect(page.getByTestId('stock-requests-out')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: screenPath(testInfo, 'stock-requests-out-phone') });
    await page.getByTestId('stock-tab-transfers').click();
    await expect(page.getByTestId('stock-transfer-row').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: screenPath(testInfo, 'stock-transfers-phone') });
  } finally {
    await context.close();
  }
});
