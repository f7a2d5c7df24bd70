import { expect, type Page } from '@playwright/test';
import {
  ACCOUNT_BY_ROLE,
  DEMO,
  DESKTOP,
  expectDashboard,
  LEAN_TRACE,
  MOBILE,
  ROLES_TOP_DOWN,
  screenPath,
  signedInContext,
  test,
} from './support';

test.use(LEAN_TRACE);

/**
 * Pictures for people to look at (test-results/screens/*.png). The tests only make sure the
 * page rendered; what it looks like is for a reviewer to judge.
 */

/** Let data-driven parts settle so the picture is not full of skeletons (best effort). */
async function settle(page: Page) {
  await expect(page.locator('[data-slot="skeleton"]'))
    .toHaveCount(0, { timeout: 5000 })
    .catch(() => undefined);
}

test('login, desktop and mobile', async ({ browser }, testInfo) => {
  for (const [name, viewport] of [
    ['login-desktop', DESKTOP],
    ['login-mobile', MOBILE],
  ] as const) {
    const context = await browser.newContext({ viewport });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
      await settle(page);
      await page.screenshot({ path: screenPath(testInfo, name), fullPage: true });
    } finally {
      await context.close();
    }
  }
});

test('dashboard of every role, desktop', async ({ browser }, testInfo) => {
  for (const role of ROLES_TOP_DOWN) {
    const account = ACCOUNT_BY_ROLE[role];
    const { context, page } = await signedInContext(browser, account);
    try {
      await page.goto('/dashboard');
      await expectDashboard(page, account.name);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settle(page);
      await page.screenshot({ path: screenPath(testInfo, `dashboard-${role}-desktop`) });
    } finally {
      await context.close();
    }
  }
});

test('dashboard on a phone, dealer and client', async ({ browser }, testInfo) => {
  for (const role of ['dealer', 'client'] as const) {
    const account = ACCOUNT_BY_ROLE[role];
    const { context, page } = await signedInContext(browser, account, MOBILE);
    try {
      await page.goto('/dashboard');
      await expectDashboard(page, account.name);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settle(page);
      // The viewport, as a phone shows it: a full-page shot would draw the fixed bottom bar mid-page.
      await page.screenshot({ path: screenPath(testInfo, `dashboard-${role}-mobile`) });
      if (role === 'dealer') {
        // The slide-over menu too.
        await page.getByTestId('mobile-menu-button').click();
        await expect(page.getByTestId('mobile-drawer')).toBeVisible();
        await page.waitForTimeout(400); // the slide-in animation
        await page.screenshot({ path: screenPath(testInfo, 'menu-dealer-mobile') });
      }
    } finally {
      await context.close();
    }
  }
});

test('profile page', async ({ browser }, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.bayi);
  try {
    await page.goto('/dashboard/profile');
    await expect(page.getByTestId('profile-page')).toBeVisible();
    await expect(page.getByTestId('profile-name')).toHaveText(DEMO.bayi.name);
    await expect(page.getByRole('heading', { level: 1, name: 'Profilim' })).toBeVisible();
    await settle(page);
    await page.screenshot({ path: screenPath(testInfo, 'profile-dealer-desktop'), fullPage: true });
  } finally {
    await context.close();
  }
});

// The network tree (issue 11): the city distributor's tree on a desktop, its drill-down on a phone.
test('network tree, desktop and phone', async ({ browser }, testInfo) => {
  for (const [name, viewport] of [
    ['network-city-desktop', DESKTOP],
    ['network-city-mobile', MOBILE],
  ] as const) {
    const { context, page } = await signedInContext(browser, DEMO.istanbul, viewport);
    try {
      await page.goto('/dashboard/network');
      await expect(page.getByTestId('network-page')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Ağım' })).toBeVisible();
      await settle(page);
      await page.screenshot({ path: screenPath(testInfo, name), fullPage: true });
    } finally {
      await context.close();
    }
  }
});
