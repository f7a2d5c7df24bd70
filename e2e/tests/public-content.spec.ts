import { expect } from '@playwright/test';
import { DEMO, expectNoSeriousViolations, LEAN_TRACE, MOBILE, signedInContext, test } from './support';

test.use(LEAN_TRACE);

test('a visitor reads a blog post and searches the FAQ', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('hero-slider')).toBeVisible();
  await expectNoSeriousViolations(page, 'home');

  await page.goto('/blog');
  const cards = page.getByTestId('blog-card');
  await expect(cards).toHaveCount(6);
  await expectNoSeriousViolations(page, 'blog');
  const first = cards.first().getByRole('link');
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/dk okuma/)).toBeVisible();
  await expect(page).toHaveTitle(/Bayi Portalı/);
  await expectNoSeriousViolations(page, 'blog-post');

  await page.goto('/sss');
  const entries = page.getByTestId('faq-entry');
  await expect(entries.first()).toBeVisible();
  expect(await entries.count()).toBeGreaterThanOrEqual(20);
  await page.getByLabel('Sorularda ara').fill('kargo takibi');
  await expect(entries).toHaveCount(1);
  await entries.first().getByText('Kargo takibini nasıl yaparım?').click();
  await expect(entries.first().getByText(/takip numarası/)).toBeVisible();
  await expectNoSeriousViolations(page, 'faq');

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
  await expectNoSeriousViolations(page, 'about');
});

test('a visitor sends a contact message and the admin answers it by e-mail', async ({ page, browser }) => {
  const subject = `Bayilik sorusu ${Date.now()}`;
  await page.goto('/contact');
  await expectNoSeriousViolations(page, 'contact');
  await page.getByLabel('Adınız Soyadınız').fill('Deneme Ziyaretçi');
  await page.getByLabel('E-posta').fill('ziyaretci-e2e@example.com');
  await page.getByLabel('Konu').fill(subject);
  await page.getByLabel('Mesajınız').fill('Bayi olmak istiyorum, süreç nasıl işliyor?');
  await expect(page.getByTestId('contact-page').getByRole('link', { name: 'KVKK Aydınlatma Metni' })).toHaveAttribute(
    'href',
    '/policies/kvkk-aydinlatma-metni',
  );
  await page.getByLabel(/Aydınlatma Metni/).check();
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByTestId('contact-sent')).toBeVisible();

  const { context, page: admin } = await signedInContext(browser, DEMO.admin);
  await admin.goto('/dashboard/admin/contact-messages');
  const item = admin.getByTestId('inbox-item').filter({ hasText: subject });
  await expect(item).toContainText('Yeni');
  await item.getByRole('button', { name: new RegExp(subject) }).click();
  await item.getByLabel('Yanıt').fill('Merhaba, şehir distribütörümüz sizi arayacak.');
  await item.getByRole('button', { name: 'E-postayla Yanıtla' }).click();
  await expect(item).toContainText('Yanıtlandı');
  await expectNoSeriousViolations(admin, 'contact-messages');
  await context.close();
});

test('a member sends a support request and sees the answer', async ({ browser }) => {
  const subject = `Sipariş sorusu ${Date.now()}`;
  const member = await signedInContext(browser, DEMO.musteri, MOBILE);
  await member.page.goto('/dashboard/support');
  await member.page.getByLabel('Konu').fill(subject);
  await member.page.getByLabel('İlgili sipariş (isteğe bağlı)').selectOption({ index: 1 });
  await member.page.getByLabel('Mesajınız').fill('Siparişimdeki bir ürün eksik geldi.');
  await member.page.getByRole('button', { name: 'Talebi Gönder' }).click();
  const request = member.page.getByTestId('support-request').filter({ hasText: subject });
  await expect(request).toContainText('Yeni');
  await expectNoSeriousViolations(member.page, 'support');

  const admin = await signedInContext(browser, DEMO.turkiye);
  await admin.page.goto('/dashboard/admin/contact-messages');
  const item = admin.page.getByTestId('inbox-item').filter({ hasText: subject });
  await item.getByRole('button', { name: new RegExp(subject) }).click();
  await item.getByLabel('Yanıt').fill('Eksik ürün yarın kargoya verilecek.');
  await item.getByRole('button', { name: 'E-postayla Yanıtla' }).click();
  await expect(item).toContainText('Yanıtlandı');
  await admin.context.close();

  await member.page.reload();
  await expect(request.getByTestId('support-reply')).toContainText('Eksik ürün yarın kargoya verilecek.');
  await member.context.close();
});

test('the admin pages of the site pass axe', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.admin);
  for (const [path, id] of [
    ['/dashboard/admin/slider-management', 'slider-management-page'],
    ['/dashboard/admin/blog', 'admin-blog-page'],
    ['/dashboard/admin/faq', 'admin-faq-page'],
    ['/dashboard/admin/deleted-items', 'deleted-items-page'],
    ['/dashboard/admin/about', 'about-editor'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(id)).toBeVisible();
    await expectNoSeriousViolations(page, id);
  }
  await context.close();
});
