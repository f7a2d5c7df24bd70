import type { SystemSettingsInput, SystemSettingsView } from '@portal/shared/contracts/system-settings';
import { changedKeys, type SystemSettingsValues } from '@portal/shared/system-settings';
import { audit } from '../../platform/audit';
import type { Actor, AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { SETTINGS_CHANGED_EVENT } from '../../platform/settings';
import { allSettings, saveSettings } from './system-settings.repository';

function view(s: SystemSettingsValues): SystemSettingsView {
  return {
    defaultVatRateBp: s['vat.defaultRateBp'],
    withholdingBp: s['commission.withholdingBp'],
    minimumPayout: s['commission.minimumPayout'],
    paymentDay: s['commission.paymentDay'],
    purchaseRewardBp: s['points.purchaseRewardBp'],
    newMemberBonus: s['bonus.newMember'],
    sessionLifetimeHours: s['session.lifetimeHours'],
    lowStockThreshold: s['stock.lowThreshold'],
  };
}

export async function get(ctx: AppContext): Promise<SystemSettingsView> {
  return view(await allSettings(ctx.db));
}

/**
 * Saves the system settings. Only what changed is written and audited (before and after); the
 * change is then announced so every server drops its cached copy (and applies the new session
 * lifetime) at once.
 */
export async function save(ctx: AppContext, actor: Actor, input: SystemSettingsInput): Promise<SystemSettingsView> {
  if (!actor.id) throw new AppError('UNAUTHORIZED');
  const values: Partial<SystemSettingsValues> = {
    'vat.defaultRateBp': input.defaultVatRateBp,
    'commission.withholdingBp': input.withholdingBp,
    'commission.minimumPayout': input.minimumPayout,
    'commission.paymentDay': input.paymentDay,
    'points.purchaseRewardBp': input.purchaseRewardBp,
    'bonus.newMember': { enabled: input.newMemberBonus.enabled, amount: input.newMemberBonus.amount },
    'session.lifetimeHours': input.sessionLifetimeHours,
    'stock.lowThreshold': input.lowStockThreshold,
  };
  const changed = await ctx.db.transaction(async (tx) => {
    const before = await allSettings(tx);
    const keys = changedKeys(before, values);
    if (keys.length === 0) return keys;
    await saveSettings(tx, Object.fromEntries(keys.map((k) => [k, values[k]])), actor.id as string);
    await audit(tx, actor, {
      action: 'system_settings.updated',
      entityType: 'system_settings',
      entityId: 'general',
      before: Object.fromEntries(keys.map((k) => [k, before[k]])),
      after: Object.fromEntries(keys.map((k) => [k, values[k]])),
    });
    return keys;
  });
  if (changed.length > 0) {
    ctx.settings.forget();
    await ctx.bus.publish(SETTINGS_CHANGED_EVENT, { keys: changed }, { roles: ['admin'] });
  }
  return get(ctx);
}
