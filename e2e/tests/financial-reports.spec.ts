import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { DEMO, LEAN_TRACE, MOBILE, signedInContext, test } from './support';

test.use(LEAN_TRACE);

/**
 * The admin's financial report over the demo's 12 months of orders: months, charts, the CSV for
 * Turkish Excel, the PDF, a narrower range, the phone layout and the Direct Sales Regulation tab.
 */
const PAGE = '/dashboard/admin/financial-reports';

test('the admin reads the months, downloads the CSV and the PDF, and opens the regulation tab', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.admin);
  try {
    await page.goto(PAGE);
    await expect(page.getByTestId('financial-table')).toBeVisible();
    await expect(page.getByTestId('financial-row')).toHaveCount(12);
    for (const chart of ['chart-sales-margin', 'chart-commissions', 'chart-vat']) {
      await expect(page.getByTestId(chart).locator('svg').first()).toBeVisible();
    }
    await expect(page.getByTestId('kpi-net-sales').getByTestId('kpi-value')).toContainText('₺');
    const from = await page.getByTestId('financial-from').inputValue();
    const to = await page.getByTestId('financial-to').inputValue();
    expect(from).toMatch(/^\d{4}-\d{2}$/);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('financial-csv').click()]);
    expect(download.suggestedFilename()).toBe(`finansal-rapor-${from}-${to}.csv`);
    const bytes = readFileSync((await download.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^Ay;Sipariş;Net satış \(KDV hariç\);/);
    expect(lines).toHaveLength(1 + 12 + 1);
    expect(lines[1]?.startsWith(`${from};`)).toBe(true);
    expect(lines[13]).toMatch(/^Toplam;\d+;\d{1,3}(\.\d{3})*,\d{2};/);

    const pdfHref = await page.getByTestId('financial-pdf').getAttribute('href');
    const pdf = await page.request.get(pdfHref as string);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // A three-month range: three rows, kept in the address.
    await page.getByTestId('financial-from').fill(lines[10]!.slice(0, 7));
    await expect(page).toHaveURL(/from=\d{4}-\d{2}/);
    await expect(page.getByTestId('financial-row')).toHaveCount(3);

    await page.getByTestId('tab-dsr').click();
    await expect(page).toHaveURL(/sekme=yonetmelik/);
    await expect(page.getByTestId('dsr-benefits')).toBeVisible();
    await expect(page.getByTestId('dsr-benefits-state')).toHaveText(/Uyumlu|Sınırda|Aşıldı/);
    await expect(page.getByTestId('dsr-recruitment-state')).toHaveText(/Uyumlu|Sınırda|Aşıldı/);
    await expect(page.getByRole('meter').first()).toBeAttached();
    await expect(page.getByText('Resmî Gazete 32980')).toBeVisible();
    const rows = page.getByTestId('dsr-row');
    if (await page.getByTestId('dsr-table').isVisible()) await expect(rows).toHaveCount(12);
    await page.getByTestId('dsr-year').selectOption(String(new Date().getFullYear() - 1));
    await expect(page).toHaveURL(/yil=\d{4}/);
    await expect(page.getByTestId('dsr-benefits')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('on a phone the months are cards', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.admin, MOBILE);
  try {
    await page.goto(PAGE);
    await expect(page.getByTestId('financial-card')).toHaveCount(12);
    await expect(page.getByTestId('financial-table')).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
  } finally {
    await context.close();
  }
});
