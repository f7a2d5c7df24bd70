import { isDefaultEnabled, type PermissionKey } from './permissions';
import { ROLES, type Role, rolesAtLeast } from './roles';

export const DASHBOARD_BASE = '/dashboard';
export const LOGIN_PATH = '/login';
/** Where the browser goes after signing in, and where a wrong role is sent back to. */
export const AFTER_SIGN_IN_PATH = DASHBOARD_BASE;
/** Also used when signing out fails. */
export const AFTER_SIGN_OUT_PATH = LOGIN_PATH;

export interface DashboardRoute {
  /** React Router pattern relative to /dashboard; '' is the index. */
  path: string;
  /** Spec §6 route guard; null = any signed-in member may open it. */
  roles: Role[] | null;
  /** The page key that also closes this page (and its API) when disabled. */
  permissionKey?: PermissionKey;
  title: string;
}

function route(path: string, title: string, roles: Role[] | null, permissionKey?: PermissionKey): DashboardRoute {
  return permissionKey ? { path, title, roles, permissionKey } : { path, title, roles };
}

const DEALER_UP = rolesAtLeast('dealer');
const CITY_UP = rolesAtLeast('cityDistributor');
const TURKEY_UP = rolesAtLeast('turkeyDistributor');
const ADMIN: Role[] = ['admin'];
const CLIENT: Role[] = ['client'];

/**
 * Every page under /dashboard (spec §2), guarded exactly as spec §6 says. Sub-pages and detail
 * pages carry the key of the page they belong to, so switching a key off closes the whole area.
 */
export const DASHBOARD_ROUTES: DashboardRoute[] = [
  // The index has no key: a wrong role is redirected here, so it must always open.
  route('', 'Ana Sayfa', [...ROLES]),
  route('turkey-distributor', 'Türkiye Distribütörü Paneli', ['turkeyDistributor']),

  route('products', 'Ürünler', null, 'canAccessProducts'),
  route('products/:id', 'Ürün Detayı', null, 'canAccessProducts'),
  route('products/stock', 'Ürün Stokları', CITY_UP, 'canAccessStockManagement'),
  route('shop', 'Mağaza', null, 'canAccessShop'),
  route('shop/wishlist', 'Favorilerim', null, 'canAccessShop'),
  route('shop/compare', 'Ürün Karşılaştırma', null, 'canAccessShop'),
  route('cart', 'Sepetim', null, 'canAccessCart'),
  route('checkout', 'Siparişi Tamamla', null, 'canAccessCart'),

  route('analytics', 'Analitik', DEALER_UP, 'canAccessSalesAnalysis'),
  route('analytics/profit', 'Kâr Analizi', CITY_UP),
  route('analytics/performance', 'Performans Analizi', CITY_UP),

  route('my-orders', 'Siparişlerim', null, 'canAccessOrders'),
  route('order-tracking', 'Sipariş Takibi', null, 'canAccessOrders'),
  route('order-management', 'Sipariş Yönetimi', null, 'canAccessOrderManagement'),
  route('orders', 'Siparişler', null, 'canAccessOrdersList'),
  // Reached from both my-orders and the orders lists, so no single key owns it.
  route('orders/:id', 'Sipariş Detayı', null),
  route('orders/workflow', 'Sipariş Akışı', null, 'canAccessOrderWorkflow'),
  route('orders/automation', 'Sipariş Otomasyonu', null, 'canAccessOrderAutomation'),
  route('orders/analytics', 'Sipariş Analitiği', null, 'canAccessOrdersList'),

  route('stock-management', 'Stok Yönetimi', null, 'canAccessStockManagement'),
  route('stock', 'Stok Durumu', null, 'canAccessStockManagement'),
  route('cargo-management', 'Kargo Yönetimi', ADMIN, 'canAccessCargoManagement'),

  route('network', 'Ağım', null, 'canAccessNetwork'),
  route('network/members', 'Ağ Üyeleri', null, 'canAccessNetworkMembers'),
  route('network/active-dealers', 'Aktif Bayiler', null, 'canAccessActiveDealers'),
  route('network/new-members', 'Yeni Üyeler', null, 'canAccessNewMembers'),
  route('network/growth', 'Ağ Büyümesi', null, 'canAccessNetworkGrowth'),
  route('network/maintenance', 'Ağ Bakımı', null, 'canAccessNetworkMaintenance'),
  route('network/inconsistent-profiles', 'Tutarsız Profiller', null, 'canAccessInconsistentProfiles'),
  route('invitations', 'Davetler', null, 'canAccessInvitations'),
  route('customers', 'Müşteriler', DEALER_UP),
  route('role-transfer', 'Rol Transferi', null, 'canAccessRoleTransfer'),

  route('commissions', 'Komisyonlar', null, 'canAccessCommissions'),
  route('commissions/payments', 'Komisyon Ödemeleri', CITY_UP, 'canAccessCommissions'),
  route('earnings', 'Kazançlar', null, 'canAccessEarnings'),
  route('points', 'Puanlarım', null, 'canAccessPoints'),
  route('transactions', 'İşlemler', null, 'canAccessTransactions'),
  route('transactions/:id', 'İşlem Detayı', null, 'canAccessTransactions'),
  route('payment-tracking', 'Ödeme Takibi', null, 'canAccessPaymentTracking'),
  route('payment-schedule', 'Ödeme Takvimi', null, 'canAccessPaymentSchedule'),
  route('payments', 'Ödemeler', TURKEY_UP),

  // The member's sales: the sales analysis under the spec's name (decision 052).
  route('sales', 'Satışlar', null, 'canAccessSalesAnalysis'),
  route('sales/details', 'Satış Detayları', DEALER_UP, 'canAccessSalesDetails'),
  route('sales-analysis', 'Satış Analizi', DEALER_UP, 'canAccessSalesAnalysis'),
  route('performance-reports', 'Performans Raporları', DEALER_UP, 'canAccessPerformanceReports'),
  route('ai-insights', 'AI Öngörüleri', DEALER_UP, 'canAccessAIInsights'),
  route('performance-test', 'Performans Testi', null),

  route('workflows', 'İş Akışları', null, 'canAccessWorkflows'),
  route('tasks', 'Görevler', null, 'canAccessTasks'),
  route('workflow-templates', 'İş Akışı Şablonları', null, 'canAccessWorkflowTemplates'),
  route('workflow-management', 'İş Akışı Yönetimi', null, 'canAccessWorkflowManagement'),
  route('workflow-instance/:instanceId', 'İş Akışı Detayı', null, 'canAccessWorkflows'),

  route('users', 'Kullanıcılar', null, 'canAccessUsers'),
  route('profile', 'Profilim', null),
  route('addresses', 'Adreslerim', null),
  route('support', 'Destek', null),
  route('notifications', 'Tüm Bildirimler', null),
  route('notification-send', 'Bildirim Gönder', TURKEY_UP, 'canAccessNotificationSend'),
  route('settings', 'Ayarlar', null, 'canAccessSettings'),
  route('system-settings', 'Sistem Ayarları', null, 'canAccessSystemSettings'),
  route('integration-settings', 'Entegrasyon Ayarları', null, 'canAccessIntegrationSettings'),

  route('client/orders', 'Sipariş Geçmişim', CLIENT),
  route('client/reports', 'Raporlarım', CLIENT),
  route('client/status', 'Hesap Durumum', CLIENT),
  route('client/security', 'Hesap Güvenliği', CLIENT),

  route('admin/slider-management', 'Slider Yönetimi', null, 'canAccessSliderManagement'),
  route('admin/about', 'Hakkımızda Metni', ADMIN, 'canAccessSliderManagement'),
  route('admin/blog', 'Blog Yönetimi', ADMIN, 'canAccessBlogManagement'),
  route('admin/faq', 'SSS Yönetimi', ADMIN, 'canAccessFaqManagement'),
  route('admin/system-health', 'Sistem Sağlığı', null, 'canAccessSystemHealth'),
  route('admin/debug', 'Hata Ayıklama', ADMIN),
  route('admin/doctor-applications', 'Doktor Başvuruları', null, 'canAccessDoctorApplications'),
  route('admin/invitations', 'Davet Yönetimi', null, 'canAccessAdminInvitations'),
  route('admin/commission-settings', 'Komisyon Ayarları', null, 'canAccessCommissionSettings'),
  route('admin/financial-reports', 'Finansal Raporlar', null, 'canAccessFinancialReports'),
  route('admin/role-transfer-management', 'Rol Transfer Yönetimi', null, 'canAccessRoleTransferManagement'),
  route('admin/notifications', 'Bildirim Yönetimi', ADMIN, 'canAccessAdminNotifications'),
  route('admin/orders', 'Tüm Siparişler', null),
  route('admin/real-data-management', 'Gerçek Veri Yönetimi', ADMIN),
  route('admin/deleted-items', 'Silinen Öğeler', null, 'canAccessDeletedItems'),
  route('admin/contact-messages', 'İletişim Mesajları', TURKEY_UP, 'canAccessContactMessages'),
  route('admin/policy-pages', 'Politika Sayfaları', ADMIN, 'canAccessPolicyPages'),
  route('admin/integrations', 'Entegrasyonlar', TURKEY_UP, 'canAccessIntegrations'),
  route('admin/security-management', 'Güvenlik Yönetimi', ADMIN),
  route('system/health', 'Sistem Durumu', ADMIN, 'canAccessSystemHealth'),
  route('system/monitoring', 'Sistem İzleme', ADMIN),
  route('security/report', 'Güvenlik Raporu', TURKEY_UP),
];

/** '/dashboard' + relative pattern, e.g. dashboardPath('orders/:id') = '/dashboard/orders/:id'. */
export function dashboardPath(relative: string): string {
  return relative === '' ? DASHBOARD_BASE : `${DASHBOARD_BASE}/${relative}`;
}

/** The part after /dashboard without query, hash or slashes at either end; null if outside. */
function relativeToDashboard(pathname: string): string | null {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  if (path !== DASHBOARD_BASE && !path.startsWith(`${DASHBOARD_BASE}/`)) return null;
  return path.slice(DASHBOARD_BASE.length).replace(/^\/+|\/+$/g, '');
}

interface CompiledRoute {
  route: DashboardRoute;
  segments: string[];
  literals: number;
}

const COMPILED: CompiledRoute[] = DASHBOARD_ROUTES.map((r) => {
  const segments = r.path === '' ? [] : r.path.split('/');
  return { route: r, segments, literals: segments.filter((s) => !s.startsWith(':')).length };
});

export interface RouteMatch {
  route: DashboardRoute;
  params: Record<string, string>;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Static segments win over parameters, as in React Router: products/stock is not products/:id. */
export function matchDashboardRoute(pathname: string): RouteMatch | null {
  const relative = relativeToDashboard(pathname);
  if (relative === null) return null;
  const parts = relative === '' ? [] : relative.split('/');

  let best: { compiled: CompiledRoute; params: Record<string, string> } | null = null;
  for (const compiled of COMPILED) {
    if (compiled.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = compiled.segments.every((segment, i) => {
      const part = parts[i] ?? '';
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = decodeSegment(part);
        return part !== '';
      }
      return segment === part;
    });
    if (matches && (!best || compiled.literals > best.compiled.literals)) best = { compiled, params };
  }
  return best ? { route: best.compiled.route, params: best.params } : null;
}

/**
 * Whether `role` may open `pathname`: the route guard and, when the page has a key, that key.
 * Without `enabled` the default matrix decides. Unknown pages answer false (they are not found).
 * A permission check that throws counts as denied, as spec §6 says.
 */
export function canAccessRoute(
  role: Role,
  pathname: string,
  enabled: (key: PermissionKey) => boolean = (key) => isDefaultEnabled(role, key),
): boolean {
  const match = matchDashboardRoute(pathname);
  if (!match) return false;
  const { roles, permissionKey } = match.route;
  if (roles && !roles.includes(role)) return false;
  if (!permissionKey) return true;
  try {
    return enabled(permissionKey);
  } catch {
    return false;
  }
}

/** Pages reachable without signing in (React Router patterns). */
export const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/about',
  '/contact',
  '/products',
  '/doctor-application',
  '/blog',
  '/blog/:id',
  '/sss',
  '/invitation-code',
  '/invitation/:code',
  '/forgot-password',
  '/reset-password',
  '/payment/success',
  '/payment/error',
  '/policies/:slug',
] as const;

export const LEGACY_REDIRECTS = {
  '/giris': '/login',
  '/basvuru': '/doctor-application',
  '/davet-kodu': '/invitation-code',
} as const;
