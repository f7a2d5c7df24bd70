import { PERMISSIONS, type PermissionKey } from './permissions';
import { type Role, rolesAtLeast } from './roles';
import { DASHBOARD_BASE, DASHBOARD_ROUTES } from './route-access';

export interface MenuItem {
  id: string;
  /** Turkish label. */
  title: string;
  /**
   * Full path. For an item with children it is where the icon leads while the sidebar is
   * collapsed, since a collapsed sidebar cannot open submenus.
   */
  path: string;
  /** lucide-react icon name. */
  icon: string;
  /** Empty = every role. */
  roles: Role[];
  permissionKey?: PermissionKey;
  children?: MenuItem[];
}

export interface MenuSection {
  id: string;
  title: string;
  /** Empty = every role. */
  roles: Role[];
  adminOnly?: boolean;
  items: MenuItem[];
}

const ALL: Role[] = [];
const DEALER_UP = rolesAtLeast('dealer');
const CITY_UP = rolesAtLeast('cityDistributor');
const TURKEY_UP = rolesAtLeast('turkeyDistributor');
const ADMIN: Role[] = ['admin'];

function item(
  id: string,
  title: string,
  relativePath: string,
  icon: string,
  roles: Role[],
  permissionKey: PermissionKey,
): MenuItem {
  return {
    id,
    title,
    path: relativePath === '' ? '/dashboard' : `/dashboard/${relativePath}`,
    icon,
    roles,
    permissionKey,
  };
}

/** A submenu; it leads to its first child while the sidebar is collapsed. */
function group(id: string, title: string, icon: string, roles: Role[], children: [MenuItem, ...MenuItem[]]): MenuItem {
  return { id, title, path: children[0].path, icon, roles, children };
}

/** The side menu of spec §2, with the PRODUCT §3 decisions. */
export const MENU_SECTIONS: MenuSection[] = [
  {
    id: 'main',
    title: 'Ana Menü',
    roles: ALL,
    items: [
      item('home', 'Ana Sayfa', '', 'House', ALL, 'canAccessHome'),
      item('cart', 'Sepetim', 'cart', 'ShoppingCart', ALL, 'canAccessCart'),
      item('my-orders', 'Siparişlerim', 'my-orders', 'ShoppingBag', ALL, 'canAccessOrders'),
      item(
        'order-management',
        'Sipariş Yönetimi',
        'order-management',
        'ClipboardList',
        DEALER_UP,
        'canAccessOrderManagement',
      ),
      item('products', 'Ürünler', 'products', 'Package', ALL, 'canAccessProducts'),
      item('shop', 'Mağaza', 'shop', 'Store', ALL, 'canAccessShop'),
    ],
  },
  {
    id: 'stock',
    title: 'Stok Yönetimi',
    roles: ALL,
    items: [
      item('stock-management', 'Stok Yönetimi', 'stock-management', 'Warehouse', CITY_UP, 'canAccessStockManagement'),
    ],
  },
  {
    id: 'cargo',
    title: 'Kargo Yönetimi',
    roles: ALL,
    items: [item('cargo-management', 'Kargo Yönetimi', 'cargo-management', 'Truck', ADMIN, 'canAccessCargoManagement')],
  },
  {
    id: 'network',
    title: 'Ağ Yönetimi',
    roles: DEALER_UP,
    items: [
      item('network', 'Ağım', 'network', 'Network', ALL, 'canAccessNetwork'),
      item('invitations', 'Davetler', 'invitations', 'UserPlus', ALL, 'canAccessInvitations'),
    ],
  },
  {
    id: 'finance',
    title: 'Finansal',
    roles: ALL,
    items: [
      item('commissions', 'Komisyonlar', 'commissions', 'Percent', DEALER_UP, 'canAccessCommissions'),
      item('earnings', 'Kazançlar', 'earnings', 'TrendingUp', CITY_UP, 'canAccessEarnings'),
      item('points', 'Puanlarım', 'points', 'Coins', DEALER_UP, 'canAccessPoints'),
      item('transactions', 'İşlemler', 'transactions', 'ArrowLeftRight', DEALER_UP, 'canAccessTransactions'),
      item('sales-details', 'Satış Detayları', 'sales/details', 'Receipt', DEALER_UP, 'canAccessSalesDetails'),
    ],
  },
  {
    id: 'orders',
    title: 'Sipariş Yönetimi',
    roles: ALL,
    items: [
      item('orders', 'Siparişler', 'orders', 'ListOrdered', DEALER_UP, 'canAccessOrdersList'),
      item('order-workflow', 'Sipariş Akışı', 'orders/workflow', 'Workflow', CITY_UP, 'canAccessOrderWorkflow'),
      item('order-automation', 'Sipariş Otomasyonu', 'orders/automation', 'Zap', TURKEY_UP, 'canAccessOrderAutomation'),
    ],
  },
  {
    id: 'analytics',
    title: 'Analitik',
    roles: DEALER_UP,
    items: [
      item('ai-insights', 'AI Öngörüleri', 'ai-insights', 'Sparkles', ALL, 'canAccessAIInsights'),
      item('sales-analysis', 'Satış Analizi', 'sales-analysis', 'ChartLine', ALL, 'canAccessSalesAnalysis'),
      item(
        'performance-reports',
        'Performans Raporları',
        'performance-reports',
        'ChartColumn',
        ALL,
        'canAccessPerformanceReports',
      ),
    ],
  },
  {
    id: 'management',
    title: 'Yönetim',
    roles: ADMIN,
    adminOnly: true,
    items: [
      item('users', 'Kullanıcılar', 'users', 'Users', ALL, 'canAccessUsers'),
      item('payment-tracking', 'Ödeme Takibi', 'payment-tracking', 'CreditCard', ALL, 'canAccessPaymentTracking'),
      item('payment-schedule', 'Ödeme Takvimi', 'payment-schedule', 'CalendarDays', ALL, 'canAccessPaymentSchedule'),
      item('role-transfer', 'Rol Transferi', 'role-transfer', 'ArrowRightLeft', ALL, 'canAccessRoleTransfer'),
    ],
  },
  {
    // Admin only in the spec; PRODUCT §3 opens its last two items to the turkeyDistributor,
    // so the section is role-limited per item rather than adminOnly.
    id: 'admin',
    title: 'Admin Paneli',
    roles: TURKEY_UP,
    items: [
      group('network-details', 'Ağ Detayları', 'ListTree', ADMIN, [
        item('network-members', 'Ağ Üyeleri', 'network/members', 'UsersRound', ALL, 'canAccessNetworkMembers'),
        item('active-dealers', 'Aktif Bayiler', 'network/active-dealers', 'UserCheck', ALL, 'canAccessActiveDealers'),
        item('new-members', 'Yeni Üyeler', 'network/new-members', 'UserRoundPlus', ALL, 'canAccessNewMembers'),
        item('network-growth', 'Ağ Büyümesi', 'network/growth', 'ChartNoAxesCombined', ALL, 'canAccessNetworkGrowth'),
        item('network-maintenance', 'Ağ Bakımı', 'network/maintenance', 'Wrench', ALL, 'canAccessNetworkMaintenance'),
        item(
          'inconsistent-profiles',
          'Tutarsız Profiller',
          'network/inconsistent-profiles',
          'TriangleExclamationPoint',
          ALL,
          'canAccessInconsistentProfiles',
        ),
      ]),
      item('admin-invitations', 'Davet Yönetimi', 'admin/invitations', 'Mail', ADMIN, 'canAccessAdminInvitations'),
      item(
        'doctor-applications',
        'Doktor Başvuruları',
        'admin/doctor-applications',
        'Stethoscope',
        ADMIN,
        'canAccessDoctorApplications',
      ),
      item(
        'commission-settings',
        'Komisyon Ayarları',
        'admin/commission-settings',
        'BadgePercent',
        ADMIN,
        'canAccessCommissionSettings',
      ),
      item(
        'financial-reports',
        'Finansal Raporlar',
        'admin/financial-reports',
        'FileSpreadsheet',
        ADMIN,
        'canAccessFinancialReports',
      ),
      item(
        'role-transfer-management',
        'Rol Transfer Yönetimi',
        'admin/role-transfer-management',
        'UserCog',
        ADMIN,
        'canAccessRoleTransferManagement',
      ),
      item('policy-pages', 'Politika Sayfaları', 'admin/policy-pages', 'FileText', ADMIN, 'canAccessPolicyPages'),
      item('blog-management', 'Blog Yönetimi', 'admin/blog', 'Newspaper', ADMIN, 'canAccessBlogManagement'),
      item('faq-management', 'SSS Yönetimi', 'admin/faq', 'CircleHelp', ADMIN, 'canAccessFaqManagement'),
      item(
        'admin-notifications',
        'Bildirim Yönetimi',
        'admin/notifications',
        'BellRing',
        ADMIN,
        'canAccessAdminNotifications',
      ),
      item('system-health', 'Sistem Sağlığı', 'admin/system-health', 'HeartPulse', ADMIN, 'canAccessSystemHealth'),
      item('integrations', 'Entegrasyonlar', 'admin/integrations', 'Plug', TURKEY_UP, 'canAccessIntegrations'),
      item(
        'contact-messages',
        'İletişim Mesajları',
        'admin/contact-messages',
        'MessageSquare',
        TURKEY_UP,
        'canAccessContactMessages',
      ),
    ],
  },
  {
    id: 'interface',
    title: 'Arayüz',
    roles: ADMIN,
    adminOnly: true,
    items: [
      item(
        'slider-management',
        'Slider Yönetimi',
        'admin/slider-management',
        'Images',
        ALL,
        'canAccessSliderManagement',
      ),
      item('about-text', 'Hakkımızda Metni', 'admin/about', 'Info', ALL, 'canAccessSliderManagement'),
      item('deleted-items', 'Silinen Öğeler', 'admin/deleted-items', 'Trash', ALL, 'canAccessDeletedItems'),
    ],
  },
  {
    id: 'system',
    title: 'Sistem',
    roles: ALL,
    items: [
      group('settings-group', 'Ayarlar', 'Settings', ALL, [
        item('settings', 'Genel Ayarlar', 'settings', 'SlidersHorizontal', ALL, 'canAccessSettings'),
        item('system-settings', 'Sistem Ayarları', 'system-settings', 'Cog', ADMIN, 'canAccessSystemSettings'),
        item(
          'integration-settings',
          'Entegrasyon Ayarları',
          'integration-settings',
          'Plug2',
          TURKEY_UP,
          'canAccessIntegrationSettings',
        ),
      ]),
      item('notification-send', 'Bildirim Gönder', 'notification-send', 'Send', TURKEY_UP, 'canAccessNotificationSend'),
    ],
  },
];

function allows(roles: Role[], role: Role): boolean {
  return roles.length === 0 || roles.includes(role);
}

function visibleItems(items: MenuItem[], role: Role, enabled: (key: PermissionKey) => boolean): MenuItem[] {
  return items.flatMap((entry) => {
    if (!allows(entry.roles, role)) return [];
    if (entry.permissionKey && !safeEnabled(enabled, entry.permissionKey)) return [];
    if (!entry.children) return [entry];
    const [first, ...rest] = visibleItems(entry.children, role, enabled);
    // The collapsed-sidebar link must not lead to a child this member cannot open.
    return first ? [{ ...entry, path: first.path, children: [first, ...rest] }] : [];
  });
}

/** A permission check that throws counts as denied (spec §6). */
function safeEnabled(enabled: (key: PermissionKey) => boolean, key: PermissionKey): boolean {
  try {
    return enabled(key);
  } catch {
    return false;
  }
}

/** The sidebar of one member: what their role may see and their enabled keys allow. */
export function visibleMenu(role: Role, enabled: (key: PermissionKey) => boolean): MenuSection[] {
  return MENU_SECTIONS.flatMap((section) => {
    if (section.adminOnly && role !== 'admin') return [];
    if (!allows(section.roles, role)) return [];
    const items = visibleItems(section.items, role, enabled);
    return items.length > 0 ? [{ ...section, items }] : [];
  });
}

/** Items that open a page (submenu parents replaced by their children), in menu order. */
export function menuLeaves(sections: MenuSection[]): MenuItem[] {
  const walk = (items: MenuItem[]): MenuItem[] =>
    items.flatMap((entry) => (entry.children ? walk(entry.children) : [entry]));
  return sections.flatMap((section) => walk(section.items));
}

// Issue 13, words: the admin's permission matrix names each key by the page it opens.
export const OUTSIDE_MENU_SECTION = 'Menü dışı sayfalar';

export interface PermissionPage {
  key: PermissionKey;
  /** The page's Turkish name, as the side menu (or, outside it, the page's own title) says it. */
  title: string;
  /** The menu section, with the submenu when there is one ("Sistem › Ayarlar"). */
  section: string;
  /** Where the page is; null when no page carries the key. */
  path: string | null;
}

/**
 * Every permission key with the page it opens, in menu order and then the keys outside the menu.
 * Names come from the menu and the route table, never from a list of their own.
 */
export function permissionPages(): PermissionPage[] {
  const found = new Map<PermissionKey, PermissionPage>();
  const walk = (items: MenuItem[], section: string) => {
    for (const entry of items) {
      if (entry.permissionKey && !found.has(entry.permissionKey)) {
        found.set(entry.permissionKey, { key: entry.permissionKey, title: entry.title, section, path: entry.path });
      }
      if (entry.children) walk(entry.children, `${section} › ${entry.title}`);
    }
  };
  for (const section of MENU_SECTIONS) walk(section.items, section.title);
  for (const { key, label } of PERMISSIONS) {
    if (found.has(key)) continue;
    const page = DASHBOARD_ROUTES.find((r) => r.permissionKey === key && !r.path.includes(':'));
    found.set(key, {
      key,
      title: page?.title ?? label,
      section: OUTSIDE_MENU_SECTION,
      path: page ? `${DASHBOARD_BASE}/${page.path}` : null,
    });
  }
  return [...found.values()];
}

/** The section titles in the order the matrix groups them. */
export function permissionSections(): string[] {
  return [...new Set(permissionPages().map((p) => p.section))];
}
