import { describe, expect, it } from 'vitest';
import {
  defaultPermissionRows,
  getPermission,
  isDefaultEnabled,
  isPermissionKey,
  normalizeCategory,
  PERMISSION_CATEGORIES,
  PERMISSION_KEYS,
  PERMISSIONS,
  type PermissionKey,
  permissionKeySchema,
} from './permissions';
import { ROLES, type Role } from './roles';

const SPEC_KEYS = [
  'canAccessHome',
  'canAccessCart',
  'canAccessOrders',
  'canAccessOrderManagement',
  'canAccessProducts',
  'canAccessShop',
  'canAccessStockManagement',
  'canAccessCargoManagement',
  'canAccessNetwork',
  'canAccessInvitations',
  'canAccessCommissions',
  'canAccessEarnings',
  'canAccessPoints',
  'canAccessTransactions',
  'canAccessSalesDetails',
  'canAccessOrdersList',
  'canAccessOrderWorkflow',
  'canAccessOrderAutomation',
  'canAccessAIInsights',
  'canAccessSalesAnalysis',
  'canAccessPerformanceReports',
  'canAccessUsers',
  'canAccessPaymentTracking',
  'canAccessPaymentSchedule',
  'canAccessRoleTransfer',
  'canAccessNetworkMembers',
  'canAccessActiveDealers',
  'canAccessNewMembers',
  'canAccessNetworkGrowth',
  'canAccessNetworkMaintenance',
  'canAccessInconsistentProfiles',
  'canAccessAdminInvitations',
  'canAccessDoctorApplications',
  'canAccessCommissionSettings',
  'canAccessFinancialReports',
  'canAccessRoleTransferManagement',
  'canAccessPolicyPages',
  'canAccessAdminNotifications',
  'canAccessSystemHealth',
  'canAccessIntegrations',
  'canAccessContactMessages',
  'canAccessSliderManagement',
  'canAccessDeletedItems',
  // Not named by the specification: the blog and FAQ editors (issue 15).
  'canAccessBlogManagement',
  'canAccessFaqManagement',
  'canAccessSettings',
  'canAccessSystemSettings',
  'canAccessIntegrationSettings',
  'canAccessNotificationSend',
  'canAccessWorkflows',
  'canAccessTasks',
  'canAccessWorkflowTemplates',
  'canAccessWorkflowManagement',
];

const enabledRoles = (key: PermissionKey): Role[] => ROLES.filter((role) => isDefaultEnabled(role, key));

describe('permission registry', () => {
  it('holds exactly the keys the specification names, once each', () => {
    expect(new Set(PERMISSION_KEYS).size).toBe(PERMISSION_KEYS.length);
    expect([...PERMISSION_KEYS].sort()).toEqual([...SPEC_KEYS].sort());
  });

  it('gives every key a Turkish label, a known category and admin among its roles', () => {
    for (const p of PERMISSIONS) {
      expect(p.label.trim()).not.toBe('');
      expect(PERMISSION_CATEGORIES).toContain(p.category);
      expect(p.defaultRoles).toContain('admin');
    }
  });

  it('validates keys', () => {
    expect(permissionKeySchema.parse('canAccessCart')).toBe('canAccessCart');
    expect(permissionKeySchema.safeParse('canAccessEverything').success).toBe(false);
    expect(isPermissionKey('canAccessPoints')).toBe(true);
    expect(isPermissionKey('constructor')).toBe(false);
    expect(getPermission('canAccessShop').label).toBe('Mağaza');
  });

  it('normalizes unknown categories to page_access', () => {
    expect(normalizeCategory('data_operations')).toBe('data_operations');
    expect(normalizeCategory('future_features')).toBe('future_features');
    expect(normalizeCategory('something_else')).toBe('page_access');
    expect(normalizeCategory(null)).toBe('page_access');
  });
});

describe('default matrix', () => {
  it('has one row per role and key', () => {
    const rows = defaultPermissionRows();
    expect(rows).toHaveLength(ROLES.length * PERMISSION_KEYS.length);
    expect(new Set(rows.map((r) => `${r.role}:${r.permissionKey}`)).size).toBe(rows.length);
    for (const row of rows) expect(row.enabled).toBe(isDefaultEnabled(row.role, row.permissionKey));
  });

  it('applies the PRODUCT §3 decisions', () => {
    expect(enabledRoles('canAccessSystemSettings')).toEqual(['admin']);
    expect(enabledRoles('canAccessIntegrationSettings')).toEqual(['admin', 'turkeyDistributor']);
    expect(enabledRoles('canAccessIntegrations')).toEqual(['admin', 'turkeyDistributor']);
    expect(enabledRoles('canAccessContactMessages')).toEqual(['admin', 'turkeyDistributor']);
    for (const key of [
      'canAccessWorkflows',
      'canAccessTasks',
      'canAccessWorkflowTemplates',
      'canAccessWorkflowManagement',
    ] as const) {
      expect(enabledRoles(key)).toEqual(['admin', 'turkeyDistributor', 'cityDistributor']);
    }
  });

  it('follows the side menu roles of the specification', () => {
    expect(enabledRoles('canAccessHome')).toEqual([...ROLES]);
    expect(enabledRoles('canAccessSettings')).toEqual([...ROLES]);
    expect(enabledRoles('canAccessOrderManagement')).not.toContain('client');
    expect(enabledRoles('canAccessEarnings')).toEqual(['admin', 'turkeyDistributor', 'cityDistributor']);
    expect(enabledRoles('canAccessPoints')).toEqual(['admin', 'turkeyDistributor', 'cityDistributor', 'dealer']);
    expect(enabledRoles('canAccessOrderAutomation')).toEqual(['admin', 'turkeyDistributor']);
    expect(enabledRoles('canAccessNotificationSend')).toEqual(['admin', 'turkeyDistributor']);
    expect(enabledRoles('canAccessCargoManagement')).toEqual(['admin']);
    expect(enabledRoles('canAccessNetworkMembers')).toEqual(['admin']);
  });

  it('returns fresh rows each call', () => {
    const [first] = defaultPermissionRows();
    if (!first) throw new Error('no rows');
    first.enabled = !first.enabled;
    expect(defaultPermissionRows()[0]?.enabled).not.toBe(first.enabled);
  });
});
