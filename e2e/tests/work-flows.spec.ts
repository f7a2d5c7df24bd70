import { expect } from '@playwright/test';
import {
  DEMO,
  DESKTOP,
  expectNoSeriousViolations,
  LEAN_TRACE,
  resizeTo,
  signedInContext,
  test,
  uniqueEmail,
} from './support';

test.use(LEAN_TRACE);

const PHONE = { width: 375, height: 812 };

/** The accessibility checks look inside the page's content. */
const CONTENT = { include: 'main' };

/**
 * A doctor applies on the public form; the admin, with the task list open, sees the review task of
 * the "Doktor Başvurusu İnceleme" workflow arrive live with the header badge, opens the workflow,
 * ticks the checklist and completes the step, and the next step opens.
 */
test('a doctor application starts its review workflow and the admin’s task appears', async ({ browser, page }) => {
  const email = uniqueEmail('akis');
  const name = 'Dr. Akış Deneme';
  const { context, page: admin } = await signedInContext(browser, DEMO.admin);
  try {
    await admin.goto('/dashboard/tasks');
    await expect(admin.getByTestId('tasks-page')).toBeVisible();
    await expect(admin.getByTestId('tasks-badge-count')).toBeVisible();
    const before = Number(await admin.getByTestId('tasks-badge-count').textContent());

    await page.goto('/doctor-application');
    const form = page.getByTestId('doctor-application-form');
    await form.getByLabel('Ad soyad').fill(name);
    await form.getByLabel('Uzmanlık alanı').fill('Kardiyoloji');
    await form.getByLabel('Diploma / sicil numarası').fill('DS-778899');
    await form.getByLabel('İl').selectOption('İzmir');
    await form.getByLabel('Cep telefonu').fill('0532 777 88 99');
    await form.getByLabel('E-posta').fill(email);
    await form.getByTestId('kvkk-consent').check();
    await form.getByTestId('doctor-application-submit').click();
    await expect(page.getByTestId('doctor-application-sent')).toBeVisible();

    // Live: no reload on the admin's side.
    const task = admin.getByTestId('task-card').filter({ hasText: name });
    await expect(task).toBeVisible();
    await expect(task).toContainText('Diploma ve sicil bilgisini doğrula');
    await expect(admin.getByTestId('tasks-badge-count')).toHaveText(String(before + 1));

    await task.getByTestId('task-instance-link').click();
    await expect(admin.getByTestId('instance-title')).toContainText(`Doktor Başvurusu İnceleme — ${name}`);
    const first = admin.getByTestId('task-card').first();
    await expect(first.getByTestId('task-complete')).toBeDisabled();
    for (const box of await first.getByTestId('task-checklist-item').all()) await box.check();
    await first.getByTestId('task-complete').click();
    await expect(first).toContainText('Tamamlandı');
    await expect(admin.getByTestId('task-card').nth(1)).toContainText('Açık');
    await expect(admin.getByTestId('task-card').nth(1).getByTestId('task-complete')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the workflow pages fit a phone and a desktop', async ({ browser }, testInfo) => {
  // Each page is loaded once and checked at both sizes, resized in between. A page is loaded at the
  // size the one before ended at, so the pages are loaded on a phone and on a desktop by turns.
  let sizes: [string, typeof DESKTOP][] = [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ];
  const { context, page } = await signedInContext(browser, DEMO.admin, PHONE);
  try {
    for (const [path, testId] of [
      ['/dashboard/tasks', 'task-card'],
      ['/dashboard/workflows', 'instance-row'],
      ['/dashboard/workflow-templates', 'template-card'],
      ['/dashboard/workflow-management', 'instance-row'],
    ] as const) {
      await page.goto(path);
      for (const [label, viewport] of sizes) {
        if (page.viewportSize()?.width !== viewport.width) await resizeTo(page, viewport);
        await expect(page.getByTestId(testId).first()).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${label}`).toBeLessThanOrEqual(0);
        await expectNoSeriousViolations(page, `${path} at ${label}`, CONTENT);
        await page.screenshot({
          path: testInfo.outputPath(`${label}${path.replaceAll('/', '-')}.png`),
          fullPage: true,
        });
      }
      sizes = sizes.reverse();
    }
    await page.getByTestId('instance-link').first().click();
    for (const [label, viewport] of sizes) {
      if (page.viewportSize()?.width !== viewport.width) await resizeTo(page, viewport);
      await expect(page.getByTestId('workflow-instance-page')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `workflow instance at ${label}`).toBeLessThanOrEqual(0);
      await expectNoSeriousViolations(page, `workflow instance at ${label}`, CONTENT);
      await page.screenshot({ path: testInfo.outputPath(`${label}-instance.png`), fullPage: true });
    }
  } finally {
    await context.close();
  }
});

test('the admin makes a template on a phone and chooses the event that starts it', async ({ browser }, testInfo) => {
  const { context, page } = await signedInContext(browser, DEMO.admin, PHONE);
  const name = `Stok Talebi Onayı ${Date.now().toString(36)}`;
  try {
    await page.goto('/dashboard/workflow-templates');
    await page.getByTestId('template-new').click();
    const editor = page.getByTestId('template-editor');
    await editor.getByTestId('template-save').click();
    await expect(editor).toContainText('Şablon adını girin');
    await editor.getByTestId('template-name').fill(name);
    await editor.getByTestId('template-step-name').fill('Talebi değerlendir');
    await editor.getByTestId('template-add-step').click();
    await editor.getByTestId('template-step-name').nth(1).fill('Sevkiyatı planla');
    await page.screenshot({ path: testInfo.outputPath('phone-template-editor.png') });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await editor.getByTestId('template-save').click();
    await expect(editor).toHaveCount(0);
    const card = page.getByTestId('template-card').filter({ hasText: name });
    await expect(card).toContainText('Talebi değerlendir');
    await expect(card).toContainText('Sevkiyatı planla');

    await page.goto('/dashboard/workflow-management');
    const managed = page.getByTestId('management-template').filter({ hasText: name });
    await managed.getByLabel('Stok talebi').click();
    await managed.getByTestId('trigger-save').click();
    await expect(page.getByText('Başlatan olaylar kaydedildi')).toBeVisible();
    await page.goto('/dashboard/workflow-templates');
    await expect(page.getByTestId('template-card').filter({ hasText: name })).toContainText('Stok talebi');
  } finally {
    await context.close();
  }
});
