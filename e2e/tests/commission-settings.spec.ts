import { expect } from '@playwright/test';
import { DEMO, LEAN_TRACE, signedInContext, test } from './support';

test.use(LEAN_TRACE);

/**
 * The admin's commission settings with the Direct Sales Regulation what-if: a dealer rate that
 * would break the 50 % cap shows the warning before saving, asks for confirmation, and saves.
 */
const PAGE = '/dashboard/admin/commission-settings';

test('the admin raises the dealer rate past the 50 % cap, sees the warning, confirms and saves', async ({
  browser,
}) => {
  const { context, page } = await signedInContext(browser, DEMO.admin);
  try {
    await page.goto(PAGE);
    await expect(page.getByTestId('commission-settings-page')).toBeVisible();
    // The demo's commissions are well inside both caps.
    const benefits = page.getByTestId('projection-benefits');
    await expect(benefits).toHaveAttribute('data-ok', 'true');
    await expect(page.getByTestId('projection-warning')).toHaveCount(0);
    await expect(page.getByTestId('commission-product-row').first()).toBeVisible();

    // 85 % to the dealer, 10 % and 5 % above: every sale with a dealer above pays all of it out.
    await page.getByTestId('defaults-rate-dealer').fill('85');
    await expect(benefits).toHaveAttribute('data-ok', 'false');
    await expect(page.getByTestId('projection-warning')).toContainText('%50');

    await page.getByTestId('commission-settings-save').click();
    const confirm = page.getByTestId('confirm-cap-dialog');
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText('Yönetmelik sınırı aşılacak');
    await confirm.getByRole('button', { name: 'Yine de Kaydet' }).click();
    await expect(page.getByText('Komisyon Güncellendi')).toBeVisible();
    await expect(confirm).toHaveCount(0);

    // Saved on the server: the defaults, and every product that follows them, now pay 85 %.
    const saved = await page.request.get('/api/admin/commission-settings');
    const body = (await saved.json()) as {
      settings: { defaults: { dealerRateBp: number } };
      products: { isOverride: boolean; effective: { dealerRateBp: number } }[];
    };
    expect(body.settings.defaults.dealerRateBp).toBe(8500);
    expect(body.products.filter((p) => !p.isOverride).every((p) => p.effective.dealerRateBp === 8500)).toBe(true);
    await expect(page.getByTestId('product-commission-summary').first()).toContainText('%85');

    // Back to 15 % (inside the caps): saved at once, no question asked.
    await page.getByTestId('defaults-rate-dealer').fill('15');
    await expect(benefits).toHaveAttribute('data-ok', 'true');
    await page.getByTestId('commission-settings-save').click();
    await expect(page.getByText('Komisyon Güncellendi').first()).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/admin/commission-settings')).json()) as typeof body).settings.defaults
            .dealerRateBp,
      )
      .toBe(1500);
  } finally {
    await context.close();
  }
});
