import { expect } from '@playwright/test';
import { apiAs, apiMe, DEMO, LEAN_TRACE, MOBILE, signedInContext, test } from './support';

test.use(LEAN_TRACE);

/** Issue 13, words: screens say what is true for the member reading them. */

test('the permission matrix names pages in Turkish with their menu section, the key only beneath', async ({
  browser,
}) => {
  const { context, page } = await signedInContext(browser, DEMO.admin);
  try {
    await page.goto('/dashboard/system-settings');
    const home = page.getByTestId('permission-row-canAccessHome');
    await expect(home.getByRole('rowheader')).toContainText('Ana Sayfa');
    await expect(home.getByRole('rowheader').locator('span').first()).toHaveText('Ana Sayfa');
    await expect(page.getByTestId('permission-section').filter({ hasText: 'Ana Menü' })).toBeVisible();
    await expect(page.getByTestId('permission-row-canAccessSettings').locator('span').first()).toHaveText(
      'Genel Ayarlar',
    );
    await expect(page.getByTestId('permission-section').filter({ hasText: 'Sistem › Ayarlar' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a client's settings offer only the topics a client can receive", async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.musteri, MOBILE);
  try {
    await page.goto('/dashboard/settings');
    await expect(page.getByTestId('switch-notify-transactions')).toBeVisible();
    await expect(page.getByTestId('switch-notify-commissions')).toHaveCount(0);
    await expect(page.getByTestId('switch-notify-network')).toHaveCount(0);
    await expect(page.getByTestId('switch-ai-enabled')).toHaveCount(0);
    // What remains saves: the hidden switches are off, so the server accepts the form.
    await page.getByTestId('save-app-settings').click();
    await expect(page.getByText('Ayarlar kaydedildi')).toBeVisible();
  } finally {
    await context.close();
  }
  const dealer = await signedInContext(browser, DEMO.bayi);
  try {
    await dealer.page.goto('/dashboard/settings');
    await expect(dealer.page.getByTestId('switch-notify-commissions')).toBeVisible();
    await expect(dealer.page.getByTestId('switch-notify-network')).toBeVisible();
  } finally {
    await dealer.context.close();
  }
});

test('an invitation code typed in lower case with a dash is accepted; a forbidden character is named', async ({
  browser,
  baseURL,
}) => {
  const dealer = await apiAs(baseURL!, DEMO.bayi.email);
  const { permanentInviteCode: code } = await apiMe(dealer);
  await dealer.dispose();
  const context = await browser.newContext({ baseURL, viewport: MOBILE });
  const page = await context.newPage();
  try {
    await page.goto('/invitation-code');
    const field = page.getByLabel('Davet kodu');
    await field.fill('ABCD1234');
    await page.getByRole('button', { name: 'Devam Et' }).click();
    const error = page.getByTestId('invitation-code-error');
    await expect(error).toContainText('“1” kullanılmaz');
    await expect(error).not.toContainText('8 karakterden oluşur');

    await field.fill(`${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase());
    await page.getByRole('button', { name: 'Devam Et' }).click();
    await expect(page).toHaveURL(new RegExp(`/invitation/${code}$`));
    await expect(page.getByText(DEMO.bayi.name)).toBeVisible();
  } finally {
    await context.close();
  }
});

test("a client's dashboard shows no seller number; a dealer's does", async ({ browser }) => {
  const client = await signedInContext(browser, DEMO.musteri, MOBILE);
  try {
    await client.page.goto('/dashboard');
    await expect(client.page.getByTestId('dashboard-home')).toBeVisible();
    await expect(client.page.getByText('Hızlı erişim')).toBeVisible();
    await expect(client.page.getByText('Satıcı no')).toHaveCount(0);
    await client.page.goto('/dashboard/profile');
    await expect(client.page.getByTestId('profile-name')).toBeVisible();
    await expect(client.page.getByText(/^TR-\d{6}$/)).toHaveCount(0);
  } finally {
    await client.context.close();
  }
  const dealer = await signedInContext(browser, DEMO.bayi);
  try {
    await dealer.page.goto('/dashboard');
    await expect(dealer.page.getByTestId('dashboard-seller-no')).toContainText(/Satıcı no TR-\d{6}/);
  } finally {
    await dealer.context.close();
  }
});

test('the public catalogue marks products sold to dealers and distributors, without a member-price prompt', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: MOBILE });
  const page = await context.newPage();
  try {
    await page.goto('/products');
    const professional = page.locator('[data-testid="product-card"][data-client-product="false"]').first();
    await expect(professional).toBeVisible();
    await expect(professional.getByText('Bayi ve distribütörlere')).toBeVisible();
    await expect(professional.getByText('Üye fiyatı için giriş yapın')).toHaveCount(0);
    const forClients = page.locator('[data-testid="product-card"][data-client-product="true"]').first();
    await expect(forClients.getByText('Üye fiyatı için giriş yapın')).toBeVisible();
    await expect(forClients.getByText('Bayi ve distribütörlere')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
