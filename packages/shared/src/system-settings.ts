import { MONEY_SETTING_DEFAULTS } from './commissions';
import { DEFAULT_VAT_RATE_BP } from './pricing';
import { SESSION_LIFETIME_SECONDS } from './sessions';
import { DEFAULT_LOW_STOCK_THRESHOLD } from './stock';

/**
 * The system settings beyond the money ones (system_settings rows, each falling back to its
 * default): the VAT rate of a product that has none, how long a session lives without activity,
 * and the low-stock threshold of a stock level and product that have none.
 */
export const GENERAL_SETTING_DEFAULTS = {
  'vat.defaultRateBp': DEFAULT_VAT_RATE_BP,
  'session.lifetimeHours': SESSION_LIFETIME_SECONDS / 3600,
  'stock.lowThreshold': DEFAULT_LOW_STOCK_THRESHOLD,
};
export type GeneralSettings = typeof GENERAL_SETTING_DEFAULTS;
export type GeneralSettingKey = keyof GeneralSettings;

/** Every stored system setting with its default: the money ones and the general ones. */
export const SYSTEM_SETTING_DEFAULTS = { ...MONEY_SETTING_DEFAULTS, ...GENERAL_SETTING_DEFAULTS };
export type SystemSettingsValues = typeof SYSTEM_SETTING_DEFAULTS;
export type SystemSettingKey = keyof SystemSettingsValues;

export const SESSION_LIFETIME_HOURS_MIN = 1;
export const SESSION_LIFETIME_HOURS_MAX = 24 * 30;

/** Fills what is missing or of the wrong kind with the default (a stored row is never trusted blindly). */
export function withDefaults(rows: Record<string, unknown>): SystemSettingsValues {
  const out = { ...SYSTEM_SETTING_DEFAULTS } as Record<string, unknown>;
  for (const [key, value] of Object.entries(rows)) {
    if (!(key in SYSTEM_SETTING_DEFAULTS)) continue;
    const fallback = (SYSTEM_SETTING_DEFAULTS as Record<string, unknown>)[key];
    if (typeof value === typeof fallback && value !== null) out[key] = value;
  }
  return out as SystemSettingsValues;
}

/** The keys whose value differs between two settings objects (what an audit entry records). */
export function changedKeys(before: SystemSettingsValues, after: Partial<SystemSettingsValues>): SystemSettingKey[] {
  return (Object.keys(after) as SystemSettingKey[]).filter(
    (k) => after[k] !== undefined && JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
}
