import { expect, type Page } from '@playwright/test';
import { DEMO, LEAN_TRACE, screenPath, signedInContext, test } from './support';

test.use(LEAN_TRACE);

/**
 * admin/real-data-management: a product file with an error shows the row and the problem, the
 * fixed file is committed, and the demo data's dry run lists what would go. The removal itself is
 * tested on its own database (apps/api/test/real-data.test.ts): other specs share this one.
 */
const PAGE = '/dashboard/admin/real-data-management';
const HEADER =
  'Ürün Adı;Açıklama;Maliyet Fiyatı;Türkiye Distribütörü Fiyatı;Şehir Distribütörü Fiyatı;Bayi Fiyatı;Müşteri Fiyatı;Perakende Fiyatı;KDV Oranı;Stok Kodu;Stok';

function csv(rows: string[]) {
  return Buffer.from(`\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`, 'utf-8');
}

async function choose(page: Page, name: string, buffer: Buffer) {
  await page.getByTestId('import-file').setInputFiles({ name, mimeType: 'text/csv', buffer });
}

test('the admin previews a file with an error, fixes it and imports; the dry run lists the demo data', async ({
  browser,
}, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.admin);
  try {
    const stamp = Date.now().toString(36);
    const name = `Kolajen Tozu ${stamp}`;
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { name: 'Gerçek Veri Yönetimi' }).first()).toBeVisible();

    await choose(
      page,
      'urunler.csv',
      csv([`${name};Sığır kolajeni;;;;1.234,56;1.500,00;;%10;KLJ-${stamp};5`, `Bozuk ${stamp};;;;;on iki;20,00;;;;`]),
    );
    await page.getByTestId('import-preview').click();
    await expect(page.getByTestId('import-has-errors')).toContainText('1 satırda hata var');
    await expect(page.getByTestId('import-row-3')).toContainText(
      'Bayi Fiyatı geçerli bir tutar değil: "on iki" (örnek: 1.234,56)',
    );
    await expect(page.getByTestId('import-commit')).toBeDisabled();
    await page.screenshot({ path: screenPath(testInfo, 'real-data-errors-desktop'), fullPage: true });

    await choose(page, 'urunler.csv', csv([`${name};Sığır kolajeni;;;;1.234,56;1.500,00;;%10;KLJ-${stamp};5`]));
    await page.getByTestId('import-preview').click();
    await expect(page.getByTestId('import-ready')).toContainText('1 satır hazır');
    await page.getByTestId('import-commit').click();
    await expect(page.getByTestId('import-committed')).toContainText('1 kayıt eklendi');

    const found = await page.request.get('/api/admin/products', { params: { search: name } });
    expect(found.status()).toBe(200);
    expect(JSON.stringify(await found.json())).toContain(name);

    await page.getByTestId('demo-dry-run').click();
    await expect(page.getByTestId('demo-plan')).toContainText('Kaldırılacak');
    await expect(page.getByTestId('demo-plan')).toContainText('Üyeler');
    await expect(page.getByTestId('demo-remove-open')).toBeVisible();
    await page.screenshot({ path: screenPath(testInfo, 'real-data-dry-run-desktop'), fullPage: true });
  } finally {
    await context.close();
  }
});

test('on a phone the page fits the screen', async ({ browser }, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.admin, { width: 375, height: 812 });
  try {
    await page.goto(PAGE);
    await choose(page, 'urunler.csv', csv([`Bozuk satır;;;;;abc;20,00;;;;`]));
    await page.getByTestId('import-preview').click();
    await expect(page.getByTestId('import-row-2')).toContainText('Bayi Fiyatı geçerli bir tutar değil');
    await page.getByTestId('demo-dry-run').click();
    await expect(page.getByTestId('demo-plan')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenPath(testInfo, 'real-data-phone'), fullPage: true });
  } finally {
    await context.close();
  }
});

test('other roles do not reach the page', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.turkiye);
  try {
    const res = await page.request.get('/api/admin/real-data/demo');
    expect(res.status()).toBe(403);
  } finally {
    await context.close();
  }
});
