import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { DEMO, LEAN_TRACE, screenPath, signedInContext, test } from './support';

test.use(LEAN_TRACE);

const PHONE = { width: 375, height: 812 };

/**
 * Performans Analizi: the İstanbul distributor ranks its dealers, sorts them by growth and opens a
 * member's drill-down (kept in the address); on a phone the ranking is cards without sideways scroll.
 */
test('a city distributor ranks its dealers, sorts by growth and opens a member', async ({ browser }, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.istanbul);
  try {
    await page.goto('/dashboard/analytics/performance');
    await expect(page.getByTestId('global-filter-bar')).toBeVisible();
    await expect(page.getByTestId('level')).toHaveValue('dealer');
    const rows = page.getByTestId('ranking-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('ranking')).toHaveAttribute('data-layout', 'table');
    await page.screenshot({ path: screenPath(testInfo, 'performance-desktop'), fullPage: true });

    await page.getByTestId('sort-growth').click();
    await expect(page).toHaveURL(/sort=growth/);
    await expect(page.getByTestId('sort')).toHaveValue('growth');

    const name = (await rows.first().locator('td').nth(1).locator('button').textContent())!.trim();
    await rows.first().click();
    await expect(page).toHaveURL(/member=[0-9a-f-]{36}/);
    const sheet = page.getByTestId('member-sheet');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { name })).toBeVisible();
    await expect(sheet.getByTestId('member-figures')).toBeVisible();
    await expect(sheet.getByTestId('member-series')).toBeVisible();
    await expect(sheet.getByTestId('member-children')).toBeVisible();
    await page.screenshot({ path: screenPath(testInfo, 'performance-member-desktop') });

    // The member link opens the same drill-down on a reload.
    await page.reload();
    await expect(page.getByTestId('member-sheet').getByRole('heading', { name })).toBeVisible();
  } finally {
    await context.close();
  }

  const phone = await signedInContext(browser, DEMO.istanbul, PHONE);
  try {
    await phone.page.goto('/dashboard/analytics/performance');
    await expect(phone.page.getByTestId('ranking')).toHaveAttribute('data-layout', 'cards');
    await expect(phone.page.getByTestId('ranking-row').first()).toBeVisible();
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.page.screenshot({ path: screenPath(testInfo, 'performance-mobile'), fullPage: true });
    await phone.page.getByTestId('ranking-row').first().click();
    await expect(phone.page.getByTestId('member-series')).toBeVisible();
    await phone.page.screenshot({ path: screenPath(testInfo, 'performance-member-mobile') });
  } finally {
    await phone.context.close();
  }
});

/** Kâr Analizi: the admin reads its margin and downloads the product table as XLSX. */
test('the admin opens profit and exports it as XLSX', async ({ browser }, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.admin);
  try {
    await page.goto('/dashboard/analytics/profit?dateFrom=2024-01-01');
    await expect(page.getByTestId('global-filter-bar')).toBeVisible();
    const kpis = page.getByTestId('profit-kpis');
    await expect(kpis).toContainText('Brüt kâr');
    await expect(kpis).toContainText('Maliyet');
    await expect(page.getByTestId('profit-chart')).toBeVisible();
    await expect(page.getByTestId('profit-products')).toBeVisible();
    await page.screenshot({ path: screenPath(testInfo, 'profit-desktop'), fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByTestId('profit-export-xlsx').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^kar-analizi-urun-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const bytes = await readFile((await file.path())!);
    // An XLSX is a zip: it starts with PK.
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  } finally {
    await context.close();
  }

  const phone = await signedInContext(browser, DEMO.admin, PHONE);
  try {
    await phone.page.goto('/dashboard/analytics/profit?dateFrom=2024-01-01');
    await expect(phone.page.getByTestId('profit-products')).toHaveAttribute('data-layout', 'cards');
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.page.screenshot({ path: screenPath(testInfo, 'profit-mobile'), fullPage: true });
  } finally {
    await phone.context.close();
  }
});

/** Performans Raporları: the last six months side by side, for a dealer too. */
test('a dealer compares its clients month by month', async ({ browser }, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.bayi);
  try {
    await page.goto('/dashboard/performance-reports');
    await expect(page.getByTestId('global-filter-bar')).toBeVisible();
    await expect(page.getByTestId('report-totals')).toBeVisible();
    await expect(page.getByTestId('report').locator('thead th')).toHaveCount(8);
    await page.screenshot({ path: screenPath(testInfo, 'performance-reports-desktop'), fullPage: true });
  } finally {
    await context.close();
  }
  const phone = await signedInContext(browser, DEMO.bayi, PHONE);
  try {
    await phone.page.goto('/dashboard/performance-reports');
    await expect(phone.page.getByTestId('report')).toHaveAttribute('data-layout', 'cards');
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.page.screenshot({ path: screenPath(testInfo, 'performance-reports-mobile'), fullPage: true });
  } finally {
    await phone.context.close();
  }
});
