import type { Role } from './roles';
import { DASHBOARD_ROUTES, dashboardPath, matchDashboardRoute } from './route-access';

export interface BottomNavItem {
  id: string;
  title: string;
  path: string;
  icon: string;
}

export const MAX_BOTTOM_NAV = 5;

const NAV = {
  home: { id: 'home', title: 'Ana Sayfa', path: '/dashboard', icon: 'House' },
  products: { id: 'products', title: 'Ürünler', path: '/dashboard/products', icon: 'Package' },
  users: { id: 'users', title: 'Kullanıcılar', path: '/dashboard/users', icon: 'Users' },
  analytics: { id: 'analytics', title: 'Analitik', path: '/dashboard/analytics', icon: 'ChartColumn' },
  settings: { id: 'settings', title: 'Ayarlar', path: '/dashboard/settings', icon: 'Settings' },
  shop: { id: 'shop', title: 'Mağaza', path: '/dashboard/shop', icon: 'Store' },
  network: { id: 'network', title: 'Ağım', path: '/dashboard/network', icon: 'Network' },
  commissions: { id: 'commissions', title: 'Komisyonlar', path: '/dashboard/commissions', icon: 'Percent' },
  invitations: { id: 'invitations', title: 'Davetler', path: '/dashboard/invitations', icon: 'UserPlus' },
  orders: { id: 'orders', title: 'Siparişlerim', path: '/dashboard/my-orders', icon: 'ShoppingBag' },
} as const satisfies Record<string, BottomNavItem>;

/** Mobile bottom bar (spec §2): home first, at most MAX_BOTTOM_NAV items. */
export const BOTTOM_NAV: Record<Role, BottomNavItem[]> = {
  admin: [NAV.home, NAV.products, NAV.users, NAV.analytics, NAV.settings],
  turkeyDistributor: [NAV.home, NAV.shop, NAV.network, NAV.analytics, NAV.commissions],
  cityDistributor: [NAV.home, NAV.shop, NAV.network, NAV.invitations, NAV.commissions],
  dealer: [NAV.home, NAV.shop, NAV.commissions, NAV.invitations, NAV.analytics],
  client: [NAV.home, NAV.shop, NAV.orders, NAV.settings],
};

export const DEFAULT_PAGE_TITLE = 'Dashboard';

/** Title by full path pattern, e.g. '/dashboard/orders/:id' → 'Sipariş Detayı'. */
export const PAGE_TITLES: Record<string, string> = Object.fromEntries(
  DASHBOARD_ROUTES.map((route) => [dashboardPath(route.path), route.title]),
);

/** The page header title for a location (query and hash ignored); 'Dashboard' when unknown. */
export function pageTitleForPath(pathname: string): string {
  return matchDashboardRoute(pathname)?.route.title ?? DEFAULT_PAGE_TITLE;
}

/** Mobile header roles with the new-invitation button. */
export const INVITATION_BUTTON_ROLES = [
  'admin',
  'turkeyDistributor',
  'cityDistributor',
  'dealer',
] as const satisfies readonly Role[];

/** The invitations page opens its create dialog when this query flag is set. */
export const NEW_INVITATION_QUERY = 'create';
export const NEW_INVITATION_PATH = `/dashboard/invitations?${NEW_INVITATION_QUERY}=1`;

/** Mobile sticky points bar roles. */
export const BALANCE_BAR_ROLES = ['dealer', 'cityDistributor', 'turkeyDistributor'] as const satisfies readonly Role[];

export function hasInvitationButton(role: Role): boolean {
  return (INVITATION_BUTTON_ROLES as readonly Role[]).includes(role);
}

export function hasBalanceBar(role: Role): boolean {
  return (BALANCE_BAR_ROLES as readonly Role[]).includes(role);
}

/** Pages that always show the shop header; elsewhere it appears only with a non-empty cart. */
export const SHOP_HEADER_PATHS = ['/dashboard', '/dashboard/shop'] as const;

export function showsShopHeader(pathname: string, cartLineCount: number): boolean {
  const path = (pathname.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '') || '/';
  return (SHOP_HEADER_PATHS as readonly string[]).includes(path) || cartLineCount > 0;
}
