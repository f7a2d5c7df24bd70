import { describe, expect, it } from 'vitest';
import { SYSTEM_PRESETS } from './analytics-filters';
import { presetFilters, shouldApplyDefault, systemPresetId, systemPresetOf } from './filter-presets';

describe('filter presets', () => {
  it('names the built-in presets by key and nothing else', () => {
    expect(systemPresetOf('system:active-dealers')?.name).toBe('Aktif Bayiler');
    expect(systemPresetOf('system:nope')).toBeUndefined();
    expect(systemPresetOf('00000000-0000-0000-0000-000000000000')).toBeUndefined();
  });

  it("'Son 30 Gün' means the 30 Istanbul days ending on the day it is loaded", () => {
    const last30 = SYSTEM_PRESETS[0];
    // 22:30 UTC on 23 November is already 24 November in Istanbul.
    const f = presetFilters(last30, new Date('2026-11-23T22:30:00Z'));
    expect(f.dateTo).toBe('2026-11-24');
    expect(f.dateFrom).toBe('2026-10-26');
    expect(presetFilters(last30, new Date('2027-03-01T09:00:00Z')).dateFrom).toBe('2027-01-31');
  });

  it('applies a saved preset as it was saved', () => {
    const f = presetFilters({ filters: { ...SYSTEM_PRESETS[1].filters, cities: ['Ankara'], dateFrom: '2026-01-01' } });
    expect(f).toMatchObject({ roles: ['dealer'], statuses: ['active'], cities: ['Ankara'], dateFrom: '2026-01-01' });
    expect(f.dateTo).toBeUndefined();
  });

  it('takes the default preset only on a page opened without filters, and not for Son 30 Gün', () => {
    expect(shouldApplyDefault(0, systemPresetId('active-dealers'))).toBe(true);
    expect(shouldApplyDefault(1, systemPresetId('active-dealers'))).toBe(false);
    expect(shouldApplyDefault(0, systemPresetId('last-30-days'))).toBe(false);
    expect(shouldApplyDefault(0, undefined)).toBe(false);
  });
});
