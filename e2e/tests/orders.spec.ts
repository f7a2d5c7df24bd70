import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import {
  apiAs,
  apiMe,
  apiSignIn,
  DEMO,
  DESKTOP,
  LEAN_TRACE,
  MOBILE,
  screenPath,
  signedInContext,
  acceptContracts,
  test,
} from './support';

test.use(LEAN_TRACE);

/**
 * The order screens (PRODUCT: orders): the supplier works a dealer's bank-transfer order from the
 * list to the door while the dealer tracks it, and a dealer cannot see another city's orders.
 * Orders are placed through the API inside the test, as the checkout page does, with seed
 * products no other spec orders.
 */
const CANDIDATE_PRODUCTS = ['Kediotu Melisa', 'Krill Yağı', 'Keten Tohumu Yağı', 'Ekinezya Ekstresi'];
const ADDRESS_TITLE = 'E2E Sipariş Ekranları';

interface PlacedOrder {
  id: string;
  number: string;
  status: string;
  total: number;
}

interface OrderDetailDto {
  id: string;
  number: string;
  status: string;
  supplier: { id: string; name: string };
}

function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** A tracking number no earlier run has used (6–40 letters, digits or dashes). */
function trackingNumber(): string {
  return `SP-${Date.now().toString(36)}${process.pid.toString(36)}`.toUpperCase();
}

/** A product of the dealer's shop that the İstanbul distributor (the dealer's nearest holder) has at least two of. */
async function productSuppliedByIstanbul(dealer: APIRequestContext, baseURL: string): Promise<string> {
  const istanbul = await apiAs(baseURL, DEMO.istanbul.email);
  try {
    const { id: holderId } = await apiMe(istanbul);
    for (const name of CANDIDATE_PRODUCTS) {
      const list = await dealer.get('/api/shop/products', { params: { search: name } });
      expect(list.status(), await list.text()).toBe(200);
      const { products } = (await list.json()) as { products: { id: string; name: string }[] };
      const product = products.find((p) => p.name === name);
      if (!product) continue;
      const levels = await istanbul.get('/api/stock/levels', { params: { holderId, productId: product.id } });
      expect(levels.status(), await levels.text()).toBe(200);
      const { levels: rows } = (await levels.json()) as { levels: { holderId: string; saleable: number }[] };
      if ((rows.find((l) => l.holderId === holderId)?.saleable ?? 0) >= 2) return product.id;
    }
  } finally {
    await istanbul.dispose();
  }
  throw new Error(`None of ${CANDIDATE_PRODUCTS.join(', ')} is in stock at the İstanbul distributor`);
}

/** The dealer's address for these tests: found by title, or added (POST /api/addresses). */
async function dealerAddress(dealer: APIRequestContext): Promise<string> {
  const list = await dealer.get('/api/addresses');
  expect(list.status(), await list.text()).toBe(200);
  const found = ((await list.json()) as { addresses: { id: string; title: string }[] }).addresses.find(
    (a) => a.title === ADDRESS_TITLE,
  );
  if (found) return found.id;
  const created = await dealer.post('/api/addresses', {
    data: {
      title: ADDRESS_TITLE,
      recipientName: 'Kadıköy Bayi',
      phone: '05321234567',
      city: 'İstanbul',
      district: 'Kadıköy',
      addressLine: 'Caferağa Mahallesi, Moda Caddesi No: 21 Daire 4',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** One unit of the product, by bank transfer: cart, preview, checkout with an Idempotency-Key. */
async function placeBankTransferOrder(dealer: APIRequestContext, productId: string): Promise<PlacedOrder> {
  const emptied = await dealer.delete('/api/cart');
  expect(emptied.status(), await emptied.text()).toBe(200);
  const added = await dealer.post('/api/cart/items', { data: { productId, quantity: 1 } });
  expect(added.status(), await added.text()).toBe(200);
  const addressId = await dealerAddress(dealer);

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
  const { order } = (await placed.json()) as { order: PlacedOrder };
  expect(order.status).toBe('pending_payment');
  return order;
}

async function orderDetail(request: APIRequestContext, id: string): Promise<OrderDetailDto> {
  const res = await request.get(`/api/orders/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as OrderDetailDto;
}

async function markNoReload(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __e2eNoReload: boolean }).__e2eNoReload = true;
  });
}

async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __e2eNoReload?: boolean }).__e2eNoReload)).toBe(true);
}

/** The detail page's status badge (the header's, not the history's). */
function headerStatus(page: Page): Locator {
  return page.getByTestId('order-header').getByTestId('order-status');
}

test('the supplier sees a new order live, works it to delivery, and the dealer tracks it', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  // The dealer: a browser of its own (a phone), signed in through the API with the page's request context.
  const dealerContext = await browser.newContext({ viewport: MOBILE });
  const dealer = await dealerContext.newPage();
  const { context: supplierContext, page: supplier } = await signedInContext(browser, DEMO.istanbul, DESKTOP);
  try {
    await apiSignIn(dealer.request, DEMO.bayi.email);
    const productId = await productSuppliedByIstanbul(dealer.request, baseURL!);
    const istanbulId = (await apiMe(supplier.request)).id;

    // The supplier's list is open, with its realtime socket up.
    await supplier.goto('/dashboard/order-management?debug=true');
    await expect(supplier.getByTestId('page-title')).toHaveText('Sipariş Yönetimi');
    await expect(supplier.getByTestId('debug-realtime-state')).toContainText('(connected)');
    await expect(supplier.getByTestId('orders-list')).toBeVisible();
    // The panel has done its job; closed, it covers nothing.
    await supplier.getByRole('button', { name: 'Hata ayıklama panelini kapat' }).click();
    await markNoReload(supplier);

    // The dealer orders in the other browser.
    const order = await placeBankTransferOrder(dealer.request, productId);
    const detail = await orderDetail(dealer.request, order.id);
    expect(detail.supplier.id, 'the İstanbul distributor supplies the dealer').toBe(istanbulId);

    // It arrives at the top of the supplier's list without a reload.
    const row = supplier.locator(`[data-testid="order-row"][data-number="${order.number}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByTestId('order-status')).toHaveText('Ödeme Bekliyor');
    await expect(row.getByTestId('order-buyer')).toContainText(DEMO.bayi.name);
    await expectNotReloaded(supplier);
    await supplier.screenshot({ path: screenPath(testInfo, 'orders-management-desktop') });

    // The detail: number, state, lines, parties and the actions the supplier may take.
    await row.getByTestId('order-number').click();
    await expect(supplier).toHaveURL(new RegExp(`/dashboard/orders/${order.id}$`));
    await expect(supplier.getByTestId('page-title')).toHaveText('Sipariş Detayı');
    await expect(supplier.getByTestId('order-header').getByTestId('order-number')).toHaveText(order.number);
    await expect(headerStatus(supplier)).toHaveText('Ödeme Bekliyor');
    await expect(supplier.getByTestId('order-line')).toHaveCount(1);
    await expect(supplier.getByTestId('order-supplier')).toHaveText(DEMO.istanbul.name);
    await expect(supplier.getByTestId('order-payment-method')).toHaveText('Havale/EFT');
    await expect(supplier.getByTestId('no-shipment')).toHaveText('Sipariş henüz kargoya verilmedi.');

    // Paid, with the bank's reference.
    await supplier.getByTestId('order-action-mark_paid').click();
    const paidDialog = supplier.getByTestId('mark-paid-dialog');
    await paidDialog.getByTestId('mark-paid-reference').fill('DEKONT-2026-0042');
    await paidDialog.getByTestId('mark-paid-confirm').click();
    await expect(paidDialog).toBeHidden();
    await expect(headerStatus(supplier)).toHaveText('Ödendi');
    await expect(supplier.getByTestId('order-payment-reference')).toHaveText('DEKONT-2026-0042');
    await expect(supplier.getByTestId('payment')).toHaveAttribute('data-status', 'succeeded');

    await supplier.getByTestId('order-action-confirm').click();
    await expect(headerStatus(supplier)).toHaveText('Onaylandı');
    await supplier.getByTestId('order-action-prepare').click();
    await expect(headerStatus(supplier)).toHaveText('Hazırlanıyor');

    // Shipping: the form checks what the server checks before anything is sent.
    await supplier.getByTestId('order-action-ship').click();
    const ship = supplier.getByTestId('ship-dialog');
    await ship.getByTestId('ship-tracking').fill('AB 12');
    await ship.getByTestId('ship-desi').fill('0');
    await ship.getByTestId('ship-confirm').click();
    await expect(ship).toContainText('Kargo firması seçin');
    await expect(ship).toContainText('Takip numarası 6–40 harf, rakam veya tireden oluşmalı');
    await expect(ship).toContainText('Desi sıfırdan büyük olmalı');
    const tracking = trackingNumber();
    await ship.getByTestId('ship-carrier').selectOption({ label: 'Yurtiçi Kargo' });
    await ship.getByTestId('ship-tracking').fill(tracking);
    await ship.getByTestId('ship-desi').fill('2,5');
    await ship.getByTestId('ship-confirm').click();
    await expect(ship).toBeHidden();
    await expect(headerStatus(supplier)).toHaveText('Kargoya Verildi');
    const shipment = supplier.getByTestId('order-cargo').getByTestId('shipment');
    await expect(shipment.getByTestId('shipment-carrier')).toHaveText('Yurtiçi Kargo');
    await expect(shipment.getByTestId('shipment-tracking')).toHaveText(tracking);
    await expect(shipment.getByTestId('shipment-desi')).toHaveText('2,5');

    // The parcel is delivered: the order follows.
    await shipment.getByTestId('shipment-step-delivered').click();
    const step = supplier.getByTestId('shipment-event-dialog');
    await step.getByTestId('shipment-event-location').fill('Kadıköy');
    await step.getByTestId('shipment-event-confirm').click();
    await expect(step).toBeHidden();
    await expect(headerStatus(supplier)).toHaveText('Teslim Edildi');
    await expect(shipment.getByTestId('shipment-status')).toHaveText('Teslim edildi');
    await expect(shipment.getByTestId('shipment-event')).toHaveCount(2);
    await expect(supplier.getByTestId('order-actions')).toContainText(
      'Bu sipariş için şu anda yapabileceğiniz bir işlem yok.',
    );

    // Every change is in the history: from → to, who, when.
    const history = supplier.getByTestId('history-entry');
    await expect(history).toHaveCount(6);
    await expect(history.nth(1)).toContainText(DEMO.istanbul.name);
    await expect(history.nth(1).getByTestId('order-status')).toHaveText(['Ödeme Bekliyor', 'Ödendi']);
    await expect(history.last().getByTestId('order-status')).toHaveText(['Kargoya Verildi', 'Teslim Edildi']);
    await expect(history.last()).toContainText('Kargo teslim edildi');
    await supplier.screenshot({ path: screenPath(testInfo, 'orders-detail-desktop'), fullPage: true });

    // The list followed, still without a reload.
    await supplier.goBack();
    await expect(row.getByTestId('order-status')).toHaveText('Teslim Edildi');
    await expectNotReloaded(supplier);

    // The tracking page on a desktop: the steps run across.
    await supplier.goto(`/dashboard/order-tracking?number=${encodeURIComponent(order.number)}`);
    await expect(supplier.getByTestId('tracking-result').getByTestId('order-status')).toHaveText('Teslim Edildi');
    await supplier.screenshot({ path: screenPath(testInfo, 'orders-tracking-desktop') });

    // The dealer, on a phone, tracks the order by its number.
    await dealer.goto(`/dashboard/order-tracking?number=${encodeURIComponent(order.number)}`);
    await expect(dealer.getByTestId('page-title')).toHaveText('Sipariş Takibi');
    await expect(dealer.getByTestId('tracking-input')).toHaveValue(order.number);
    const result = dealer.getByTestId('tracking-result');
    await expect(result.getByTestId('order-status')).toHaveText('Teslim Edildi');
    await expect(result.locator('[data-testid="progress-step"][data-status="delivered"]')).toHaveAttribute(
      'data-state',
      'current',
    );
    await expect(result.locator('[data-testid="progress-step"][data-status="shipped"]')).toHaveAttribute(
      'data-state',
      'done',
    );
    const timeline = result.getByTestId('shipment-timeline');
    await expect(timeline.getByTestId('shipment-event')).toHaveCount(2);
    await expect(timeline.getByTestId('shipment-event').first()).toContainText('Kargo kaydı oluşturuldu');
    await expect(timeline.getByTestId('shipment-event').last()).toContainText('Teslim edildi');
    await expect(timeline.getByTestId('shipment-event').last()).toContainText('Kadıköy');
    await expect(result.getByTestId('shipment-tracking')).toHaveText(tracking);
    await dealer.screenshot({ path: screenPath(testInfo, 'orders-tracking-phone'), fullPage: true });

    // From there to the detail: the dealer sees it read-only, with the return it may ask for.
    await result.getByTestId('tracking-detail-link').click();
    await expect(dealer.getByTestId('page-title')).toHaveText('Sipariş Detayı');
    await expect(headerStatus(dealer)).toHaveText('Teslim Edildi');
    await expect(dealer.getByTestId('order-lines').getByTestId('order-line')).toHaveCount(1);
    await expect(dealer.getByTestId('order-action-request_return')).toBeVisible();
    await expect(dealer.getByTestId('shipment-step-delivered')).toHaveCount(0);
    await dealer.screenshot({ path: screenPath(testInfo, 'orders-detail-phone'), fullPage: true });

    // The dealer's own list has it too, as a card on the phone.
    await dealer.goto('/dashboard/my-orders');
    await expect(dealer.getByTestId('page-title')).toHaveText('Siparişlerim');
    await expect(dealer.getByTestId('orders-list')).toHaveAttribute('data-layout', 'cards');
    await expect(dealer.locator(`[data-testid="order-row"][data-number="${order.number}"]`)).toBeVisible();
    await dealer.screenshot({ path: screenPath(testInfo, 'orders-my-orders-phone') });
  } finally {
    await dealer.request.delete('/api/cart').catch(() => undefined);
    await dealerContext.close();
    await supplierContext.close();
  }
});

test('bulk actions: each selected order answers for itself, and the failures are listed', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const dealer = await apiAs(baseURL!, DEMO.bayi.email);
  const { context, page } = await signedInContext(browser, DEMO.istanbul, DESKTOP);
  try {
    const productId = await productSuppliedByIstanbul(dealer, baseURL!);
    const first = await placeBankTransferOrder(dealer, productId);
    const second = await placeBankTransferOrder(dealer, productId);

    await page.goto(`/dashboard/order-management?status=pending_payment&q=${encodeURIComponent(first.number)}`);
    const firstRow = page.locator(`[data-testid="order-row"][data-number="${first.number}"]`);
    await expect(firstRow).toBeVisible();
    await expect(page.getByTestId('order-status-chip-pending_payment')).toHaveAttribute('aria-pressed', 'true');
    await firstRow.getByTestId('order-select').check();
    await expect(page.getByTestId('bulk-selected-count')).toHaveText('1 sipariş seçildi');
    // Only a paid order can be confirmed: not offered for this one.
    await expect(page.getByTestId('bulk-confirm')).toBeHidden();
    await page.getByTestId('bulk-mark_paid').click();
    await expect(toast(page, 'Yeni durum: Ödendi')).toContainText('1 sipariş güncellendi');
    await expect(page.getByTestId('bulk-actions')).toBeHidden();

    // Both orders, paid and unpaid: confirming works for one and is refused for the other.
    await page.goto(`/dashboard/order-management?q=${encodeURIComponent(DEMO.bayi.name)}`);
    const rows = page.locator(
      `[data-testid="order-row"][data-number="${first.number}"], [data-testid="order-row"][data-number="${second.number}"]`,
    );
    await expect(rows).toHaveCount(2);
    await page.locator(`[data-testid="order-row"][data-number="${first.number}"]`).getByTestId('order-select').check();
    await page.locator(`[data-testid="order-row"][data-number="${second.number}"]`).getByTestId('order-select').check();
    await expect(page.getByTestId('bulk-selected-count')).toHaveText('2 sipariş seçildi');
    await expect(page.getByTestId('bulk-confirm')).toContainText('(1)');
    await page.getByTestId('bulk-confirm').click();
    await expect(toast(page, '1 sipariş güncellendi, 1 sipariş güncellenemedi')).toBeVisible();
    const failures = page.getByTestId('bulk-failure');
    await expect(failures).toHaveCount(1);
    await expect(failures).toContainText(second.number);
    await expect(failures).toContainText('Bu işlem siparişin mevcut durumunda yapılamaz');
    await expect(page.locator(`[data-testid="order-row"][data-number="${first.number}"]`)).toHaveAttribute(
      'data-status',
      'confirmed',
    );
    // What failed stays selected.
    await expect(page.getByTestId('bulk-selected-count')).toHaveText('1 sipariş seçildi');

    // Cancelling asks for a reason first.
    await page.getByTestId('bulk-cancel').click();
    const cancel = page.getByTestId('bulk-cancel-dialog');
    await cancel.getByTestId('note-confirm').click();
    await expect(cancel).toContainText('Lütfen bir açıklama yazın');
    await cancel.getByTestId('note-input').fill('E2E: müşteri vazgeçti');
    await cancel.getByTestId('note-confirm').click();
    await expect(cancel).toBeHidden();
    await expect(toast(page, 'Yeni durum: İptal Edildi')).toContainText('1 sipariş güncellendi');
    await expect(page.locator(`[data-testid="order-row"][data-number="${second.number}"]`)).toHaveAttribute(
      'data-status',
      'cancelled',
    );
  } finally {
    await dealer.delete('/api/cart').catch(() => undefined);
    await dealer.dispose();
    await context.close();
  }
});

test('a dealer cannot open an order of another city’s network, nor track it', async ({ browser, baseURL }) => {
  // An order of the Ankara distributor's network, from the seed.
  const ankara = await apiAs(baseURL!, DEMO.ankara.email);
  let foreign: { id: string; number: string };
  try {
    const res = await ankara.get('/api/orders', { params: { pageSize: 1 } });
    expect(res.status(), await res.text()).toBe(200);
    const { orders } = (await res.json()) as { orders: { id: string; number: string }[] };
    expect(orders.length, 'the seed has orders in the Ankara network').toBeGreaterThan(0);
    foreign = orders[0]!;
  } finally {
    await ankara.dispose();
  }

  const { context, page } = await signedInContext(browser, DEMO.bayi, MOBILE);
  try {
    const api = await page.request.get(`/api/orders/${foreign.id}`);
    expect(api.status()).toBe(404);

    await page.goto(`/dashboard/orders/${foreign.id}`);
    await expect(page.getByTestId('page-title')).toHaveText('Sipariş Detayı');
    const notFound = page.getByTestId('order-not-found');
    await expect(notFound).toBeVisible();
    await expect(notFound.getByRole('heading')).toHaveText('Sipariş bulunamadı');
    await expect(page.getByTestId('order-detail-page')).toHaveCount(0);

    // Tracking it by number finds nothing either.
    await page.goto(`/dashboard/order-tracking?number=${encodeURIComponent(foreign.number)}`);
    await expect(page.getByTestId('tracking-not-found')).toContainText('Sipariş bulunamadı');

    // A malformed number gets the server's message.
    await page.getByTestId('tracking-input').fill('12345');
    await page.getByTestId('tracking-submit').click();
    await expect(page).toHaveURL(/number=12345$/);
    await expect(page.getByTestId('tracking-invalid')).toContainText('Sipariş numarası geçersiz');
    await expect(page.getByTestId('tracking-invalid')).toContainText(
      'Sipariş numarası S-YYYYAAGG-#### biçiminde olmalı',
    );

    // The managed list on a phone: cards, and nothing the dealer does not supply can be selected.
    await page.goto('/dashboard/order-management');
    await expect(page.getByTestId('orders-list')).toHaveAttribute('data-layout', 'cards');
    await page.screenshot({ path: screenPath(test.info(), 'orders-management-phone') });
  } finally {
    await context.close();
  }
});
