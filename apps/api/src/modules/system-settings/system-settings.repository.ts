import type { DbOrTx } from '@portal/db/client';
import { systemSettings } from '@portal/db/schema';
import { MONEY_SETTING_DEFAULTS, type MoneySettingKey, type MoneySettings } from '@portal/shared/commissions';
import { SYSTEM_SETTING_DEFAULTS, type SystemSettingsValues, withDefaults } from '@portal/shared/system-settings';
import { inArray } from 'drizzle-orm';

const MONEY_KEYS = Object.keys(MONEY_SETTING_DEFAULTS) as MoneySettingKey[];
const ALL_KEYS = Object.keys(SYSTEM_SETTING_DEFAULTS);

/** The money settings (commission defaults, payout rules, rewards), each falling back to its default. */
export async function moneySettings(db: DbOrTx): Promise<MoneySettings> {
  const rows = await db
    .select({ key: systemSettings.key, value: systemSettings.value })
    .from(systemSettings)
    .where(inArray(systemSettings.key, MONEY_KEYS));
  const out = { ...MONEY_SETTING_DEFAULTS } as Record<string, unknown>;
  for (const row of rows) out[row.key] = row.value;
  return out as MoneySettings;
}

/** Every system setting (money and general), each falling back to its default. */
export async function allSettings(db: DbOrTx): Promise<SystemSettingsValues> {
  const rows = await db
    .select({ key: systemSettings.key, value: systemSettings.value })
    .from(systemSettings)
    .where(inArray(systemSettings.key, ALL_KEYS));
  return withDefaults(Object.fromEntries(rows.map((r) => [r.key, r.value])));
}

/** Writes some settings (the commission-settings and system-settings pages). */
export async function saveSettings(db: DbOrTx, values: Partial<SystemSettingsValues>, updatedBy: string) {
  const now = new Date();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    await db
      .insert(systemSettings)
      .values({ key, value, updatedBy, updatedAt: now })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedBy, updatedAt: now } });
  }
}

/** Writes some money settings (the admin's commission-settings page). */
export const saveMoneySettings = (db: DbOrTx, values: Partial<MoneySettings>, updatedBy: string) =>
  saveSettings(db, values, updatedBy);
