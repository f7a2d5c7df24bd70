import { createServer } from 'node:net';
import { request as playwrightRequest, expect, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, LEAN_TRACE, screenPath, signedInContext, test } from './support';

test.use(LEAN_TRACE);

/**
 * admin/integrations and system-settings as the admin uses them: SMTP settings saved (the password
 * shown masked afterwards, never in the page), a real connection test that fails clearly against
 * a closed port, and a system setting changed and seen taking effect (a new session's lifetime).
 */
const INTEGRATIONS = '/dashboard/admin/integrations';
const SYSTEM = '/dashboard/system-settings';
const PASSWORD = `e2e-smtp-parola-${Date.now()}-4821`;

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the admin saves SMTP settings, sees the password masked and tests the connection', async ({
  browser,
}, testInfo) => {
  const port = await closedPort();
  const { context, page } = await signedInContext(browser, DEMO.admin);
  try {
    await page.goto(INTEGRATIONS);
    const card = page.getByTestId('smtp-card');
    await expect(card).toBeVisible();
    await card.getByTestId('smtp-host').fill('127.0.0.1');
    await card.getByTestId('smtp-port').fill(String(port));
    await card.getByTestId('smtp-username').fill('bildirim@bayi.test');
    await card.getByTestId('smtp-password').fill(PASSWORD);
    await card.getByTestId('smtp-from').fill('bildirim@bayi.test');
    await card.getByTestId('smtp-save').click();
    await expect(page.getByText('E-posta (SMTP) ayarları kaydedildi')).toBeVisible();

    // Masked afterwards: its state and last four only, the field empty, the clear value nowhere.
    await expect(card.getByTestId('smtp-password-state')).toHaveText('Kayıtlı (••••4821)');
    await expect(card.getByTestId('smtp-password')).toHaveValue('');
    await expect(card.getByTestId('smtp-source')).toHaveText('E-postalar bu ayarlarla gönderiliyor.');
    await page.reload();
    await expect(page.getByTestId('smtp-password-state')).toHaveText('Kayıtlı (••••4821)');
    expect(await page.content()).not.toContain(PASSWORD);
    const api = await page.request.get('/api/admin/integrations');
    expect(await api.text()).not.toContain(PASSWORD);

    await page.getByTestId('smtp-test').click();
    const result = page.getByTestId('smtp-test-result');
    await expect(result).toContainText('SMTP sunucusuna bağlanılamadı');
    await expect(result).toContainText('ECONNREFUSED');

    await page.screenshot({ path: screenPath(testInfo, 'integrations-1280'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await noOverflow(page);
    await page.screenshot({ path: screenPath(testInfo, 'integrations-375'), fullPage: true });

    // Removed: mail goes back to the outbox, and the form is empty again.
    await page.getByTestId('smtp-remove').click();
    await expect(page.getByText('SMTP ayarları kaldırıldı')).toBeVisible();
    await expect(page.getByTestId('smtp-source')).toHaveText(
      'SMTP ayarlanmadı: e-postalar gönderilmiyor, giden kutusunda saklanıyor.',
    );
    await expect(page.getByTestId('smtp-password-state')).toHaveText('Kayıtlı değil');
  } finally {
    // Mail goes back to the outbox for the other specs.
    await page.request.delete('/api/admin/integrations/smtp');
    await context.close();
  }
});

test('the admin changes the session lifetime and a new session lives that long', async ({
  browser,
  baseURL,
}, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.admin);
  try {
    await page.goto(SYSTEM);
    const card = page.getByTestId('general-settings');
    await expect(card.getByTestId('setting-session')).toHaveValue('24');
    await card.getByTestId('setting-session').fill('0');
    await card.getByTestId('system-settings-save').click();
    await expect(card.getByText('Oturum süresi 1 ile 720 saat arasında olmalıdır')).toBeVisible();
    await card.getByTestId('setting-session').fill('2');
    await card.getByTestId('system-settings-save').click();
    await expect(page.getByText('Sistem ayarları kaydedildi')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('setting-session')).toHaveValue('2');

    // A member signing in now gets a session (and its cookie) of two hours, not 24.
    const other = await playwrightRequest.newContext({ baseURL });
    try {
      const before = Date.now() / 1000;
      const res = await other.post('/api/auth/sign-in', {
        data: { email: DEMO.bayi.email, password: DEMO_PASSWORD, deviceInfo: { platform: 'e2e-lifetime' } },
      });
      expect(res.status()).toBe(200);
      const cookie = (await other.storageState()).cookies.find((c) => c.name.endsWith('.session_token'));
      expect(cookie).toBeDefined();
      const lifetime = (cookie?.expires ?? 0) - before;
      expect(lifetime).toBeGreaterThan(2 * 3600 - 120);
      expect(lifetime).toBeLessThan(2 * 3600 + 120);
    } finally {
      await other.dispose();
    }

    await page.setViewportSize({ width: 375, height: 812 });
    await noOverflow(page);
    await page.screenshot({ path: screenPath(testInfo, 'system-settings-375'), fullPage: true });
  } finally {
    // Back to the default for the other specs.
    const reset = await page.request.get('/api/admin/system-settings');
    const current = await reset.json();
    await page.request.put('/api/admin/system-settings', { data: { ...current, sessionLifetimeHours: 24 } });
    await context.close();
  }
});

test('the turkeyDistributor opens the same settings under Entegrasyon Ayarları; a dealer is refused', async ({
  browser,
}) => {
  const turkey = await signedInContext(browser, DEMO.turkiye, { width: 375, height: 812 });
  try {
    await turkey.page.goto('/dashboard/integration-settings');
    await expect(turkey.page.getByTestId('smtp-card')).toBeVisible();
    await expect(turkey.page.getByTestId('cargo-card')).toBeVisible();
    await noOverflow(turkey.page);
  } finally {
    await turkey.context.close();
  }
  const dealer = await signedInContext(browser, DEMO.bayi);
  try {
    const res = await dealer.page.request.get('/api/admin/integrations');
    expect(res.status()).toBe(403);
  } finally {
    await dealer.context.close();
  }
});
