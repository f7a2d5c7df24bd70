import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiAs, apiMe, DEMO, LEAN_TRACE, MOBILE, screenPath, signedInContext, test } from './support';

test.use(LEAN_TRACE);

/**
 * Decision 033, the probiotic case: a product whose minimum order is 2 while the client's city
 * distributor (İstanbul) holds one unit. The national distributor would prepare the order, and the
 * card, the cart and checkout all say so; none of them says "Son 1 adet" or "Stokta".
 */
const SERVER = DEMO.turkiye.name;

function card(page: Page, name: string): Locator {
  return page
    .getByTestId('product-grid')
    .getByTestId('product-card')
    .filter({ has: page.getByTestId('product-link').getByText(name, { exact: true }) });
}

async function createProbiotic(admin: APIRequestContext, name: string): Promise<string> {
  const created = await admin.post('/api/admin/products', {
    data: {
      name,
      isClientProduct: true,
      prices: {
        adminCostPrice: null,
        turkeyDistributorPrice: null,
        cityDistributorPrice: null,
        dealerPrice: 190_00,
        clientPrice: 249_90,
        retailPrice: 279_90,
      },
      inventory: { inStock: true, displayStock: 0 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const rules = await admin.put(`/api/admin/products/${id}/sales-rules`, {
    data: [{ ruleType: 'minimum_quantity', minValue: 2 }],
  });
  expect(rules.status(), await rules.text()).toBe(200);
  return id;
}

async function receive(admin: APIRequestContext, holderId: string, productId: string, quantity: number) {
  const res = await admin.post('/api/stock/receive', {
    data: { holderId, productId, quantity, reason: 'Uygunluk testi girişi' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('minimum 2 with one unit in İstanbul: card, cart and checkout name the same supplier and status', async ({
  browser,
  baseURL,
}, testInfo) => {
  const name = `E2E Probiyotik ${Date.now().toString(36)}`;
  const admin = await apiAs(baseURL!, DEMO.admin.email);
  const turkiye = await apiAs(baseURL!, DEMO.turkiye.email);
  const istanbul = await apiAs(baseURL!, DEMO.istanbul.email);
  const { context, page } = await signedInContext(browser, DEMO.musteri);
  let productId: string | null = null;
  try {
    productId = await createProbiotic(admin, name);
    await receive(admin, (await apiMe(turkiye)).id, productId, 20);
    await receive(admin, (await apiMe(istanbul)).id, productId, 1);
    expect((await page.request.delete('/api/cart')).status()).toBe(200);

    // The card.
    await page.goto(`/dashboard/shop?search=${encodeURIComponent(name)}`);
    const shopCard = card(page, name);
    await expect(shopCard).toBeVisible();
    const badge = shopCard.getByTestId('stock-badge').filter({ visible: true });
    await expect(badge).toHaveAttribute('data-status', 'below_minimum');
    await expect(badge).toHaveText('Üst depodan');
    await expect(shopCard.getByTestId('availability-supplier')).toContainText(`Bu siparişi ${SERVER} hazırlayacak`);
    await expect(shopCard).not.toContainText('Son 1 adet');
    await expect(shopCard).not.toContainText('Stokta 1 adet');
    await expect(shopCard.getByTestId('quantity-input')).toHaveValue('2');
    await page.screenshot({ path: screenPath(testInfo, 'availability-card-1280'), fullPage: true });

    // The product page says the same.
    await page.goto(`/dashboard/products/${productId}`);
    const detailBadge = page.getByTestId('stock-badge').first();
    await expect(detailBadge).toHaveAttribute('data-status', 'below_minimum');
    await expect(page.getByTestId('availability-supplier').first()).toContainText(`Bu siparişi ${SERVER} hazırlayacak`);
    await expect(page.getByText('Son 1 adet')).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: screenPath(testInfo, 'availability-detail-375'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/dashboard/shop?search=${encodeURIComponent(name)}`);
    await expect(shopCard).toBeVisible();

    const added = page.waitForResponse((r) => r.url().endsWith('/api/cart/items') && r.request().method() === 'POST');
    await shopCard.getByTestId('add-to-cart').click();
    expect((await added).status()).toBe(200);

    // The cart.
    await page.goto('/dashboard/cart');
    const line = page.getByTestId('cart-line').filter({ hasText: name });
    await expect(line.getByTestId('stock-badge')).toHaveAttribute('data-status', 'below_minimum');
    await expect(line.getByTestId('availability-supplier')).toContainText(`Bu siparişi ${SERVER} hazırlayacak`);
    await expect(line).not.toContainText('Son 1 adet');
    await page.setViewportSize(MOBILE);
    await page.screenshot({ path: screenPath(testInfo, 'availability-cart-390'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Checkout.
    await page.getByTestId('cart-summary').getByTestId('checkout-button').click();
    await expect(page).toHaveURL(/\/dashboard\/checkout$/);
    await expect(page.getByTestId('checkout-supplier')).toHaveText(`Bu siparişi ${SERVER} hazırlayacak`);
    const checkoutLine = page.getByTestId('checkout-lines').locator('li').filter({ hasText: name });
    await expect(checkoutLine.getByTestId('stock-badge')).toHaveAttribute('data-status', 'below_minimum');
    await page.setViewportSize(MOBILE);
    await page.screenshot({ path: screenPath(testInfo, 'availability-checkout-390'), fullPage: true });
  } finally {
    await page.request.delete('/api/cart');
    if (productId) await admin.delete(`/api/admin/products/${productId}`);
    await admin.dispose();
    await turkiye.dispose();
    await istanbul.dispose();
    await context.close();
  }
});
