import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { formatNumber } from '@portal/shared/format';
import { STOCK_MOVEMENT_LABELS } from '@portal/shared/stock';
import { DEMO, expectNoSeriousViolations, LEAN_TRACE, MOBILE, screenPath, signedInContext, test } from './support';

test.use(LEAN_TRACE);

/**
 * The stock screens (/dashboard/stock-management and /dashboard/stock) as stock holders use them:
 * levels, goods received, a count correction, the ledger, the admin's view of other holders, and
 * the phone layout. Figures are checked against the API; products are chosen from the Istanbul
 * distributor's own stock, leaving out the ones other specs buy or change.
 */
const MANAGEMENT = '/dashboard/stock-management';
const OVERVIEW = '/dashboard/stock';
/** Products other specs put in carts or edit (shop.spec.ts). */
const TAKEN = ['C Vitamini 1000 mg', 'Çinko Pikolinat 25 mg', 'Selenyum 200 mcg', 'Ginkgo Biloba 120 mg'];

/** A row of GET /api/stock/levels. */
interface LevelDto {
  holderId: string;
  productId: string;
  productName: string;
  onHand: number;
  reserved: number;
  saleable: number;
  status: string;
}
interface LevelPageDto {
  levels: LevelDto[];
  total: number;
}

async function levels(request: APIRequestContext, query: Record<string, string> = {}): Promise<LevelPageDto> {
  const res = await request.get('/api/stock/levels', { params: query });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as LevelPageDto;
}

/** The caller's own level of one product. */
async function ownLevel(request: APIRequestContext, productId: string): Promise<LevelDto> {
  const { levels: rows } = await levels(request, { productId });
  expect(rows, `a level of ${productId}`).toHaveLength(1);
  return rows[0]!;
}

/** Two products of the caller's own stock with units to spare, the same ones on every run. */
async function twoProducts(request: APIRequestContext): Promise<[LevelDto, LevelDto]> {
  const { levels: rows } = await levels(request);
  const spare = rows
    .filter((l) => l.saleable >= 10 && !TAKEN.includes(l.productName))
    .sort((a, b) => a.productName.localeCompare(b.productName, 'tr'));
  expect(spare.length, 'products with stock to spare').toBeGreaterThan(1);
  return [spare[0]!, spare[1]!];
}

function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** The level row (or card) of the product named exactly `name`. */
function levelRow(page: Page, name: string): Locator {
  return page
    .getByTestId('stock-levels')
    .getByTestId('stock-level')
    .filter({ has: page.getByTestId('level-product').getByText(name, { exact: true }) });
}

/** Chooses a product in the picker behind `trigger` by searching its name. */
async function pickProduct(page: Page, trigger: Locator, name: string): Promise<void> {
  await trigger.click();
  const panel = page.getByTestId('product-picker-panel');
  await panel.getByTestId('product-search').fill(name);
  // An option reads "name, category"; the name is its first line.
  await panel
    .getByRole('option')
    .filter({ has: page.getByText(name, { exact: true }) })
    .click();
  await expect(panel).toBeHidden();
  await expect(trigger).toHaveText(name);
}

/** The dialog has finished its opening animation (so a screenshot shows it as people see it). */
async function settled(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal page scroll').toBeLessThanOrEqual(0);
}

test('a city distributor receives 7 units: the on-hand figure grows and a purchase movement is listed', async ({
  browser,
}, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.istanbul);
  try {
    const [product] = await twoProducts(page.request);
    const before = await ownLevel(page.request, product.productId);
    const reason = `E2E mal kabul ${Date.now().toString(36)}`;

    await page.goto(MANAGEMENT);
    await expect(page.getByTestId('page-title')).toHaveText('Stok Yönetimi');
    await expect(page.getByTestId('stock-tab-levels')).toHaveAttribute('aria-selected', 'true');
    // A city distributor sees its own stock only: no holder to choose.
    await expect(page.getByTestId('stock-holder-select')).toHaveCount(0);
    const { total } = await levels(page.request);
    await expect(page.getByTestId('stock-levels-count')).toContainText(formatNumber(total));
    await expect(page.getByTestId('stock-levels').getByTestId('stock-level')).toHaveCount(Math.min(total, 50));
    const row = levelRow(page, product.productName);
    await expect(row.getByTestId('level-on-hand')).toHaveText(formatNumber(before.onHand));
    await expect(row.getByTestId('level-saleable')).toHaveText(formatNumber(before.saleable));
    await page.screenshot({ path: screenPath(testInfo, 'stock-levels-desktop') });

    await page.getByTestId('stock-receive').click();
    const dialog = page.getByTestId('stock-change-dialog');
    await expect(dialog.getByRole('heading', { name: 'Mal Kabul' })).toBeVisible();
    await pickProduct(page, dialog.getByTestId('change-product'), product.productName);
    await expect(dialog.getByTestId('change-current')).toContainText(`Eldeki ${formatNumber(before.onHand)}`);
    await dialog.getByTestId('change-quantity').fill('7');
    await expect(dialog.getByTestId('change-current')).toContainText(`eldeki ${formatNumber(before.onHand + 7)}`);
    await dialog.getByTestId('change-reason').fill(reason);
    await page.screenshot({ path: screenPath(testInfo, 'stock-receive-dialog-desktop') });
    await expectNoSeriousViolations(page, 'stock-receive-dialog');
    await dialog.getByTestId('change-submit').click();

    await expect(toast(page, 'Mal kabul kaydedildi')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('level-on-hand')).toHaveText(formatNumber(before.onHand + 7));
    expect((await ownLevel(page.request, product.productId)).onHand).toBe(before.onHand + 7);

    await page.getByTestId('stock-tab-movements').click();
    await expect(page).toHaveURL(/tab=movements/);
    await page.getByTestId('movement-kind-filter').selectOption({ label: STOCK_MOVEMENT_LABELS.purchase_in });
    await expect(page).toHaveURL(/kind=purchase_in/);
    const latest = page.getByTestId('stock-movements').getByTestId('stock-movement').first();
    await expect(latest).toContainText(product.productName);
    await expect(latest).toContainText(reason);
    await expect(latest.getByTestId('movement-kind')).toHaveText('Satın alma girişi');
    await expect(latest.getByTestId('movement-on-hand')).toHaveText('+7');
    // Every listed movement is of the chosen kind, once the filtered answer has replaced the list
    // (the newest movement of all is this purchase too, so the checks above pass on either list).
    await expect
      .poll(
        async () => new Set(await page.getByTestId('stock-movements').getByTestId('movement-kind').allTextContents()),
      )
      .toEqual(new Set(['Satın alma girişi']));
    await page.screenshot({ path: screenPath(testInfo, 'stock-movements-desktop') });
  } finally {
    await context.close();
  }
});

test('a correction without a reason is refused on the form; with one it takes the units off', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.istanbul);
  try {
    const [, product] = await twoProducts(page.request);
    const before = await ownLevel(page.request, product.productId);

    await page.goto(MANAGEMENT);
    const row = levelRow(page, product.productName);
    await expect(row.getByTestId('level-on-hand')).toHaveText(formatNumber(before.onHand));
    await row.getByTestId('level-adjust').click();

    const dialog = page.getByTestId('stock-change-dialog');
    await expect(dialog.getByRole('heading', { name: 'Stok Düzeltme' })).toBeVisible();
    // Opened from the row: its product is already chosen.
    await expect(dialog.getByTestId('change-product')).toHaveText(product.productName);
    await dialog.getByText('Azalt', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Azalt' })).toBeChecked();
    await dialog.getByTestId('change-quantity').fill('2');
    await dialog.getByTestId('change-submit').click();

    await expect(dialog.getByTestId('change-reason-error')).toHaveText('Bir açıklama yazın');
    await expect(dialog.getByTestId('change-reason')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toBeVisible();
    expect((await ownLevel(page.request, product.productId)).onHand, 'nothing was sent').toBe(before.onHand);

    await dialog.getByTestId('change-reason').fill('Sayım farkı (e2e)');
    await expect(dialog.getByTestId('change-reason-error')).toHaveCount(0);
    await dialog.getByTestId('change-submit').click();
    await expect(toast(page, 'Stok düzeltmesi kaydedildi')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('level-on-hand')).toHaveText(formatNumber(before.onHand - 2));
    expect((await ownLevel(page.request, product.productId)).onHand).toBe(before.onHand - 2);
  } finally {
    await context.close();
  }
});

test('the admin switches from the company warehouse to another holder and to every holder', async ({
  browser,
}, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.admin);
  try {
    const holdersRes = await page.request.get('/api/stock/holders');
    expect(holdersRes.status(), await holdersRes.text()).toBe(200);
    const { holders } = (await holdersRes.json()) as { holders: { id: string; name: string; role: string }[] };
    const istanbul = holders.find((h) => h.name === DEMO.istanbul.name);
    const own = holders.find((h) => h.role === 'admin');
    expect(istanbul && own).toBeTruthy();

    await page.goto(MANAGEMENT);
    const select = page.getByTestId('stock-holder-select');
    await expect(select).toHaveValue(own!.id);
    await expect(page.getByTestId('stock-scope')).toContainText('Kendi stoğunuzun');
    const warehouse = await levels(page.request, { holderId: own!.id });
    await expect(page.getByTestId('stock-levels-count')).toContainText(formatNumber(warehouse.total));

    await select.selectOption(istanbul!.id);
    await expect(page).toHaveURL(new RegExp(`holder=${istanbul!.id}`));
    await expect(page.getByTestId('stock-scope')).toContainText(DEMO.istanbul.name);
    const theirs = await levels(page.request, { holderId: istanbul!.id });
    await expect(page.getByTestId('stock-levels-count')).toContainText(formatNumber(theirs.total));
    const rows = page.getByTestId('stock-levels').getByTestId('stock-level');
    await expect(rows).toHaveCount(Math.min(theirs.total, 50));
    // Same order as the server's: fewest saleable first.
    await expect(rows.first().getByTestId('level-product')).toHaveText(theirs.levels[0]!.productName);
    // The admin may change any holder's stock.
    await expect(rows.first().getByTestId('level-receive')).toBeVisible();

    await select.selectOption('all');
    await expect(page).toHaveURL(/holder=all/);
    await expect(page.getByTestId('stock-levels').getByRole('columnheader', { name: 'Stok noktası' })).toBeVisible();
    const all = await levels(page.request);
    await expect(page.getByTestId('stock-levels-count')).toContainText(formatNumber(all.total));
    await expect(page.getByRole('navigation', { name: 'Stok sayfaları' })).toBeVisible();
    await expectNoSeriousViolations(page, 'stock-management-all-holders');

    await page.getByTestId('stock-tab-low').click();
    await expect(page).toHaveURL(/tab=low/);
    const lowAll = await levels(page.request, { lowOnly: 'true' });
    await expect(page.getByTestId('stock-levels-count')).toContainText(formatNumber(lowAll.total));
    await page.screenshot({ path: screenPath(testInfo, 'stock-low-all-holders-desktop') });
  } finally {
    await context.close();
  }
});

test('the overview adds up the holder’s own stock and lists its low stock', async ({ browser }, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.istanbul);
  try {
    await page.goto(OVERVIEW);
    await expect(page.getByTestId('page-title')).toHaveText('Stok Durumu');
    const res = await page.request.get('/api/stock/summary');
    expect(res.status(), await res.text()).toBe(200);
    const summary = (await res.json()) as Record<string, number>;
    for (const key of ['productCount', 'totalSaleable', 'lowCount', 'outCount']) {
      await expect(page.getByTestId(`stock-summary-${key}`), key).toHaveText(formatNumber(summary[key]!));
    }
    const low = await levels(page.request, { lowOnly: 'true' });
    expect(low.total, 'the seed leaves some products low').toBeGreaterThan(0);
    const lowRows = page.getByTestId('stock-levels').getByTestId('stock-level');
    await expect(lowRows).toHaveCount(Math.min(low.total, 50));
    for (const status of await lowRows.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-status')))) {
      expect(['low', 'out']).toContain(status);
    }
    await page.screenshot({ path: screenPath(testInfo, 'stock-overview-desktop'), fullPage: true });
    await expectNoSeriousViolations(page, 'stock-overview');

    await page.getByTestId('stock-management-link').click();
    await expect(page).toHaveURL(/\/dashboard\/stock-management$/);
    await expect(page.getByTestId('stock-management-page')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('on a phone the levels and movements are cards, without sideways scrolling', async ({ browser }, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.istanbul, MOBILE);
  try {
    await page.goto(MANAGEMENT);
    const list = page.getByTestId('stock-levels');
    await expect(list).toHaveAttribute('data-layout', 'cards');
    await expect(list.getByTestId('stock-level').first()).toBeVisible();
    await expect(page.locator('main table')).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: screenPath(testInfo, 'stock-levels-phone') });

    await page.getByTestId('stock-tab-movements').click();
    const movements = page.getByTestId('stock-movements');
    await expect(movements).toHaveAttribute('data-layout', 'cards');
    await expect(movements.getByTestId('stock-movement').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: screenPath(testInfo, 'stock-movements-phone') });

    await page.getByTestId('stock-receive').click();
    await settled(page.getByTestId('stock-change-dialog'));
    await page.screenshot({ path: screenPath(testInfo, 'stock-receive-dialog-phone') });
    await page.keyboard.press('Escape');

    await page.goto(OVERVIEW);
    await expect(page.getByTestId('stock-summary-productCount')).toBeVisible();
    await expect(page.getByTestId('stock-levels')).toHaveAttribute('data-layout', 'cards');
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: screenPath(testInfo, 'stock-overview-phone'), fullPage: true });
  } finally {
    await context.close();
  }
});
