import { expect, type Page } from '@playwright/test';
import { type MenuSection, visibleMenu } from '@portal/shared/menu';
import { BOTTOM_NAV, hasBalanceBar, hasInvitationButton, pageTitleForPath } from '@portal/shared/navigation';
import { isDefaultEnabled } from '@portal/shared/permissions';
import { canAccessRoute, LEGACY_REDIRECTS } from '@portal/shared/route-access';
import { ROLE_LABELS, type Role, SHOP_ROLE_LABELS } from '@portal/shared/roles';
import {
  EXPECTED_BOTTOM_NAV,
  EXPECTED_SIDEBAR,
  expectedSections,
  HAS_BALANCE_BAR,
  HAS_INVITATION_BUTTON,
  SHOP_ROLE_LABEL,
  SIDEBAR_ROLE_LABEL,
} from './expected-shell';
import {
  ACCOUNT_BY_ROLE,
  DEMO,
  expectDashboard,
  LEAN_TRACE,
  MOBILE,
  navigateInApp,
  ROLES_TOP_DOWN,
  signedInContext,
  test,
} from './support';

test.use(LEAN_TRACE);

/** The side menu as shown: every item, submenus opened one by one, as "Section | [Group ›] Title | path". */
async function readSidebar(page: Page): Promise<{ entries: string[]; sections: string[] }> {
  const nav = page.getByRole('navigation', { name: 'Ana menü' });
  await expect(nav).toBeVisible();

  const children = new Map<string, string[]>();
  const groups = await nav.locator('button[aria-controls]').all();
  let previous: (typeof groups)[number] | null = null;
  for (const group of groups) {
    const title = (await group.textContent())?.trim() ?? '';
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    // Spec §2: submenus expand one at a time.
    if (previous) await expect(previous).toHaveAttribute('aria-expanded', 'false');
    const list = page.locator(`[id="${await group.getAttribute('aria-controls')}"]`);
    await expect(list).toBeVisible();
    const links = list.getByRole('link');
    for (const link of await links.all()) await expect(link).toBeVisible();
    children.set(
      title,
      await links.evaluateAll((els) => els.map((a) => `${a.textContent?.trim()} | ${a.getAttribute('href')}`)),
    );
    previous = group;
  }

  const structure = await nav.evaluate((root) =>
    Array.from(root.children).map((section) => ({
      title: section.querySelector('h2')?.textContent?.trim() ?? '',
      items: Array.from(section.querySelector('ul')?.children ?? []).map((li) => {
        const link = li.querySelector(':scope > a');
        if (link) return { link: `${link.textContent?.trim()} | ${link.getAttribute('href')}` };
        return { group: li.querySelector(':scope > button')?.textContent?.trim() ?? '' };
      }),
    })),
  );
  const entries = structure.flatMap((section) =>
    section.items.flatMap((item) =>
      'link' in item
        ? [`${section.title} | ${item.link}`]
        : (children.get(item.group ?? '') ?? []).map((child) => `${section.title} | ${item.group} › ${child}`),
    ),
  );
  return { entries, sections: structure.map((s) => s.title) };
}

async function readBottomNav(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Alt menü' });
  await expect(nav).toBeVisible();
  return nav
    .getByRole('link')
    .evaluateAll((els) => els.map((a) => `${a.textContent?.trim()} | ${a.getAttribute('href')}`));
}

/** packages/shared's menu with the default permission matrix, in the same notation. */
function sharedSidebar(role: Role): string[] {
  const sections: MenuSection[] = visibleMenu(role, (key) => isDefaultEnabled(role, key));
  return sections.flatMap((section) =>
    section.items.flatMap((item) =>
      item.children
        ? item.children.map((child) => `${section.title} | ${item.title} › ${child.title} | ${child.path}`)
        : [`${section.title} | ${item.title} | ${item.path}`],
    ),
  );
}

test.describe('packages/shared agrees with the specification', () => {
  for (const role of ROLES_TOP_DOWN) {
    test(`${role}: side menu, bottom bar, header buttons and labels`, () => {
      expect(sharedSidebar(role)).toEqual(EXPECTED_SIDEBAR[role]);
      expect(BOTTOM_NAV[role].map((item) => `${item.title} | ${item.path}`)).toEqual(EXPECTED_BOTTOM_NAV[role]);
      expect(BOTTOM_NAV[role].length).toBeLessThanOrEqual(5);
      expect(hasInvitationButton(role)).toBe(HAS_INVITATION_BUTTON[role]);
      expect(hasBalanceBar(role)).toBe(HAS_BALANCE_BAR[role]);
      expect(ROLE_LABELS[role]).toBe(SIDEBAR_ROLE_LABEL[role]);
      expect(SHOP_ROLE_LABELS[role]).toBe(SHOP_ROLE_LABEL[role]);
      // Every item a member is shown opens for them (no menu link into a guard).
      for (const entry of EXPECTED_SIDEBAR[role]) {
        const path = entry.split(' | ')[2]!;
        expect(canAccessRoute(role, path), `${role} → ${path}`).toBe(true);
      }
      for (const entry of EXPECTED_BOTTOM_NAV[role]) {
        const path = entry.split(' | ')[1]!;
        expect(canAccessRoute(role, path), `${role} → ${path}`).toBe(true);
      }
    });
  }
});

test.describe('shell per role', () => {
  for (const role of ROLES_TOP_DOWN) {
    const account = ACCOUNT_BY_ROLE[role];
    test(`${role}: desktop sidebar, then the mobile header, bottom bar and balance bar`, async ({ browser }) => {
      const { context, page } = await signedInContext(browser, account);
      try {
        await page.goto('/dashboard');
        await expectDashboard(page, account.name);
        await expect(page.getByTestId('desktop-layout')).toBeVisible();

        const sidebar = await readSidebar(page);
        expect(sidebar.entries).toEqual(EXPECTED_SIDEBAR[role]);
        expect(sidebar.sections).toEqual(expectedSections(role));

        // Spec §1: 'Danışan' in the sidebar, 'Müşteri' in the shop header (shown on /dashboard).
        await expect(page.getByTestId('sidebar').getByTestId('user-summary')).toContainText(SIDEBAR_ROLE_LABEL[role]);
        await expect(page.getByTestId('shop-header').getByTestId('shop-role-badge')).toHaveText(SHOP_ROLE_LABEL[role]);
        await expect(page.getByRole('button', { name: 'Bildirimler', exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();
        // Desktop has neither the bottom bar nor the balance bar.
        await expect(page.getByRole('navigation', { name: 'Alt menü' })).toHaveCount(0);
        await expect(page.getByTestId('balance-bar')).toHaveCount(0);

        await page.setViewportSize(MOBILE);
        await expect(page.getByTestId('mobile-layout')).toBeVisible();
        await expect(page.getByTestId('sidebar')).toHaveCount(0);
        const bottom = await readBottomNav(page);
        expect(bottom).toEqual(EXPECTED_BOTTOM_NAV[role]);
        expect(bottom.length).toBeLessThanOrEqual(5);
        expect(bottom[0]).toBe('Ana Sayfa | /dashboard');

        await expect(page.getByTestId('mobile-menu-button')).toBeVisible();
        await expect(page.getByTestId('home-button')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Bildirimler', exact: true })).toBeVisible();
        await expect(page.getByTestId('page-title')).toHaveText('Ana Sayfa');
        if (HAS_INVITATION_BUTTON[role]) {
          await expect(page.getByTestId('new-invitation-button')).toBeVisible();
          await expect(page.getByTestId('new-invitation-button')).toHaveAttribute(
            'href',
            '/dashboard/invitations?create=1',
          );
        } else {
          await expect(page.getByTestId('new-invitation-button')).toHaveCount(0);
        }
        if (HAS_BALANCE_BAR[role]) {
          await expect(page.getByTestId('balance-bar')).toBeVisible();
          // Points are kept in hundredths (a payout taken as points carries its kuruş): Turkish digits.
          await expect(page.getByTestId('balance-value')).toHaveText(/^[\d.]+(,\d{1,2})?$/);
        } else {
          await expect(page.getByTestId('balance-bar')).toHaveCount(0);
        }
      } finally {
        await context.close();
      }
    });
  }

  test('mobile drawer: the side menu slides over and closes on navigation', async ({ browser }) => {
    const { context, page } = await signedInContext(browser, DEMO.musteri, MOBILE);
    try {
      await page.goto('/dashboard');
      await expectDashboard(page);
      await page.getByTestId('mobile-menu-button').click();
      const drawer = page.getByTestId('mobile-drawer');
      await expect(drawer).toBeVisible();
      await expect(drawer.getByTestId('user-summary')).toContainText(DEMO.musteri.name);
      await expect(drawer.getByTestId('user-summary')).toContainText('Danışan');
      const menu = drawer.getByRole('navigation', { name: 'Ana menü' });
      await expect(menu.getByRole('link')).toHaveCount(5); // Ana Menü without order-management; Ayarlar is a submenu
      await menu.getByRole('link', { name: 'Sepetim' }).click();
      await expect(page).toHaveURL(/\/dashboard\/cart$/);
      await expect(drawer).toBeHidden();
      await expect(page.getByTestId('page-title')).toHaveText('Sepetim');
      // A second-level page gets a back button instead of the menu.
      await page.goto('/dashboard/shop/wishlist');
      await expect(page.getByTestId('mobile-back-button')).toBeVisible();
      await page.getByTestId('home-button').click();
      await expect(page).toHaveURL(/\/dashboard$/);
    } finally {
      await context.close();
    }
  });
});

test.describe('header menus loaded on first press', () => {
  test('the account menu opens by keyboard and pointer, closes with Escape and gives the focus back', async ({
    browser,
  }) => {
    const { context, page } = await signedInContext(browser, DEMO.musteri);
    try {
      await page.goto('/dashboard');
      await expectDashboard(page);
      const trigger = page.getByRole('button', { name: 'Hesap menüsü' });
      await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await trigger.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await expect(menu).toContainText(DEMO.musteri.name);
      // The open menu is modal: the rest of the page is hidden from the accessibility tree.
      await expect(page.getByTestId('user-menu')).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('menuitem', { name: 'Profilim' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: 'Ayarlar' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Hesap menüsü' })).toBeFocused();
      await expect(page.getByRole('button', { name: 'Hesap menüsü' })).toHaveAttribute('aria-expanded', 'false');
      // Once loaded, the menu opens again from the keyboard and by pointer.
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: 'Profilim' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await page.getByRole('button', { name: 'Hesap menüsü' }).click();
      await page.getByRole('menuitem', { name: 'Ayarlar' }).click();
      await expect(page).toHaveURL(/\/dashboard\/settings$/);
    } finally {
      await context.close();
    }
  });

  test('the bell opens its popover on the first press and closes with Escape', async ({ browser }) => {
    const { context, page } = await signedInContext(browser, DEMO.musteri);
    try {
      await page.goto('/dashboard');
      await expectDashboard(page);
      const bell = page.getByRole('button', { name: 'Bildirimler', exact: true });
      await expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
      await expect(bell).toHaveAttribute('aria-expanded', 'false');
      await bell.focus();
      await page.keyboard.press('Enter');
      const popover = page.getByTestId('bell-popover');
      await expect(popover).toBeVisible();
      await expect(page.getByRole('button', { name: 'Bildirimler', exact: true })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await page.keyboard.press('Escape');
      await expect(popover).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Bildirimler', exact: true })).toBeFocused();
      await page.getByRole('button', { name: 'Bildirimler', exact: true }).click();
      await expect(popover).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test.describe('route guards (spec §6)', () => {
  const CLIENT_DENIED = ['/dashboard/cargo-management', '/dashboard/admin/system-health', '/dashboard/analytics'];

  test('a client is sent back to /dashboard from pages of other roles', async ({ browser }) => {
    for (const path of CLIENT_DENIED) expect(canAccessRoute('client', path), path).toBe(false);
    const { context, page } = await signedInContext(browser, DEMO.musteri);
    try {
      // Typed into the address bar (a full load) and followed inside the app.
      for (const [i, path] of CLIENT_DENIED.entries()) {
        if (i === 0) await page.goto(path);
        else await navigateInApp(page, path);
        await expect(page, path).toHaveURL(/\/dashboard$/);
        await expect(page.getByTestId('dashboard-home')).toBeVisible();
        // …with a toast that says why.
        if (i === 0) await expect(page.getByText('Bu sayfayı görüntüleme yetkiniz bulunmuyor.')).toBeVisible();
      }
      // The client's own pages open.
      await navigateInApp(page, '/dashboard/client/orders');
      await expect(page).toHaveURL(/\/dashboard\/client\/orders$/);
      await expect(page.getByTestId('page-title')).toHaveText('Sipariş Geçmişim');
    } finally {
      await context.close();
    }
  });

  test('client-only pages send other roles back, admin-only pages let the admin in', async ({ browser }) => {
    expect(canAccessRoute('admin', '/dashboard/client/status')).toBe(false);
    expect(canAccessRoute('admin', '/dashboard/cargo-management')).toBe(true);
    const { context, page } = await signedInContext(browser, DEMO.admin);
    try {
      await page.goto('/dashboard/client/status');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/dashboard/cargo-management');
      await expect(page).toHaveURL(/\/dashboard\/cargo-management$/);
      await expect(page.getByTestId('page-title')).toHaveText('Kargo Yönetimi');
    } finally {
      await context.close();
    }
  });

  test('signed out, /dashboard/network goes to /login', async ({ page }) => {
    await page.goto('/dashboard/network');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-form')).toBeVisible();
  });

  test('legacy addresses redirect', async ({ page }) => {
    const expected = { '/giris': '/login', '/basvuru': '/doctor-application', '/davet-kodu': '/invitation-code' };
    expect(LEGACY_REDIRECTS).toEqual(expected);
    for (const [from, to] of Object.entries(expected)) {
      await page.goto(from);
      await expect(page, from).toHaveURL(new RegExp(`${to}$`));
    }
    await expect(page.getByTestId('invitation-code-card')).toBeVisible();
    // The query string survives: /davet-kodu?x=1 → /invitation-code?x=1
    await page.goto('/giris?from=eski');
    await expect(page).toHaveURL(/\/login\?from=eski$/);
  });

  test('unknown addresses show the not-found page, public and inside the dashboard', async ({ browser, page }) => {
    await page.goto('/nope');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeVisible();
    await expect(page).toHaveTitle('Sayfa bulunamadı | Bayi Portalı');

    const { context, page: member } = await signedInContext(browser, DEMO.bayi);
    try {
      await member.goto('/dashboard/nope');
      await expect(member).toHaveURL(/\/dashboard\/nope$/);
      await expect(member.getByTestId('not-found')).toBeVisible();
      // Inside the shell, with the default page title of spec §2.
      await expect(member.getByTestId('sidebar')).toBeVisible();
      expect(pageTitleForPath('/dashboard/nope')).toBe('Dashboard');
      await expect(member.getByTestId('page-title')).toHaveText('Dashboard');
    } finally {
      await context.close();
    }
  });
});

test.describe('dashboard pages', () => {
  test('the last pages built replace the shared placeholder and keep their titles', async ({ browser }) => {
    // Every dashboard route has its page now; the placeholder stays as the fallback of a route
    // without one (app/dashboard-pages.tsx).
    const { context, page } = await signedInContext(browser, DEMO.bayi);
    try {
      for (const [path, title] of [
        ['sales-analysis', 'Satış Analizi'],
        ['performance-reports', 'Performans Raporları'],
        ['ai-insights', 'AI Öngörüleri'],
      ] as const) {
        await page.goto(`/dashboard/${path}`);
        await expect(page.getByTestId('page-title')).toHaveText(title);
        await expect(page).toHaveTitle(`${title} | Bayi Portalı`);
        await expect(page.getByTestId('global-filter-bar')).toBeVisible();
        await expect(page.getByTestId('not-built-yet')).toHaveCount(0);
      }
    } finally {
      await context.close();
    }
  });

  test('page titles by path', async ({ browser }) => {
    // Spec §2 gives the Turkish names of cart and my-orders; the rest are the route table's.
    const titles: Record<string, string> = {
      '/dashboard': 'Ana Sayfa',
      '/dashboard/cart': 'Sepetim',
      '/dashboard/my-orders': 'Siparişlerim',
      '/dashboard/profile': 'Profilim',
      '/dashboard/orders/123': 'Sipariş Detayı',
      '/dashboard/products/stock': 'Ürün Stokları',
      '/dashboard/network/members': 'Ağ Üyeleri',
    };
    for (const [path, title] of Object.entries(titles)) expect(pageTitleForPath(path), path).toBe(title);
    const { context, page } = await signedInContext(browser, DEMO.admin);
    try {
      await page.goto('/dashboard/profile');
      for (const [path, title] of Object.entries(titles)) {
        await navigateInApp(page, path);
        await expect(page, path).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByTestId('page-title'), path).toHaveText(title);
        await expect(page, path).toHaveTitle(`${title} | Bayi Portalı`);
      }
      // Following a menu item changes the title without a reload.
      await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Mağaza' }).click();
      await expect(page).toHaveURL(/\/dashboard\/shop$/);
      await expect(page.getByTestId('page-title')).toHaveText('Mağaza');
    } finally {
      await context.close();
    }
  });

  test('Ctrl+B collapses the sidebar and the state survives a reload', async ({ browser }) => {
    const { context, page } = await signedInContext(browser, DEMO.istanbul);
    try {
      await page.goto('/dashboard');
      const sidebar = page.getByTestId('sidebar');
      await expect(sidebar).toHaveAttribute('data-state', 'expanded');
      await expect(page.getByTestId('menu-home')).toBeVisible();
      await page.keyboard.press('Control+b');
      await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
      expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('false');
      const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state')!;
      // Remembered for 7 days.
      expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

      await page.reload();
      await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
      await expect(page.getByTestId('sidebar-toggle')).toHaveAttribute('aria-expanded', 'false');
      // A collapsed sidebar keeps icon links (named for screen readers) and no submenus.
      await expect(page.getByTestId('menu-cart')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Ana menü' }).locator('button[aria-controls]')).toHaveCount(0);

      await page.getByTestId('sidebar-toggle').click();
      await expect(sidebar).toHaveAttribute('data-state', 'expanded');
      expect((await context.cookies()).find((c) => c.name === 'sidebar_state')?.value).toBe('true');
    } finally {
      await context.close();
    }
  });

  test('the collapsed sidebar and the toggle name their icons in a tooltip, by pointer and by keyboard', async ({
    browser,
  }) => {
    const { context, page } = await signedInContext(browser, DEMO.istanbul);
    try {
      // The tooltip's code is held back until the toggle has the focus: it must take the focus over.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/hint-tooltip-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/dashboard');
      await expectDashboard(page);
      const toggle = page.getByTestId('sidebar-toggle');
      await toggle.focus();
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      release();
      await expect(page.getByRole('tooltip')).toContainText('Kenar çubuğunu daralt (Ctrl+B)');
      await expect(toggle).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
      const cart = page.getByTestId('menu-cart');
      const name = ((await cart.textContent()) ?? '').trim();
      expect(name.length).toBeGreaterThan(0);
      await cart.hover();
      await expect(page.getByRole('tooltip')).toHaveText(name);
      await page.getByTestId('sign-out').hover();
      await expect(page.getByRole('tooltip')).toHaveText('Çıkış Yap');
    } finally {
      await context.close();
    }
  });

  test('the debug panel opens with ?debug=true and toggles with Ctrl+Shift+D', async ({ browser }) => {
    const { context, page } = await signedInContext(browser, DEMO.ankara);
    try {
      await page.goto('/dashboard');
      await expectDashboard(page);
      await expect(page.getByTestId('debug-panel')).toHaveCount(0);

      await navigateInApp(page, '/dashboard?debug=true');
      const panel = page.getByTestId('debug-panel');
      await expect(panel).toBeVisible();
      await expect(panel.getByTestId('debug-role')).toContainText('cityDistributor');
      await expect(panel).toContainText(DEMO.ankara.email);
      await expect(panel.getByTestId('debug-realtime-state')).toContainText('connected');

      await page.keyboard.press('Control+Shift+D');
      await expect(panel).toHaveCount(0);
      await page.keyboard.press('Control+Shift+D');
      await expect(page.getByTestId('debug-panel')).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
