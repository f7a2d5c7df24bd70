import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '@portal/shared/messages';
import { formatMoney, formatPrice } from '@portal/shared/format';
import { nextTierAlert } from '@portal/shared/pricing';
import {
  apiAs,
  apiSignIn,
  DEMO,
  DESKTOP,
  LEAN_TRACE,
  MOBILE,
  registerClient,
  screenPath,
  signedInContext,
  test,
} from './support';

test.use(LEAN_TRACE);

/**
 * The members' shop (/dashboard/shop), cart, wishlist, comparison, the admin's product editor and
 * the visitors' catalogue, as people use them. Products are the seed's (packages/db/src/seed/
 * catalogue-data.ts): a client product with dealer tiers (10–49, 50–999) and a client tier (3+),
 * the zinc product the search is tried on, and two products nobody else's test changes.
 */
const CLIENT_PRODUCT = 'C Vitamini 1000 mg';
const ZINC_PRODUCT = 'Çinko Pikolinat 25 mg';
/** Dealer tiers 10–49 and 50–999; the Istanbul distributor holds it in stock. */
const TIERED_DEALER_PRODUCT = 'Selenyum 200 mcg';
/** The product whose dealer price the admin changes (and restores) in the broadcast test. */
const BROADCAST_PRODUCT = 'Ginkgo Biloba 120 mg';

/** A member's product as GET /api/products/:id answers it (prices in kuruş). */
interface MemberProductDto {
  id: string;
  name: string;
  price: number | null;
  stock: { status: string };
  bulkTiers: { minQuantity: number; maxQuantity: number; unitPrice: number }[];
}

/** The shop's price tag: exactly the charge — '₺314,90', or '₺315' for a whole price (PRODUCT.md §4). */
const shopPrice = (kurus: number) => formatPrice(kurus);

/** `/dashboard/shop` filtered by a search, as a shared link would open it. */
const shopSearch = (search: string, extra = '') => `/dashboard/shop?search=${encodeURIComponent(search)}${extra}`;

/** A sonner toast carrying `text` (title or description). */
function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** The card of the product named exactly `name` on the shop grid. */
function card(page: Page, name: string): Locator {
  return page
    .getByTestId('product-grid')
    .getByTestId('product-card')
    .filter({ has: page.getByTestId('product-link').getByText(name, { exact: true }) });
}

/** The member's own view of a product, by its exact name, through their own session. */
async function memberProduct(request: APIRequestContext, name: string): Promise<MemberProductDto> {
  const list = await request.get('/api/shop/products', { params: { search: name } });
  expect(list.status(), await list.text()).toBe(200);
  const { products } = (await list.json()) as { products: MemberProductDto[] };
  const found = products.find((p) => p.name === name);
  expect(found, `${name} in the member's shop`).toBeTruthy();
  const res = await request.get(`/api/products/${found!.id}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as MemberProductDto;
}

/** A browser context of a client registered for this test only (clean cart, wishlist, comparison). */
async function freshClient(browser: Browser, baseURL: string, name: string) {
  const email = await registerClient(baseURL, name);
  const context = await browser.newContext({ viewport: DESKTOP });
  await apiSignIn(context.request, email);
  const page = await context.newPage();
  return { context, page };
}

async function shopCounts(request: APIRequestContext) {
  const res = await request.get('/api/shop/counts');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { wishlist: number; compare: number; cart: number };
}

test('a client and a dealer see their own prices for the same product, as the API gives them', async ({ browser }) => {
  const client = await signedInContext(browser, DEMO.musteri);
  const dealer = await signedInContext(browser, DEMO.bayi);
  try {
    const prices: number[] = [];
    for (const { page } of [client, dealer]) {
      await page.goto(shopSearch(CLIENT_PRODUCT));
      const price = card(page, CLIENT_PRODUCT).getByTestId('product-price');
      await expect(price).toBeVisible();
      const id = await card(page, CLIENT_PRODUCT).getAttribute('data-product-id');
      const res = await page.request.get(`/api/products/${id}`);
      expect(res.status(), await res.text()).toBe(200);
      const product = (await res.json()) as MemberProductDto;
      expect(product.price).not.toBeNull();
      await expect(price).toHaveText(shopPrice(product.price!));
      // Thousands dots; kuruş when they are not zero.
      await expect(price).toHaveText(/^₺\d{1,3}(\.\d{3})*(,\d{2})?$/);
      prices.push(product.price!);
    }
    const [clientPrice, dealerPrice] = prices;
    expect(dealerPrice, 'the dealer pays less than the client').toBeLessThan(clientPrice!);
    await expect(card(client.page, CLIENT_PRODUCT).getByTestId('product-price')).not.toHaveText(
      shopPrice(dealerPrice!),
    );
  } finally {
    await client.context.close();
    await dealer.context.close();
  }
});

test('add to cart from the shop, change the quantity on the cart page, refuse 1000, remove the line', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await freshClient(browser, baseURL!, 'Sepet Deneme');
  try {
    const product = await memberProduct(page.request, CLIENT_PRODUCT);
    const unit = product.price!;
    // Below the client tier (3+), so the unit price is the plain client price.
    expect(Math.min(...product.bulkTiers.map((t) => t.minQuantity))).toBeGreaterThan(2);

    await page.goto(shopSearch(CLIENT_PRODUCT));
    const shopCard = card(page, CLIENT_PRODUCT);
    await expect(shopCard.getByTestId('quantity-input')).toHaveValue('1');
    const cartLink = page.getByTestId('shop-header').getByTestId('shop-cart');
    await expect(cartLink).toHaveAccessibleName('Sepetim (0)');
    await shopCard.getByTestId('add-to-cart').click();
    await expect(toast(page, MESSAGES.cart.added(CLIENT_PRODUCT))).toBeVisible();
    await expect(cartLink).toHaveAccessibleName('Sepetim (1)');
    await expect(cartLink).toHaveText('1');

    await cartLink.click();
    await expect(page).toHaveURL(/\/dashboard\/cart$/);
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(CLIENT_PRODUCT);
    const quantity = line.getByTestId('cart-quantity');
    const total = page.getByTestId('cart-total');
    await expect(quantity).toHaveValue('1');
    await expect(total).toHaveText(formatMoney(unit));

    await quantity.fill('2');
    await expect(total).toHaveText(formatMoney(2 * unit));
    await expect(toast(page, MESSAGES.cart.updated)).toBeVisible();
    const serverCart = async () => {
      const res = await page.request.get('/api/cart');
      return (await res.json()) as { items: { quantity: number }[]; summary: { total_amount: number } };
    };
    expect((await serverCart()).summary.total_amount).toBe(2 * unit);

    await quantity.fill('1000');
    await expect(line.getByTestId('cart-quantity-error')).toHaveText('Maksimum miktar 999 adet');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    // Nothing was saved: the server keeps 2, and so does the total.
    expect((await serverCart()).items.map((i) => i.quantity)).toEqual([2]);
    await expect(total).toHaveText(formatMoney(2 * unit));

    await line.getByTestId('cart-remove').click();
    await expect(toast(page, MESSAGES.cart.removed)).toBeVisible();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    expect((await serverCart()).items).toEqual([]);
  } finally {
    await context.request.delete('/api/cart').catch(() => undefined);
    await context.close();
  }
});

test('wishlist with the heart, and a comparison of four products that refuses a fifth', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await freshClient(browser, baseURL!, 'Liste Deneme');
  try {
    await page.goto('/dashboard/shop');
    const cards = page.getByTestId('product-grid').getByTestId('product-card');
    await expect(cards.nth(4)).toBeVisible();
    const nameOf = (i: number) => cards.nth(i).getByTestId('product-link').innerText();
    const header = page.getByTestId('shop-header');

    // Wishlist: the heart on the first card.
    const favorite = await nameOf(0);
    const heart = cards.nth(0).getByTestId('wishlist-toggle');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(toast(page, MESSAGES.wishlist.added)).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(header.getByTestId('shop-wishlist')).toHaveAccessibleName('Favorilerim (1)');
    await header.getByTestId('shop-wishlist').click();
    await expect(page).toHaveURL(/\/dashboard\/shop\/wishlist$/);
    const listed = page.getByTestId('wishlist-page').getByTestId('product-card');
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText(favorite);
    // The row has a remove button per layout (phone and wider); the one shown is pressed.
    await listed.getByTestId('wishlist-remove').filter({ visible: true }).click();
    await expect(toast(page, MESSAGES.wishlist.removed)).toBeVisible();
    await expect(page.getByTestId('wishlist-empty')).toBeVisible();

    // Comparison: four products, then a fifth is refused.
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\/shop$/);
    const compared: string[] = [];
    for (let i = 0; i < 4; i++) {
      const toggle = cards.nth(i).getByTestId('compare-toggle');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      compared.push(await nameOf(i));
    }
    await expect(header.getByTestId('shop-compare')).toHaveAccessibleName('Karşılaştırma (4)');
    const fifth = cards.nth(4).getByTestId('compare-toggle');
    await fifth.click();
    const limit = toast(page, MESSAGES.compare.limitTitle);
    await expect(limit).toBeVisible();
    await expect(limit).toContainText(MESSAGES.compare.limit);
    await expect(limit).toContainText('En fazla 4 ürün karşılaştırabilirsiniz');
    await expect(fifth).toHaveAttribute('aria-pressed', 'false');
    expect((await shopCounts(page.request)).compare).toBe(4);

    // The shop header slides away while the grid is scrolled down; a member scrolls back up to it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await header.getByTestId('shop-compare').click();
    await expect(page).toHaveURL(/\/dashboard\/shop\/compare$/);
    const columns = page.getByTestId('compare-table').getByTestId('compare-column');
    await expect(columns).toHaveCount(4);
    for (const name of compared) await expect(columns.filter({ hasText: name })).toHaveCount(1);
    await expect(page.getByTestId('compare-count')).toContainText('4 / 4');

    await page.getByTestId('compare-clear').click();
    await expect(toast(page, MESSAGES.compare.cleared)).toBeVisible();
    await expect(page.getByTestId('compare-empty')).toBeVisible();
    expect(await shopCounts(page.request)).toEqual({ wishlist: 0, compare: 0, cart: 0 });
  } finally {
    await context.request.delete('/api/comparisons').catch(() => undefined);
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

async function setDealerPrice(admin: APIRequestContext, id: string, dealerPrice: number) {
  const got = await admin.get(`/api/admin/products/${id}`);
  expect(got.status(), await got.text()).toBe(200);
  const product = (await got.json()) as Parameters<typeof productBody>[0];
  const body = productBody({ ...product, prices: { ...product.prices, dealerPrice } });
  const res = await admin.put(`/api/admin/products/${id}`, { data: body });
  expect(res.status(), await res.text()).toBe(200);
}

test("the admin changes a dealer price; the dealer's open shop shows it without a reload", async ({
  browser,
  baseURL,
}) => {
  const admin = await apiAs(baseURL!, DEMO.admin.email);
  const { context, page } = await signedInContext(browser, DEMO.bayi);
  const before = await memberProduct(page.request, BROADCAST_PRODUCT);
  const oldPrice = before.price!;
  const newPrice = oldPrice + 1234_00;
  try {
    // The shop filtered to the one product, with the realtime socket up (debug panel).
    await page.goto(shopSearch(BROADCAST_PRODUCT, '&debug=true'));
    await expect(page.getByTestId('debug-realtime-state')).toContainText('(connected)');
    const price = card(page, BROADCAST_PRODUCT).getByTestId('product-price');
    await expect(price).toHaveText(shopPrice(oldPrice));
    await expect(page.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(1);
    await page.evaluate(() => {
      (window as unknown as { __e2eNoReload: boolean }).__e2eNoReload = true;
    });

    await setDealerPrice(admin, before.id, newPrice);
    await expect(price).toHaveText(shopPrice(newPrice));
    expect(shopPrice(newPrice)).toMatch(/^₺\d\.\d{3}(,\d{2})?$/);
    await expect(toast(page, MESSAGES.realtime.pricesUpdated)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __e2eNoReload?: boolean }).__e2eNoReload)).toBe(true);
    expect((await memberProduct(page.request, BROADCAST_PRODUCT)).price).toBe(newPrice);
  } finally {
    await setDealerPrice(admin, before.id, oldPrice).catch(() => undefined);
    await admin.dispose();
    await context.close();
  }
});

test('the search is in the address: "çinko" finds the zinc product, and a reload keeps it', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.musteri);
  try {
    await page.goto('/dashboard/shop');
    await expect(page.getByTestId('product-grid')).toBeVisible();
    const search = page.getByTestId('filter-search');
    await search.fill('çinko');
    await expect(page).toHaveURL(/[?&]search=(%C3%A7|ç)inko(&|$)/i);
    await expect(card(page, ZINC_PRODUCT)).toBeVisible();
    // The grid is the server's answer for the same search, and the filter can be cleared.
    const res = await page.request.get('/api/shop/products', { params: { search: 'çinko' } });
    const { total } = (await res.json()) as { total: number };
    expect(total).toBeGreaterThan(1);
    await expect(page.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(total);
    await expect(page.getByTestId('filters-reset')).toBeVisible();

    await page.reload();
    await expect(search).toHaveValue('çinko');
    await expect(card(page, ZINC_PRODUCT)).toBeVisible();

    // Upper case and the dotted capital İ are the same search (Turkish-aware).
    await page.goto(shopSearch('ÇİNKO PİKOLİNAT'));
    await expect(card(page, ZINC_PRODUCT)).toBeVisible();
    await expect(page.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(1);
  } finally {
    await context.close();
  }
});

test('a dealer choosing 7 of a product with a 10–49 tier is told to add 3 more', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.bayi);
  try {
    const product = await memberProduct(page.request, TIERED_DEALER_PRODUCT);
    expect(product.bulkTiers.map((t) => [t.minQuantity, t.maxQuantity])).toContainEqual([10, 49]);
    expect(product.stock.status).not.toBe('out');
    const rules = product.bulkTiers.map((t) => ({
      userRole: 'dealer' as const,
      minQuantity: t.minQuantity,
      maxQuantity: t.maxQuantity,
      discountedPrice: t.unitPrice,
      isActive: true,
    }));
    const expected = nextTierAlert(product.price!, rules, 'dealer', 7);
    expect(expected?.addQuantity).toBe(3);

    await page.goto(shopSearch(TIERED_DEALER_PRODUCT));
    const shopCard = card(page, TIERED_DEALER_PRODUCT);
    await shopCard.getByTestId('quantity-input').fill('7');
    const alert = shopCard.getByTestId('smart-alert');
    await expect(alert).toContainText('3 adet daha ekleyin');
    await expect(alert).toContainText(MESSAGES.shop.smartAlert(3, expected!.savings));
    await expect(shopCard.getByTestId('line-total')).toContainText(`7 adet · Toplam ${shopPrice(7 * product.price!)}`);
  } finally {
    await context.close();
  }
});

test('the admin creates a client product with the editor; the client finds it in the shop', async ({
  browser,
  baseURL,
}) => {
  const name = `E2E Mağaza Ürünü ${Date.now().toString(36)}`;
  const admin = await apiAs(baseURL!, DEMO.admin.email);
  const adminSide = await signedInContext(browser, DEMO.admin);
  const clientSide = await signedInContext(browser, DEMO.musteri);
  try {
    const { page } = adminSide;
    await page.goto('/dashboard/products/stock');
    await expect(page.getByTestId('product-stock-page')).toBeVisible();
    await page.getByRole('button', { name: 'Yeni Ürün' }).click();
    const editor = page.getByTestId('product-editor');
    await expect(editor.getByRole('heading', { name: 'Yeni Ürün' })).toBeVisible();
    await editor.getByTestId('product-name').fill(name);
    const clientSwitch = editor.getByRole('switch', { name: 'Danışan ürünü' });
    await clientSwitch.click();
    await expect(clientSwitch).toHaveAttribute('aria-checked', 'true');
    await editor.getByTestId('editor-tab-prices').click();
    await editor.getByLabel('Danışan fiyatı').fill('149,90');
    await editor.getByLabel('Bayi fiyatı').fill('119,90');
    await editor.getByLabel('Perakende satış fiyatı').fill('179,90');
    await editor.getByTestId('editor-tab-inventory').click();
    await editor.getByTestId('inventory-display-stock').fill('25');
    await editor.getByTestId('product-save').click();
    await expect(toast(page, 'Ürün kaydedildi')).toBeVisible();
    await expect(editor).toBeHidden();

    // The client types its name into the shop search.
    const client = clientSide.page;
    await client.goto('/dashboard/shop');
    await client.getByTestId('filter-search').fill(name);
    const created = card(client, name);
    await expect(created).toBeVisible();
    await expect(created.getByTestId('product-price')).toHaveText(shopPrice(149_90));
    await expect(client.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(1);
    // The 25 units went into the company warehouse as opening stock; the client's city
    // distributor has none yet, so the supply chain serves it from the warehouse: in stock, and
    // the card agrees with the detail.
    const id = await created.getAttribute('data-product-id');
    const detail = (await (await client.request.get(`/api/products/${id}`)).json()) as MemberProductDto;
    expect(detail.stock).toMatchObject({ status: 'in_stock', displayStock: 25 });
    await expect(created.getByTestId('stock-badge').filter({ visible: true })).toHaveAttribute(
      'data-status',
      'in_stock',
    );
    await expect(created.getByTestId('add-to-cart')).toBeEnabled();
  } finally {
    const found = await admin.get('/api/admin/products', { params: { search: name } });
    const { products } = (await found.json()) as { products: { id: string; name: string }[] };
    for (const p of products.filter((x) => x.name === name)) {
      const res = await admin.delete(`/api/admin/products/${p.id}`);
      expect(res.status(), await res.text()).toBe(200);
    }
    // Soft-deleted: gone from the client's shop.
    const after = await clientSide.page.request.get('/api/shop/products', { params: { search: name } });
    expect(((await after.json()) as { total: number }).total).toBe(0);
    await admin.dispose();
    await adminSide.context.close();
    await clientSide.context.close();
  }
});

test('the public catalogue at /products shows no member prices', async ({ page }) => {
  await page.goto(`/products?search=${encodeURIComponent(CLIENT_PRODUCT)}`);
  await expect(page.getByTestId('catalogue-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Ürün Kataloğu' })).toBeVisible();
  const cards = page.getByTestId('product-grid').getByTestId('product-card');
  const cVitamin = cards.filter({ hasText: CLIENT_PRODUCT });
  await expect(cVitamin).toHaveCount(1);

  const res = await page.request.get('/api/public/products', { params: { search: CLIENT_PRODUCT } });
  expect(res.status(), await res.text()).toBe(200);
  const { products } = (await res.json()) as { products: Record<string, unknown>[] };
  const publicProduct = products.find((p) => p.name === CLIENT_PRODUCT)!;
  // No member price ever reaches a visitor.
  for (const key of ['price', 'clientPrice', 'dealerPrice', 'bulkTiers', 'adminCostPrice'])
    expect(publicProduct, key).not.toHaveProperty(key);
  const retail = publicProduct.retailPrice as number | null;
  await expect(cVitamin.getByTestId('product-price')).toHaveText(
    retail === null ? 'Üyelere özel fiyat' : shopPrice(retail),
  );
  await expect(cVitamin).toContainText('Üye fiyatı için giriş yapın');

  // The whole first page: a retail price or 'Üyelere özel fiyat', and no shop controls.
  await page.goto('/products');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.getByTestId('product-price').allInnerTexts())
    expect(text).toMatch(/^(₺\d{1,3}(\.\d{3})*(,\d{2})?|Üyelere özel fiyat)$/);
  await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
  await expect(page.getByTestId('quantity-input')).toHaveCount(0);
});

test('shop screenshots, phone and desktop', async ({ browser }, testInfo) => {
  for (const [name, viewport] of [
    ['shop-dealer-mobile', MOBILE],
    ['shop-dealer-desktop', DESKTOP],
  ] as const) {
    const { context, page } = await signedInContext(browser, DEMO.bayi, viewport);
    try {
      await page.goto('/dashboard/shop');
      await expect(page.getByTestId('product-grid').getByTestId('product-card').first()).toBeVisible();
      await expect(page.locator('[data-slot="skeleton"]'))
        .toHaveCount(0, { timeout: 5000 })
        .catch(() => undefined);
      await page.screenshot({ path: screenPath(testInfo, name) });
    } finally {
      await context.close();
    }
  }
});
