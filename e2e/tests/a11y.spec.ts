import { expect } from '@playwright/test';
import { DEMO, expectDashboard, expectNoSeriousViolations, LEAN_TRACE, MOBILE, signedInContext, test } from './support';

test.use(LEAN_TRACE);

test('/login has no serious or critical WCAG 2.1 A/AA violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expectNoSeriousViolations(page, 'login');
});

test('/dashboard (desktop) has no serious or critical violations', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.bayi);
  try {
    await page.goto('/dashboard');
    await expectDashboard(page);
    await expect(page.getByTestId('summary-networkSize')).toBeVisible();
    await expectNoSeriousViolations(page, 'dashboard-desktop');
  } finally {
    await context.close();
  }
});

test('/dashboard at 390×844 has no serious or critical violations', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.bayi, MOBILE);
  try {
    await page.goto('/dashboard');
    await expectDashboard(page);
    await expect(page.getByTestId('balance-value')).toBeVisible();
    await expect(page.getByTestId('summary-networkSize')).toBeVisible();
    await expectNoSeriousViolations(page, 'dashboard-mobile');
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
