import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { formatMoney } from '@portal/shared/format';
import {
  apiAs,
  apiSignIn,
  DEMO,
  expectNoSeriousViolations,
  LEAN_TRACE,
  MOBILE,
  registerClient,
  screenPath,
  signedInContext,
  test,
  WITHOUT_TOASTER,
} from './support';

test.use(LEAN_TRACE);

/**
 * The checkout (/dashboard/checkout) and the pages the card provider sends the browser back to
 * (/payment/success, /payment/error), as a client uses them: each test empties the client's cart,
 * puts one product in it from the shop, and orders it. The card is paid on the API's sandbox
 * provider page ('3-D Secure Doğrulama'). Products are client products of the seed that no other
 * spec orders or reprices.
 */
const CARD_PRODUCT = 'D3 Vitamini 2000 IU Damla';
const BANK_PRODUCT = 'Çocuk Multivitamin Şurup';
/** The product whose client price the admin raises (and restores) in the price-change test. */
const REPRICED_PRODUCT = 'B12 Vitamini Sprey';
const DECLINED_CARD = '4000 0000 0000 0002';
const ORDER_NUMBER = /S-\d{8}-\d{4,}/;

interface OrderDto {
  id: string;
  number: string;
  status: string;
  paymentMethod: string;
  total: number;
  note: string | null;
  lines: { productName: string; quantity: number; unitPrice: number }[];
}

function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

async function emptyCart(request: APIRequestContext): Promise<void> {
  const res = await request.delete('/api/cart');
  expect(res.status(), await res.text()).toBe(200);
}

/** The shop, filtered to one product: its card's "add to cart" button. */
async function addFromShop(page: Page, name: string): Promise<void> {
  await page.goto(`/dashboard/shop?search=${encodeURIComponent(name)}`);
  const card = page
    .getByTestId('product-grid')
    .getByTestId('product-card')
    .filter({ has: page.getByTestId('product-link').getByText(name, { exact: true }) });
  await card.getByTestId('add-to-cart').click();
  await expect(toast(page, `${name} sepete eklendi`)).toBeVisible();
}

/** From the cart page, through its checkout button. */
async function goToCheckout(page: Page): Promise<void> {
  await page.goto('/dashboard/cart');
  await page.getByTestId('cart-summary').getByTestId('checkout-button').click();
  await expect(page).toHaveURL(/\/dashboard\/checkout$/);
  await expect(page.getByTestId('page-title')).toHaveText('Siparişi Tamamla');
  await expect(page.getByTestId('checkout-page')).toBeVisible();
}

/** A delivery address: the default is chosen by itself; with none, one is added through the address form. */
async function ensureAddress(page: Page): Promise<void> {
  const picker = page.getByTestId('address-picker');
  await expect(picker).toBeVisible();
  if ((await picker.getByTestId('address-option').count()) === 0) {
    const dialog = page.getByTestId('address-dialog');
    await picker.getByTestId('address-picker-add').click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Adres başlığı').fill('Ev');
    await dialog.getByLabel('Telefon').fill('0532 123 45 67');
    await dialog.getByLabel('İl', { exact: true }).selectOption('İzmir');
    await dialog.getByLabel('İlçe', { exact: true }).fill('Karşıyaka');
    await dialog.getByLabel('Açık adres').fill('Bostanlı Mah. Cemal Gürsel Cad. No: 410 D: 6');
    await dialog.getByTestId('address-save').click();
    await expect(dialog).toBeHidden();
  }
  await expect(picker.getByTestId('address-option').locator('input:checked')).toHaveCount(1);
}

async function checkoutTotal(page: Page): Promise<string> {
  return (await page.getByTestId('checkout-total').textContent()) ?? '';
}

async function order(request: APIRequestContext, number: string): Promise<OrderDto> {
  const res = await request.get('/api/orders/track', { params: { number } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as OrderDto;
}

async function myOrderCount(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/orders/mine', { params: { pageSize: 1 } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

test('a client pays by card on the 3-D Secure page and lands on the success page', async ({ browser }, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.musteri);
  try {
    await emptyCart(page.request);
    await addFromShop(page, CARD_PRODUCT);
    await goToCheckout(page);
    await ensureAddress(page);

    const line = page.getByTestId('checkout-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByTestId('checkout-line-name')).toHaveText(CARD_PRODUCT);
    await expect(line.getByTestId('checkout-line-quantity')).toHaveText('1 adet');
    await expect(line.getByTestId('checkout-line-vat')).toContainText('KDV %');
    const total = await checkoutTotal(page);
    expect(total).toMatch(/^₺[\d.]+,\d{2}$/);
    await expect(line.getByTestId('checkout-line-total')).toHaveText(total);

    await page.getByTestId('payment-method-card').getByRole('radio').check();
    await expect(page.getByTestId('payment-method-card')).toContainText('3-D Secure ile güvenli ödeme');
    await page.screenshot({ path: screenPath(testInfo, 'checkout-desktop'), fullPage: true });
    await expectNoSeriousViolations(page, 'checkout', WITHOUT_TOASTER);

    await expect(page.getByTestId('payment-method-card').getByRole('radio')).toBeChecked();
    await page.getByTestId('accept-contracts').check();
    await page.getByTestId('place-order').click();
    await expect(page.getByRole('heading', { name: '3-D Secure Doğrulama' })).toBeVisible();
    await expect(page.getByText(total)).toBeVisible();
    await page.getByRole('button', { name: 'Ödemeyi Onayla' }).click();

    await expect(page).toHaveURL(/\/payment\/success\?order=S-\d{8}-\d{4,}$/);
    const number = new URL(page.url()).searchParams.get('order')!;
    const success = page.getByTestId('payment-success');
    await expect(success.getByRole('heading', { level: 1 })).toHaveText('Ödemeniz alındı');
    await expect(success.getByTestId('payment-result-lead')).toContainText(number);
    await expect(success.getByTestId('payment-order-status')).toHaveText('Ödendi');
    await expect(success.getByTestId('payment-order-total')).toHaveText(total);
    await expect(success.getByRole('link', { name: 'Siparişi Görüntüle' })).toHaveAttribute(
      'href',
      `/dashboard/order-tracking?number=${number}`,
    );
    await expect(success.getByRole('link', { name: 'Alışverişe Devam Et' })).toHaveAttribute('href', '/dashboard/shop');
    await page.screenshot({ path: screenPath(testInfo, 'payment-success-desktop'), fullPage: true });
    await expectNoSeriousViolations(page, 'payment success', WITHOUT_TOASTER);

    const placed = await order(page.request, number);
    expect(placed).toMatchObject({ status: 'paid', paymentMethod: 'card' });
    expect(formatMoney(placed.total)).toBe(total);
    // The server emptied the cart.
    const cart = (await (await page.request.get('/api/cart')).json()) as { items: unknown[] };
    expect(cart.items).toEqual([]);
  } finally {
    await emptyCart(page.request).catch(() => undefined);
    await context.close();
  }
});

test('a declined card lands on the error page, and "Tekrar Öde" opens the payment page again', async ({
  browser,
}, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.musteri);
  try {
    await emptyCart(page.request);
    await addFromShop(page, CARD_PRODUCT);
    await goToCheckout(page);
    await ensureAddress(page);
    await page.getByTestId('payment-method-card').getByRole('radio').check();
    await page.getByTestId('accept-contracts').check();
    await page.getByTestId('place-order').click();

    await expect(page.getByRole('heading', { name: '3-D Secure Doğrulama' })).toBeVisible();
    await page.getByLabel('Kart numarası').fill(DECLINED_CARD);
    await page.getByRole('button', { name: 'Ödemeyi Onayla' }).click();

    await expect(page).toHaveURL(/\/payment\/error\?order=S-\d{8}-\d{4,}&reason=/);
    const number = new URL(page.url()).searchParams.get('order')!;
    const failure = page.getByTestId('payment-error');
    await expect(failure.getByRole('heading', { level: 1 })).toHaveText('Ödeme tamamlanamadı');
    await expect(failure.getByTestId('payment-result-lead')).toContainText(number);
    await expect(failure.getByTestId('payment-error-reason')).toContainText('Kart reddedildi');
    await expect(failure.getByTestId('payment-kept-note')).toContainText('ödenmemiş olarak saklanıyor');
    await expect(failure.getByTestId('payment-order-status')).toHaveText('Ödeme Bekliyor');
    await expect(failure.getByRole('link', { name: 'Siparişlerim' })).toHaveAttribute('href', '/dashboard/my-orders');
    await page.screenshot({ path: screenPath(testInfo, 'payment-error-desktop'), fullPage: true });
    await expectNoSeriousViolations(page, 'payment error', WITHOUT_TOASTER);
    expect((await order(page.request, number)).status).toBe('pending_payment');

    await failure.getByTestId('payment-retry').click();
    await expect(page.getByRole('heading', { name: '3-D Secure Doğrulama' })).toBeVisible();
    await expect(page.getByText(`Sipariş ${number}`)).toBeVisible();
  } finally {
    await emptyCart(page.request).catch(() => undefined);
    await context.close();
  }
});

test('a bank-transfer order with a note ends on its order page', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.musteri);
  try {
    await emptyCart(page.request);
    // With nothing in the cart there is nothing to order: the way back to the shop.
    await page.goto('/dashboard/checkout');
    const empty = page.getByTestId('checkout-empty');
    await expect(empty).toContainText('Sepetiniz boş');
    await expect(empty.getByRole('link', { name: 'Alışverişe Başla' })).toHaveAttribute('href', '/dashboard/shop');

    await addFromShop(page, BANK_PRODUCT);
    await goToCheckout(page);
    await ensureAddress(page);
    const total = await checkoutTotal(page);

    // Ordering without a payment method is answered beside the choice.
    await page.getByTestId('place-order').click();
    await expect(page.getByText('Lütfen bir ödeme yöntemi seçin')).toBeVisible();

    await page.getByTestId('payment-method-bank_transfer').getByRole('radio').check();
    await expect(page.getByTestId('payment-method-bank_transfer')).toContainText(
      'tedarikçi tarafından onaylanana kadar',
    );
    await page.getByTestId('checkout-note').fill('Lütfen hafta içi teslim edin.');
    await expect(page.getByTestId('checkout-note-count')).toHaveText('29/500');
    const before = await myOrderCount(page.request);
    // A double click places one order.
    await page.getByTestId('accept-contracts').check();
    await page.getByTestId('place-order').dblclick();

    await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
    await expect(toast(page, 'Siparişiniz alındı')).toBeVisible();
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const res = await page.request.get(`/api/orders/${id}`);
    expect(res.status(), await res.text()).toBe(200);
    const placed = (await res.json()) as OrderDto;
    expect(placed).toMatchObject({
      status: 'pending_payment',
      paymentMethod: 'bank_transfer',
      note: 'Lütfen hafta içi teslim edin.',
    });
    expect(placed.number).toMatch(ORDER_NUMBER);
    expect(formatMoney(placed.total)).toBe(total);
    expect(placed.lines.map((l) => [l.productName, l.quantity])).toEqual([[BANK_PRODUCT, 1]]);
    expect(await myOrderCount(page.request)).toBe(before + 1);
  } finally {
    await emptyCart(page.request).catch(() => undefined);
    await context.close();
  }
});

test('on a phone a new client adds an address in the checkout and orders from the sticky bar', async ({
  browser,
  baseURL,
}, testInfo) => {
  // A client of its own: no address yet, an empty cart.
  const email = await registerClient(baseURL!, 'Ödeme Deneme');
  const context = await browser.newContext({ viewport: MOBILE });
  await apiSignIn(context.request, email);
  const page = await context.newPage();
  try {
    await addFromShop(page, BANK_PRODUCT);
    await page.goto('/dashboard/cart');
    await page.getByTestId('cart-sticky-bar').getByTestId('checkout-button').click();
    await expect(page).toHaveURL(/\/dashboard\/checkout$/);

    const picker = page.getByTestId('address-picker');
    await expect(picker).toContainText('Kayıtlı adresiniz yok');
    await ensureAddress(page);
    await expect(picker.getByTestId('address-option')).toHaveCount(1);
    await expect(picker.getByTestId('address-option')).toContainText('Karşıyaka');

    const bar = page.getByTestId('checkout-sticky-bar');
    await expect(bar).toBeVisible();
    await expect(bar.getByTestId('checkout-sticky-total')).toHaveText(await checkoutTotal(page));
    // One column: nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'horizontal page scroll').toBeLessThanOrEqual(0);
    await page.getByTestId('payment-method-bank_transfer').getByRole('radio').check();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenPath(testInfo, 'checkout-mobile-top') });
    await page.getByTestId('checkout-summary').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenPath(testInfo, 'checkout-mobile-summary') });

    await page.getByTestId('accept-contracts').check();
    await bar.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
    await expect(toast(page, 'Siparişiniz alındı')).toBeVisible();
  } finally {
    await context.close();
  }
});

/** The admin's PUT body (productInputSchema) from the admin's GET of the product. */
function productBody(p: Record<string, unknown> & { prices: Record<string, unknown> }) {
  return {
    name: p.name,
    description: p.description,
    categoryId: p.categoryId,
    isActive: p.isActive,
    isClientProduct: p.isClientProduct,
    purchaseMode: p.purchaseMode,
    minOrderQuantity: p.minOrderQuantity,
    activeIngredients: p.activeIngredients,
    prices: p.prices,
    commission: p.commission,
    inventory: p.inventory,
  };
}

async function setClientPrice(admin: APIRequestContext, id: string, clientPrice: number) {
  const got = await admin.get(`/api/admin/products/${id}`);
  expect(got.status(), await got.text()).toBe(200);
  const product = (await got.json()) as Parameters<typeof productBody>[0];
  const res = await admin.put(`/api/admin/products/${id}`, {
    data: productBody({ ...product, prices: { ...product.prices, clientPrice } }),
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a price raised after the product was added must be confirmed before ordering', async ({
  browser,
  baseURL,
}, testInfo) => {
  const admin = await apiAs(baseURL!, DEMO.admin.email);
  const { context, page } = await signedInContext(browser, DEMO.musteri);
  const list = await page.request.get('/api/shop/products', { params: { search: REPRICED_PRODUCT } });
  const product = ((await list.json()) as { products: { id: string; name: string; price: number }[] }).products.find(
    (p) => p.name === REPRICED_PRODUCT,
  )!;
  const oldPrice = product.price;
  const newPrice = oldPrice + 25_00;
  try {
    await emptyCart(page.request);
    await addFromShop(page, REPRICED_PRODUCT);
    await setClientPrice(admin, product.id, newPrice);

    await goToCheckout(page);
    await ensureAddress(page);
    const notice = page.getByTestId('checkout-price-changed');
    await expect(notice).toContainText('Ürün fiyatları değişti');
    const changes = notice.getByTestId('checkout-price-changes');
    await expect(changes).toContainText(REPRICED_PRODUCT);
    await expect(changes).toContainText(formatMoney(oldPrice));
    await expect(changes).toContainText(formatMoney(newPrice));
    const line = page.getByTestId('checkout-line');
    await expect(line.getByTestId('checkout-line-old-price')).toHaveText(formatMoney(oldPrice));
    await expect(line.getByTestId('checkout-line-new-price')).toHaveText(formatMoney(newPrice));
    await expect(page.getByTestId('checkout-total')).toHaveText(formatMoney(newPrice));

    await page.getByTestId('payment-method-bank_transfer').getByRole('radio').check();
    const place = page.getByTestId('place-order');
    await expect(place).toBeDisabled();
    await expect(page.getByTestId('checkout-confirm-hint')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenPath(testInfo, 'checkout-price-changed-desktop') });
    await expectNoSeriousViolations(page, 'checkout with changed prices', WITHOUT_TOASTER);
    await page.getByLabel('Yeni fiyatları onaylıyorum').check();
    await expect(place).toBeEnabled();
    await page.getByTestId('accept-contracts').check();
    await place.click();

    await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const placed = (await (await page.request.get(`/api/orders/${id}`)).json()) as OrderDto;
    expect(placed.total).toBe(newPrice);
    expect(placed.lines[0]!.unitPrice).toBe(newPrice);
  } finally {
    await setClientPrice(admin, product.id, oldPrice).catch(() => undefined);
    await emptyCart(page.request).catch(() => undefined);
    await admin.dispose();
    await context.close();
  }
});

test('the payment pages speak to a signed-out visitor too', async ({ page }, testInfo) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/payment/success?order=S-20260101-0001');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ödemeniz alındı');
  await expect(page.getByTestId('payment-result-lead')).toContainText('S-20260101-0001');
  await expect(page.getByTestId('payment-sign-in')).toBeVisible();
  await expect(page.getByTestId('payment-success').getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute(
    'href',
    '/login',
  );
  await page.screenshot({ path: screenPath(testInfo, 'payment-success-signed-out-mobile'), fullPage: true });

  await page.goto('/payment/error?order=S-20260101-0001&reason=Kart%20reddedildi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ödeme tamamlanamadı');
  await expect(page.getByTestId('payment-error-reason')).toContainText('Kart reddedildi');
  await expect(page.getByTestId('payment-retry')).toHaveCount(0);
  await expect(page.getByTestId('payment-error').getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
  await page.screenshot({ path: screenPath(testInfo, 'payment-error-signed-out-mobile'), fullPage: true });
});
