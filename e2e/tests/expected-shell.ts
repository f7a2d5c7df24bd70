import type { Role } from '@portal/shared/roles';

/**
 * What the shell must show, transcribed from the specification (000_…txt §2 "Side menu",
 * "Layouts", "Bottom bar") and PRODUCT.md §3 — not from packages/shared. shell.spec.ts checks the
 * browser against these lists and also checks packages/shared against them, so drift in either
 * the data or the UI fails a test.
 *
 * Entries read "Section | Title | path"; a submenu child reads "Section | Group › Title | path".
 * The spec names the paths and roles; where it gives no Turkish label, the label is ours.
 */

const MAIN_FOR_ALL = [
  'Ana Menü | Ana Sayfa | /dashboard',
  'Ana Menü | Sepetim | /dashboard/cart',
  'Ana Menü | Siparişlerim | /dashboard/my-orders',
];
// "/dashboard/order-management (not client)"
const ORDER_MANAGEMENT = 'Ana Menü | Sipariş Yönetimi | /dashboard/order-management';
const MAIN_TAIL = ['Ana Menü | Ürünler | /dashboard/products', 'Ana Menü | Mağaza | /dashboard/shop'];
const MAIN_NOT_CLIENT = [...MAIN_FOR_ALL, ORDER_MANAGEMENT, ...MAIN_TAIL];

// "Ağ Yönetimi (admin, turkeyDistributor, cityDistributor, dealer): network, invitations."
const NETWORK = ['Ağ Yönetimi | Ağım | /dashboard/network', 'Ağ Yönetimi | Davetler | /dashboard/invitations'];
// "Analitik (admin, turkeyDistributor, cityDistributor, dealer): ai-insights, sales-analysis, performance-reports."
const ANALYTICS = [
  'Analitik | AI Öngörüleri | /dashboard/ai-insights',
  'Analitik | Satış Analizi | /dashboard/sales-analysis',
  'Analitik | Performans Raporları | /dashboard/performance-reports',
];
// Finansal: commissions (…, dealer); earnings (…, cityDistributor); points, transactions, sales/details (…, dealer).
const COMMISSIONS = 'Finansal | Komisyonlar | /dashboard/commissions';
const EARNINGS = 'Finansal | Kazançlar | /dashboard/earnings';
const FINANCE_TAIL = [
  'Finansal | Puanlarım | /dashboard/points',
  'Finansal | İşlemler | /dashboard/transactions',
  'Finansal | Satış Detayları | /dashboard/sales/details',
];
// Sipariş Yönetimi: orders (…, dealer); orders/workflow (…, cityDistributor); orders/automation (admin, turkeyDistributor).
const ORDERS = 'Sipariş Yönetimi | Siparişler | /dashboard/orders';
const ORDER_WORKFLOW = 'Sipariş Yönetimi | Sipariş Akışı | /dashboard/orders/workflow';
const ORDER_AUTOMATION = 'Sipariş Yönetimi | Sipariş Otomasyonu | /dashboard/orders/automation';
// "Stok Yönetimi: stock-management (admin, turkeyDistributor, cityDistributor)."
const STOCK = 'Stok Yönetimi | Stok Yönetimi | /dashboard/stock-management';
// Sistem (all roles): settings submenu with settings, system-settings (PRODUCT §3: admin only),
// integration-settings (PRODUCT §3: admin and turkeyDistributor); notification-send for admin and turkeyDistributor.
const SETTINGS = 'Sistem | Ayarlar › Genel Ayarlar | /dashboard/settings';
const SYSTEM_SETTINGS = 'Sistem | Ayarlar › Sistem Ayarları | /dashboard/system-settings';
const INTEGRATION_SETTINGS = 'Sistem | Ayarlar › Entegrasyon Ayarları | /dashboard/integration-settings';
const NOTIFICATION_SEND = 'Sistem | Bildirim Gönder | /dashboard/notification-send';
// Admin Paneli: integrations and contact-messages "also for turkeyDistributor" (PRODUCT §3 too).
const INTEGRATIONS = 'Admin Paneli | Entegrasyonlar | /dashboard/admin/integrations';
const CONTACT_MESSAGES = 'Admin Paneli | İletişim Mesajları | /dashboard/admin/contact-messages';

export const EXPECTED_SIDEBAR: Record<Role, string[]> = {
  admin: [
    ...MAIN_NOT_CLIENT,
    STOCK,
    'Kargo Yönetimi | Kargo Yönetimi | /dashboard/cargo-management',
    ...NETWORK,
    COMMISSIONS,
    EARNINGS,
    ...FINANCE_TAIL,
    ORDERS,
    ORDER_WORKFLOW,
    ORDER_AUTOMATION,
    ...ANALYTICS,
    // "Yönetim (admin): users, payment-tracking, payment-schedule, role-transfer."
    'Yönetim | Kullanıcılar | /dashboard/users',
    'Yönetim | Ödeme Takibi | /dashboard/payment-tracking',
    'Yönetim | Ödeme Takvimi | /dashboard/payment-schedule',
    'Yönetim | Rol Transferi | /dashboard/role-transfer',
    // "Admin Paneli (admin only), with submenu Ağ Detayları: network/members, active-dealers, …"
    'Admin Paneli | Ağ Detayları › Ağ Üyeleri | /dashboard/network/members',
    'Admin Paneli | Ağ Detayları › Aktif Bayiler | /dashboard/network/active-dealers',
    'Admin Paneli | Ağ Detayları › Yeni Üyeler | /dashboard/network/new-members',
    'Admin Paneli | Ağ Detayları › Ağ Büyümesi | /dashboard/network/growth',
    'Admin Paneli | Ağ Detayları › Ağ Bakımı | /dashboard/network/maintenance',
    'Admin Paneli | Ağ Detayları › Tutarsız Profiller | /dashboard/network/inconsistent-profiles',
    'Admin Paneli | Davet Yönetimi | /dashboard/admin/invitations',
    'Admin Paneli | Doktor Başvuruları | /dashboard/admin/doctor-applications',
    'Admin Paneli | Komisyon Ayarları | /dashboard/admin/commission-settings',
    'Admin Paneli | Finansal Raporlar | /dashboard/admin/financial-reports',
    'Admin Paneli | Rol Transfer Yönetimi | /dashboard/admin/role-transfer-management',
    'Admin Paneli | Politika Sayfaları | /dashboard/admin/policy-pages',
    // Not in the specification: the editors issue 15 asks for, in Admin Paneli (and the about text beside the slider).
    'Admin Paneli | Blog Yönetimi | /dashboard/admin/blog',
    'Admin Paneli | SSS Yönetimi | /dashboard/admin/faq',
    'Admin Paneli | Bildirim Yönetimi | /dashboard/admin/notifications',
    'Admin Paneli | Sistem Sağlığı | /dashboard/admin/system-health',
    INTEGRATIONS,
    CONTACT_MESSAGES,
    // "Arayüz (admin): admin/slider-management, admin/deleted-items."
    'Arayüz | Slider Yönetimi | /dashboard/admin/slider-management',
    'Arayüz | Hakkımızda Metni | /dashboard/admin/about',
    'Arayüz | Silinen Öğeler | /dashboard/admin/deleted-items',
    SETTINGS,
    SYSTEM_SETTINGS,
    INTEGRATION_SETTINGS,
    NOTIFICATION_SEND,
  ],
  turkeyDistributor: [
    ...MAIN_NOT_CLIENT,
    STOCK,
    ...NETWORK,
    COMMISSIONS,
    EARNINGS,
    ...FINANCE_TAIL,
    ORDERS,
    ORDER_WORKFLOW,
    ORDER_AUTOMATION,
    ...ANALYTICS,
    // PRODUCT §3: "their 'Admin Paneli' section then shows just those two items".
    INTEGRATIONS,
    CONTACT_MESSAGES,
    SETTINGS,
    INTEGRATION_SETTINGS,
    NOTIFICATION_SEND,
  ],
  cityDistributor: [
    ...MAIN_NOT_CLIENT,
    STOCK,
    ...NETWORK,
    COMMISSIONS,
    EARNINGS,
    ...FINANCE_TAIL,
    ORDERS,
    ORDER_WORKFLOW,
    ...ANALYTICS,
    SETTINGS,
  ],
  dealer: [...MAIN_NOT_CLIENT, ...NETWORK, COMMISSIONS, ...FINANCE_TAIL, ORDERS, ...ANALYTICS, SETTINGS],
  client: [...MAIN_FOR_ALL, ...MAIN_TAIL, SETTINGS],
};

/** Section headings in order, derived from the lists above (a section without items is hidden). */
export function expectedSections(role: Role): string[] {
  return [...new Set(EXPECTED_SIDEBAR[role].map((entry) => entry.split(' | ')[0]!))];
}

/**
 * Spec §2 "Bottom bar, at most 5 items, home first": admin: products, users, analytics, settings;
 * turkeyDistributor: shop, network, analytics, commissions; cityDistributor: shop, network,
 * invitations, commissions; dealer: shop, commissions, invitations, analytics; client: shop,
 * orders, settings. The client's "orders" is its own order list, /dashboard/my-orders (the
 * /dashboard/orders list is for dealers and up).
 */
const HOME = 'Ana Sayfa | /dashboard';
const SHOP = 'Mağaza | /dashboard/shop';
const NETWORK_TAB = 'Ağım | /dashboard/network';
const ANALYTICS_TAB = 'Analitik | /dashboard/analytics';
const COMMISSIONS_TAB = 'Komisyonlar | /dashboard/commissions';
const INVITATIONS_TAB = 'Davetler | /dashboard/invitations';
const SETTINGS_TAB = 'Ayarlar | /dashboard/settings';

export const EXPECTED_BOTTOM_NAV: Record<Role, string[]> = {
  admin: [HOME, 'Ürünler | /dashboard/products', 'Kullanıcılar | /dashboard/users', ANALYTICS_TAB, SETTINGS_TAB],
  turkeyDistributor: [HOME, SHOP, NETWORK_TAB, ANALYTICS_TAB, COMMISSIONS_TAB],
  cityDistributor: [HOME, SHOP, NETWORK_TAB, INVITATIONS_TAB, COMMISSIONS_TAB],
  dealer: [HOME, SHOP, COMMISSIONS_TAB, INVITATIONS_TAB, ANALYTICS_TAB],
  client: [HOME, SHOP, 'Siparişlerim | /dashboard/my-orders', SETTINGS_TAB],
};

/** Spec §2 Layouts (mobile): the new-invitation button. */
export const HAS_INVITATION_BUTTON: Record<Role, boolean> = {
  admin: true,
  turkeyDistributor: true,
  cityDistributor: true,
  dealer: true,
  client: false,
};

/** Spec §2: "Sticky balance bar on mobile only, for dealer, cityDistributor, turkeyDistributor". */
export const HAS_BALANCE_BAR: Record<Role, boolean> = {
  admin: false,
  turkeyDistributor: true,
  cityDistributor: true,
  dealer: true,
  client: false,
};

/** Spec §1: "Müşteri in the shop header, Danışan in the sidebar". */
export const SIDEBAR_ROLE_LABEL: Record<Role, string> = {
  admin: 'Yönetici',
  turkeyDistributor: 'Türkiye Distribütörü',
  cityDistributor: 'Şehir Distribütörü',
  dealer: 'Bayi',
  client: 'Danışan',
};
export const SHOP_ROLE_LABEL: Record<Role, string> = { ...SIDEBAR_ROLE_LABEL, client: 'Müşteri' };
