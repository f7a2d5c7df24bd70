import { expect, type Page } from '@playwright/test';
import {
  apiAs,
  apiMe,
  apiSignIn,
  CLIENT_PHONE,
  DEMO,
  DEMO_PASSWORD,
  expectDashboard,
  LEAN_TRACE,
  registerClient,
  type DemoAccount,
  uniqueEmail,
  test,
} from './support';

test.use(LEAN_TRACE);

/** Spec §8 / errors.ts INVALID_CREDENTIALS. */
const WRONG_CREDENTIALS = 'E-posta/telefon veya şifre hatalı';

async function signInWithForm(page: Page, identifier: string, password: string) {
  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await expect(form).toBeVisible();
  await form.getByLabel('E-posta veya telefon').fill(identifier);
  await form.getByLabel('Şifre', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Giriş Yap' }).click();
}

async function expectSignedInAs(page: Page, account: DemoAccount) {
  await expectDashboard(page, account.name);
  // The sidebar footer names the member too.
  await expect(page.getByTestId('sidebar').getByTestId('user-summary')).toContainText(account.name);
}

test.describe('sign-in form', () => {
  for (const account of Object.values(DEMO)) {
    test(`${account.email} (${account.role}) signs in and lands on /dashboard`, async ({ page }) => {
      await signInWithForm(page, account.email, DEMO_PASSWORD);
      await expectSignedInAs(page, account);
    });
  }

  test('the client signs in with the phone number as typed, spaces included', async ({ page }) => {
    expect(CLIENT_PHONE).toBe('05550000005');
    await signInWithForm(page, '0555 000 00 05', DEMO_PASSWORD);
    await expectSignedInAs(page, DEMO.musteri);
  });

  test('a wrong password shows the Turkish error and keeps the typed identifier', async ({ page }) => {
    await signInWithForm(page, DEMO.ankara.email, 'Yanlis.Sifre.1');
    const form = page.getByTestId('login-form');
    await expect(form.getByTestId('form-error')).toHaveText(WRONG_CREDENTIALS);
    await expect(page).toHaveURL(/\/login$/);
    await expect(form.getByLabel('E-posta veya telefon')).toHaveValue(DEMO.ankara.email);
    // The password field is focused for the next try.
    await expect(form.getByLabel('Şifre', { exact: true })).toBeFocused();
  });
});

test('signing out with "Çıkış Yap" lands on /login and the dashboard is closed afterwards', async ({
  page,
  baseURL,
}) => {
  // A member of our own, so that ending their sessions touches no other test.
  const email = await registerClient(baseURL!, 'Çıkış Deneme');
  await signInWithForm(page, email, DEMO_PASSWORD);
  await expectDashboard(page, 'Çıkış Deneme');

  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-form')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('"Çıkış Yap" signs out globally (spec §7: POST logout with scope global)', async ({ page, baseURL }) => {
  const email = await registerClient(baseURL!, 'Global Çıkış');
  // A second session of the same member, on another device.
  const otherDevice = await apiAs(baseURL!, email);
  try {
    await signInWithForm(page, email, DEMO_PASSWORD);
    await expectDashboard(page, 'Global Çıkış');
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await otherDevice.get('/api/auth/me')).status()).toBe(401);
  } finally {
    await otherDevice.dispose();
  }
});

test('registering through an invitation link signs the new client in', async ({ browser, page, baseURL }) => {
  // The inviter's permanent code, read as the dealer through the API.
  await apiSignIn(page.request, DEMO.bayi.email);
  const dealer = await apiMe(page.request);
  expect(dealer.permanentInviteCode).toMatch(/^[A-Z2-9]{8}$/);

  const context = await browser.newContext({ baseURL });
  try {
    const visitor = await context.newPage();
    await visitor.goto(`/invitation/${dealer.permanentInviteCode}`);
    const summary = visitor.getByTestId('invitation-summary');
    await expect(summary).toBeVisible();
    await expect(summary.getByTestId('inviter-name')).toHaveText(DEMO.bayi.name);
    // Spec §1: the client is 'Danışan' everywhere but the shop header.
    await expect(summary.getByTestId('invitation-role')).toHaveText('Danışan');

    const email = uniqueEmail('davetli');
    const form = visitor.getByTestId('registration-form');
    await form.getByLabel('Ad soyad').fill('Davetli Danışan');
    await form.getByLabel('E-posta', { exact: true }).fill(email);
    await form.getByLabel('Şifre', { exact: true }).fill('Yeni.Uye.2026');
    await form.getByLabel('Şifre (tekrar)').fill('Yeni.Uye.2026');
    await form.getByRole('button', { name: 'Kayıt Ol' }).click();

    await expectDashboard(visitor, 'Davetli Danışan');
    const me = await apiMe(visitor.request);
    expect(me).toMatchObject({ email, role: 'client', name: 'Davetli Danışan' });
    await expect(visitor.getByTestId('sidebar').getByTestId('user-summary')).toContainText('Danışan');
  } finally {
    await context.close();
  }
});

test('/invitation-code takes a typed code to /invitation/<code>', async ({ page, baseURL }) => {
  const dealer = await apiAs(baseURL!, DEMO.bayi.email);
  const { permanentInviteCode } = await apiMe(dealer);
  await dealer.dispose();

  await page.goto('/invitation-code');
  // People type codes in lower case with a dash in the middle; the form normalizes them.
  const typed = `${permanentInviteCode.slice(0, 4)}-${permanentInviteCode.slice(4)}`.toLowerCase();
  await page.getByLabel('Davet kodu').fill(typed);
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await expect(page).toHaveURL(new RegExp(`/invitation/${permanentInviteCode}$`));
  await expect(page.getByTestId('invitation-summary')).toContainText(DEMO.bayi.name);
});

test('an unknown invitation code says "Davet kodu bulunamadı"', async ({ page }) => {
  await page.goto('/invitation-code');
  await page.getByLabel('Davet kodu').fill('ZZZZ9999');
  await page.getByRole('button', { name: 'Devam Et' }).click();
  await expect(page).toHaveURL(/\/invitation\/ZZZZ9999$/);
  await expect(page.getByTestId('invitation-error')).toContainText('Davet kodu bulunamadı');
  await expect(page.getByTestId('registration-form')).toHaveCount(0);
});

test('forgot and reset password through the outbox', async ({ page, baseURL }) => {
  const email = await registerClient(baseURL!, 'Şifre Unutan');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Şifremi unuttum' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('E-posta').fill(email);
  await page.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).click();
  await expect(page.getByTestId('forgot-password-sent')).toContainText(email);

  // Without SMTP the mail sits in the outbox, which the admin reads.
  const admin = await apiAs(baseURL!, DEMO.admin.email);
  let link: string;
  try {
    const res = await admin.get('/api/admin/outbox', { params: { to: email } });
    expect(res.status(), await res.text()).toBe(200);
    const { messages } = (await res.json()) as { messages: { to: string; text: string; kind: string }[] };
    const mail = messages.find((m) => m.to === email && m.kind === 'password_reset');
    expect(mail, JSON.stringify(messages)).toBeTruthy();
    const match = mail!.text.match(/https?:\/\/\S+\/reset-password\?token=[^\s"]+/);
    expect(match, mail!.text).toBeTruthy();
    link = match![0];
  } finally {
    await admin.dispose();
  }
  const url = new URL(link);
  expect(url.origin).toBe(new URL(baseURL!).origin);

  await page.goto(`${url.pathname}${url.search}`);
  const newPassword = 'Yeni.Sifre.2026';
  await page.getByLabel('Yeni şifre', { exact: true }).fill(newPassword);
  await page.getByLabel('Yeni şifre (tekrar)').fill(newPassword);
  await page.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
  await expect(page.getByTestId('reset-password-done')).toBeVisible();

  // The link is single use.
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByLabel('Yeni şifre', { exact: true }).fill('Baska.Sifre.2026');
  await page.getByLabel('Yeni şifre (tekrar)').fill('Baska.Sifre.2026');
  await page.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
  await expect(page.getByTestId('reset-password-invalid')).toBeVisible();

  // The old password no longer works; the new one does.
  await signInWithForm(page, email, DEMO_PASSWORD);
  await expect(page.getByTestId('form-error')).toHaveText(WRONG_CREDENTIALS);
  await signInWithForm(page, email, newPassword);
  await expectDashboard(page, 'Şifre Unutan');
});
