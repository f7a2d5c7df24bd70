import { expect, type Page } from '@playwright/test';
import { apiAs, DEMO, LEAN_TRACE, signedInContext, screenPath, test } from './support';

test.use(LEAN_TRACE);

/**
 * The global filter bar's presets on the client's report (/dashboard/client/reports): save the
 * current filters, clear them, load the preset back (its dates in the address), make it the
 * default (a page opened without filters takes it), delete it — each with its toast — and the
 * built-in 'Aktif Bayiler' cannot be deleted. Then the phone layout and the client's other pages.
 */
const PAGE = '/dashboard/client/reports';

async function openPresets(page: Page) {
  await page.getByTestId('filter-presets-button').click();
  await expect(page.getByTestId('filter-presets-menu')).toBeVisible();
  return page.getByTestId('filter-presets-menu');
}

test('the client saves, clears, loads, makes default and deletes a filter preset', async ({ browser }, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.musteri);
  const name = `Son hafta ${Date.now() % 10_000}`;
  try {
    await page.goto(PAGE);
    await expect(page.getByTestId('client-report-kpis')).toBeVisible();
    const bar = page.getByTestId('global-filter-bar');
    await bar.getByLabel('Dönem').selectOption('7d');
    await expect(page).toHaveURL(/dateFrom=\d{4}-\d{2}-\d{2}&dateTo=\d{4}-\d{2}-\d{2}/);
    const saved = new URL(page.url()).searchParams;
    await expect(page.getByTestId('client-report-period')).toContainText('(7 gün)');

    // Save the current filters.
    let menu = await openPresets(page);
    await menu.getByRole('button', { name: 'Mevcut filtreleri kaydet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtreyi kaydet' });
    await dialog.getByLabel('Ad', { exact: true }).fill(name);
    await dialog.getByLabel('Açıklama (isteğe bağlı)').fill('Son yedi günün harcamaları');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Filtre kaydedildi')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.screenshot({ path: screenPath(testInfo, 'filter-bar-desktop'), fullPage: false });

    // Clear.
    await page.getByTestId('filters-clear').click();
    await expect(page.getByText('Filtreler temizlendi')).toBeVisible();
    await expect(page).not.toHaveURL(/dateFrom=/);
    await expect(page.getByTestId('client-report-period')).toContainText('(30 gün)');

    // Load it back: the same dates in the address.
    menu = await openPresets(page);
    await menu.getByRole('button', { name: `${name} filtresini yükle` }).click();
    await expect(page.getByText(`"${name}" filtresi yüklendi`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`dateFrom=${saved.get('dateFrom')}&dateTo=${saved.get('dateTo')}`));

    // The built-in presets have no delete button, and the server refuses to delete them.
    menu = await openPresets(page);
    await expect(menu.getByRole('button', { name: 'Aktif Bayiler filtresini yükle' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Aktif Bayiler filtresini sil' })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Son 30 Gün filtresini sil' })).toHaveCount(0);
    const refused = await page.request.delete('/api/filter-presets/system:active-dealers');
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe('Sistem filtreleri silinemez veya değiştirilemez');

    // Make it the default: the page opened without filters takes its dates.
    await menu.getByRole('button', { name: `${name} varsayılan olsun` }).click();
    await expect(page.getByText(`"${name}" varsayılan filtre oldu`)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto(PAGE);
    await expect(page).toHaveURL(new RegExp(`dateFrom=${saved.get('dateFrom')}`));

    // Delete it; the default falls back to 'Son 30 Gün'.
    menu = await openPresets(page);
    await menu.getByRole('button', { name: `${name} filtresini sil` }).click();
    await expect(page.getByText('Filtre silindi')).toBeVisible();
    await expect(menu.getByRole('button', { name: `${name} filtresini yükle` })).toHaveCount(0);
    const list = await (await page.request.get('/api/filter-presets')).json();
    expect(list.defaultId).toBe('system:last-30-days');
  } finally {
    await context.close();
  }
});

test('a city distributor keeps its own presets and cannot delete a built-in one', async ({ baseURL }) => {
  const api = await apiAs(baseURL as string, DEMO.istanbul.email);
  try {
    const created = await api.post('/api/filter-presets', {
      data: { name: `İstanbul bayileri ${Date.now() % 10_000}`, filters: { cities: ['İstanbul'], roles: ['dealer'] } },
    });
    expect(created.status()).toBe(201);
    const id = (await created.json()).id as string;
    expect((await api.delete('/api/filter-presets/system:active-dealers')).status()).toBe(403);
    expect((await api.delete(`/api/filter-presets/${id}`)).status()).toBe(204);
  } finally {
    await api.dispose();
  }
});

test('the bar on a phone: a Filtreler button with the active count opens the fields in a sheet', async ({
  browser,
}, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.musteri, { width: 375, height: 812 });
  try {
    await page.goto(`${PAGE}?dateFrom=2026-01-01&dateTo=2026-06-30`);
    await expect(page.getByTestId('client-report-kpis')).toBeVisible();
    await expect(page.getByTestId('filters-count')).toHaveText('1');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: screenPath(testInfo, 'client-reports-phone'), fullPage: true });
    await page.getByTestId('filters-button').click();
    const sheet = page.getByRole('dialog', { name: 'Filtreler' });
    await expect(sheet.getByLabel('Başlangıç')).toHaveValue('2026-01-01');
    await page.screenshot({ path: screenPath(testInfo, 'filter-bar-phone-sheet') });
    await sheet.getByRole('button', { name: 'Tamam' }).click();

    for (const [path, testId] of [
      ['/dashboard/client/status', 'client-status-page'],
      ['/dashboard/client/security', 'client-security-page'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(testId)).toBeVisible();
      await page.screenshot({ path: screenPath(testInfo, `${testId}-phone`), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
  } finally {
    await context.close();
  }
});
