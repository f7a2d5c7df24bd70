import { expect, type Page } from '@playwright/test';
import {
  apiAs,
  DEMO,
  DESKTOP,
  expectDashboard,
  expectNoSeriousViolations,
  LEAN_TRACE,
  MOBILE,
  resizeTo,
  signedInContext,
  uniqueEmail,
  test,
} from './support';

test.use(LEAN_TRACE);

/**
 * A doctor applies on the public form, the admin approves the application (role dealer, under the
 * İstanbul city distributor), and the doctor registers with the link from the e-mail (read from
 * the outbox, as this server has no mail server) and lands on the dashboard.
 */
test('a doctor applies, the admin approves, the doctor registers from the e-mail', async ({
  browser,
  page,
  baseURL,
}) => {
  const email = uniqueEmail('doktor');
  const name = 'Dr. Playwright Hekim';

  await page.goto('/doctor-application');
  const form = page.getByTestId('doctor-application-form');
  // Nothing is sent without the KVKK consent.
  await form.getByTestId('doctor-application-submit').click();
  await expect(form).toContainText('KVKK Aydınlatma Metni’ni onaylamalısınız');
  await expect(form.getByRole('link', { name: 'KVKK Aydınlatma Metni' })).toHaveAttribute(
    'href',
    '/policies/kvkk-aydinlatma-metni',
  );
  await form.getByLabel('Ad soyad').fill(name);
  await form.getByLabel('Uzmanlık alanı').fill('Dahiliye');
  await form.getByLabel('Diploma / sicil numarası').fill('DS-445566');
  await form.getByLabel('İl').selectOption('İzmir');
  await form.getByLabel('Cep telefonu').fill('0532 444 55 66');
  await form.getByLabel('E-posta').fill(email);
  await form.getByLabel('Mesajınız (isteğe bağlı)').fill('Kliniğimde ürünlerinizi önermek istiyorum.');
  await form.getByTestId('kvkk-consent').check();
  await form.getByTestId('doctor-application-submit').click();
  await expect(page.getByTestId('doctor-application-sent')).toContainText('Başvurunuz alındı');
  await expect(page.getByTestId('doctor-application-sent')).toContainText(email);

  const { context, page: admin } = await signedInContext(browser, DEMO.admin);
  const visitorContext = await browser.newContext({ baseURL });
  try {
    await admin.goto('/dashboard/admin/doctor-applications');
    const row = admin.getByTestId('application-row').filter({ hasText: email });
    await expect(row).toBeVisible();
    await row.getByTestId('application-open').click();
    const detail = admin.getByTestId('application-detail');
    await expect(detail).toContainText('DS-445566');
    await expect(detail).toContainText('0532 444 55 66');
    await expect(detail).toContainText('Sürüm');
    await detail.getByTestId('application-approve').click();

    const approve = admin.getByTestId('approve-application-dialog');
    await expect(approve.getByTestId('approve-role')).toHaveValue('dealer');
    await approve.getByRole('combobox', { name: 'Üst üye' }).click();
    await admin.getByPlaceholder('Ad, e-posta veya satıcı no').fill('İstanbul');
    await admin.getByRole('option', { name: /İstanbul Şehir Distribütörü/ }).click();
    await approve.getByTestId('approve-application-submit').click();
    await expect(approve).toHaveCount(0);
    await expect(detail.getByTestId('application-status')).toHaveText('Onaylanan');

    // The invitation e-mail, from the outbox.
    const api = await apiAs(baseURL!, DEMO.admin.email);
    let link = '';
    try {
      const res = await api.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`);
      expect(res.status()).toBe(200);
      const { messages } = (await res.json()) as { messages: { subject: string; text: string }[] };
      const mail = messages.find((m) => m.subject === 'Doktor başvurunuz onaylandı');
      expect(mail).toBeDefined();
      link = /https?:\/\/\S+\/invitation\/[A-Z2-9]{8}/.exec(mail!.text)?.[0] ?? '';
    } finally {
      await api.dispose();
    }
    expect(link).not.toBe('');

    const doctor = await visitorContext.newPage();
    await doctor.goto(new URL(link).pathname);
    await expect(doctor.getByTestId('invitation-summary')).toContainText('Bayi');
    const register = doctor.getByTestId('registration-form');
    await expect(register.getByLabel('E-posta', { exact: true })).toHaveValue(email);
    await register.getByLabel('Şifre', { exact: true }).fill('Doktor.Sifre.2026');
    await register.getByLabel('Şifre (tekrar)').fill('Doktor.Sifre.2026');
    await register.getByRole('button', { name: 'Kayıt Ol' }).click();
    await expectDashboard(doctor, name);
  } finally {
    await visitorContext.close();
    await context.close();
  }
});

test('the application form and the admin pages pass an accessibility check, desktop and phone', async ({ browser }) => {
  // Each page is loaded once and checked at both sizes, resized in between. A page is loaded at the
  // size the one before ended at, so the pages are loaded on a desktop and on a phone by turns.
  let sizes = [DESKTOP, MOBILE];
  const checkBothSizes = async (page: Page, ready: string, label: string, include: string) => {
    for (const viewport of sizes) {
      if (page.viewportSize()?.width !== viewport.width) await resizeTo(page, viewport);
      await expect(page.getByTestId(ready).first()).toBeVisible();
      await expectNoSeriousViolations(page, `${label}-${viewport.width}x${viewport.height}`, { include });
    }
    sizes = sizes.reverse();
  };

  const visitor = await browser.newContext({ viewport: sizes[0] });
  try {
    const page = await visitor.newPage();
    await page.goto('/doctor-application');
    await checkBothSizes(
      page,
      'doctor-application-form',
      'doctor-application',
      '[data-testid="doctor-application-page"]',
    );
  } finally {
    await visitor.close();
  }
  const { context, page } = await signedInContext(browser, DEMO.admin, sizes[0]);
  try {
    await page.goto('/dashboard/admin/doctor-applications');
    await checkBothSizes(
      page,
      'application-row',
      'admin-doctor-applications',
      '[data-testid="doctor-applications-page"]',
    );
    await page.goto('/dashboard/admin/invitations');
    await checkBothSizes(page, 'invitation-row', 'admin-invitations', '[data-testid="admin-invitations-page"]');
  } finally {
    await context.close();
  }
  const dealer = await signedInContext(browser, DEMO.bayi, sizes[0]);
  try {
    await dealer.page.goto('/dashboard/invitations');
    await checkBothSizes(dealer.page, 'invitation-row', 'invitations', '[data-testid="invitations-page"]');
  } finally {
    await dealer.context.close();
  }
});
