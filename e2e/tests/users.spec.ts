import { expect } from '@playwright/test';
import { apiAs, DEMO, expectDashboard, registerClient, signedInContext, test } from './support';

/**
 * The admin's users page: a member deactivated there is signed out everywhere at once — their open
 * browser lands on the sign-in page by its socket or on its next navigation.
 */
test('the admin deactivates a member who is signed in elsewhere; that browser ends up on /login', async ({
  browser,
  baseURL,
}) => {
  const name = 'Pasifleşecek Üye';
  const email = await registerClient(baseURL!, name);
  const member = await signedInContext(browser, { role: 'client', email, name });
  const admin = await signedInContext(browser, DEMO.admin);
  try {
    await member.page.goto('/dashboard');
    await expectDashboard(member.page, name);

    await admin.page.goto(`/dashboard/users?q=${encodeURIComponent(email)}`);
    const row = admin.page.getByTestId('user-row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.click();
    await expect(admin.page).toHaveURL(/member=/);
    const sheet = admin.page.getByTestId('user-sheet');
    await expect(sheet.getByTestId('user-sheet-name')).toHaveText(name);
    await expect(sheet.getByTestId('user-sessions')).toBeVisible();
    await sheet.getByTestId('user-deactivate').click();
    await admin.page.getByTestId('user-confirm-action').click();
    await expect(sheet.getByTestId('user-status')).toHaveText('Pasif');
    await expect(sheet.getByTestId('user-no-sessions')).toBeVisible();

    // The member's socket closes with its session; failing that, the next navigation finds no session.
    const loggedOut = await member.page
      .waitForURL(/\/login/, { timeout: 8000 })
      .then(() => true)
      .catch(() => false);
    if (!loggedOut) await member.page.reload();
    await expect(member.page).toHaveURL(/\/login/);

    // Nor can the member sign in again.
    const api = await apiAs(baseURL!, email).catch((error: Error) => error);
    expect(api).toBeInstanceOf(Error);
  } finally {
    await member.context.close();
    await admin.context.close();
  }
});

test('the users page searches and filters on the server and keeps it in the address', async ({ browser }) => {
  const admin = await signedInContext(browser, DEMO.admin);
  try {
    await admin.page.goto('/dashboard/users');
    await expect(admin.page.getByTestId('users-table')).toBeVisible();
    await admin.page.getByTestId('users-role').selectOption('dealer');
    await admin.page.getByTestId('users-city').selectOption('İstanbul');
    await expect(admin.page).toHaveURL(/role=dealer/);
    await expect(admin.page).toHaveURL(/city=/);
    const rows = admin.page.getByTestId('user-row');
    await expect(rows.first()).toContainText('Bayi');
    await admin.page.getByTestId('users-search').fill('Kadıköy');
    await admin.page.getByTestId('users-search').press('Enter');
    await expect(rows).toHaveCount(1);
    await rows.first().click();
    await expect(admin.page.getByTestId('user-chain')).toContainText('İstanbul Şehir Distribütörü');
    await admin.page.reload();
    await expect(admin.page.getByTestId('user-sheet-name')).toHaveText(DEMO.bayi.name);
  } finally {
    await admin.context.close();
  }
});
