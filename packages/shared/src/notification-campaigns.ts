/** Campaign rules without zod: who a sender may address, and what an audience is. */
import { ROLES, type Role, rolesBelow } from './roles';

export const NOTIFICATION_PRIORITIES = ['low', 'normal', 'high'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const CAMPAIGN_STATUSES = ['sent', 'withdrawn'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** At most this many members can be chosen one by one (a larger audience is a role or a city). */
export const MAX_CHOSEN_MEMBERS = 500;

/**
 * Who a campaign goes to: members matching every non-empty part (role in `roles`, city in
 * `cities`, id in `memberIds`), within the sender's reach.
 */
export interface CampaignAudience {
  roles: Role[];
  cities: string[];
  memberIds: string[];
}

/** The same audience written one way: no repeats, in a stable order (stored and compared). */
export function normalizeAudience(audience: CampaignAudience): CampaignAudience {
  const uniq = <T extends string>(xs: readonly T[]) => [...new Set(xs)].sort();
  return {
    roles: ROLES.filter((r) => audience.roles.includes(r)),
    cities: uniq(audience.cities.map((c) => c.trim()).filter(Boolean)),
    memberIds: uniq(audience.memberIds),
  };
}

/** An audience with no part chosen would mean "everyone": the sender must say so with roles. */
export function isAudienceEmpty(audience: CampaignAudience): boolean {
  return audience.roles.length === 0 && audience.cities.length === 0 && audience.memberIds.length === 0;
}

/**
 * The roles a sender may address: the admin every other role; anyone else (the
 * turkeyDistributor) only the roles below theirs, as only those can be in their network.
 */
export function addressableRoles(sender: Role): Role[] {
  return sender === 'admin' ? ROLES.filter((r) => r !== 'admin') : rolesBelow(sender);
}

/** The roles of an audience the sender may not address (empty when all are allowed). */
export function rolesOutOfReach(sender: Role, roles: readonly Role[]): Role[] {
  const allowed = addressableRoles(sender);
  return roles.filter((r) => !allowed.includes(r));
}

export function canWithdraw(status: CampaignStatus): boolean {
  return status === 'sent';
}
