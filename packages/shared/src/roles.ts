/** Top to bottom: a parent's role is always strictly above its child's. */
export const ROLES = ['admin', 'turkeyDistributor', 'cityDistributor', 'dealer', 'client'] as const;
export type Role = (typeof ROLES)[number];

/** Lower rank = higher in the hierarchy. */
export const ROLE_RANK: Record<Role, number> = {
  admin: 0,
  turkeyDistributor: 1,
  cityDistributor: 2,
  dealer: 3,
  client: 4,
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** True when `a` is strictly above `b`; equal roles are not above each other. */
export function isRoleAbove(a: Role, b: Role): boolean {
  return ROLE_RANK[a] < ROLE_RANK[b];
}

/**
 * `role` and every role above it, top first. Most role lists of the specification read
 * "admin, turkeyDistributor, …, down to X", so they are written as `rolesAtLeast(X)`.
 */
export function rolesAtLeast(role: Role): Role[] {
  return ROLES.filter((r) => ROLE_RANK[r] <= ROLE_RANK[role]);
}

/** Every role strictly below `role`, top first. */
export function rolesBelow(role: Role): Role[] {
  return ROLES.filter((r) => isRoleAbove(role, r));
}

/** Sidebar, tables and everywhere else except the shop header. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Yönetici',
  turkeyDistributor: 'Türkiye Distribütörü',
  cityDistributor: 'Şehir Distribütörü',
  dealer: 'Bayi',
  client: 'Danışan',
};

/** The shop header calls the client a customer. */
export const SHOP_ROLE_LABELS: Record<Role, string> = {
  ...ROLE_LABELS,
  client: 'Müşteri',
};

/**
 * Spec §5 says the admin invites "all roles", but the invitation makes the inviter the new
 * member's parent and a parent must be strictly above its child (PRODUCT §1), so nobody
 * can invite their own role: every role invites exactly the roles below it.
 */
export const INVITABLE_ROLES: Record<Role, Role[]> = {
  admin: ['turkeyDistributor', 'cityDistributor', 'dealer', 'client'],
  turkeyDistributor: ['cityDistributor', 'dealer', 'client'],
  cityDistributor: ['dealer', 'client'],
  dealer: ['client'],
  client: [],
};

export function canInvite(inviter: Role, role: Role): boolean {
  return INVITABLE_ROLES[inviter].includes(role);
}

/** Roles that keep stock and fulfil orders for their downline (admin = company warehouse). */
export const STOCK_HOLDER_ROLES = ['admin', 'turkeyDistributor', 'cityDistributor'] as const satisfies readonly Role[];
export type StockHolderRole = (typeof STOCK_HOLDER_ROLES)[number];

export function isStockHolder(role: Role): role is StockHolderRole {
  return (STOCK_HOLDER_ROLES as readonly Role[]).includes(role);
}

/** The network tree is at most MAX_TREE_DEPTH levels deep; a depth above WARN_TREE_DEPTH is flagged. */
export const MAX_TREE_DEPTH = 20;
export const WARN_TREE_DEPTH = 15;
