import { expect } from '@playwright/test';
import { OUTBOX_NOTICE } from '@portal/shared/outbox';
import { DEMO, expectNoSeriousViolations, LEAN_TRACE, signedInContext, test } from './support';

test.use(LEAN_TRACE);

/**
 * PRODUCT §2: without SMTP_URL, email is written to an outbox the admin can read. The page says
 * plainly that nothing is sent and that the messages are kept whole (this server has no SMTP).
 */
test('the admin reads the outbox and is told that, without a mail server, nothing is sent', async ({
  browser,
  request,
}) => {
  const forgot = await request.post('/api/auth/forgot-password', { data: { email: DEMO.ankara.email } });
  expect(forgot.status()).toBe(204);

  const { context, page } = await signedInContext(browser, DEMO.admin);
  await page.goto('/dashboard/system-settings');
  const card = page.getByTestId('outbox-card');
  await expect(card.getByRole('heading', { name: 'E-posta kutusu' })).toBeVisible();
  const notice = card.getByTestId('outbox-delivery');
  await expect(notice).toHaveAttribute('data-delivery', 'outbox');
  await expect(notice).toContainText(OUTBOX_NOTICE.outbox.title);
  await expect(notice).toContainText('SMTP_URL');

  const message = card.getByRole('listitem').filter({ hasText: DEMO.ankara.email }).first();
  await expect(message).toContainText('Şifre sıfırlama bağlantınız');
  await expect(message).toContainText('Gönderilmedi');
  await message.getByText('Şifre sıfırlama bağlantınız').click();
  await expect(message).toContainText('/reset-password?token=');

  await expectNoSeriousViolations(page, 'outbox-card', { include: '[data-testid="outbox-card"]' });
  await context.close();
});
