import { describe, expect, it } from 'vitest';
import {
  commissionQuery,
  monthsBefore,
  parseCommissionFilters,
  parseEarningsFilters,
  writeCommissionFilters,
  writeEarningsFilters,
} from '@/features/commissions/components/use-commission-filters';

const ID = '0d6f1c9e-3b7a-4c1e-9a55-0123456789ab';

describe('commission filters in the address', () => {
  it('reads known values and drops unknown ones', () => {
    const state = parseCommissionFilters(
      new URLSearchParams(`durum=approved&tur=dealer&kayit=clawback&from=2026-01&to=2026-13&q=S-1&uye=${ID}&page=3`),
    );
    expect(state).toEqual({
      status: 'approved',
      kind: 'dealer',
      entry: 'clawback',
      from: '2026-01',
      to: '',
      q: 'S-1',
      beneficiary: ID,
      page: 3,
    });
    expect(parseCommissionFilters(new URLSearchParams('durum=bogus&tur=x&uye=not-an-id&page=-2'))).toMatchObject({
      status: '',
      kind: '',
      beneficiary: '',
      page: 1,
    });
  });

  it('writes only what is set, and round-trips', () => {
    const state = parseCommissionFilters(new URLSearchParams('durum=pending&from=2026-02&page=2'));
    expect(writeCommissionFilters(state).toString()).toBe('durum=pending&from=2026-02&page=2');
    expect(writeCommissionFilters({ ...state, page: 1, status: '', from: '' }).toString()).toBe('');
  });

  it('does not send a reversed period range, nor empty filters', () => {
    const state = parseCommissionFilters(new URLSearchParams('from=2026-05&to=2026-01&q=%20%20'));
    expect(commissionQuery(state)).toEqual({
      status: undefined,
      kind: undefined,
      entry: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
      beneficiary: undefined,
    });
  });
});

describe('earnings filters', () => {
  it('keeps a known range (default 12 months) and a member', () => {
    expect(parseEarningsFilters(new URLSearchParams('ay=24'))).toEqual({ months: 24, beneficiary: '', page: 1 });
    expect(parseEarningsFilters(new URLSearchParams('ay=7')).months).toBe(12);
    expect(writeEarningsFilters({ months: 12, beneficiary: ID, page: 1 }).toString()).toBe(`uye=${ID}`);
  });

  it('counts months back across years', () => {
    expect(monthsBefore('2026-03', 11)).toBe('2025-04');
    expect(monthsBefore('2026-01', 1)).toBe('2025-12');
    expect(monthsBefore('2026-12', 0)).toBe('2026-12');
    expect(monthsBefore('2026-12', 35)).toBe('2024-01');
  });
});
