import { expect } from '@playwright/test';
import { apiAs, DEMO, DESKTOP, LEAN_TRACE, screenPath, signedInContext, test } from './support';

test.use(LEAN_TRACE);

/**
 * The admin's system pages (issue 18): system health and monitoring show the answering server's
 * real figures, debug its build and errors; the performance test times the API from the browser.
 */
const PHONE = { width: 375, height: 812 };

test('the admin sees the server’s real health figures', async ({ browser, baseURL }, testInfo) => {
  const api = await apiAs(baseURL as string, DEMO.admin.email);
  const res = await api.get('/api/system/health');
  expect(res.status(), await res.text()).toBe(200);
  const health = (await res.json()) as { serverId: string; version: string };
  await api.dispose();

  const { context, page } = await signedInContext(browser, DEMO.admin, DESKTOP);
  try {
    await page.goto('/dashboard/system/health');
    await expect(page.getByTestId('system-status')).toHaveText('Sistem çalışıyor');
    await expect(page.getByTestId('system-db-roundtrip')).toHaveText(/^[\d,.]+ ms$/);
    await expect(page.getByTestId('system-bus-listening')).toHaveText('Açık');
    await expect(page.getByTestId('system-rss')).toHaveText(/^[\d,.]+ (MB|GB)$/);
    await expect(page.getByTestId('system-health-page')).toContainText(health.serverId.slice(0, 8));
    await expect(page.getByTestId('system-uptime')).toContainText(health.version);
    await expect(page.getByTestId('system-job-order-automation')).toContainText('Sipariş otomasyonu');
    await expect(page.getByTestId('system-job-system-metrics')).toContainText('Sistem ölçümleri yayını');
    await page.screenshot({ path: screenPath(testInfo, 'system-health-desktop'), fullPage: true });

    // The same page under the admin panel's address.
    await page.goto('/dashboard/admin/system-health');
    await expect(page.getByTestId('system-status')).toHaveText('Sistem çalışıyor');
  } finally {
    await context.close();
  }
});

test('the admin sees request rate, errors and latency by route with charts', async ({ browser }, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.admin, DESKTOP);
  try {
    // Requests this server answers, so the last hour has something of this test's own.
    await page.goto('/dashboard/system/health');
    await expect(page.getByTestId('system-status')).toBeVisible();
    await page.goto('/dashboard/system/monitoring');
    const total = page.getByTestId('monitoring-total-count');
    await expect(total).toHaveText(/^[1-9][\d.]*$/);
    await expect(page.getByTestId('monitoring-routes')).toContainText('GET /api/system/health');
    await expect(page.getByTestId('monitoring-charts').locator('.recharts-wrapper')).toHaveCount(2);
    await expect(page.getByTestId('monitoring-p50')).toHaveText(/ms$/);
    await page.screenshot({ path: screenPath(testInfo, 'system-monitoring-desktop'), fullPage: true });

    await page.getByTestId('monitoring-window-day').click();
    await expect(page.getByTestId('monitoring-routes')).toContainText('GET /api/system/monitoring');
    await expect(page.getByTestId('monitoring-charts').locator('.recharts-wrapper')).toHaveCount(2);
  } finally {
    await context.close();
  }
});

test('the admin’s debug page shows the build and the flags', async ({ browser }, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.admin, DESKTOP);
  try {
    await page.goto('/dashboard/admin/debug');
    await expect(page.getByTestId('debug-node')).toHaveText(/^v\d+\.\d+\.\d+$/);
    await expect(page.getByTestId('debug-flags')).toContainText('Sipariş otomasyonu');
    await expect(page.getByTestId('debug-errors').or(page.getByTestId('debug-errors-empty'))).toBeVisible();
    await page.screenshot({ path: screenPath(testInfo, 'system-debug-desktop'), fullPage: true });
  } finally {
    await context.close();
  }
});

test('a dealer times the main API calls and reads the page’s Web Vitals', async ({ browser }, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.bayi, DESKTOP);
  try {
    await page.goto('/dashboard/performance-test');
    await expect(page.getByTestId('probe-empty')).toBeVisible();
    await expect(page.getByTestId('vital-TTFB')).toHaveText(/ms/);
    await expect(page.getByTestId('vital-FCP')).toHaveText(/ms/);
    await page.getByTestId('probe-run').click();
    await expect(page.getByTestId('probe-result')).toHaveCount(6, { timeout: 30_000 });
    await expect(page.getByTestId('probe-results')).toContainText('/api/health');
    await expect(page.getByTestId('probe-results')).toContainText(/Ortanca [\d,.]+ ms/);
    await page.screenshot({ path: screenPath(testInfo, 'performance-test-desktop'), fullPage: true });
  } finally {
    await context.close();
  }
});

test('the system pages fit a phone', async ({ browser }, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.admin, PHONE);
  try {
    for (const [path, ready, name] of [
      ['/dashboard/system/health', 'system-status', 'system-health-phone'],
      ['/dashboard/system/monitoring', 'monitoring-charts', 'system-monitoring-phone'],
      ['/dashboard/admin/debug', 'debug-build', 'system-debug-phone'],
      ['/dashboard/performance-test', 'web-vitals', 'performance-test-phone'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(ready)).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is wider than the phone`).toBeLessThanOrEqual(PHONE.width);
      await page.screenshot({ path: screenPath(testInfo, name), fullPage: true });
    }
  } finally {
    await context.close();
  }
});
