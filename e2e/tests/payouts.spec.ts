import { periodLabel, periodOf, previousPeriod } from '@portal/shared/commissions';
import { expect } from '@playwright/test';
import { apiAs, DEMO, LEAN_TRACE, signedInContext, test } from './support';

test.use(LEAN_TRACE);
test.describe.configure({ mode: 'serial' });

/** The month the demo leaves open for the admin to close: the last complete one. */
const PERIOD = previousPeriod(periodOf(new Date()));

interface Line {
  id: string;
  entry: string;
  amount: number;
  payoutId: string | null;
  order: { id: string; number: string };
  buyer: { id: string };
  beneficiary: { id: string };
}

test('the admin closes the month and marks the city distributor’s payout paid; the member sees it paid', async ({
  browser,
}) => {
  const admin = await signedInContext(browser, DEMO.admin);
  const city = await signedInContext(browser, DEMO.istanbul);
  try {
    // The member watches its payouts while the admin works.
    await city.page.goto('/dashboard/commissions/payments');
    await expect(city.page.getByTestId('my-payouts-page')).toBeVisible();

    await admin.page.goto('/dashboard/payment-schedule');
    const row = admin.page.locator(`[data-testid="period-row"][data-period="${PERIOD}"]`);
    await expect(row).toContainText(periodLabel(PERIOD));
    await expect(row).toContainText('Kapatılmayı bekliyor');
    await row.getByTestId('close-period').click();
    const dialog = admin.page.getByTestId('close-period-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('close-period-confirm').click();
    await expect(row).toContainText('Kapalı', { timeout: 30_000 });
    await expect(row.getByTestId('close-period')).toHaveCount(0);

    // Payment tracking: the city distributor's payout of that month, scheduled, paid by transfer.
    await admin.page.goto('/dashboard/payment-tracking');
    await admin.page.getByLabel('Üye ara').fill(DEMO.istanbul.email);
    await admin.page.getByLabel('Üye ara').press('Enter');
    await admin.page.getByLabel('Dönem').fill(PERIOD);
    const payout = admin.page.getByTestId('payout-row').filter({ hasText: DEMO.istanbul.name });
    await expect(payout).toHaveCount(1);
    await expect(payout.getByTestId('payout-status')).toHaveText('Ödeme Planlandı');
    const reference = `EFT-E2E-${Date.now()}`;
    await payout.getByTestId('mark-paid').click();
    await admin.page.getByTestId('bank-reference').fill(reference);
    await admin.page.getByTestId('mark-paid-confirm').click();
    await expect(payout.getByTestId('payout-status')).toHaveText('Ödendi');
    await expect(payout).toContainText(reference);

    // The member's page, without a reload: the month's payout is paid, with its reference.
    const mine = city.page.getByTestId('my-payout-row').filter({ hasText: reference });
    await expect(mine).toHaveCount(1, { timeout: 15_000 });
    await expect(mine).toContainText(periodLabel(PERIOD));
    await expect(mine.getByTestId('payout-status')).toHaveText('Ödendi');
  } finally {
    await admin.context.close();
    await city.context.close();
  }
});

test('a return after the payout claws the commission back, as a negative line the member can read', async ({
  baseURL,
  browser,
}) => {
  const admin = await apiAs(baseURL!, DEMO.admin.email);
  let target: Line | undefined;
  let buyerEmail = '';
  try {
    // A line of the closed month, in a payout, whose order was delivered within the return window.
    for (let page = 1; page <= 20 && !target; page++) {
      const res = await admin.get(`/api/commissions?entry=commission&from=${PERIOD}&to=${PERIOD}&page=${page}`);
      expect(res.status(), await res.text()).toBe(200);
      const { lines } = (await res.json()) as { lines: Line[] };
      if (lines.length === 0) break;
      for (const line of lines) {
        if (!line.payoutId) continue;
        const order = (await (await admin.get(`/api/orders/${line.order.id}`)).json()) as {
          status: string;
          deliveredAt: string | null;
        };
        const recent = order.deliveredAt && Date.now() - Date.parse(order.deliveredAt) < 25 * 86_400_000;
        if (order.status !== 'delivered' || !recent) continue;
        // Both must sign in below: the demo has inactive members, and other tests change some.
        const active = async (id: string) =>
          ((await (await admin.get(`/api/users/${id}`)).json()) as { isActive: boolean }).isActive;
        if (!(await active(line.buyer.id)) || !(await active(line.beneficiary.id))) continue;
        target = line;
        break;
      }
    }
    expect(target, 'a delivered order of the closed month').toBeDefined();
    buyerEmail = ((await (await admin.get(`/api/users/${target!.buyer.id}`)).json()) as { email: string }).email;
    expect(buyerEmail).toContain('@');

    // The buyer asks for a return; the admin accepts it.
    const buyerApi = await apiAs(baseURL!, buyerEmail);
    try {
      const asked = await buyerApi.post(`/api/orders/${target!.order.id}/transitions`, {
        data: { action: 'request_return', note: 'Ürün hasarlı geldi' },
      });
      expect(asked.status(), await asked.text()).toBe(200);
    } finally {
      await buyerApi.dispose();
    }
    const accepted = await admin.post(`/api/orders/${target!.order.id}/transitions`, {
      data: { action: 'accept_return' },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);

    // The clawback: the same amount, negative, in the current month, pointing at the line.
    const detail = (await (await admin.get(`/api/commissions/${target!.id}`)).json()) as {
      status: string;
      reversedBy: { amount: number; period: string; entry: string }[];
    };
    expect(detail.reversedBy).toEqual([
      expect.objectContaining({ entry: 'clawback', amount: -target!.amount, period: periodOf(new Date()) }),
    ]);
  } finally {
    await admin.dispose();
  }

  // The beneficiary reads it on its commissions page.
  const beneficiaryEmail = await (async () => {
    const api = await apiAs(baseURL!, DEMO.admin.email);
    try {
      return ((await (await api.get(`/api/users/${target!.beneficiary.id}`)).json()) as { email: string }).email;
    } finally {
      await api.dispose();
    }
  })();
  const member = await signedInContext(browser, { ...DEMO.bayi, email: beneficiaryEmail });
  try {
    await member.page.goto('/dashboard/commissions?kayit=clawback');
    const line = member.page.locator(`[data-testid="commission-line"][data-order="${target!.order.number}"]`);
    await expect(line.first()).toBeVisible();
    await expect(line.first()).toContainText('-₺');
  } finally {
    await member.context.close();
  }
});
