/**
 * Settings rules: themes, defaults, the IBAN check. The request and response schemas of
 * /api/settings are in contracts/settings.ts.
 */
import { isDefaultEnabled, type PermissionKey } from './permissions';
import type { Role } from './roles';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** TR IBAN: "TR" + 24 digits, valid under the ISO 13616 mod-97 check. */
export function isValidTurkishIban(input: string): boolean {
  const iban = input.replace(/\s/g, '').toUpperCase();
  if (!/^TR\d{24}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  return remainder === 1;
}

export const COMMISSION_PAYOUT_METHODS = ['bank', 'points'] as const;
export const COMMISSION_DISPLAYS = ['percentage', 'fixed'] as const;

/** The IBAN as stored and compared: no spaces, upper case; null when there is none. */
export function normalizedIban(bankDetails: { iban: string } | null | undefined): string | null {
  return bankDetails ? bankDetails.iban.replace(/\s/g, '').toUpperCase() : null;
}

// Issue 13, words: what a role can be notified about. A topic belongs to the page it reports on,
// so the permission registry's default roles decide it (one source with the side menu).
export const NOTIFICATION_TOPICS = ['transactions', 'commissions', 'network'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

const TOPIC_PAGE: Record<NotificationTopic, PermissionKey> = {
  transactions: 'canAccessOrders',
  commissions: 'canAccessCommissions',
  network: 'canAccessNetwork',
};
/** The AI suggestions switch reports on the AI Öngörüleri page. */
const AI_PAGE: PermissionKey = 'canAccessAIInsights';

/** The topics a role can ever receive, in display order. */
export function notificationTopicsFor(role: Role): NotificationTopic[] {
  return NOTIFICATION_TOPICS.filter((topic) => isDefaultEnabled(role, TOPIC_PAGE[topic]));
}

export function aiSuggestionsFor(role: Role): boolean {
  return isDefaultEnabled(role, AI_PAGE);
}

interface RoleBoundSettings {
  aiEnabled: boolean;
  notificationPreferences: Record<NotificationTopic, boolean>;
}

/** The paths of settings switched on that the role can never have (the server refuses these). */
export function settingsOutsideRole(role: Role, app: RoleBoundSettings): string[] {
  const topics = notificationTopicsFor(role);
  const outside = NOTIFICATION_TOPICS.filter((t) => !topics.includes(t) && app.notificationPreferences[t]).map(
    (t) => `notificationPreferences.${t}`,
  );
  return app.aiEnabled && !aiSuggestionsFor(role) ? [...outside, 'aiEnabled'] : outside;
}

/** The settings as the role has them: what it can never have reads as off. */
export function settingsForRole<T extends RoleBoundSettings>(role: Role, app: T): T {
  const topics = notificationTopicsFor(role);
  const notificationPreferences = Object.fromEntries(
    NOTIFICATION_TOPICS.map((t) => [t, topics.includes(t) && app.notificationPreferences[t]]),
  ) as Record<NotificationTopic, boolean>;
  return { ...app, aiEnabled: app.aiEnabled && aiSuggestionsFor(role), notificationPreferences };
}
