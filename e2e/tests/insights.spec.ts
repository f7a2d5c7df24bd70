import { expect } from '@playwright/test';
import { DEMO, LEAN_TRACE, signedInContext, test } from './support';

test.use(LEAN_TRACE);

/**
 * AI Öngörüleri: a dealer opens the page from the menu, reads the forecast with its back-test
 * against the naive baseline and follows an insight's link; a city distributor follows a restock
 * advice into the prefilled stock request; on a phone nothing scrolls sideways.
 */
test('a dealer reads the forecast with its back-test and follows an insight to the sales analysis', async ({
  browser,
}) => {
  const { context, page } = await signedInContext(browser, DEMO.bayi);
  try {
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'AI Öngörüleri' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/ai-insights/);
    await expect(page.getByTestId('global-filter-bar')).toBeVisible();

    const forecast = page.getByTestId('insights-forecast');
    await expect(forecast.getByTestId('forecast-chart')).toBeVisible();
    await expect(forecast.getByTestId('forecast-total')).toContainText('₺');
    const backtest = forecast.getByTestId('forecast-backtest');
    await expect(backtest).toContainText('Geriye dönük sınama: son 90 gün');
    await expect(backtest.getByTestId('backtest-model')).toContainText('WAPE');
    await expect(backtest.getByTestId('backtest-naive')).toContainText('WAPE');
    // Exactly one of the two is marked the more accurate, whichever it is.
    await expect(backtest.locator('[data-winner="true"]')).toHaveCount(1);
    await expect(backtest.getByTestId('backtest-explanation')).toContainText('Son 3 ayda denendiğinde');

    // Every section is there, with cards or a stated empty state.
    for (const id of ['insights-anomalies', 'insights-churn', 'insights-restock', 'insights-bundles']) {
      await expect(page.getByTestId(id)).toBeVisible();
    }
    await expect(page.getByTestId('insights-restock')).toContainText('Yeterli veri yok');

    await forecast.getByTestId('forecast-link').click();
    await expect(page).toHaveURL(/\/dashboard\/sales-analysis\?.*dateFrom=\d{4}-\d{2}-\d{2}.*dateTo=\d{4}-\d{2}-\d{2}/);
  } finally {
    await context.close();
  }
});

test('a city distributor follows a restock advice into a prefilled stock request', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.istanbul);
  try {
    await page.goto('/dashboard/ai-insights');
    const card = page.getByTestId('insights-restock').getByTestId('insight-card').first();
    await expect(card).toBeVisible();
    const quantity = /quantity=(\d+)/.exec((await card.getByTestId('insight-link').getAttribute('href')) ?? '')?.[1];
    expect(quantity).toBeTruthy();
    await card.getByTestId('insight-link').click();
    const dialog = page.getByTestId('stock-request-new-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('stock-request-quantity').first()).toHaveValue(quantity as string);
    // The address no longer asks for the dialog: a reload does not open it again.
    await expect(page).not.toHaveURL(/newRequest=/);
  } finally {
    await context.close();
  }
});

test('on a phone the insights page does not scroll sideways', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.bayi, { width: 375, height: 812 });
  try {
    await page.goto('/dashboard/ai-insights');
    await expect(page.getByTestId('forecast-chart')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await context.close();
  }
});
