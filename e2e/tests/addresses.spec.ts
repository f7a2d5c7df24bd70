import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { ADDRESS_MESSAGES } from '@portal/shared/addresses';
import {
  DEMO,
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
 * The address book (/dashboard/addresses) as a client keeps it: the first address becomes the
 * default, a second one is made the default, one is edited, the default is deleted, and a wrong
 * phone is answered beside its field. The client's book is emptied first, so every run starts
 * from the empty state.
 */
const PAGE = '/dashboard/addresses';

interface AddressDto {
  id: string;
  title: string;
  isDefault: boolean;
}

async function apiAddresses(request: APIRequestContext): Promise<AddressDto[]> {
  const res = await request.get('/api/addresses');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { addresses: AddressDto[] }).addresses;
}

async function emptyBook(request: APIRequestContext): Promise<void> {
  for (const address of await apiAddresses(request)) {
    const res = await request.delete(`/api/addresses/${address.id}`);
    expect(res.status(), await res.text()).toBe(200);
  }
}

/**
 * Other files on the same server place orders for this client with its first address: the book is
 * left as the demo gives it, with one default address, whatever happened in the test.
 */
async function restoreBook(request: APIRequestContext): Promise<void> {
  await emptyBook(request);
  const res = await request.post('/api/addresses', {
    data: {
      title: 'Ev',
      recipientName: 'Demo Müşteri',
      phone: '05321234567',
      city: 'İstanbul',
      district: 'Kadıköy',
      addressLine: 'Caferağa Mah. Moda Cad. No: 12',
      postalCode: '34710',
      isDefault: true,
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** The card whose title is exactly `title`. */
function card(page: Page, title: string): Locator {
  return page
    .getByTestId('address-list')
    .getByTestId('address-card')
    .filter({ has: page.getByTestId('address-title').getByText(title, { exact: true }) });
}

async function settled(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal page scroll').toBeLessThanOrEqual(0);
}

type AddressInput = {
  title: string;
  phone?: string;
  city: string;
  district: string;
  addressLine: string;
  postalCode?: string;
};

async function fillAddress(dialog: Locator, input: AddressInput): Promise<void> {
  await dialog.getByLabel('Adres başlığı').fill(input.title);
  if (input.phone !== undefined) await dialog.getByLabel('Telefon').fill(input.phone);
  await dialog.getByLabel('İl', { exact: true }).selectOption(input.city);
  await dialog.getByLabel('İlçe', { exact: true }).fill(input.district);
  await dialog.getByLabel('Açık adres').fill(input.addressLine);
  if (input.postalCode !== undefined) await dialog.getByLabel('Posta kodu').fill(input.postalCode);
}

test('a client adds, makes default, edits and deletes addresses', async ({ browser }, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.musteri);
  try {
    await emptyBook(page.request);
    await page.goto(PAGE);
    await expect(page.getByTestId('page-title')).toHaveText('Adreslerim');
    const empty = page.getByTestId('addresses-empty');
    await expect(empty).toContainText('Henüz kayıtlı adresiniz yok');
    await page.screenshot({ path: screenPath(testInfo, 'addresses-empty-desktop') });

    // The first address: a wrong phone is answered beside the field, nothing is saved.
    await empty.getByRole('button', { name: 'Yeni Adres' }).click();
    const dialog = page.getByTestId('address-dialog');
    await settled(dialog);
    await expect(dialog.getByRole('heading', { name: 'Yeni Adres' })).toBeVisible();
    // Started from the member's own name.
    await expect(dialog.getByLabel('Alıcı adı soyadı')).toHaveValue(DEMO.musteri.name);
    await fillAddress(dialog, {
      title: 'Ev',
      phone: '0532 12',
      city: 'İstanbul',
      district: 'Kadıköy',
      addressLine: 'Caferağa Mah. Moda Cad. No: 12 D: 3',
      postalCode: '34710',
    });
    await dialog.getByTestId('address-save').click();
    await expect(dialog.getByText(ADDRESS_MESSAGES.phone)).toBeVisible();
    await expect(dialog.getByLabel('Telefon')).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: screenPath(testInfo, 'addresses-form-error-desktop') });
    expect(await apiAddresses(page.request)).toEqual([]);

    await dialog.getByLabel('Telefon').fill('0532 123 45 67');
    await dialog.getByTestId('address-save').click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Adres kaydedildi')).toBeVisible();
    const home = card(page, 'Ev');
    await expect(home.getByTestId('address-default-badge')).toHaveText('Varsayılan');
    await expect(home.getByTestId('address-phone')).toHaveText('0532 123 45 67');
    await expect(home.getByTestId('address-locality')).toHaveText('Kadıköy / İstanbul 34710');
    await expect(home.getByTestId('address-make-default')).toHaveCount(0);

    // A second address: not the default until the member says so.
    await page.getByTestId('address-add').click();
    await settled(dialog);
    await fillAddress(dialog, {
      title: 'İş',
      phone: '0312 444 55 66',
      city: 'Ankara',
      district: 'Çankaya',
      addressLine: 'Kızılay Mah. Atatürk Blv. No: 101 Kat: 5',
    });
    await dialog.getByTestId('address-save').click();
    await expect(dialog).toBeHidden();
    const work = card(page, 'İş');
    await expect(work).toBeVisible();
    await expect(work.getByTestId('address-default-badge')).toHaveCount(0);
    await expect(work.getByTestId('address-locality')).toHaveText('Çankaya / Ankara');
    await expect(page.getByTestId('address-card')).toHaveCount(2);

    await work.getByTestId('address-make-default').click();
    await expect(toast(page, 'Varsayılan adres değiştirildi')).toBeVisible();
    await expect(work.getByTestId('address-default-badge')).toBeVisible();
    await expect(home.getByTestId('address-default-badge')).toHaveCount(0);
    // The default leads the list.
    await expect(page.getByTestId('address-card').first().getByTestId('address-title')).toHaveText('İş');
    expect((await apiAddresses(page.request)).map((a) => [a.title, a.isDefault])).toEqual([
      ['İş', true],
      ['Ev', false],
    ]);
    await page.screenshot({ path: screenPath(testInfo, 'addresses-list-desktop'), fullPage: true });
    await expectNoSeriousViolations(page, 'addresses page', WITHOUT_TOASTER);

    // Edit: the form opens with the saved values.
    await home.getByTestId('address-edit').click();
    await settled(dialog);
    await expect(dialog.getByRole('heading', { name: 'Adresi Düzenle' })).toBeVisible();
    await expect(dialog.getByLabel('Telefon')).toHaveValue('0532 123 45 67');
    await expect(dialog.getByLabel('İl', { exact: true })).toHaveValue('İstanbul');
    await dialog.getByLabel('Adres başlığı').fill('Ev (Moda)');
    await dialog.getByLabel('Açık adres').fill('Caferağa Mah. Moda Cad. No: 14 D: 5');
    await dialog.getByLabel('Posta kodu').fill('');
    await expectNoSeriousViolations(page, 'address dialog', WITHOUT_TOASTER);
    await dialog.getByTestId('address-save').click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Adres güncellendi')).toBeVisible();
    const edited = card(page, 'Ev (Moda)');
    await expect(edited.getByTestId('address-line')).toHaveText('Caferağa Mah. Moda Cad. No: 14 D: 5');
    await expect(edited.getByTestId('address-locality')).toHaveText('Kadıköy / İstanbul');

    // Delete the default, after confirming: the other address takes it over.
    await work.getByTestId('address-delete').click();
    const confirm = page.getByTestId('address-delete-dialog');
    await expect(confirm).toContainText('“İş” adresi silinsin mi?');
    await confirm.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('address-card')).toHaveCount(2);
    await work.getByTestId('address-delete').click();
    await confirm.getByTestId('address-delete-confirm').click();
    await expect(toast(page, 'Adres silindi')).toBeVisible();
    await expect(page.getByTestId('address-card')).toHaveCount(1);
    await expect(edited.getByTestId('address-default-badge')).toBeVisible();
    expect((await apiAddresses(page.request)).map((a) => [a.title, a.isDefault])).toEqual([['Ev (Moda)', true]]);
  } finally {
    await restoreBook(page.request);
    await context.close();
  }
});

test('on a phone the book and its form fit the screen', async ({ browser }, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.musteri, MOBILE);
  try {
    await emptyBook(page.request);
    for (const payload of [
      {
        title: 'Ev',
        recipientName: 'Demo Müşteri',
        phone: '05321234567',
        city: 'İstanbul',
        district: 'Kadıköy',
        addressLine: 'Caferağa Mah. Moda Cad. No: 12 D: 3 (kapıcıya bırakılabilir)',
        postalCode: '34710',
      },
      {
        title: 'Annemlerin evi',
        recipientName: 'Fatma Yılmaz',
        phone: '02165550000',
        city: 'Afyonkarahisar',
        district: 'Sandıklı',
        addressLine: 'Hisar Mah. Cumhuriyet Cad. No: 7',
      },
    ]) {
      const res = await page.request.post('/api/addresses', { data: payload });
      expect(res.status(), await res.text()).toBe(201);
    }

    await page.goto(PAGE);
    await expect(page.getByTestId('address-card')).toHaveCount(2);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: screenPath(testInfo, 'addresses-list-mobile'), fullPage: true });

    await page.getByTestId('address-add').click();
    const dialog = page.getByTestId('address-dialog');
    await settled(dialog);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: screenPath(testInfo, 'addresses-form-mobile') });
    await dialog.getByTestId('address-save').click();
    await expect(dialog.getByText(ADDRESS_MESSAGES.title)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: screenPath(testInfo, 'addresses-form-errors-mobile') });
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(dialog).toBeHidden();
  } finally {
    await restoreBook(page.request);
    await context.close();
  }
});
