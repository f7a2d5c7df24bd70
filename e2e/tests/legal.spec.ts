import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import {
  apiMe,
  apiSignIn,
  DEMO,
  expectNoSeriousViolations,
  LEAN_TRACE,
  MOBILE,
  screenPath,
  signedInContext,
  test,
  uniqueEmail,
  WITHOUT_TOASTER,
} from './support';

test.use(LEAN_TRACE);

/**
 * Decision 042 as a person meets it: a client registers (with the optional marketing consent),
 * checks out accepting the contracts, later opens the contract it accepted from its order,
 * downloads its data and asks for its account's deletion; the admin publishes a new version of a
 * policy and the old one stays readable by its number.
 */

const PRODUCT = 'Çocuk Multivitamin Şurup';
const PRIVACY = 'gizlilik-politikasi';

function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

test('a client registers, checks out accepting the contracts, opens the accepted contract, downloads its data and asks for deletion', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const dealer = await browser.newContext({ baseURL });
  await apiSignIn(dealer.request, DEMO.bayi.email);
  const { permanentInviteCode } = await apiMe(dealer.request);
  await dealer.close();

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    // Registration: the KVKK notice is linked, the marketing box is separate and optional.
    const name = 'Sözleşme Alıcısı';
    await page.goto(`/invitation/${permanentInviteCode}`);
    const form = page.getByTestId('registration-form');
    await expect(form.getByRole('link', { name: 'KVKK Aydınlatma Metni' })).toHaveAttribute(
      'href',
      '/policies/kvkk-aydinlatma-metni',
    );
    await expect(form.getByTestId('marketing-consent')).not.toBeChecked();
    await form.getByLabel('Ad soyad').fill(name);
    await form.getByLabel('E-posta', { exact: true }).fill(uniqueEmail('sozlesme'));
    await form.getByLabel('Şifre', { exact: true }).fill('Yeni.Uye.2026');
    await form.getByLabel('Şifre (tekrar)').fill('Yeni.Uye.2026');
    await form.getByTestId('marketing-consent').check();
    await form.getByRole('button', { name: 'Kayıt Ol' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Checkout: the contracts are filled with the buyer; no order without ticking the box.
    await page.goto(`/dashboard/shop?search=${encodeURIComponent(PRODUCT)}`);
    const card = page
      .getByTestId('product-card')
      .filter({ has: page.getByTestId('product-link').getByText(PRODUCT, { exact: true }) });
    await card.getByTestId('add-to-cart').click();
    await expect(toast(page, `${PRODUCT} sepete eklendi`)).toBeVisible();
    await page.goto('/dashboard/checkout');
    const picker = page.getByTestId('address-picker');
    await picker.getByTestId('address-picker-add').click();
    const dialog = page.getByTestId('address-dialog');
    await dialog.getByLabel('Adres başlığı').fill('Ev');
    await dialog.getByLabel('Telefon').fill('0532 123 45 67');
    await dialog.getByLabel('İl', { exact: true }).selectOption('İzmir');
    await dialog.getByLabel('İlçe', { exact: true }).fill('Karşıyaka');
    await dialog.getByLabel('Açık adres').fill('Bostanlı Mah. Cemal Gürsel Cad. No: 410 D: 6');
    await dialog.getByTestId('address-save').click();
    await expect(dialog).toBeHidden();
    await page.getByTestId('payment-method-bank_transfer').getByRole('radio').check();
    const contracts = page.getByTestId('checkout-contracts');
    await expect(contracts).toBeVisible();
    await expect(contracts.getByRole('link', { name: 'KVKK Aydınlatma Metni' })).toBeVisible();
    const distance = contracts.getByTestId('contract-mesafeli-satis-sozlesmesi');
    await distance.locator('summary').click();
    await expect(distance).toContainText(name);
    await expect(distance).toContainText('30');
    await expect(page.getByTestId('accept-contracts')).not.toBeChecked();
    // Pressed without the box: a clear message beside the box, and no order.
    const ordersBefore = (await (await page.request.get('/api/orders/mine?pageSize=1')).json()).total;
    await page.getByTestId('place-order').click();
    await expect(contracts.getByRole('alert')).toHaveText(
      'Siparişi verebilmek için Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi’ni okuyup onaylamalısınız',
    );
    await expect(page).toHaveURL(/\/dashboard\/checkout$/);
    expect((await (await page.request.get('/api/orders/mine?pageSize=1')).json()).total).toBe(ordersBefore);
    await page.getByTestId('accept-contracts').check();
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
    const orderUrl = new URL(page.url()).pathname;
    const number = (await page.getByTestId('order-number').textContent())?.trim() ?? '';

    // Later: from the order list to the order, and the contract it accepted.
    await page.goto('/dashboard/my-orders');
    await page.getByTestId('order-row').filter({ hasText: number }).getByTestId('order-number').click();
    await expect(page).toHaveURL(new RegExp(`${orderUrl}$`));
    const documents = page.getByTestId('order-documents');
    await expect(documents).toContainText('Mesafeli Satış Sözleşmesi');
    await expect(documents).toContainText(/Sürüm \d+ · Onay:/);
    await page.getByTestId('order-document-mesafeli-satis-sozlesmesi').click();
    const opened = page.getByTestId('order-document-dialog');
    await expect(opened).toContainText(/Sürüm \d+ · .* onaylandı/);
    await expect(opened.getByTestId('order-document-text')).toContainText(name);
    await expect(opened).toContainText(/SHA-256: [0-9a-f]{64}/);
    await page.screenshot({ path: screenPath(testInfo, 'order-contract-desktop') });
    await page.keyboard.press('Escape');

    // Settings → Gizlilik: the marketing consent given at registration, withdrawn and recorded.
    await page.goto('/dashboard/settings?tab=privacy');
    const privacy = page.getByTestId('privacy-card');
    const marketing = privacy.getByTestId('marketing-consent-switch');
    await expect(marketing).toHaveAttribute('aria-checked', 'true');
    await marketing.click();
    await expect(toast(page, 'Ticari ileti izniniz geri alındı')).toBeVisible();
    await expect(marketing).toHaveAttribute('aria-checked', 'false');
    const state = await (await page.request.get('/api/me/privacy')).json();
    expect(state.marketing).toBe(false);
    expect(
      state.consents.filter((c: { purpose: string; withdrawnAt: string | null }) => c.purpose === 'marketing'),
    ).toEqual([expect.objectContaining({ withdrawnAt: expect.any(String) })]);
    await expectNoSeriousViolations(page, 'settings-privacy', WITHOUT_TOASTER);

    // Download my data: a ZIP arrives.
    const downloading = page.waitForEvent('download');
    await privacy.getByTestId('data-export').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const bytes = readFileSync((await download.path()) as string);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');

    // Ask for deletion, confirmed in a dialog; the pending request is shown.
    await privacy.getByTestId('deletion-request').click();
    await page.getByTestId('deletion-reason').fill('Artık kullanmıyorum.');
    await page.getByTestId('deletion-confirm').click();
    await expect(toast(page, 'Silme talebiniz alındı')).toBeVisible();
    await expect(privacy.getByTestId('deletion-pending')).toContainText('Artık kullanmıyorum.');
    await expect(privacy.getByTestId('deletion-request')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('privacy-card').getByTestId('deletion-pending')).toBeVisible();
    await page.screenshot({ path: screenPath(testInfo, 'settings-privacy-desktop'), fullPage: true });
    await page.setViewportSize(MOBILE);
    await page.screenshot({ path: screenPath(testInfo, 'settings-privacy-mobile'), fullPage: true });
    await expectNoSeriousViolations(page, 'settings-privacy-mobile', WITHOUT_TOASTER);
  } finally {
    await context.close();
  }
});

test('the admin publishes a new version of a policy; the old version stays readable at its number', async ({
  browser,
  page,
}, testInfo) => {
  await page.goto(`/policies/${PRIVACY}`);
  const before = await page.getByTestId('policy-version').textContent();
  const oldVersion = Number(/Sürüm (\d+)/.exec(before ?? '')?.[1]);
  expect(oldVersion).toBeGreaterThan(0);
  await expectNoSeriousViolations(page, 'policy', WITHOUT_TOASTER);

  const { context, page: admin } = await signedInContext(browser, DEMO.admin);
  try {
    await admin.goto('/dashboard/admin/policy-pages');
    await admin
      .getByTestId('policy-page-list')
      .getByRole('button', { name: /Gizlilik Politikası/ })
      .click();
    const editor = admin.getByTestId('policy-editor');
    const source = editor.getByTestId('policy-source');
    await expect(source).not.toHaveValue('');
    const added = `Bu paragraf ${Date.now()} tarihli yeni sürümde eklendi.`;
    await source.fill(`${await source.inputValue()}\n\n${added}`);
    await editor.getByRole('button', { name: 'Önizle' }).click();
    await expect(editor.getByTestId('policy-preview')).toContainText(added);
    await expectNoSeriousViolations(admin, 'admin-policy-pages', WITHOUT_TOASTER);
    await editor.getByTestId('policy-publish').click();
    await expect(editor.getByTestId('policy-admin-versions')).toContainText(`Sürüm ${oldVersion + 1}`);
  } finally {
    await context.close();
  }

  await page.goto(`/policies/${PRIVACY}`);
  await expect(page.getByTestId('policy-version')).toContainText(`Sürüm ${oldVersion + 1}`);
  await expect(page.getByTestId('policy-content')).toContainText(/yeni sürümde eklendi/);
  await page
    .getByTestId('policy-versions')
    .getByRole('link', { name: new RegExp(`Sürüm ${oldVersion} `) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/policies/${PRIVACY}/v/${oldVersion}$`));
  await expect(page.getByTestId('policy-old-version')).toBeVisible();
  await expect(page.getByTestId('policy-version')).toContainText(`Sürüm ${oldVersion}`);
  await expect(page.getByTestId('policy-content')).not.toContainText(/yeni sürümde eklendi/);
  await expectNoSeriousViolations(page, 'policy-old-version', WITHOUT_TOASTER);
  await page.setViewportSize(MOBILE);
  await page.screenshot({ path: screenPath(testInfo, 'policy-old-version-mobile'), fullPage: true });
});
