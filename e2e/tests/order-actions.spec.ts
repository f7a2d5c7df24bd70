import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import {
  acceptContracts,
  DEMO,
  type DemoAccount,
  DESKTOP,
  LEAN_TRACE,
  MOBILE,
  screenPath,
  signedInContext,
  test,
} from './support';

/**
 * Issue 13: actions that cannot be taken are not offered, and pages that exist can be reached.
 * The dealer, who supplies nothing, reads its network's orders without checkboxes or a bulk bar;
 * the İstanbul distributor selects what it can change; an abandoned first card attempt reads as
 * ended beside the one that paid; the order and stock pages link to each other by role.
 */
test.use(LEAN_TRACE);

/**
 * One unit of a product the client may buy, by `paymentMethod`; with `supplier`, only an order that
 * member supplies (others are cancelled by the buyer and the next product is tried). A card
 * order's first attempt, made by the checkout, is left unpaid.
 */
async function placeOrder(
  request: APIRequestContext,
  paymentMethod: 'card' | 'bank_transfer',
  supplier?: string,
): Promise<{ id: string; number: string }> {
  const addresses = (await (await request.get('/api/addresses')).json()) as {
    addresses: { id: string; isDefault: boolean }[];
  };
  const addressId = (addresses.addresses.find((a) => a.isDefault) ?? addresses.addresses[0])!.id;
  const list = await request.get('/api/shop/products', { params: { pageSize: '24' } });
  expect(list.status(), await list.text()).toBe(200);
  const { products } = (await list.json()) as { products: { id: string }[] };
  for (const product of products) {
    await request.delete('/api/cart');
    const added = await request.post('/api/cart/items', { data: { productId: product.id, quantity: 1 } });
    if (added.status() !== 200) continue;
    const preview = await request.get('/api/checkout/preview');
    if (preview.status() !== 200) continue;
    const { totals, ruleViolations } = (await preview.json()) as { totals: { total: number }; ruleViolations: [] };
    if (ruleViolations.length > 0) continue;
    const placed = await request.post('/api/checkout', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        addressId,
        paymentMethod,
        acceptedTotal: totals.total,
        acceptedDocuments: await acceptContracts(request, addressId, paymentMethod),
      },
    });
    if (placed.status() !== 200) continue;
    const { order } = (await placed.json()) as { order: { id: string; number: string } };
    if (!supplier) return order;
    const detail = (await (await request.get(`/api/orders/${order.id}`)).json()) as { supplier: { name: string } };
    if (detail.supplier.name === supplier) return order;
    await request.post(`/api/orders/${order.id}/transitions`, {
      data: { action: 'cancel', note: 'E2E: başka tedarikçi' },
    });
  }
  throw new Error(`No product the client can order by ${paymentMethod}${supplier ? ` from ${supplier}` : ''}`);
}

test('the dealer only looks: no selection column, no bulk bar, no actions on its network’s orders', async ({
  browser,
}, testInfo) => {
  for (const viewport of [DESKTOP, MOBILE]) {
    const { context, page } = await signedInContext(browser, DEMO.bayi, viewport);
    try {
      await page.goto('/dashboard/order-management');
      const rows = page.getByTestId('order-row');
      await expect(rows.first()).toBeVisible();
      expect(await rows.count()).toBeGreaterThan(1);
      await expect(page.getByTestId('order-select')).toHaveCount(0);
      await expect(page.getByTestId('order-select-all')).toHaveCount(0);
      await expect(page.getByTestId('bulk-actions')).toHaveCount(0);
      await expect(page.getByTestId('order-list-intro')).not.toContainText('toplu olarak');
      await page.screenshot({
        path: screenPath(testInfo, `order-actions-dealer-${viewport.width}`),
        fullPage: viewport === MOBILE,
      });

      // An order of its network: read, not acted on, and no "you may only look" line either.
      await rows.first().getByTestId('order-number').click();
      await expect(page.getByTestId('order-detail-page')).toBeVisible();
      await expect(page.getByTestId('order-actions-section')).toHaveCount(0);
      await expect(page.getByText('Bu siparişi yalnızca görüntüleyebilirsiniz')).toHaveCount(0);
    } finally {
      await context.close();
    }
  }
});

test('the supplier selects the orders it can change and gets the bulk bar', async ({ browser }, testInfo) => {
  test.setTimeout(60_000);
  const client = await signedInContext(browser, DEMO.musteri, DESKTOP);
  const { context, page } = await signedInContext(browser, DEMO.istanbul, DESKTOP);
  try {
    const order = await placeOrder(client.page.request, 'bank_transfer', DEMO.istanbul.name);
    await page.goto(`/dashboard/order-management?q=${encodeURIComponent(order.number)}`);
    const row = page.locator(`[data-testid="order-row"][data-number="${order.number}"]`);
    await expect(row).toBeVisible();
    await expect(page.getByTestId('order-select-all')).toBeEnabled();
    await row.getByTestId('order-select').check();
    const bar = page.getByTestId('bulk-actions');
    await expect(bar).toBeVisible();
    // An unpaid bank transfer can be marked paid or cancelled; nothing it cannot take is offered.
    await expect(bar.getByTestId('bulk-mark_paid')).toBeEnabled();
    await expect(bar.getByTestId('bulk-cancel')).toBeEnabled();
    await expect(bar.getByTestId('bulk-confirm')).toHaveCount(0);
    await page.screenshot({ path: screenPath(testInfo, 'order-actions-supplier-1280') });

    // Orders that have moved past what a bulk action does carry no checkbox.
    await page.goto('/dashboard/order-management?status=completed');
    await expect(page.getByTestId('order-row').first()).toBeVisible();
    await expect(page.getByTestId('order-select')).toHaveCount(0);
    await expect(page.getByTestId('bulk-actions')).toHaveCount(0);
  } finally {
    await client.page.request.delete('/api/cart').catch(() => undefined);
    await client.context.close();
    await context.close();
  }
});

test('an abandoned first card attempt reads as ended beside the one that paid', async ({ browser }, testInfo) => {
  test.setTimeout(60_000);
  const { context, page } = await signedInContext(browser, DEMO.musteri, MOBILE);
  try {
    const order = await placeOrder(page.request, 'card');
    await page.goto(`/dashboard/orders/${order.id}`);
    await page.getByTestId('order-pay-again').click();
    await expect(page.getByRole('heading', { name: '3-D Secure Doğrulama' })).toBeVisible();
    await page.getByRole('button', { name: 'Ödemeyi Onayla' }).click();
    await expect(page).toHaveURL(/\/payment\/success\?order=/);

    await page.goto(`/dashboard/orders/${order.id}`);
    const attempts = page.getByTestId('payment');
    await expect(attempts).toHaveCount(2);
    await expect(attempts.nth(0)).toHaveAttribute('data-status', 'expired');
    await expect(attempts.nth(0).getByTestId('payment-status')).toHaveText('Sona erdi');
    await expect(attempts.nth(0)).toContainText('ödeme alınmadı');
    await expect(attempts.nth(1)).toHaveAttribute('data-status', 'succeeded');
    await expect(attempts.nth(1).getByTestId('payment-status')).toHaveText('Başarılı');
    await expect(page.getByTestId('order-payments')).not.toContainText('Bekliyor');
    await page.getByTestId('order-payments').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenPath(testInfo, 'order-actions-attempts-390') });
  } finally {
    await page.request.delete('/api/cart').catch(() => undefined);
    await context.close();
  }
});

/** Where each page links, and what each role finds there. */
const LINKS: { account: DemoAccount; from: string; to: Record<string, string | null> }[] = [
  {
    account: DEMO.istanbul,
    from: '/dashboard/order-management',
    to: { 'orders/analytics': 'order-analytics-page', orders: 'order-list-page' },
  },
  {
    account: DEMO.bayi,
    from: '/dashboard/orders',
    to: { 'orders/analytics': 'order-analytics-page', 'order-management': 'order-list-page' },
  },
  {
    account: DEMO.istanbul,
    from: '/dashboard/stock-management',
    to: { stock: 'stock-overview-page', 'products/stock': 'product-stock-page' },
  },
  { account: DEMO.admin, from: '/dashboard/stock', to: { 'products/stock': 'product-stock-page' } },
  { account: DEMO.istanbul, from: '/dashboard/products', to: { 'products/stock': 'product-stock-page' } },
  // The dealer holds no stock: its product list offers no stock page.
  { account: DEMO.bayi, from: '/dashboard/products', to: { 'products/stock': null } },
  { account: DEMO.musteri, from: '/dashboard/products', to: { 'products/stock': null } },
];

for (const { account, from, to } of LINKS) {
  test(`${account.role} on ${from} reaches ${Object.keys(to).join(', ')} as its role allows`, async ({ browser }) => {
    const { context, page } = await signedInContext(browser, account, DESKTOP);
    try {
      for (const [path, pageId] of Object.entries(to)) {
        const link = path.replaceAll('/', '-');
        await page.goto(from);
        await expect(page.getByTestId('page-title')).toBeVisible();
        const tab = page.getByTestId(`related-page-${link}`);
        if (pageId === null) {
          // Wait for the page's own content before saying the link is not there.
          await expect(page.locator('main [data-testid$="-page"]').first()).toBeVisible();
          await expect(tab).toHaveCount(0);
          continue;
        }
        await tab.click();
        await expect(page).toHaveURL(new RegExp(`/dashboard/${path}$`));
        await expect(page.getByTestId(pageId)).toBeVisible();
        await expect(page.getByTestId(`related-page-${link}`)).toHaveAttribute('aria-current', 'page');
      }
    } finally {
      await context.close();
    }
  });
}
