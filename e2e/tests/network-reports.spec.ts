import { expect, type Page } from '@playwright/test';
import type {
  ActiveDealers,
  Customers,
  NetworkGrowth,
  NewMembers,
  TurkeyPanel,
} from '@portal/shared/contracts/network-reports';
import { formatMoney, formatNumber } from '@portal/shared/format';
import {
  DEMO,
  type DemoAccount,
  DESKTOP,
  expectNoSeriousViolations,
  LEAN_TRACE,
  MOBILE,
  resizeTo,
  signedInContext,
  test,
} from './support';

test.use(LEAN_TRACE);

/**
 * The network reports as the admin reads them, the dealer's customers and the national
 * distributor's panel. Every figure on screen is checked against the API it comes from.
 */
async function apiGet<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

const kpi = (page: Page, id: string) => page.getByTestId(id).getByTestId('kpi-value');

test('the admin reads active dealers for 30 and then 90 days', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.admin);
  try {
    await page.goto('/dashboard/network/active-dealers');
    const d30 = await apiGet<ActiveDealers>(page, '/api/network/reports/active-dealers?days=30');
    expect(d30.totals.dealers).toBeGreaterThan(0);
    await expect(kpi(page, 'kpi-dealers')).toHaveText(formatNumber(d30.totals.dealers));
    await expect(kpi(page, 'kpi-volume')).toHaveText(formatMoney(d30.totals.volume));
    const rows = page.getByTestId('active-dealers').getByTestId('active-dealer');
    await expect(rows).toHaveCount(Math.min(d30.totals.dealers, 50));
    await expect(rows.first().getByTestId('dealer-volume')).toHaveText(formatMoney(d30.dealers[0]!.volume));

    await page.getByText('Son 90 gün').click();
    await expect(page).toHaveURL(/days=90/);
    const d90 = await apiGet<ActiveDealers>(page, '/api/network/reports/active-dealers?days=90');
    await expect(kpi(page, 'kpi-dealers')).toHaveText(formatNumber(d90.totals.dealers));
    await expect(kpi(page, 'kpi-orders')).toHaveText(formatNumber(d90.totals.orders));
    expect(d90.totals.volume).toBeGreaterThan(d30.totals.volume);

    // The city filter leaves only that city's dealers.
    const city = d90.dealers[0]!.city!;
    await page.getByTestId('dealers-city').selectOption(city);
    await expect(page).toHaveURL(/city=/);
    const only = await apiGet<ActiveDealers>(
      page,
      `/api/network/reports/active-dealers?days=90&city=${encodeURIComponent(city)}`,
    );
    await expect(kpi(page, 'kpi-dealers')).toHaveText(formatNumber(only.totals.dealers));
    await expect(rows).toHaveCount(only.dealers.length);
  } finally {
    await context.close();
  }
});

test('the admin changes the period of new members and opens a first order', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.admin);
  try {
    await page.goto('/dashboard/network/new-members');
    await expect(page.getByTestId('members-period-thisMonth')).toBeChecked();
    await page.getByText('Son 90 gün').click();
    await expect(page).toHaveURL(/period=last90/);
    const body = await apiGet<NewMembers>(page, '/api/network/reports/new-members?period=last90');
    for (const { role, count } of body.byRole.filter((r) => r.role !== 'admin')) {
      await expect(page.getByTestId(`role-count-${role}`).getByTestId('role-count')).toHaveText(formatNumber(count));
    }
    const rows = page.getByTestId('new-members').getByTestId('new-member');
    await expect(rows).toHaveCount(Math.min(body.total, 50));
    await expect(page.getByText('Henüz sipariş yok').first()).toBeVisible();

    // A role's count filters the list to that role.
    await page.getByTestId('role-count-client').click();
    await expect(page).toHaveURL(/role=client/);
    await expect(rows.first()).toHaveAttribute('data-role', 'client');

    const withOrder = body.members.find((m) => m.firstOrder && m.role === 'client');
    expect(withOrder, 'a new client who has bought').toBeDefined();
    const link = page.getByRole('link', { name: withOrder!.firstOrder!.number });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${withOrder!.firstOrder!.id}$`));
  } finally {
    await context.close();
  }
});

test('the admin reads growth: both charts draw, a city filters them', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.admin);
  try {
    await page.goto('/dashboard/network/growth');
    await expect(page.getByTestId('chart-new-members').locator('.recharts-bar-rectangle').first()).toBeVisible();
    // A line per role below the admin; the clients' line rises off the axis.
    const lines = page.getByTestId('chart-active-members').locator('.recharts-line-curve');
    await expect(lines).toHaveCount(4);
    await expect(lines.and(page.locator('[name="Danışan"]'))).toBeVisible();
    await expect(page.getByTestId('growth-row')).toHaveCount(12);

    const city = 'Konya';
    await page.getByTestId('growth-city').selectOption(city);
    await expect(page).toHaveURL(/city=Konya/);
    const body = await apiGet<NetworkGrowth>(page, `/api/network/reports/growth?city=${city}`);
    const last = body.months.at(-1)!;
    const active =
      last.activeMembers.turkeyDistributor +
      last.activeMembers.cityDistributor +
      last.activeMembers.dealer +
      last.activeMembers.client;
    await expect(
      page.locator(`[data-testid="growth-row"][data-month="${last.month}"] [data-testid="growth-active"]`),
    ).toHaveText(formatNumber(active));
    await expect(kpi(page, 'kpi-active-this-month')).toHaveText(formatNumber(active));
  } finally {
    await context.close();
  }
});

test('the dealer sees its customers and finds one by name', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.bayi);
  try {
    await page.goto('/dashboard/customers');
    const body = await apiGet<Customers>(page, '/api/customers');
    expect(body.total).toBeGreaterThan(1);
    const rows = page.getByTestId('customers').getByTestId('customer');
    await expect(rows).toHaveCount(body.total);
    await expect(page.getByTestId('customers-total')).toHaveText(`${formatNumber(body.total)} müşteri`);

    await page.getByTestId('customers-sort').selectOption('spend');
    await expect(page).toHaveURL(/sort=spend/);
    const bySpend = await apiGet<Customers>(page, '/api/customers?sort=spend');
    await expect(rows.first().getByTestId('customer-spend')).toHaveText(formatMoney(bySpend.customers[0]!.totalSpend));

    const one = body.customers[0]!;
    await page.getByTestId('customers-search').fill(one.name);
    await expect(page).toHaveURL(/q=/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-customer-id', one.id);
  } finally {
    await context.close();
  }
});

test('the dealer’s customers are cards on a phone', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.bayi, MOBILE);
  try {
    await page.goto('/dashboard/customers');
    const list = page.getByTestId('customers');
    await expect(list).toHaveAttribute('data-layout', 'cards');
    await expect(list.getByTestId('customer').first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
  } finally {
    await context.close();
  }
});

test('the national distributor reads its panel and follows what waits', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.turkiye);
  try {
    await page.goto('/dashboard/turkey-distributor');
    const body = await apiGet<TurkeyPanel>(page, '/api/turkey-distributor/panel');
    await expect(page.getByTestId('turkey-panel')).toBeVisible();
    await expect(page.getByTestId('chart-city-sales').locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(page.getByTestId('city-distributors').getByTestId('city-distributor')).toHaveCount(
      body.cityDistributors.length,
    );
    await expect(page.getByTestId('stock-by-city').getByTestId('stock-city')).toHaveCount(body.stockByCity.length);
    await expect(page.getByTestId('active-invitations')).toHaveText(formatNumber(body.waiting.activeInvitations));
    for (const o of body.waiting.orders) {
      await expect(page.getByTestId(`waiting-${o.status}`)).toContainText(formatNumber(o.count));
    }
    await page.getByTestId('waiting-preparing').click();
    await expect(page).toHaveURL(/\/dashboard\/order-management\?status=preparing$/);
  } finally {
    await context.close();
  }
});

test('the reports stay closed to those they are not for', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.musteri);
  try {
    for (const path of ['/dashboard/customers', '/dashboard/turkey-distributor', '/dashboard/network/growth']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  } finally {
    await context.close();
  }
});

const A11Y_PAGES: [DemoAccount, string, string][] = [
  [DEMO.admin, '/dashboard/network/active-dealers', 'active-dealer'],
  [DEMO.admin, '/dashboard/network/new-members?period=last90', 'new-member'],
  [DEMO.admin, '/dashboard/network/growth', 'growth-row'],
  [DEMO.bayi, '/dashboard/customers', 'customer'],
  [DEMO.turkiye, '/dashboard/turkey-distributor', 'city-distributor'],
];
// Each page is loaded once and checked at both sizes, resized in between; the size it is loaded at
// alternates from page to page, so each layout is also checked straight after a load.
A11Y_PAGES.forEach(([account, path, ready], index) => {
  test(`${path} has no serious accessibility problem, on desktop and phone`, async ({ browser }) => {
    test.setTimeout(90_000);
    const sizes = [
      ['desktop', DESKTOP],
      ['phone', MOBILE],
    ] as const;
    const [first, second] = index % 2 === 0 ? sizes : ([sizes[1], sizes[0]] as const);
    const { context, page } = await signedInContext(browser, account, first[1]);
    try {
      await page.goto(path);
      for (const [label, viewport] of [first, second]) {
        if (viewport !== first[1]) await resizeTo(page, viewport);
        await expect(page.getByTestId(ready).first()).toBeVisible();
        await expectNoSeriousViolations(page, `${path} ${label}`);
      }
    } finally {
      await context.close();
    }
  });
});
