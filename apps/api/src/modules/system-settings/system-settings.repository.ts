import type { DbOrTx } from '@portal/db/client';
import { systemSettings } from '@portal/db/schema';
import { MONEY_SETTING_DEFAULTS, type MoneySettingKey, type MoneySettings } from '@portal/shared/commissions';
import { inArray } from 'drizzle-orm';

const MONEY_KEYS = Object.keys(MONEY_SETTING_DEFAULTS) as MoneySettingKey[];

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

/** Writes some money settings (the admin's commission-settings page). */
export async function saveMoneySettings(db: DbOrTx, values: Partial<MoneySettings>, updatedBy: string) {
  const now = new Date();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    await db
      .insert(systemSettings)
      .values({ key, value, updatedBy, updatedAt: now })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedBy, updatedAt: now } });
  }
}
