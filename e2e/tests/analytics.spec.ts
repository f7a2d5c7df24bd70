import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { DEMO, LEAN_TRACE, MOBILE, signedInContext, test } from './support';

test.use(LEAN_TRACE);

/**
 * Sales analytics as a city distributor uses it: a shared link with filters opens the sales
 * analysis as it was, a bar opens the orders behind it, an order opens, and the orders export as
 * a CSV for Turkish Excel. The overview reads on a phone without sideways scrolling.
 */
const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);

test('a city distributor drills from a bar to its orders, opens one and exports them', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.istanbul);
  try {
    await page.goto(
      `/dashboard/sales-analysis?cities=${encodeURIComponent('İstanbul')}&dateFrom=${from}&dimension=product`,
    );
    await expect(page.getByTestId('global-filter-bar')).toBeVisible();
    await expect(page.getByTestId('dimension-product')).toHaveAttribute('aria-selected', 'true');
    const bars = page.getByTestId('sales-bar');
    await expect(bars.first()).toBeVisible();

    // The first bar (the best-selling product) opens its orders; the address keeps the choice.
    const key = (await bars.first().getAttribute('data-key')) as string;
    const row = page.locator(`[data-testid="sales-row"][data-key="${key}"]`);
    const orders = Number((await row.locator('td').nth(3).innerText()).replace(/\./g, ''));
    await bars.first().click();
    await expect(page).toHaveURL(new RegExp(`bar=${key}`));
    await expect(page).toHaveURL(/cities=/);
    const drill = page.getByTestId('sales-drill');
    await expect(drill.getByTestId('drill-summary')).toContainText(`${orders} sipariş`);
    await expect(drill.getByTestId('drill-order')).toHaveCount(Math.min(orders, 20));

    // The same address in a new tab shows the same drill-down.
    const again = await context.newPage();
    await again.goto(page.url());
    await expect(again.getByTestId('drill-summary')).toContainText(`${orders} sipariş`);
    await again.close();

    // The CSV of the bar's orders: BOM, ';', Turkish dates and amounts, one line per order.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      drill.getByTestId('drill-export-csv').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^satis-siparisleri-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Sipariş No;Tarih;Alıcı;İl;Durum;Tutar');
    expect(lines).toHaveLength(1 + orders);
    const firstNumber = await drill.getByTestId('drill-order').first().locator('a').first().innerText();
    expect(lines[1]).toMatch(
      new RegExp(
        `^${firstNumber};\\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2};[^;]+;İstanbul;[^;]+;\\d{1,3}(\\.\\d{3})*,\\d{2}$`,
      ),
    );

    // An order of the bar opens.
    await drill.getByTestId('drill-order').first().locator('a').first().click();
    await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByText(firstNumber).first()).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the overview leads to the sales analysis and reads on a phone', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.istanbul, MOBILE);
  try {
    await page.goto(`/dashboard/analytics?dateFrom=${from}`);
    await expect(page.getByTestId('figure-revenue-value')).toContainText('₺');
    await expect(page.getByTestId('series-chart').locator('svg').first()).toBeVisible();
    await expect(page.getByTestId('top-products').getByRole('link').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await page.getByTestId('top-cities').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/dashboard\/sales-analysis\?.*dimension=city.*bar=/);
    await expect(page.getByTestId('sales-drill').getByTestId('drill-order').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  } finally {
    await context.close();
  }
});

test('a city distributor loads a saved preset, drills from a bar to its orders and exports them as Excel', async ({
  browser,
}) => {
  const { context, page } = await signedInContext(browser, DEMO.istanbul);
  const name = `İstanbul son yıl ${Date.now() % 100_000}`;
  const created = await page.request.post('/api/filter-presets', {
    data: { name, filters: { cities: ['İstanbul'], dateFrom: from } },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as string;
  try {
    await page.goto('/dashboard/sales-analysis?dimension=product');
    await expect(page.getByTestId('sales-bar').first()).toBeVisible();
    await page.getByTestId('filter-presets-button').click();
    await page
      .getByTestId('filter-presets-menu')
      .getByRole('button', { name: `${name} filtresini yükle` })
      .click();
    await expect(page.getByText(`"${name}" filtresi yüklendi`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`cities=${encodeURIComponent('İstanbul')}.*dateFrom=${from}`));
    await expect(page).toHaveURL(/dimension=product/);

    const bars = page.getByTestId('sales-bar');
    const key = (await bars.first().getAttribute('data-key')) as string;
    await bars.first().click();
    await expect(page).toHaveURL(new RegExp(`bar=${key}`));
    const drill = page.getByTestId('sales-drill');
    await expect(drill.getByTestId('drill-order').first()).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      drill.getByTestId('drill-export-xlsx').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = readFileSync((await download.path()) as string);
    // An XLSX file is a ZIP archive.
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  } finally {
    await page.request.delete(`/api/filter-presets/${id}`);
    await context.close();
  }
});
