import { describe, expect, it } from 'vitest';
import {
  BALANCE_BAR_ROLES,
  BOTTOM_NAV,
  hasBalanceBar,
  hasInvitationButton,
  INVITATION_BUTTON_ROLES,
  MAX_BOTTOM_NAV,
  NEW_INVITATION_PATH,
  PAGE_TITLES,
  pageTitleForPath,
  showsShopHeader,
} from './navigation';
import { ROLES } from './roles';
import { canAccessRoute, DASHBOARD_ROUTES, matchDashboardRoute } from './route-access';

describe('bottom navigation', () => {
  it('lists the spec items per role, home first', () => {
    const ids = Object.fromEntries(ROLES.map((role) => [role, BOTTOM_NAV[role].map((i) => i.id)]));
    expect(ids).toEqual({
      admin: ['home', 'products', 'users', 'analytics', 'settings'],
      turkeyDistributor: ['home', 'shop', 'network', 'analytics', 'commissions'],
      cityDistributor: ['home', 'shop', 'network', 'invitations', 'commissions'],
      dealer: ['home', 'shop', 'commissions', 'invitations', 'analytics'],
      client: ['home', 'shop', 'orders', 'settings'],
    });
  });

  it('never exceeds five items and always starts at /dashboard', () => {
    expect(MAX_BOTTOM_NAV).toBe(5);
    for (const role of ROLES) {
      expect(BOTTOM_NAV[role].length).toBeLessThanOrEqual(MAX_BOTTOM_NAV);
      expect(BOTTOM_NAV[role][0]?.path).toBe('/dashboard');
    }
  });

  it("only links pages the role may open by default; the client's orders are its own", () => {
    for (const role of ROLES) {
      for (const item of BOTTOM_NAV[role]) expect(canAccessRoute(role, item.path), `${role} ${item.path}`).toBe(true);
    }
    expect(BOTTOM_NAV.client.find((i) => i.id === 'orders')?.path).toBe('/dashboard/my-orders');
  });
});

describe('page titles', () => {
  it('name every dashboard route', () => {
    for (const route of DASHBOARD_ROUTES) {
      const full = route.path ? `/dashboard/${route.path}` : '/dashboard';
      expect(PAGE_TITLES[full]).toBe(route.title);
    }
  });

  it('resolve by location, including dynamic pages', () => {
    expect(pageTitleForPath('/dashboard')).toBe('Ana Sayfa');
    expect(pageTitleForPath('/dashboard/cart')).toBe('Sepetim');
    expect(pageTitleForPath('/dashboard/orders/S-20260301-0042')).toBe('Sipariş Detayı');
    expect(pageTitleForPath('/dashboard/orders/workflow')).toBe('Sipariş Akışı');
    expect(pageTitleForPath('/dashboard/transactions/9?tab=lines')).toBe('İşlem Detayı');
    expect(pageTitleForPath('/dashboard/workflow-instance/abc')).toBe('İş Akışı Detayı');
    expect(pageTitleForPath('/dashboard/admin/contact-messages/')).toBe('İletişim Mesajları');
  });

  it("fall back to 'Dashboard'", () => {
    expect(pageTitleForPath('/dashboard/unknown-page')).toBe('Dashboard');
    expect(pageTitleForPath('/about')).toBe('Dashboard');
  });
});

describe('mobile extras', () => {
  it('shows the new-invitation button to everyone but the client', () => {
    expect([...INVITATION_BUTTON_ROLES]).toEqual(['admin', 'turkeyDistributor', 'cityDistributor', 'dealer']);
    expect(hasInvitationButton('client')).toBe(false);
    expect(matchDashboardRoute(NEW_INVITATION_PATH)?.route.path).toBe('invitations');
  });

  it('shows the balance bar to dealers and distributors only', () => {
    expect([...BALANCE_BAR_ROLES].sort()).toEqual(['cityDistributor', 'dealer', 'turkeyDistributor']);
    expect(hasBalanceBar('admin')).toBe(false);
    expect(hasBalanceBar('client')).toBe(false);
    expect(hasBalanceBar('dealer')).toBe(true);
  });
});

describe('shop header', () => {
  it('is always on the dashboard and the shop, elsewhere only with a non-empty cart', () => {
    expect(showsShopHeader('/dashboard', 0)).toBe(true);
    expect(showsShopHeader('/dashboard/shop/', 0)).toBe(true);
    expect(showsShopHeader('/dashboard/shop?category=3', 0)).toBe(true);
    expect(showsShopHeader('/dashboard/network', 0)).toBe(false);
    expect(showsShopHeader('/dashboard/network', 2)).toBe(true);
    expect(showsShopHeader('/dashboard/shop/wishlist', 0)).toBe(false);
  });
});
