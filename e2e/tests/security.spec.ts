import { readFileSync } from 'node:fs';
import { expect, request as playwrightRequest } from '@playwright/test';
import { MESSAGES } from '@portal/shared/messages';
import {
  apiAs,
  apiSignIn,
  DEMO,
  DESKTOP,
  LEAN_TRACE,
  registerClient,
  screenPath,
  signedInContext,
  test,
} from './support';

test.use(LEAN_TRACE);

/**
 * Security management (admin) and the security report (national distributor), issue 18: sign-in
 * attempts, live sessions (the admin ends one and that member is signed out), two-factor adoption,
 * and the audit log filtered and exported as CSV. Phone and desktop screenshots of each part.
 */
const PAGE = '/dashboard/admin/security-management';
const PHONE = { width: 375, height: 812 };
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';

test('the admin filters the audit log, exports it as CSV and ends a member’s session', async ({
  browser,
  baseURL,
}, testInfo) => {
  // An admin change of our own to find in the log (the dealer keeps the page it already has).
  const admin = await apiAs(baseURL as string, DEMO.admin.email);
  const change = await admin.put('/api/permissions', {
    data: { role: 'dealer', permissionKey: 'canAccessSalesAnalysis', enabled: true },
  });
  expect(change.status(), await change.text()).toBe(200);
  await admin.dispose();

  // A member of our own, signed in on a device of its own, whose session the admin ends.
  const email = await registerClient(baseURL as string, 'Oturum Sonlandırılacak Danışan');
  const member = await playwrightRequest.newContext({ baseURL, userAgent: FIREFOX });
  await apiSignIn(member, email);
  expect((await member.get('/api/auth/me')).status()).toBe(200);

  const { context, page } = await signedInContext(browser, DEMO.admin, DESKTOP);
  try {
    await page.goto(PAGE);
    await expect(page.getByTestId('sign-in-totals')).toBeVisible();
    await expect(page.getByTestId('sign-ins-by-account')).toContainText('Oturum Sonlandırılacak Danışan');
    await page.screenshot({ path: screenPath(testInfo, 'security-sign-ins-desktop'), fullPage: true });

    // The audit log, filtered to permission changes.
    await page.getByTestId('security-tab-audit').click();
    await expect(page.getByTestId('audit-list')).toBeVisible();
    await page.getByTestId('audit-filter-action').selectOption('permission.updated');
    await expect(page).toHaveURL(/action=permission\.updated/);
    const rows = page.getByTestId('audit-row');
    await expect(rows.first()).toHaveAttribute('data-action', 'permission.updated');
    await expect(page.locator('[data-testid="audit-row"]:not([data-action="permission.updated"])')).toHaveCount(0);
    await rows.first().getByText('Önceki ve sonraki değerler').click();
    await expect(rows.first()).toContainText('"enabled": true');
    await page.screenshot({ path: screenPath(testInfo, 'security-audit-desktop'), fullPage: true });

    // The CSV of the same filter: BOM, `;`, the header, Turkish dates, only that action.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('audit-export-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^denetim-kaydi-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(MESSAGES.security.auditCsvHeader.join(';'));
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) {
      expect(line).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2};/);
      expect(line).toContain(';permission.updated;');
    }

    // The member's session, found by email and ended.
    await page.getByTestId('security-tab-sessions').click();
    await page.getByTestId('sessions-search').fill(email);
    await page.getByTestId('sessions-search').press('Enter');
    // Registering signed the member in once already; ours is the Firefox one.
    await expect(page.getByTestId('sessions-total')).toHaveText('2');
    const row = page.getByTestId('session-row').filter({ hasText: 'Firefox' });
    await expect(row).toContainText('Oturum Sonlandırılacak Danışan');
    await row.getByTestId('session-end').click();
    await page.getByTestId('session-end-confirm').click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: MESSAGES.settings.sessionEnded })).toBeVisible();
    await expect(page.getByTestId('sessions-total')).toHaveText('1');
    await expect(page.getByTestId('session-row').filter({ hasText: 'Firefox' })).toHaveCount(0);
    expect((await member.get('/api/auth/me')).status()).toBe(401);

    // The end itself is in the audit log.
    await page.getByTestId('security-tab-audit').click();
    await page.getByTestId('audit-filter-action').selectOption('session.ended');
    await expect(page.getByTestId('audit-row').first()).toHaveAttribute('data-action', 'session.ended');
  } finally {
    await member.dispose();
    await context.close();
  }
});

test('security pages on a phone: nothing runs off the screen', async ({ browser }, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.admin, PHONE);
  try {
    for (const tab of ['sign-ins', 'sessions', 'two-factor', 'audit'] as const) {
      await page.goto(tab === 'sign-ins' ? PAGE : `${PAGE}?tab=${tab}`);
      const section = {
        'sign-ins': 'sign-in-totals',
        sessions: 'sessions-list',
        'two-factor': 'security-two-factor',
        audit: 'audit-list',
      }[tab];
      await expect(page.getByTestId(section)).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${tab} fits 375 px`).toBeLessThanOrEqual(PHONE.width);
      await page.screenshot({ path: screenPath(testInfo, `security-${tab}-phone`), fullPage: true });
    }
  } finally {
    await context.close();
  }
});

test('the national distributor’s report shows its network only, without the audit log', async ({
  browser,
}, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.turkiye, DESKTOP);
  try {
    await page.goto('/dashboard/security/report');
    await expect(page.getByTestId('sign-in-totals')).toBeVisible();
    await expect(page.getByTestId('security-tab-audit')).toHaveCount(0);
    await expect(page.getByTestId('sign-ins-by-account')).not.toContainText(DEMO.admin.email);
    await page.getByTestId('security-tab-sessions').click();
    await expect(page.getByTestId('sessions-list')).toBeVisible();
    await expect(page.getByTestId('sessions-list')).not.toContainText('Yönetici');
    await expect(page.getByTestId('session-end')).toHaveCount(0);
    await page.getByTestId('security-tab-two-factor').click();
    await expect(page.getByTestId('two-factor-admin')).toHaveCount(0);
    await expect(page.getByTestId('two-factor-dealer')).toBeVisible();
    await page.screenshot({ path: screenPath(testInfo, 'security-report-desktop'), fullPage: true });
  } finally {
    await context.close();
  }
});
