import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { DEMO, expectDashboard, LEAN_TRACE, MOBILE, signedInContext, test } from './support';

test.use(LEAN_TRACE);

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe and fails on serious or critical violations, printing each with its nodes. */
async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`)
          .join('\n'),
    )
    .join('\n');
  if (results.violations.length > 0) {
    await testInfo.attach(`axe-${label}.json`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  if (report) console.log(`axe ${label}:\n${report}`);
  expect(serious, `serious/critical axe violations on ${label}:\n${report}`).toEqual([]);
}

test('/login has no serious or critical WCAG 2.1 A/AA violations', async ({ page }, testInfo) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'login');
});

test('/dashboard (desktop) has no serious or critical violations', async ({ browser }, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.bayi);
  try {
    await page.goto('/dashboard');
    await expectDashboard(page);
    await expect(page.getByTestId('summary-networkSize')).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'dashboard-desktop');
  } finally {
    await context.close();
  }
});

test('/dashboard at 390×844 has no serious or critical violations', async ({ browser }, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.bayi, MOBILE);
  try {
    await page.goto('/dashboard');
    await expectDashboard(page);
    await expect(page.getByTestId('balance-value')).toBeVisible();
    await expect(page.getByTestId('summary-networkSize')).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'dashboard-mobile');
  } finally {
    await context.close();
  }
});

test('the sidebar works with the keyboard', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.admin);
  try {
    await page.goto('/dashboard');
    await expectDashboard(page);
    const menu = page.getByRole('navigation', { name: 'Ana menü' });

    // Tab from the top of the page reaches the menu; Enter follows the focused link.
    await page.locator('body').focus();
    const cart = menu.getByRole('link', { name: 'Sepetim' });
    let reached = false;
    for (let i = 0; i < 15 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await cart.evaluate((el) => el === document.activeElement);
    }
    expect(reached, 'Tab reaches "Sepetim" in the side menu').toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/cart$/);
    await expect(page.getByTestId('page-title')).toHaveText('Sepetim');

    // A submenu opens with Enter and Space, and Escape closes it.
    const group = menu.getByRole('button', { name: 'Ağ Detayları' });
    await group.focus();
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    const child = menu.getByRole('link', { name: 'Ağ Üyeleri' });
    await expect(child).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(child).toBeHidden();

    await group.focus();
    await page.keyboard.press('Space');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    // Tab moves into the opened submenu; Enter follows the child.
    await page.keyboard.press('Tab');
    await expect(child).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/network\/members$/);
    // The submenu holding the current page stays open.
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
  } finally {
    await context.close();
  }
});
