import { expect, type Page } from '@playwright/test';
import { apiAs, DEMO, registerClient, signedInContext, test } from './support';

async function pick(page: Page, testId: string, search: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByPlaceholder('Ad, e-posta veya satıcı no').fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

test('the admin moves a dealer under another city distributor, after the preview', async ({ browser, baseURL }) => {
  const api = await apiAs(baseURL!, DEMO.admin.email);
  const admin = await signedInContext(browser, DEMO.admin);
  try {
    const list = await (await api.get('/api/users?role=dealer&status=active&pageSize=100')).json();
    const dealer = list.users.find(
      (u: { parentName: string; email: string }) => u.parentName === DEMO.istanbul.name && u.email !== DEMO.bayi.email,
    ) as { id: string; name: string; sellerNo: string; networkSize: number; parentId: string };
    expect(dealer).toBeTruthy();
    const ankara = (await (await api.get(`/api/users?search=${DEMO.ankara.email}`)).json()).users[0];

    const page = admin.page;
    await page.goto('/dashboard/role-transfer');
    await pick(page, 'transfer-member', dealer.sellerNo, new RegExp(dealer.sellerNo));
    await pick(page, 'transfer-parent', ankara.sellerNo, new RegExp(ankara.sellerNo));
    const preview = page.getByTestId('move-preview');
    await expect(preview.getByTestId('preview-subtree')).toHaveText(String(dealer.networkSize + 1));
    await expect(preview.getByTestId('preview-ok')).toBeVisible();
    await expect(page.getByTestId('transfer-submit')).toBeDisabled();
    await page.getByTestId('transfer-reason').fill('Bölge yeniden düzenlemesi');
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByText(`${dealer.name} taşındı`)).toBeVisible();
    await expect(page.getByTestId('move-row').first()).toContainText(dealer.name);

    const after = await (await api.get(`/api/users/${dealer.id}`)).json();
    expect(after.sponsor.id).toBe(ankara.id);

    // A refused move shows its reason in the preview and cannot be confirmed.
    await pick(page, 'transfer-member', DEMO.istanbul.email, /İstanbul Şehir Distribütörü/);
    await pick(page, 'transfer-parent', dealer.sellerNo, new RegExp(dealer.sellerNo));
    await expect(page.getByTestId('preview-refusal')).toBeVisible();
    await page.getByTestId('transfer-reason').fill('deneme');
    await expect(page.getByTestId('transfer-submit')).toBeDisabled();

    // Put it back where it was.
    const back = await api.post('/api/role-transfer/moves', {
      data: { memberId: dealer.id, newParentId: dealer.parentId, reason: 'Eski yerine' },
    });
    expect(back.status()).toBe(200);
  } finally {
    await admin.context.close();
    await api.dispose();
  }
});

test('a member asks for a promotion on the profile page; the admin approves it', async ({ browser, baseURL }) => {
  const name = 'Terfi İsteyen Üye';
  const email = await registerClient(baseURL!, name);
  const api = await apiAs(baseURL!, DEMO.admin.email);
  const member = await signedInContext(browser, { role: 'client', email, name });
  const admin = await signedInContext(browser, DEMO.admin);
  try {
    const istanbul = (await (await api.get(`/api/users?search=${DEMO.istanbul.email}`)).json()).users[0];
    const page = member.page;
    await page.goto('/dashboard/profile');
    const card = page.getByTestId('transfer-request-card');
    await card.getByTestId('request-role').selectOption('dealer');
    await card.getByTestId('request-parent').fill(istanbul.sellerNo);
    await card.getByTestId('request-reason').fill('Kendi müşteri ağımı kurmak istiyorum');
    await card.getByTestId('request-submit').click();
    await expect(card.getByTestId('my-transfer-request').first().getByTestId('transfer-status')).toHaveText(
      'Beklemede',
    );
    await expect(card.getByTestId('transfer-pending-note')).toBeVisible();

    await admin.page.goto('/dashboard/admin/role-transfer-management');
    const request = admin.page.getByTestId('transfer-request').filter({ hasText: name });
    await expect(request).toHaveCount(1);
    await request.getByTestId('request-approve').click();
    await expect(admin.page.getByText('Talep onaylandı')).toBeVisible();
    await expect(request).toHaveCount(0);
    await admin.page.getByTestId('tab-history').click();
    await expect(admin.page.getByTestId('move-row').first()).toContainText(name);

    await page.reload();
    await expect(card.getByTestId('my-transfer-request').first().getByTestId('transfer-status')).toHaveText(
      'Onaylandı',
    );
    await expect(page.getByTestId('profile-page')).toContainText('Bayi');
  } finally {
    await member.context.close();
    await admin.context.close();
    await api.dispose();
  }
});
