import { describe, expect, it } from 'vitest';
import { MENU_SECTIONS, type MenuItem, menuLeaves, visibleMenu } from './menu';
import { PERMISSION_KEYS, PERMISSIONS, type PermissionKey } from './permissions';
import { ROLES, type Role } from './roles';
import { canAccessRoute, matchDashboardRoute } from './route-access';

const allOn = () => true;
const leafPaths = (role: Role, enabled: (key: PermissionKey) => boolean = allOn) =>
  menuLeaves(visibleMenu(role, enabled)).map((item) => item.path);

const MAIN = [
  '/dashboard',
  '/dashboard/cart',
  '/dashboard/my-orders',
  '/dashboard/order-management',
  '/dashboard/products',
  '/dashboard/shop',
];

const EXPECTED_SIDEBAR: Record<Role, string[]> = {
  admin: [
    ...MAIN,
    '/dashboard/stock-management',
    '/dashboard/cargo-management',
    '/dashboard/network',
    '/dashboard/invitations',
    '/dashboard/commissions',
    '/dashboard/earnings',
    '/dashboard/points',
    '/dashboard/transactions',
    '/dashboard/sales/details',
    '/dashboard/orders',
    '/dashboard/orders/workflow',
    '/dashboard/orders/automation',
    '/dashboard/ai-insights',
    '/dashboard/sales-analysis',
    '/dashboard/performance-reports',
    '/dashboard/users',
    '/dashboard/payment-tracking',
    '/dashboard/payment-schedule',
    '/dashboard/role-transfer',
    '/dashboard/network/members',
    '/dashboard/network/active-dealers',
    '/dashboard/network/new-members',
    '/dashboard/network/growth',
    '/dashboard/network/maintenance',
    '/dashboard/network/inconsistent-profiles',
    '/dashboard/admin/invitations',
    '/dashboard/admin/doctor-applications',
    '/dashboard/admin/commission-settings',
    '/dashboard/admin/financial-reports',
    '/dashboard/admin/role-transfer-management',
    '/dashboard/admin/policy-pages',
    // Not in the specification's menu: the editors of the blog and the FAQ (issue 15).
    '/dashboard/admin/blog',
    '/dashboard/admin/faq',
    '/dashboard/admin/notifications',
    '/dashboard/admin/system-health',
    '/dashboard/admin/integrations',
    '/dashboard/admin/contact-messages',
    '/dashboard/admin/slider-management',
    '/dashboard/admin/about',
    '/dashboard/admin/deleted-items',
    '/dashboard/settings',
    '/dashboard/system-settings',
    '/dashboard/integration-settings',
    '/dashboard/notification-send',
  ],
  turkeyDistributor: [
    ...MAIN,
    '/dashboard/stock-management',
    '/dashboard/network',
    '/dashboard/invitations',
    '/dashboard/commissions',
    '/dashboard/earnings',
    '/dashboard/points',
    '/dashboard/transactions',
    '/dashboard/sales/details',
    '/dashboard/orders',
    '/dashboard/orders/workflow',
    '/dashboard/orders/automation',
    '/dashboard/ai-insights',
    '/dashboard/sales-analysis',
    '/dashboard/performance-reports',
    '/dashboard/admin/integrations',
    '/dashboard/admin/contact-messages',
    '/dashboard/settings',
    '/dashboard/integration-settings',
    '/dashboard/notification-send',
  ],
  cityDistributor: [
    ...MAIN,
    '/dashboard/stock-management',
    '/dashboard/network',
    '/dashboard/invitations',
    '/dashboard/commissions',
    '/dashboard/earnings',
    '/dashboard/points',
    '/dashboard/transactions',
    '/dashboard/sales/details',
    '/dashboard/orders',
    '/dashboard/orders/workflow',
    '/dashboard/ai-insights',
    '/dashboard/sales-analysis',
    '/dashboard/performance-reports',
    '/dashboard/settings',
  ],
  dealer: [
    ...MAIN,
    '/dashboard/network',
    '/dashboard/invitations',
    '/dashboard/commissions',
    '/dashboard/points',
    '/dashboard/transactions',
    '/dashboard/sales/details',
    '/dashboard/orders',
    '/dashboard/ai-insights',
    '/dashboard/sales-analysis',
    '/dashboard/performance-reports',
    '/dashboard/settings',
  ],
  client: [
    '/dashboard',
    '/dashboard/cart',
    '/dashboard/my-orders',
    '/dashboard/products',
    '/dashboard/shop',
    '/dashboard/settings',
  ],
};

function walk(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...walk(item.children ?? [])]);
}
const ALL_ITEMS = MENU_SECTIONS.flatMap((s) => walk(s.items));

describe('menu structure', () => {
  it('has the spec sections in order', () => {
    expect(MENU_SECTIONS.map((s) => s.title)).toEqual([
      'Ana Menü',
      'Stok Yönetimi',
      'Kargo Yönetimi',
      'Ağ Yönetimi',
      'Finansal',
      'Sipariş Yönetimi',
      'Analitik',
      'Yönetim',
      'Admin Paneli',
      'Arayüz',
      'Sistem',
    ]);
  });

  it('uses unique ids, dashboard paths and icon names', () => {
    for (const ids of [MENU_SECTIONS.map((s) => s.id), ALL_ITEMS.map((i) => i.id)]) {
      expect(new Set(ids).size).toBe(ids.length);
    }
    for (const item of ALL_ITEMS) {
      expect(item.path).toMatch(/^\/dashboard(\/[a-z-/]+)?$/);
      expect(item.icon).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      expect(item.title.trim()).not.toBe('');
    }
  });

  it('nests the network subpages under Ağ Detayları and the settings pages under Ayarlar', () => {
    const networkDetails = ALL_ITEMS.find((i) => i.title === 'Ağ Detayları');
    expect(networkDetails?.children?.map((c) => c.path)).toEqual([
      '/dashboard/network/members',
      '/dashboard/network/active-dealers',
      '/dashboard/network/new-members',
      '/dashboard/network/growth',
      '/dashboard/network/maintenance',
      '/dashboard/network/inconsistent-profiles',
    ]);
    const settings = ALL_ITEMS.find((i) => i.title === 'Ayarlar');
    expect(settings?.children?.map((c) => c.path)).toEqual([
      '/dashboard/settings',
      '/dashboard/system-settings',
      '/dashboard/integration-settings',
    ]);
  });

  it('links every page item to an existing dashboard route with the same key', () => {
    for (const item of menuLeaves(MENU_SECTIONS)) {
      const match = matchDashboardRoute(item.path);
      expect(match, item.path).not.toBeNull();
      // The index stays open whatever its key says: wrong-role redirects land there.
      const expectedKey = item.path === '/dashboard' ? undefined : item.permissionKey;
      expect(match?.route.permissionKey, item.path).toBe(expectedKey);
    }
  });
});

describe('visibleMenu', () => {
  for (const role of ROLES) {
    it(`shows ${role} exactly the spec items`, () => {
      expect(leafPaths(role)).toEqual(EXPECTED_SIDEBAR[role]);
    });

    it(`never shows ${role} a page its route guard would refuse`, () => {
      for (const path of leafPaths(role)) expect(canAccessRoute(role, path, allOn), path).toBe(true);
    });
  }

  it('shows the turkeyDistributor only integrations and contact messages in Admin Paneli', () => {
    const section = visibleMenu('turkeyDistributor', allOn).find((s) => s.title === 'Admin Paneli');
    expect(section?.items.map((i) => i.title)).toEqual(['Entegrasyonlar', 'İletişim Mesajları']);
  });

  it('keeps admin-only sections from everyone else', () => {
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const titles = visibleMenu(role, allOn).map((s) => s.title);
      expect(titles).not.toContain('Yönetim');
      expect(titles).not.toContain('Arayüz');
    }
  });

  it('hides items whose key is disabled, and sections left empty', () => {
    const withoutStock = leafPaths('cityDistributor', (key) => key !== 'canAccessStockManagement');
    expect(withoutStock).not.toContain('/dashboard/stock-management');
    expect(
      visibleMenu('cityDistributor', (key) => key !== 'canAccessStockManagement').map((s) => s.title),
    ).not.toContain('Stok Yönetimi');
  });

  it('hides a submenu whose children are all hidden', () => {
    const sections = visibleMenu('client', (key) => key !== 'canAccessSettings');
    expect(sections.map((s) => s.title)).toEqual(['Ana Menü']);
    const networkSubpageKeys = new Set<PermissionKey>([
      'canAccessNetworkMembers',
      'canAccessActiveDealers',
      'canAccessNewMembers',
      'canAccessNetworkGrowth',
      'canAccessNetworkMaintenance',
      'canAccessInconsistentProfiles',
    ]);
    const adminNoNetwork = visibleMenu('admin', (key) => !networkSubpageKeys.has(key));
    expect(menuLeaves(adminNoNetwork).some((i) => i.path.startsWith('/dashboard/network/'))).toBe(false);
    const adminPanel = adminNoNetwork.find((s) => s.title === 'Admin Paneli');
    expect(adminPanel?.items.some((i) => i.title === 'Ağ Detayları')).toBe(false);
  });

  it('points a submenu at its first child the member can open', () => {
    const settings = visibleMenu('turkeyDistributor', (key) => key !== 'canAccessSettings')
      .flatMap((s) => s.items)
      .find((i) => i.title === 'Ayarlar');
    expect(settings?.path).toBe('/dashboard/integration-settings');
    expect(settings?.children?.map((c) => c.path)).toEqual(['/dashboard/integration-settings']);
  });

  it('treats a failing permission check as denied', () => {
    const paths = leafPaths('dealer', (key) => {
      if (key === 'canAccessCommissions') throw new Error('network down');
      return true;
    });
    expect(paths).not.toContain('/dashboard/commissions');
    expect(paths).toContain('/dashboard/points');
  });

  it('does not mutate the registry', () => {
    visibleMenu('client', () => false);
    expect(menuLeaves(MENU_SECTIONS)).toHaveLength(EXPECTED_SIDEBAR.admin.length);
  });
});

describe('permission defaults follow the menu', () => {
  const menuKeys = new Set(menuLeaves(MENU_SECTIONS).flatMap((i) => (i.permissionKey ? [i.permissionKey] : [])));

  it('gives each menu key exactly the roles that see its item', () => {
    for (const permission of PERMISSIONS) {
      if (!menuKeys.has(permission.key)) continue;
      const seenBy = ROLES.filter((role) =>
        menuLeaves(visibleMenu(role, allOn)).some((i) => i.permissionKey === permission.key),
      );
      expect(permission.defaultRoles, permission.key).toEqual(seenBy);
    }
  });

  it('leaves only the workflow keys out of the menu', () => {
    expect(PERMISSION_KEYS.filter((k) => !menuKeys.has(k))).toEqual([
      'canAccessWorkflows',
      'canAccessTasks',
      'canAccessWorkflowTemplates',
      'canAccessWorkflowManagement',
    ]);
  });
});
