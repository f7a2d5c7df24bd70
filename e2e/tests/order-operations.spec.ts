import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { formatMoney } from '@portal/shared/format';
import {
  acceptContracts,
  apiAs,
  apiMe,
  DEMO,
  type DemoAccount,
  expectNoSeriousViolations,
  LEAN_TRACE,
  MOBILE,
  screenPath,
  signedInContext,
  test,
  WITHOUT_TOASTER,
} from './support';

test.use(LEAN_TRACE);

/**
 * The admin's order operations: the automation rules (/dashboard/orders/automation), the order
 * figures (/dashboard/orders/analytics), the workflow board (/dashboard/orders/workflow) and the
 * cargo list (/dashboard/cargo-management). Orders are placed for the test by the dealer through
 * the API, with products of the seed that no other spec orders.
 */
const WORKFLOW_PRODUCT = 'Devedikeni Özü';
const CARGO_PRODUCT = 'Propolis Sprey';
const ADDRESS_TITLE = 'E2E Operasyon Deposu';

interface PlacedOrder {
  id: string;
  number: string;
  total: number;
}

interface OrderDetailDto {
  id: string;
  number: string;
  status: string;
  supplier: { id: string; name: string };
  shipments: {
    id: string;
    carrier: string;
    trackingNumber: string;
    status: string;
    events: { location: string | null }[];
  }[];
}

function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** A tracking number no earlier run has used (6–40 letters, digits or dashes). */
function trackingNumber(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${process.pid.toString(36)}`.toUpperCase();
}

/** The dealer orders one unit of `productName` by bank transfer, through the API as the checkout page does. */
async function placeDealerOrder(baseURL: string, productName: string): Promise<PlacedOrder> {
  const dealer = await apiAs(baseURL, DEMO.bayi.email);
  try {
    const emptied = await dealer.delete('/api/cart');
    expect(emptied.status(), await emptied.text()).toBe(200);

    const list = await dealer.get('/api/shop/products', { params: { search: productName } });
    expect(list.status(), await list.text()).toBe(200);
    const { products } = (await list.json()) as { products: { id: string; name: string }[] };
    const product = products.find((p) => p.name === productName);
    expect(product, `${productName} in the dealer's shop`).toBeTruthy();

    const added = await dealer.post('/api/cart/items', { data: { productId: product!.id, quantity: 1 } });
    expect(added.status(), await added.text()).toBe(200);

    const addresses = await dealer.get('/api/addresses');
    expect(addresses.status(), await addresses.text()).toBe(200);
    let addressId = ((await addresses.json()) as { addresses: { id: string; title: string }[] }).addresses.find(
      (a) => a.title === ADDRESS_TITLE,
    )?.id;
    if (!addressId) {
      const created = await dealer.post('/api/addresses', {
        data: {
          title: ADDRESS_TITLE,
          recipientName: 'Kadıköy Bayi',
          phone: '05321234567',
          city: 'İstanbul',
          district: 'Kadıköy',
          addressLine: 'Moda Caddesi No: 12 Daire 3',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      addressId = ((await created.json()) as { id: string }).id;
    }

    const preview = await dealer.get('/api/checkout/preview');
    expect(preview.status(), await preview.text()).toBe(200);
    const { totals, ruleViolations } = (await preview.json()) as {
      totals: { total: number };
      ruleViolations: string[];
    };
    expect(ruleViolations).toEqual([]);

    const placed = await dealer.post('/api/checkout', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        addressId,
        paymentMethod: 'bank_transfer',
        acceptedTotal: totals.total,
        acceptedDocuments: await acceptContracts(dealer, addressId),
      },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    const { order } = (await placed.json()) as { order: PlacedOrder & { status: string } };
    expect(order.status).toBe('pending_payment');
    return order;
  } finally {
    await dealer.dispose();
  }
}

/**
 * The demo account with this id among those that hold stock below the company, or the admin
 * (whose warehouse supplies what nobody else holds, and who may act on any order).
 */
async function demoAccountWithId(baseURL: string, id: string): Promise<DemoAccount> {
  for (const account of [DEMO.istanbul, DEMO.turkiye]) {
    const api = await apiAs(baseURL, account.email);
    try {
      if ((await apiMe(api)).id === id) return account;
    } finally {
      await api.dispose();
    }
  }
  return DEMO.admin;
}

async function orderDetail(request: APIRequestContext, id: string): Promise<OrderDetailDto> {
  const res = await request.get(`/api/orders/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as OrderDetailDto;
}

async function transition(request: APIRequestContext, id: string, data: object): Promise<void> {
  const res = await request.post(`/api/orders/${id}/transitions`, { data });
  expect(res.status(), await res.text()).toBe(200);
}

test('automation: the unpaid-order rule is set to 72 hours, survives a reload, and a run reports its result', async ({
  browser,
}, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.admin);
  try {
    await page.goto('/dashboard/orders/automation');
    await expect(page.getByTestId('page-title')).toHaveText('Sipariş Otomasyonu');
    await expect(page.getByTestId('automation-interval')).toContainText('Kurallar');
    await expect(page.getByTestId('automation-rule')).toHaveCount(3);

    const rule = page.locator('[data-testid="automation-rule"][data-kind="cancel_unpaid_bank_transfer"]');
    await expect(rule.getByRole('heading', { name: 'Ödenmemiş havale/EFT siparişlerini iptal et' })).toBeVisible();
    const hours = rule.getByTestId('rule-hours');
    const save = rule.getByTestId('rule-save');

    // Out of range is refused before anything is sent.
    await hours.fill('9000');
    await save.click();
    await expect(rule.getByTestId('rule-hours-error')).toHaveText('Süre en fazla 8.760 saat (1 yıl) olabilir');
    await hours.fill('0');
    await save.click();
    await expect(rule.getByTestId('rule-hours-error')).toHaveText('Süre en az 1 saat olmalı');

    await hours.fill('72');
    await expect(rule).toContainText('3 gün');
    await save.click();
    await expect(toast(page, 'Süre kaydedildi')).toBeVisible();
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(hours).toHaveValue('72');
    const saved = await page.request.get('/api/orders/automation');
    const rules = ((await saved.json()) as { rules: { kind: string; afterHours: number }[] }).rules;
    expect(rules.find((r) => r.kind === 'cancel_unpaid_bank_transfer')?.afterHours).toBe(72);

    await page.getByTestId('automation-run').click();
    const result = page.getByTestId('automation-run-result');
    await expect(result).toBeVisible();
    await expect(result).toContainText(/sipariş iptal edildi|hiçbir sipariş değişmedi/);
    await expect(rule.getByTestId('rule-last-run')).toContainText('Son çalışma');

    await expectNoSeriousViolations(page, 'order-automation', WITHOUT_TOASTER);
    await page.screenshot({ path: screenPath(testInfo, 'order-automation-desktop'), fullPage: true });
    await page.setViewportSize(MOBILE);
    await expect(rule).toBeVisible();
    await page.screenshot({ path: screenPath(testInfo, 'order-automation-mobile'), fullPage: true });
  } finally {
    // The demo's own hours, for whoever uses this database next.
    await page.request.patch('/api/orders/automation/cancel_unpaid_bank_transfer', { data: { afterHours: 48 } });
    await context.close();
  }
});

test('analytics: KPI cards and charts over the seeded orders, with period and city filters', async ({
  browser,
}, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.admin);
  try {
    // Twelve months: the demo orders cover them all.
    await page.goto('/dashboard/orders/analytics?period=month');
    await expect(page.getByTestId('page-title')).toHaveText('Sipariş Analitiği');
    const kpis = page.getByTestId('analytics-kpis');
    for (const key of ['orders', 'revenue', 'averageBasket', 'cancelled', 'returned']) {
      await expect(kpis.getByTestId(`kpi-${key}`).getByTestId('kpi-value')).toBeVisible();
    }
    await expect(kpis.getByTestId('kpi-orders').getByTestId('kpi-value')).not.toHaveText('0');
    await expect(kpis.getByTestId('kpi-revenue').getByTestId('kpi-value')).toHaveText(/^₺[\d.]+,\d{2}$/);
    await expect(page.getByTestId('chart-revenue').locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
    await expect(page.getByTestId('chart-status').locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
    await expect(page.getByTestId('chart-city').locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
    await expect(page.getByTestId('analytics-status')).toContainText('Durumlara göre siparişler');

    // The figures match the API's for the same range.
    const api = await page.request.get('/api/orders/analytics', { params: { period: 'month' } });
    const { totals } = (await api.json()) as { totals: { orders: number; revenue: number } };
    expect(totals.orders).toBeGreaterThan(0);

    await expectNoSeriousViolations(page, 'order-analytics', WITHOUT_TOASTER);
    await page.screenshot({ path: screenPath(testInfo, 'order-analytics-desktop'), fullPage: true });

    await page.getByText('Haftalık', { exact: true }).click();
    await expect(page).toHaveURL(/period=week/);
    await page.getByTestId('analytics-city').selectOption('İstanbul');
    await expect(page).toHaveURL(/city=/);
    await expect(page.getByTestId('chart-revenue').or(page.getByTestId('analytics-empty')).first()).toBeVisible();

    await page.setViewportSize(MOBILE);
    await page.goto('/dashboard/orders/analytics?period=month');
    await expect(page.getByTestId('chart-revenue').locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
    await page.screenshot({ path: screenPath(testInfo, 'order-analytics-mobile'), fullPage: true });
  } finally {
    await context.close();
  }
});

test('workflow board: a new order moves from "Ödeme Bekliyor" to "Ödendi" by keyboard, then on by dragging and shipping', async ({
  browser,
  baseURL,
}, testInfo) => {
  const order = await placeDealerOrder(baseURL!, WORKFLOW_PRODUCT);
  const admin = await apiAs(baseURL!, DEMO.admin.email);
  const placed = await orderDetail(admin, order.id);
  expect(placed.status).toBe('pending_payment');
  // The order's supplier (the dealer's nearest stock holder) works the board; were it the company
  // warehouse, the admin, who may act on any order.
  const supplier = await demoAccountWithId(baseURL!, placed.supplier.id);
  const { context, page } = await signedInContext(browser, supplier);
  try {
    if (supplier !== DEMO.admin) expect((await apiMe(page.request)).id).toBe(placed.supplier.id);

    const column = (status: string) => page.locator(`[data-testid="board-column"][data-status="${status}"]`);
    const cardIn = (status: string) =>
      column(status).locator(`[data-testid="board-card"][data-number="${order.number}"]`);

    await page.goto(`/dashboard/orders/workflow?q=${encodeURIComponent(order.number)}`);
    await expect(page.getByTestId('page-title')).toHaveText('Sipariş Akışı');
    await expect(page.getByTestId('board-column')).toHaveCount(10);
    await expect(page.getByTestId('board-scope')).toContainText(
      supplier === DEMO.admin ? 'Tüm siparişler' : 'Tedarikçisi olduğunuz siparişler',
    );
    const card = cardIn('pending_payment');
    await expect(card).toBeVisible();
    await expect(card.getByTestId('board-card-buyer')).toHaveText(DEMO.bayi.name);
    await expect(card.getByTestId('board-card-total')).toHaveText(formatMoney(order.total));
    await expect(column('pending_payment').getByTestId('board-column-count')).toContainText('1');

    // Keyboard: the card's 'Taşı' menu offers only what the rules allow (paid, or cancelled).
    await card.getByTestId('board-card-move').focus();
    await page.keyboard.press('Enter');
    const menu = page.getByTestId('board-move-menu');
    await expect(menu).toBeVisible();
    const options = menu.getByTestId('board-move-option');
    await expect(options).toHaveCount(2);
    await expect(options.nth(0)).toHaveAttribute('data-to', 'paid');
    await expect(options.nth(1)).toHaveAttribute('data-to', 'cancelled');
    await expect(options.nth(0)).toContainText('Ödendi');
    await expect(options.nth(0)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cardIn('paid')).toBeVisible();
    await expect(cardIn('pending_payment')).toHaveCount(0);
    await expect(toast(page, `${order.number} taşındı`)).toBeVisible();
    await expect.poll(async () => (await orderDetail(admin, order.id)).status).toBe('paid');

    // Dragging: while the card is held, the columns it may not go to are disabled.
    await cardIn('paid').hover();
    await page.mouse.down();
    const target = await column('confirmed').boundingBox();
    await page.mouse.move(target!.x + target!.width / 2, target!.y + 120, { steps: 8 });
    await expect(column('confirmed')).toHaveAttribute('data-drop', 'allowed');
    await expect(column('completed')).toHaveAttribute('data-drop', 'blocked');
    await expect(column('shipped')).toHaveAttribute('data-drop', 'blocked');
    await expect(column('paid')).toHaveAttribute('data-drop', 'source');
    await page.screenshot({ path: screenPath(testInfo, 'order-workflow-dragging') });
    await page.mouse.up();
    await expect(cardIn('confirmed')).toBeVisible();
    await expect.poll(async () => (await orderDetail(admin, order.id)).status).toBe('confirmed');
    await expect(column('completed')).toHaveAttribute('data-drop', 'idle');

    // On to preparing with the menu, by pointer this time.
    await cardIn('confirmed').getByTestId('board-card-move').click();
    await menu.getByTestId('board-move-option').and(page.locator('[data-to="preparing"]')).click();
    await expect(cardIn('preparing')).toBeVisible();

    // Shipping asks for the parcel; a tracking number the carrier already has is refused with the
    // server's message, and the card goes back to its column.
    const taken = await admin.get('/api/shipments', { params: { pageSize: 1 } });
    const existing = ((await taken.json()) as { shipments: { carrier: string; trackingNumber: string }[] })
      .shipments[0];
    await cardIn('preparing').getByTestId('board-card-move').click();
    await menu.getByTestId('board-move-option').and(page.locator('[data-to="shipped"]')).click();
    const dialog = page.getByTestId('ship-dialog');
    await expect(dialog).toBeVisible();
    if (existing) {
      await dialog.getByTestId('ship-carrier').selectOption(existing.carrier);
      await dialog.getByTestId('ship-tracking').fill(existing.trackingNumber);
      await dialog.getByTestId('ship-desi').fill('1,5');
      await dialog.getByTestId('ship-confirm').click();
      await expect(dialog).toContainText('Bu takip numarası bu kargo firmasında zaten kayıtlı');
      await expect(toast(page, `${order.number} taşınamadı`)).toBeVisible();
      await expect(cardIn('preparing')).toBeVisible();
    }
    const tracking = trackingNumber('AKIS');
    await dialog.getByTestId('ship-carrier').selectOption('yurtici');
    await dialog.getByTestId('ship-tracking').fill(tracking);
    await dialog.getByTestId('ship-desi').fill('1,5');
    await dialog.getByTestId('ship-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(cardIn('shipped')).toBeVisible();
    const shipped = await orderDetail(admin, order.id);
    expect(shipped.status).toBe('shipped');
    expect(shipped.shipments[0]).toMatchObject({ carrier: 'yurtici', trackingNumber: tracking });

    // A shipped order can only be delivered: the menu says so.
    await cardIn('shipped').getByTestId('board-card-move').click();
    await expect(menu.getByTestId('board-move-option')).toHaveCount(1);
    await expect(menu.getByTestId('board-move-option')).toHaveAttribute('data-to', 'delivered');
    await page.keyboard.press('Escape');

    // A board that missed a change (its realtime feed cut here) still offers a move the server no
    // longer allows: the server's Turkish message is shown, and the card ends where the order is.
    const stale = await context.newPage();
    await stale.routeWebSocket(/\/api\/realtime/, () => {});
    await stale.goto(`/dashboard/orders/workflow?q=${encodeURIComponent(order.number)}`);
    const staleColumn = (status: string) =>
      stale.locator(`[data-testid="board-column"][data-status="${status}"] [data-number="${order.number}"]`);
    await expect(staleColumn('shipped')).toBeVisible();
    const delivered = await admin.post(`/api/shipments/${shipped.shipments[0]!.id}/events`, {
      data: { status: 'delivered' },
    });
    expect(delivered.status(), await delivered.text()).toBe(200);
    await staleColumn('shipped').getByTestId('board-card-move').click();
    await stale.getByTestId('board-move-option').and(stale.locator('[data-to="delivered"]')).click();
    await expect(toast(stale, `${order.number} taşınamadı`)).toContainText(
      'Bu işlem siparişin mevcut durumunda yapılamaz',
    );
    await expect(staleColumn('delivered')).toHaveAttribute('data-failed', 'true');
    await stale.close();

    // The whole board, with a card waiting for payment of this test's own (the automation test may
    // have cancelled the seed's unpaid orders on this server).
    const waiting = await placeDealerOrder(baseURL!, WORKFLOW_PRODUCT);
    await page.goto('/dashboard/orders/workflow');
    await expect(column('pending_payment').locator(`[data-number="${waiting.number}"]`)).toBeVisible();
    await expectNoSeriousViolations(page, 'order-workflow', WITHOUT_TOASTER);
    await page.screenshot({ path: screenPath(testInfo, 'order-workflow-desktop') });
    await page.setViewportSize(MOBILE);
    await page.goto(`/dashboard/orders/workflow?q=${encodeURIComponent(order.number)}`);
    await expect(page.getByTestId('board-column').first()).toBeVisible();
    await page.screenshot({ path: screenPath(testInfo, 'order-workflow-mobile') });
  } finally {
    await admin.dispose();
    await context.close();
  }
});

test('cargo management: a shipment made through the API is listed, found and moved on a step', async ({
  browser,
  baseURL,
}, testInfo) => {
  const order = await placeDealerOrder(baseURL!, CARGO_PRODUCT);
  const admin = await apiAs(baseURL!, DEMO.admin.email);
  const tracking = trackingNumber('KARGO');
  const { context, page } = await signedInContext(browser, DEMO.admin);
  try {
    await transition(admin, order.id, { action: 'mark_paid' });
    await transition(admin, order.id, { action: 'confirm' });
    await transition(admin, order.id, { action: 'prepare' });
    await transition(admin, order.id, {
      action: 'ship',
      shipment: { carrier: 'aras', trackingNumber: tracking, desi: 2.5 },
    });

    await page.goto('/dashboard/cargo-management');
    await expect(page.getByTestId('page-title')).toHaveText('Kargo Yönetimi');
    await expect(page.getByTestId('shipment-row').first()).toBeVisible();
    // The newest shipment is first.
    await expect(page.getByTestId('shipment-row').first()).toHaveAttribute('data-tracking', tracking);
    await expect(page.getByTestId('shipment-chip-created')).toContainText(/[1-9]/);

    // Found by its tracking number, then by its carrier and status.
    await page.getByTestId('shipment-search').fill(tracking);
    await expect(page).toHaveURL(new RegExp(`search=${tracking}`));
    const row = page.locator(`[data-testid="shipment-row"][data-tracking="${tracking}"]`);
    await expect(page.getByTestId('shipment-row')).toHaveCount(1);
    await expect(row).toContainText('Aras Kargo');
    await expect(row).toContainText(DEMO.bayi.name);
    await expect(row).toContainText('2,5');
    await expect(row.getByTestId('shipment-status')).toHaveText('Kayıt oluşturuldu');
    await expect(row.getByTestId('shipment-order-link')).toHaveText(order.number);
    await expect(row.getByTestId('shipment-order-link')).toHaveAttribute('href', `/dashboard/orders/${order.id}`);
    await page.getByTestId('shipment-carrier').selectOption('aras');
    await expect(row).toBeVisible();
    await page.getByTestId('shipment-chip-created').click();
    await expect(page.getByTestId('shipment-chip-created')).toHaveAttribute('aria-pressed', 'true');
    await expect(row).toBeVisible();
    await page.getByTestId('shipment-carrier').selectOption('mng');
    await expect(page.getByTestId('shipments-empty')).toBeVisible();
    await page.getByTestId('shipment-carrier').selectOption('');
    await page.getByTestId('shipment-chip-all').click();
    await expect(row).toBeVisible();

    // The next step: only later statuses are offered.
    await row.getByTestId('shipment-add-event').click();
    const dialog = page.getByTestId('shipment-event-dialog');
    await expect(dialog).toBeVisible();
    const options = dialog.getByTestId('shipment-event-status').locator('option');
    await expect(options).toHaveCount(5);
    await expect(options.first()).toHaveText('Kargo teslim alındı');
    await dialog.getByTestId('shipment-event-status').selectOption('in_transit');
    await dialog.getByTestId('shipment-event-location').fill('İstanbul Aktarma Merkezi');
    await dialog.getByTestId('shipment-event-note').fill('Ankara yönüne yüklendi');
    await dialog.getByTestId('shipment-event-submit').click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Kargo durumu eklendi')).toBeVisible();
    await expect(row.getByTestId('shipment-status')).toHaveText('Yolda');

    const detail = await orderDetail(admin, order.id);
    expect(detail.shipments[0]?.status).toBe('in_transit');
    expect(detail.shipments[0]?.events.map((e) => e.location)).toContain('İstanbul Aktarma Merkezi');

    await page.getByTestId('shipment-search').fill('');
    await expect(page).not.toHaveURL(/search=/);
    await expectNoSeriousViolations(page, 'cargo-management', WITHOUT_TOASTER);
    await page.screenshot({ path: screenPath(testInfo, 'cargo-management-desktop'), fullPage: true });
    await page.setViewportSize(MOBILE);
    await page.goto(`/dashboard/cargo-management?search=${tracking}`);
    await expect(page.getByTestId('shipments')).toHaveAttribute('data-layout', 'cards');
    await expect(row).toBeVisible();
    await page.screenshot({ path: screenPath(testInfo, 'cargo-management-mobile'), fullPage: true });
  } finally {
    await admin.dispose();
    await context.close();
  }
});
