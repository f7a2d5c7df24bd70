import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from './roles';
import { canAccessRoute, DASHBOARD_ROUTES, LEGACY_REDIRECTS, matchDashboardRoute, PUBLIC_ROUTES } from './route-access';

/** Spec §2 "Under /dashboard" and "Admin pages", with {param} written as a sample value. */
const SPEC_PAGES = [
  '',
  'turkey-distributor',
  'products',
  'products/42',
  'products/stock',
  'shop',
  'shop/wishlist',
  'shop/compare',
  'checkout',
  'cart',
  'analytics',
  'analytics/profit',
  'analytics/performance',
  'my-orders',
  'order-management',
  'orders/42',
  'orders',
  'orders/workflow',
  'orders/automation',
  'orders/analytics',
  'order-tracking',
  'stock-management',
  'stock',
  'network',
  'network/members',
  'network/active-dealers',
  'network/new-members',
  'network/growth',
  'network/maintenance',
  'network/inconsistent-profiles',
  'performance-test',
  'invitations',
  'commissions',
  'commissions/payments',
  'points',
  'transactions',
  'transactions/42',
  'payment-tracking',
  'payment-schedule',
  'payments',
  'role-transfer',
  'settings',
  'addresses',
  'users',
  'customers',
  'sales',
  'sales/details',
  'sales-analysis',
  'performance-reports',
  'ai-insights',
  'earnings',
  'workflows',
  'tasks',
  'workflow-templates',
  'workflow-management',
  'workflow-instance/42',
  'profile',
  'support',
  'client/orders',
  'client/reports',
  'client/status',
  'client/security',
  'system-settings',
  'integration-settings',
  'notification-send',
  'notifications',
  'cargo-management',
  'admin/slider-management',
  'admin/system-health',
  'admin/debug',
  'admin/doctor-applications',
  'admin/invitations',
  'admin/commission-settings',
  'admin/financial-reports',
  'admin/role-transfer-management',
  'admin/notifications',
  'admin/orders',
  'admin/real-data-management',
  'admin/deleted-items',
  'admin/contact-messages',
  'admin/policy-pages',
  'admin/integrations',
  // Not in the specification: the site's editors (issue 15), admin only.
  'admin/about',
  'admin/blog',
  'admin/faq',
  'admin/security-management',
  'system/health',
  'system/monitoring',
  'security/report',
];

const A: Role[] = ['admin'];
const AT: Role[] = ['admin', 'turkeyDistributor'];
const ATC: Role[] = ['admin', 'turkeyDistributor', 'cityDistributor'];
const ATCD: Role[] = ['admin', 'turkeyDistributor', 'cityDistributor', 'dealer'];
const C: Role[] = ['client'];

/** Spec §6 "Route guards"; every other page has none. */
const SPEC_GUARDS: Record<string, Role[]> = {
  '': [...ROLES],
  'turkey-distributor': ['turkeyDistributor'],
  analytics: ATCD,
  customers: ATCD,
  'sales/details': ATCD,
  'ai-insights': ATCD,
  'sales-analysis': ATCD,
  'performance-reports': ATCD,
  'analytics/profit': ATC,
  'analytics/performance': ATC,
  'commissions/payments': ATC,
  'products/stock': ATC,
  'admin/contact-messages': AT,
  'security/report': AT,
  payments: AT,
  'admin/integrations': AT,
  'notification-send': AT,
  'admin/debug': A,
  // Issue 18: removing the demo data and importing real data is the admin's alone.
  'admin/real-data-management': A,
  'admin/notifications': A,
  'system/health': A,
  'admin/security-management': A,
  'admin/policy-pages': A,
  'admin/about': A,
  'admin/blog': A,
  'admin/faq': A,
  'cargo-management': A,
  'system/monitoring': A,
  'client/orders': C,
  'client/reports': C,
  'client/status': C,
  'client/security': C,
};

const full = (relative: string) => (relative ? `/dashboard/${relative}` : '/dashboard');

describe('dashboard routes', () => {
  it('cover every page of the specification', () => {
    for (const page of SPEC_PAGES) expect(matchDashboardRoute(full(page)), page).not.toBeNull();
    expect(DASHBOARD_ROUTES).toHaveLength(SPEC_PAGES.length);
  });

  it('have unique patterns and Turkish titles', () => {
    const paths = DASHBOARD_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of DASHBOARD_ROUTES) expect(r.title.trim()).not.toBe('');
  });

  it('guard exactly the pages of spec §6, with exactly its roles', () => {
    const guarded = Object.fromEntries(DASHBOARD_ROUTES.filter((r) => r.roles !== null).map((r) => [r.path, r.roles]));
    expect(guarded).toEqual(SPEC_GUARDS);
  });
});

describe('matchDashboardRoute', () => {
  it('extracts parameters and prefers static segments', () => {
    expect(matchDashboardRoute('/dashboard/workflow-instance/wf-9')?.params).toEqual({ instanceId: 'wf-9' });
    expect(matchDashboardRoute('/dashboard/orders/S-20260101-0001')?.route.path).toBe('orders/:id');
    expect(matchDashboardRoute('/dashboard/orders/workflow')?.route.path).toBe('orders/workflow');
    expect(matchDashboardRoute('/dashboard/products/stock')?.route.path).toBe('products/stock');
    expect(matchDashboardRoute('/dashboard/transactions/a%20b')?.params).toEqual({ id: 'a b' });
  });

  it('ignores query, hash and trailing slashes', () => {
    expect(matchDashboardRoute('/dashboard/?x=1')?.route.path).toBe('');
    expect(matchDashboardRoute('/dashboard/invitations?create=1')?.route.path).toBe('invitations');
    expect(matchDashboardRoute('/dashboard/cart/#top')?.route.path).toBe('cart');
  });

  it('answers null outside /dashboard and for unknown pages', () => {
    expect(matchDashboardRoute('/login')).toBeNull();
    expect(matchDashboardRoute('/dashboardx')).toBeNull();
    expect(matchDashboardRoute('/dashboard/nope')).toBeNull();
    expect(matchDashboardRoute('/dashboard/orders/1/extra')).toBeNull();
  });
});

describe('canAccessRoute', () => {
  it('applies route guards', () => {
    expect(canAccessRoute('dealer', '/dashboard/analytics')).toBe(true);
    expect(canAccessRoute('dealer', '/dashboard/analytics/profit')).toBe(false);
    expect(canAccessRoute('cityDistributor', '/dashboard/analytics/profit')).toBe(true);
    expect(canAccessRoute('client', '/dashboard/client/orders')).toBe(true);
    expect(canAccessRoute('admin', '/dashboard/client/orders')).toBe(false);
    expect(canAccessRoute('turkeyDistributor', '/dashboard/turkey-distributor')).toBe(true);
    expect(canAccessRoute('admin', '/dashboard/turkey-distributor')).toBe(false);
    expect(canAccessRoute('turkeyDistributor', '/dashboard/admin/integrations')).toBe(true);
    expect(canAccessRoute('turkeyDistributor', '/dashboard/security/report')).toBe(true);
    expect(canAccessRoute('turkeyDistributor', '/dashboard/admin/debug')).toBe(false);
    expect(canAccessRoute('cityDistributor', '/dashboard/cargo-management')).toBe(false);
  });

  it('lets every role open the dashboard index whatever its keys', () => {
    for (const role of ROLES) expect(canAccessRoute(role, '/dashboard', () => false)).toBe(true);
  });

  it('applies the page key: default matrix, a custom one, or a failing check', () => {
    expect(canAccessRoute('client', '/dashboard/network')).toBe(false);
    expect(canAccessRoute('client', '/dashboard/network', (key) => key === 'canAccessNetwork')).toBe(true);
    expect(canAccessRoute('dealer', '/dashboard/admin/doctor-applications')).toBe(false);
    expect(canAccessRoute('admin', '/dashboard/admin/doctor-applications')).toBe(true);
    expect(canAccessRoute('dealer', '/dashboard/shop/compare', (key) => key !== 'canAccessShop')).toBe(false);
    expect(
      canAccessRoute('dealer', '/dashboard/points', () => {
        throw new Error('boom');
      }),
    ).toBe(false);
  });

  it('lets any member open unguarded pages without a key', () => {
    for (const role of ROLES) {
      expect(canAccessRoute(role, '/dashboard/orders/17')).toBe(true);
      expect(canAccessRoute(role, '/dashboard/profile')).toBe(true);
    }
  });

  it('refuses unknown pages', () => {
    expect(canAccessRoute('admin', '/dashboard/does-not-exist')).toBe(false);
    expect(canAccessRoute('admin', '/somewhere')).toBe(false);
  });
});

describe('public routes', () => {
  it('lists the spec public pages and legacy redirects', () => {
    expect(PUBLIC_ROUTES).toContain('/invitation/:code');
    expect(PUBLIC_ROUTES).toContain('/policies/:slug');
    expect(PUBLIC_ROUTES).toContain('/sss');
    expect(PUBLIC_ROUTES).toHaveLength(17);
    expect(LEGACY_REDIRECTS).toEqual({
      '/giris': '/login',
      '/basvuru': '/doctor-application',
      '/davet-kodu': '/invitation-code',
    });
  });
});
