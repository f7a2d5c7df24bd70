import { z } from 'zod';
import { ROLES, type Role, rolesAtLeast } from './roles';
import { type Scope, type ScopeGrant, scopeOf } from './scope';

export const PERMISSION_CATEGORIES = ['page_access', 'data_operations', 'admin_operations', 'future_features'] as const;
export type PermissionCategory = (typeof PERMISSION_CATEGORIES)[number];

// Pure (like permissionKeySchema below): the web entry reads this module without zod.
export const permissionCategorySchema = /* @__PURE__ */ z.enum(PERMISSION_CATEGORIES);

/** Rows written by older clients or by hand may carry any category; they are page keys then. */
export function normalizeCategory(value: unknown): PermissionCategory {
  return (PERMISSION_CATEGORIES as readonly unknown[]).includes(value) ? (value as PermissionCategory) : 'page_access';
}

export interface PermissionDefinition<K extends string = string> {
  key: K;
  category: PermissionCategory;
  /** Short Turkish label for the admin's role × key matrix. */
  label: string;
  defaultRoles: Role[];
  /** Whose data the key shows (decision 017): a member's own unless the key says more. */
  scope: ScopeGrant;
}

function page<K extends string>(
  key: K,
  label: string,
  defaultRoles: Role[],
  scope: ScopeGrant = 'own',
): PermissionDefinition<K> {
  return { key, category: 'page_access', label, defaultRoles: [...defaultRoles], scope };
}

/** The admin sees everyone's; a member their downline (the orders they supply or their network's). */
const NETWORK: ScopeGrant = { admin: 'all', default: 'downline' };
/** The admin and the national distributor see every holder's stock; the others their own. */
const STOCK: ScopeGrant = { admin: 'all', turkeyDistributor: 'all', default: 'own' };
/** The admin follows every parcel; a supplier the parcels of their own orders. */
const PARCELS: ScopeGrant = { admin: 'all', default: 'own' };

const ALL = [...ROLES];
const DEALER_UP = rolesAtLeast('dealer');
const CITY_UP = rolesAtLeast('cityDistributor');
const TURKEY_UP = rolesAtLeast('turkeyDistributor');
const ADMIN: Role[] = ['admin'];

/**
 * Every permission key with its default roles. A key's defaults are the roles the side menu
 * (spec §2) shows its item to; menu.test.ts keeps the two in step. Keys without a menu item
 * (workflows) and the PRODUCT §3 decisions are noted where they occur.
 */
export const PERMISSIONS = [
  // Ana Menü
  page('canAccessHome', 'Ana Sayfa', ALL),
  page('canAccessCart', 'Sepetim', ALL),
  page('canAccessOrders', 'Siparişlerim', ALL),
  page('canAccessOrderManagement', 'Sipariş Yönetimi', DEALER_UP, NETWORK),
  page('canAccessProducts', 'Ürünler', ALL),
  page('canAccessShop', 'Mağaza', ALL),
  // Stok Yönetimi, Kargo Yönetimi
  page('canAccessStockManagement', 'Stok Yönetimi', CITY_UP, STOCK),
  page('canAccessCargoManagement', 'Kargo Yönetimi', ADMIN, PARCELS),
  // Ağ Yönetimi
  page('canAccessNetwork', 'Ağım', DEALER_UP),
  page('canAccessInvitations', 'Davetler', DEALER_UP),
  // Finansal
  page('canAccessCommissions', 'Komisyonlar', DEALER_UP),
  page('canAccessEarnings', 'Kazançlar', CITY_UP),
  page('canAccessPoints', 'Puanlarım', DEALER_UP),
  page('canAccessTransactions', 'İşlemler', DEALER_UP),
  page('canAccessSalesDetails', 'Satış Detayları', DEALER_UP),
  // Sipariş Yönetimi
  page('canAccessOrdersList', 'Siparişler', DEALER_UP, NETWORK),
  page('canAccessOrderWorkflow', 'Sipariş Akışı', CITY_UP, NETWORK),
  page('canAccessOrderAutomation', 'Sipariş Otomasyonu', TURKEY_UP),
  // Analitik
  page('canAccessAIInsights', 'AI Öngörüleri', DEALER_UP, NETWORK),
  page('canAccessSalesAnalysis', 'Satış Analizi', DEALER_UP, NETWORK),
  page('canAccessPerformanceReports', 'Performans Raporları', DEALER_UP, NETWORK),
  // Yönetim
  page('canAccessUsers', 'Kullanıcılar', ADMIN),
  page('canAccessPaymentTracking', 'Ödeme Takibi', ADMIN),
  page('canAccessPaymentSchedule', 'Ödeme Takvimi', ADMIN),
  page('canAccessRoleTransfer', 'Rol Transferi', ADMIN),
  // Admin Paneli → Ağ Detayları
  page('canAccessNetworkMembers', 'Ağ Üyeleri', ADMIN),
  page('canAccessActiveDealers', 'Aktif Bayiler', ADMIN, NETWORK),
  page('canAccessNewMembers', 'Yeni Üyeler', ADMIN, NETWORK),
  page('canAccessNetworkGrowth', 'Ağ Büyümesi', ADMIN, NETWORK),
  page('canAccessNetworkMaintenance', 'Ağ Bakımı', ADMIN),
  page('canAccessInconsistentProfiles', 'Tutarsız Profiller', ADMIN),
  // Admin Paneli
  page('canAccessAdminInvitations', 'Davet Yönetimi', ADMIN),
  page('canAccessDoctorApplications', 'Doktor Başvuruları', ADMIN),
  page('canAccessCommissionSettings', 'Komisyon Ayarları', ADMIN),
  page('canAccessFinancialReports', 'Finansal Raporlar', ADMIN),
  page('canAccessRoleTransferManagement', 'Rol Transfer Yönetimi', ADMIN),
  page('canAccessPolicyPages', 'Politika Sayfaları', ADMIN),
  page('canAccessAdminNotifications', 'Bildirim Yönetimi', ADMIN),
  page('canAccessSystemHealth', 'Sistem Sağlığı', ADMIN),
  // PRODUCT §3: the turkeyDistributor also sees these two admin pages.
  page('canAccessIntegrations', 'Entegrasyonlar', TURKEY_UP),
  page('canAccessContactMessages', 'İletişim Mesajları', TURKEY_UP),
  // Arayüz
  page('canAccessSliderManagement', 'Slider Yönetimi', ADMIN),
  page('canAccessDeletedItems', 'Silinen Öğeler', ADMIN),
  // Not named by the specification: the admin's editors of the blog and the FAQ (Admin Paneli).
  page('canAccessBlogManagement', 'Blog Yönetimi', ADMIN),
  page('canAccessFaqManagement', 'SSS Yönetimi', ADMIN),
  // Sistem; the spec gives no roles for the two settings pages, PRODUCT §3 does.
  page('canAccessSettings', 'Ayarlar', ALL),
  page('canAccessSystemSettings', 'Sistem Ayarları', ADMIN),
  page('canAccessIntegrationSettings', 'Entegrasyon Ayarları', TURKEY_UP),
  page('canAccessNotificationSend', 'Bildirim Gönder', TURKEY_UP),
  // Not in the side menu; PRODUCT §3 sets their defaults.
  page('canAccessWorkflows', 'İş Akışları', CITY_UP),
  page('canAccessTasks', 'Görevler', CITY_UP),
  page('canAccessWorkflowTemplates', 'İş Akışı Şablonları', CITY_UP),
  page('canAccessWorkflowManagement', 'İş Akışı Yönetimi', CITY_UP),
] as const;

export type PermissionKey = (typeof PERMISSIONS)[number]['key'];

export const PERMISSION_KEYS: PermissionKey[] = PERMISSIONS.map((p) => p.key);

export const permissionKeySchema = /* @__PURE__ */ z.enum(PERMISSION_KEYS);

const BY_KEY = new Map<string, PermissionDefinition<PermissionKey>>(PERMISSIONS.map((p) => [p.key, p]));

export function isPermissionKey(value: unknown): value is PermissionKey {
  return typeof value === 'string' && BY_KEY.has(value);
}

export function getPermission(key: PermissionKey): PermissionDefinition<PermissionKey> {
  const definition = BY_KEY.get(key);
  if (!definition) throw new Error(`Unknown permission key: ${key}`);
  return definition;
}

/** The scope a key grants this member (decision 017). */
export function grantedScope(key: PermissionKey, member: { role: Role }): Scope {
  return scopeOf(member, getPermission(key).scope);
}

export function isDefaultEnabled(role: Role, key: PermissionKey): boolean {
  return BY_KEY.get(key)?.defaultRoles.includes(role) ?? false;
}

export interface PermissionRow {
  role: Role;
  permissionKey: PermissionKey;
  category: PermissionCategory;
  enabled: boolean;
}

/** The full default matrix: one row per role and key, as seeded into role_permissions. */
export function defaultPermissionRows(): PermissionRow[] {
  return ROLES.flatMap((role) =>
    PERMISSIONS.map((p) => ({
      role,
      permissionKey: p.key,
      category: p.category,
      enabled: p.defaultRoles.includes(role),
    })),
  );
}
