import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import {
  DEMO,
  DESKTOP,
  expectNoSeriousViolations,
  LEAN_TRACE,
  MOBILE,
  resizeTo,
  signedInContext,
  test,
} from './support';

test.use(LEAN_TRACE);

/**
 * The admin's network pages: the member list with its filters and CSV, a maintenance job run to
 * the end, and the demo's inconsistent profiles fixed by re-parenting and by a points sync.
 */
const MEMBERS = '/dashboard/network/members';
const MAINTENANCE = '/dashboard/network/maintenance';
const INCONSISTENT = '/dashboard/network/inconsistent-profiles';

async function pickMember(page: Page, picker: string, search: string, option: RegExp) {
  await page.getByTestId(picker).getByRole('combobox').click();
  await page.getByPlaceholder('Ad, satıcı no veya e-posta').fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

test('the admin filters the members, keeps the filters in the address and downloads them as CSV', async ({
  browser,
}) => {
  const { context, page } = await signedInContext(browser, DEMO.admin);
  try {
    await page.goto(MEMBERS);
    await expect(page.getByTestId('members-table')).toBeVisible();

    await page.getByTestId('member-role').selectOption('dealer');
    await expect(page).toHaveURL(/role=dealer/);
    await expect(page.getByTestId('member-row').first()).toContainText('Bayi');

    // The dealers under the İstanbul distributor, by the sponsor combobox.
    await pickMember(page, 'member-sponsor', 'İstanbul Şehir', /İstanbul Şehir Distribütörü/);
    await expect(page).toHaveURL(/sponsor=[0-9a-f-]{36}/);
    const sponsorId = new URL(page.url()).searchParams.get('sponsor');
    const api = await page.request.get(`/api/network/admin/members?role=dealer&sponsorId=${sponsorId}`);
    const { total } = (await api.json()) as { total: number };
    expect(total).toBeGreaterThanOrEqual(5);
    await expect(page.getByTestId('members-count')).toContainText(`${total} üye`);
    const rows = page.getByTestId('member-row');
    await expect(rows).toHaveCount(total);
    await expect(rows.filter({ hasText: 'Kadıköy Bayi' })).toHaveCount(1);

    // The address alone brings the same list back.
    await page.reload();
    await expect(page.getByTestId('member-row')).toHaveCount(total);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('members-export-csv').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ag-uyeleri-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'Ad Soyad;Satıcı No;Rol;E-posta;Telefon;Şehir;Sponsor;Sponsor Satıcı No;Katılım Tarihi;Durum;Doğrudan Üye;Ağ Büyüklüğü;Puan',
    );
    expect(lines).toHaveLength(total + 1);
    expect(lines.filter((l) => l.startsWith('Kadıköy Bayi;'))).toHaveLength(1);
    expect(lines.slice(1).every((l) => l.split(';')[6] === 'İstanbul Şehir Distribütörü')).toBe(true);

    // Deleted members are listed too, under their own status.
    await page.getByTestId('member-filters-clear').click();
    await page.getByTestId('member-status-filter').selectOption('deleted');
    await expect(page).toHaveURL(/status=deleted/);
    await expect(page.getByTestId('member-row').filter({ hasText: 'Selin Aydın' })).toContainText('Silinmiş');
  } finally {
    await context.close();
  }
});

test('on a phone the members are cards and the filters fold away', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.admin, MOBILE);
  try {
    await page.goto(`${MEMBERS}?q=Kad%C4%B1k%C3%B6y`);
    await expect(page.getByTestId('members-cards')).toBeVisible();
    await expect(page.getByTestId('member-row').first()).toContainText('Kadıköy Bayi');
    await expect(page.getByTestId('member-filters-open')).toContainText('Filtreler (1)');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await context.close();
  }
});

test('the admin runs a recount and sees it finish', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.admin);
  try {
    await page.goto(MAINTENANCE);
    await page.getByTestId('job-start-recount').click();
    const latest = page.getByTestId('job-row').first();
    await expect(latest).toContainText('Sayıları yeniden hesapla');
    await expect(latest.getByTestId('job-status')).toHaveText('Tamamlandı', { timeout: 20_000 });
    await expect(latest.getByTestId('job-summary')).toContainText('üye kontrol edildi');
    await expect(page.getByTestId('job-start-recount')).toBeEnabled();

    // A dry run of the points sync counts the demo's two mismatches and changes nothing.
    await page.getByTestId('job-dry-sync_points').click();
    await page.getByTestId('job-start-sync_points').click();
    await expect(page.getByTestId('job-row').first().getByTestId('job-status')).toHaveText('Tamamlandı', {
      timeout: 20_000,
    });
    await expect(page.getByTestId('job-row').first()).toContainText('deneme');
  } finally {
    await context.close();
  }
});

test('the admin fixes inconsistent profiles by re-parenting and by syncing points', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, DEMO.admin);
  try {
    await page.goto(INCONSISTENT);
    const deletedParent = page.getByTestId('group-deleted_parent');
    await expect(deletedParent.getByTestId('inconsistent-row').filter({ hasText: 'Murat Kaya' })).toBeVisible();

    // A dealer cannot hang under a dealer: the server says why and nothing moves.
    const dealerUnderDealer = page.getByTestId('group-parent_role').getByTestId('inconsistent-row').first();
    await expect(dealerUnderDealer).toContainText('Burak Çelik');
    await dealerUnderDealer.getByTestId('reparent').click();
    await pickMember(page, 'reparent-parent', 'Kadıköy', /Kadıköy Bayi/);
    await page.getByTestId('reparent-submit').click();
    await expect(page.getByTestId('reparent-error')).toContainText(
      'Yeni üst üyenin rolü, taşınan üyenin rolünden yüksek olmalıdır',
    );
    // Under a city distributor it is fixed, and the row leaves the list.
    await pickMember(page, 'reparent-parent', 'İstanbul Şehir', /İstanbul Şehir Distribütörü/);
    await page.getByTestId('reparent-submit').click();
    await expect(page.getByTestId('reparent-dialog')).toBeHidden();
    await expect(page.getByTestId('group-parent_role')).toBeHidden();

    // The dealer stranded under a deleted distributor, with its client.
    await deletedParent
      .getByTestId('inconsistent-row')
      .filter({ hasText: 'Murat Kaya' })
      .getByTestId('reparent')
      .click();
    await pickMember(page, 'reparent-parent', 'Ankara Şehir', /Ankara Şehir Distribütörü/);
    await page.getByTestId('reparent-submit').click();
    await expect(page.getByText('2 üyenin yolu yeniden oluşturuldu.')).toBeVisible();
    await expect(page.getByTestId('group-deleted_parent')).toBeHidden();

    // A points mismatch: the stored points follow the ledger.
    const points = page.getByTestId('group-points_mismatch');
    const ayse = points.getByTestId('inconsistent-row').filter({ hasText: 'Ayşe Demir' });
    await ayse.getByTestId('sync-points').click();
    await expect(page.getByText('Puan bakiyesi senkronize edildi')).toBeVisible();
    await expect(ayse).toBeHidden();

    // The fixed dealer is now under Ankara in the member list.
    await page.goto(`${MEMBERS}?q=murat.kaya.902`);
    await expect(page.getByTestId('member-row')).toContainText('Ankara Şehir Distribütörü');
  } finally {
    await context.close();
  }
});

test('the three pages have no serious accessibility problem, on a desktop and on a phone', async ({ browser }) => {
  // Each page is loaded once and checked at both sizes, resized in between. A page is loaded at the
  // size the one before ended at, so the pages are loaded on a desktop and on a phone by turns.
  let sizes: [string, typeof DESKTOP][] = [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ];
  const { context, page } = await signedInContext(browser, DEMO.admin, DESKTOP);
  try {
    for (const [path, ready] of [
      [MEMBERS, 'member-row'],
      [MAINTENANCE, 'job-card-recount'],
      [INCONSISTENT, 'inconsistent-profiles-page'],
    ] as const) {
      await page.goto(path);
      for (const [label, viewport] of sizes) {
        if (page.viewportSize()?.width !== viewport.width) await resizeTo(page, viewport);
        await expect(page.getByTestId(ready).first()).toBeVisible();
        await expectNoSeriousViolations(page, `${path} ${label}`);
      }
      sizes = sizes.reverse();
    }
  } finally {
    await context.close();
  }
});

test("another admin's fix leaves the open report without a reload", async ({ browser }) => {
  const watcher = await signedInContext(browser, DEMO.admin);
  const fixer = await signedInContext(browser, DEMO.admin);
  try {
    await watcher.page.goto(INCONSISTENT);
    const points = watcher.page.getByTestId('group-points_mismatch');
    await expect(points.getByTestId('inconsistent-row').first()).toBeVisible();

    // The other admin syncs a member the first one is looking at (not the one the fix test uses).
    await fixer.page.goto('/dashboard');
    const target = await fixer.page.evaluate(async () => {
      const report = (await (await fetch('/api/network/admin/inconsistencies')).json()) as {
        groups: { kind: string; members: { id: string; name: string }[] }[];
      };
      const group = report.groups.find((g) => g.kind === 'points_mismatch');
      const member = group?.members.find((m) => m.name !== 'Ayşe Demir');
      if (!member) throw new Error('no points mismatch left to sync');
      const res = await fetch(`/api/network/admin/inconsistencies/${member.id}/sync-points`, { method: 'POST' });
      if (!res.ok) throw new Error(`sync answered ${res.status}`);
      return member.name;
    });
    await expect(points.getByTestId('inconsistent-row').filter({ hasText: target })).toBeHidden({ timeout: 15_000 });
  } finally {
    await watcher.context.close();
    await fixer.context.close();
  }
});
