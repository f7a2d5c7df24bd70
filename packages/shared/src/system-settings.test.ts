import { describe, expect, it } from 'vitest';
import { changedKeys, SYSTEM_SETTING_DEFAULTS, withDefaults } from './system-settings';

describe('system settings', () => {
  it('falls back to the default for a missing, unknown or mistyped row', () => {
    const s = withDefaults({ 'vat.defaultRateBp': 1000, 'stock.lowThreshold': 'ten', 'unknown.key': 3 });
    expect(s['vat.defaultRateBp']).toBe(1000);
    expect(s['stock.lowThreshold']).toBe(SYSTEM_SETTING_DEFAULTS['stock.lowThreshold']);
    expect(s['session.lifetimeHours']).toBe(24);
    expect('unknown.key' in s).toBe(false);
  });

  it('lists only the keys whose value changed', () => {
    const before = withDefaults({});
    expect(
      changedKeys(before, {
        'vat.defaultRateBp': before['vat.defaultRateBp'],
        'session.lifetimeHours': 8,
        'bonus.newMember': { enabled: true, amount: 5_000 },
      }),
    ).toEqual(['session.lifetimeHours', 'bonus.newMember']);
  });
});
