import { expect } from '@playwright/test';
import { DEMO, LEAN_TRACE, MOBILE, signedInContext, uniqueEmail, test } from './support';

test.use(LEAN_TRACE);

/**
 * A dealer invites a client by link: makes the invitation on the invitations page, reads the link
 * the page shows, a visitor registers through it in another browser, and the dealer's list shows
 * the invitation used (live, through the `network_member` event, or after a reload).
 */
test('a dealer invites a client by link; it appears in the open tree live and the invitation is used', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedInContext(browser, DEMO.bayi);
  const visitorContext = await browser.newContext({ baseURL });
  try {
    await page.goto('/dashboard/invitations');
    await expect(page.getByTestId('invitations-page')).toBeVisible();
    await expect(page.getByTestId('permanent-code')).toHaveText(/^[A-Z2-9]{8}$/);

    await page.getByTestId('new-invitation').click();
    const dialog = page.getByTestId('create-invitation-dialog');
    await expect(dialog).toBeVisible();
    // A dealer invites clients only.
    await expect(dialog.getByLabel('Rol').locator('option')).toHaveText(['Danışan']);
    await dialog.getByLabel('Ad soyad (isteğe bağlı)').fill('Link Davetlisi');
    await expect(dialog.getByLabel('Geçerlilik (gün)')).toHaveValue('7');
    await expect(dialog.getByLabel('Kullanım hakkı')).toHaveValue('1');
    await dialog.getByTestId('create-invitation-submit').click();

    const link = await dialog.getByTestId('created-invitation-link').inputValue();
    const code = (await dialog.getByTestId('created-invitation-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(link).toBe(`${baseURL}/invitation/${code}`);
    const whatsapp = await dialog.getByTestId('invitation-whatsapp').getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(whatsapp!.split('text=')[1]!)).toContain(link);
    await dialog.getByRole('button', { name: 'Tamam' }).click();

    const row = page.getByTestId('invitation-row').filter({ hasText: code });
    await expect(row.getByTestId('invitation-status')).toHaveAttribute('data-status', 'active');
    await expect(row.getByTestId('invitation-uses')).toHaveText('0/1');

    // The QR code of the row's link.
    await row.getByTestId('invitation-actions').click();
    await page.getByRole('menuitem', { name: 'QR kodu göster' }).click();
    const qr = page.getByTestId('invitation-qr-dialog');
    await expect(qr.locator('canvas')).toBeVisible();
    await expect(qr).toContainText(link);
    await page.keyboard.press('Escape');

    // The dealer also keeps its network tree open in another tab.
    const tree = await context.newPage();
    await tree.goto('/dashboard/network');
    await expect(tree.getByRole('tree', { name: 'Ağ ağacı' })).toBeVisible();

    // A visitor opens the link in another browser and registers.
    const visitor = await visitorContext.newPage();
    await visitor.goto(new URL(link).pathname);
    await expect(visitor.getByTestId('invitation-summary')).toContainText(DEMO.bayi.name);
    const form = visitor.getByTestId('registration-form');
    await form.getByLabel('Ad soyad').fill('Link Davetlisi');
    await form.getByLabel('E-posta', { exact: true }).fill(uniqueEmail('link-davetli'));
    await form.getByLabel('Şifre', { exact: true }).fill('Yeni.Uye.2026');
    await form.getByLabel('Şifre (tekrar)').fill('Yeni.Uye.2026');
    await form.getByRole('button', { name: 'Kayıt Ol' }).click();
    await expect(visitor).toHaveURL(/\/dashboard$/);

    // The new client appears in the dealer's open tree without a reload, with the toast.
    await expect(tree.getByText('Yeni üye eklendi: Link Davetlisi')).toBeVisible({ timeout: 15_000 });
    await expect(tree.getByRole('tree').getByTestId('member-name').filter({ hasText: 'Link Davetlisi' })).toBeVisible();

    // The dealer's list: live, or at the latest after a reload.
    try {
      await expect(row.getByTestId('invitation-status')).toHaveAttribute('data-status', 'used', { timeout: 8_000 });
    } catch {
      await page.reload();
    }
    await expect(row.getByTestId('invitation-status')).toHaveText('Kullanıldı');
    await expect(row.getByTestId('invitation-uses')).toHaveText('1/1');
    await expect(row).toContainText('Link Davetlisi');
    // A used invitation can no longer be shared or revoked.
    await expect(row.getByTestId('invitation-actions')).toHaveCount(0);

    // The used tab lists it; the active one does not.
    await page.getByTestId('invitation-tab-used').click();
    await expect(page).toHaveURL(/status=used/);
    await expect(page.getByTestId('invitation-row').filter({ hasText: code })).toBeVisible();
    await page.getByTestId('invitation-tab-active').click();
    await expect(page.getByTestId('invitation-row').filter({ hasText: code })).toHaveCount(0);
  } finally {
    await visitorContext.close();
    await context.close();
  }
});

test('revoking asks first, and the revoked link no longer registers', async ({ browser, baseURL }) => {
  const { context, page } = await signedInContext(browser, DEMO.bayi);
  const visitorContext = await browser.newContext({ baseURL });
  try {
    await page.goto('/dashboard/invitations');
    await page.getByTestId('new-invitation').click();
    const dialog = page.getByTestId('create-invitation-dialog');
    await dialog.getByTestId('create-invitation-submit').click();
    const code = (await dialog.getByTestId('created-invitation-code').textContent())?.trim() ?? '';
    await dialog.getByRole('button', { name: 'Tamam' }).click();

    const row = page.getByTestId('invitation-row').filter({ hasText: code });
    await row.getByTestId('invitation-actions').click();
    await page.getByTestId('invitation-revoke').click();
    const confirm = page.getByTestId('revoke-invitation-dialog');
    await expect(confirm).toContainText(code);
    await confirm.getByTestId('revoke-invitation-confirm').click();
    await expect(row.getByTestId('invitation-status')).toHaveText('İptal Edildi');

    const visitor = await visitorContext.newPage();
    await visitor.goto(`/invitation/${code}`);
    await expect(visitor.getByText('Davet kodu iptal edilmiş')).toBeVisible();
  } finally {
    await visitorContext.close();
    await context.close();
  }
});

test("the phone header's new-invitation button opens the create dialog", async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.bayi, MOBILE);
  try {
    await page.goto('/dashboard');
    await page.getByTestId('new-invitation-button').click();
    await expect(page.getByTestId('create-invitation-dialog')).toBeVisible();
    // The flag is taken out of the address, so a reload does not open it again.
    await expect(page).toHaveURL(/\/dashboard\/invitations$/);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('create-invitation-dialog')).toHaveCount(0);
    // Cards, not a wide table, on a phone.
    await expect(page.locator('ul[data-testid="invitation-list"]')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the admin finds an invitation by its address and mails it again', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.admin);
  try {
    await page.goto('/dashboard/admin/invitations');
    await expect(page.getByTestId('admin-invitations-page')).toBeVisible();
    // Several members' invitations.
    await expect(page.getByTestId('invitation-row').filter({ hasText: DEMO.bayi.name }).first()).toBeVisible();
    await expect(page.getByTestId('invitation-row').filter({ hasText: DEMO.istanbul.name }).first()).toBeVisible();

    await page.getByTestId('invitation-search').fill('elif.kaya@example.com');
    await expect(page).toHaveURL(/q=elif\.kaya/);
    const rows = page.getByTestId('invitation-row');
    await expect(rows).toHaveCount(1);
    await rows.first().getByTestId('invitation-actions').click();
    await page.getByTestId('invitation-resend').click();
    await expect(page.getByText('Davet e-postası yeniden gönderildi')).toBeVisible();

    await page.getByTestId('invitation-tab-revoked').click();
    await expect(page.getByTestId('invitation-row')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
