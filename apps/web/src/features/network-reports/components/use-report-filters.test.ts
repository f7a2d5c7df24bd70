import { describe, expect, it } from 'vitest';
import {
  parseCustomers,
  parseDealers,
  parseMembers,
  writeCustomers,
  writeDealers,
  writeMembers,
} from '@/features/network-reports/components/use-report-filters';

const params = (qs: string) => new URLSearchParams(qs);

describe('report filters in the address', () => {
  it('active dealers: 30 or 90 days, a known city, a page; anything else is the default', () => {
    expect(parseDealers(params('days=90&city=Konya&page=3'))).toEqual({ days: 90, city: 'Konya', page: 3 });
    expect(parseDealers(params('days=60&city=Atlantis&page=-2'))).toEqual({ days: 30, city: '', page: 1 });
    expect(writeDealers({ days: 30, city: '', page: 1 }).toString()).toBe('');
    expect(writeDealers({ days: 90, city: 'İzmir', page: 2 }).toString()).toBe('days=90&city=%C4%B0zmir&page=2');
  });

  it('new members: the custom days are kept only with the custom period, and only real days', () => {
    const custom = parseMembers(params('period=custom&from=2026-01-05&to=2026-02-30&role=dealer'));
    expect(custom).toMatchObject({ period: 'custom', from: '2026-01-05', to: '', role: 'dealer' });
    expect(parseMembers(params('period=someday&role=king'))).toMatchObject({ period: 'thisMonth', role: '' });
    expect(
      writeMembers({ period: 'last90', from: '2026-01-01', to: '2026-01-31', role: '', city: '', page: 1 }).toString(),
    ).toBe('period=last90');
    expect(
      writeMembers({
        period: 'custom',
        from: '2026-01-01',
        to: '2026-01-31',
        role: 'client',
        city: '',
        page: 1,
      }).toString(),
    ).toBe('period=custom&from=2026-01-01&to=2026-01-31&role=client');
  });

  it('customers: a known sort, the search trimmed and cut at 100 characters', () => {
    expect(parseCustomers(params('sort=spend&q=ay'))).toEqual({ q: 'ay', sort: 'spend', page: 1 });
    expect(parseCustomers(params(`sort=random&q=${'x'.repeat(150)}`))).toEqual({
      q: 'x'.repeat(100),
      sort: 'lastOrder',
      page: 1,
    });
    expect(writeCustomers({ q: '  Ayşe ', sort: 'lastOrder', page: 1 }).toString()).toBe('q=Ay%C5%9Fe');
  });
});
