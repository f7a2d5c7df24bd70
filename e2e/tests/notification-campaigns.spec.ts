import { expect, type Page } from '@playwright/test';
import { DEMO, LEAN_TRACE, screenPath, signedInContext, test } from './support';

test.use(LEAN_TRACE);

/**
 * Notification campaigns (issue 16): the admin sends one to dealers in İstanbul from
 * /dashboard/notification-send; the dealer, whose page is already open, sees it arrive in the
 * bell without reloading; the admin then finds it on /dashboard/admin/notifications with its
 * delivered count and withdraws it, and it leaves the dealer's bell live.
 */
const SEND = '/dashboard/notification-send';
const ADMIN = '/dashboard/admin/notifications';

async function unreadCount(page: Page): Promise<number> {
  const res = await page.request.get('/api/notifications/unread-count');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { count: number }).count;
}

const bellCount = (page: Page) => page.getByTestId('notification-bell').first().getByTestId('notification-count');

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal page scroll').toBeLessThanOrEqual(0);
}

test('the admin sends a campaign to dealers in İstanbul and the open dealer page shows it live', async ({
  browser,
}, testInfo) => {
  const dealer = await signedInContext(browser, DEMO.bayi);
  const admin = await signedInContext(browser, DEMO.admin);
  try {
    const title = `Kampanya ${Date.now().toString(36)}`;
    // The dealer's page is open, its realtime socket up, before anything is sent.
    await dealer.page.goto('/dashboard?debug=true');
    await expect(dealer.page.getByTestId('debug-realtime-state')).toContainText('(connected)');
    await expect(dealer.page.getByTestId('notification-bell').first()).toBeVisible();
    const before = await unreadCount(dealer.page);
    if (before > 0) await expect(bellCount(dealer.page)).toHaveText(before > 99 ? '99+' : String(before));
    await dealer.page.evaluate(() => {
      (window as unknown as { __e2eNoReload: boolean }).__e2eNoReload = true;
    });

    await admin.page.goto(SEND);
    await expect(admin.page.getByTestId('page-title')).toHaveText('Bildirim Gönder');
    await expect(admin.page.getByTestId('campaign-preview')).toContainText('Alıcı seçin');
    await admin.page.getByTestId('campaign-title').fill(title);
    await admin.page.getByTestId('campaign-message').fill('İstanbul bayilerimize özel yeni dönem fiyatları mağazada.');
    await admin.page.getByTestId('campaign-priority').selectOption('high');
    await admin.page.getByTestId('campaign-action-url').fill('/dashboard/shop');
    await admin.page.getByTestId('audience-role-dealer').check();
    await admin.page.getByTestId('audience-city').selectOption('İstanbul');
    await expect(admin.page.getByTestId('audience-city-chip')).toHaveText('İstanbul');

    // The preview is the count the send reaches, as the API computes it.
    const preview = await admin.page.request.post('/api/notification-campaigns/preview', {
      data: { audience: { roles: ['dealer'], cities: ['İstanbul'] } },
    });
    const { count } = (await preview.json()) as { count: number };
    expect(count).toBeGreaterThan(0);
    await expect(admin.page.getByTestId('campaign-preview')).toHaveAttribute('data-count', String(count));
    await expect(admin.page.getByTestId('campaign-preview')).toContainText(`${count.toLocaleString('tr-TR')} üyeye`);
    await admin.page.screenshot({ path: screenPath(testInfo, 'notification-send-desktop'), fullPage: true });

    await admin.page.getByTestId('campaign-send').click();
    await expect(
      admin.page
        .locator('[data-sonner-toast]')
        .filter({ hasText: `${count.toLocaleString('tr-TR')} üyeye gönderildi` }),
    ).toBeVisible();

    // Live on the dealer's open page: the toast, the bell's count, and the bell's list.
    await expect(dealer.page.locator('[data-sonner-toast]').filter({ hasText: title })).toBeVisible();
    await expect(bellCount(dealer.page)).toHaveText(before + 1 > 99 ? '99+' : String(before + 1));
    await dealer.page.getByTestId('notification-bell').first().click();
    await expect(dealer.page.getByTestId('bell-list')).toContainText(title);
    await dealer.page.screenshot({ path: screenPath(testInfo, 'notification-campaign-dealer-bell') });
    // It came without a reload.
    expect(await dealer.page.evaluate(() => (window as unknown as { __e2eNoReload?: boolean }).__e2eNoReload)).toBe(
      true,
    );
    await dealer.page.keyboard.press('Escape');

    // The admin's list: audience, delivered count; withdrawing it takes it off the dealer's bell.
    await admin.page.goto(ADMIN);
    await expect(admin.page.getByTestId('page-title')).toHaveText('Bildirim Yönetimi');
    const row = admin.page.getByTestId('campaign-row').filter({ hasText: title });
    await expect(row.getByTestId('campaign-audience')).toHaveText('Bayi · İstanbul');
    await expect(row.getByTestId('campaign-delivered')).toHaveText(count.toLocaleString('tr-TR'));
    await expect(row.getByTestId('campaign-read')).toContainText('0');
    await admin.page.screenshot({ path: screenPath(testInfo, 'admin-notifications-desktop'), fullPage: true });
    await row.getByTestId('campaign-withdraw').click();
    await admin.page.getByTestId('campaign-withdraw-confirm-button').click();
    await expect(row.getByTestId('campaign-status')).toHaveText('Geri çekildi');
    await expect(row.getByTestId('campaign-withdraw')).toHaveCount(0);

    if (before === 0) await expect(bellCount(dealer.page)).toHaveCount(0);
    else await expect(bellCount(dealer.page)).toHaveText(before > 99 ? '99+' : String(before));
    await dealer.page.getByTestId('notification-bell').first().click();
    await expect(dealer.page.getByTestId('bell-popover')).toBeVisible();
    await expect(dealer.page.getByTestId('bell-popover')).not.toContainText(title);
  } finally {
    await dealer.context.close();
    await admin.context.close();
  }
});

test('the send and administration pages fit a phone', async ({ browser }, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.admin, { width: 375, height: 812 });
  try {
    await page.goto(SEND);
    await expect(page.getByTestId('campaign-form')).toBeVisible();
    await page.getByTestId('audience-role-cityDistributor').check();
    await expect(page.getByTestId('campaign-preview')).toHaveAttribute('data-count', /\d+/);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: screenPath(testInfo, 'notification-send-mobile'), fullPage: true });
    await page.goto(ADMIN);
    await expect(page.getByTestId('admin-notifications-page')).toBeVisible();
    await expect(
      page.getByTestId('campaign-list').or(page.getByText('Henüz toplu bildirim gönderilmedi.')),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: screenPath(testInfo, 'admin-notifications-mobile'), fullPage: true });
  } finally {
    await context.close();
  }
});
