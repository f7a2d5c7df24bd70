import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyBasisPoints,
  buildPayout,
  type ChainMember,
  type CommissionSettings,
  commissionBeneficiaries,
  commissionEffect,
  computeLineCommissions,
  DEFAULT_COMMISSION_SETTINGS,
  explainCommission,
  nextPeriod,
  previousPeriod,
  payoutDate,
  periodLabel,
  periodOf,
  reversalOf,
  roundDiv,
} from './commissions';
import { lineAmounts, ORDER_STATUSES, type OrderStatus } from './orders';
import type { Role } from './roles';

const m = (id: string, role: Role): ChainMember => ({ id, role, name: id, sellerNo: `TR-${id}` });
const admin = m('admin', 'admin');
const turkey = m('turkey', 'turkeyDistributor');
const city = m('city', 'cityDistributor');
const dealer = m('dealer', 'dealer');

const who = (upline: ChainMember[]) => commissionBeneficiaries(upline).map((b) => `${b.kind}:${b.member.id}`);

const FIXED: CommissionSettings = {
  commissionType: 'fixed',
  dealerRateBp: 1500,
  cityDistributorRateBp: 1000,
  sponsorDistributorRateBp: 500,
  fixedAmounts: { dealer: 1_250, cityDistributor: 800, sponsorDistributor: 333 },
};

describe('the walk up from the buyer', () => {
  it('a client under a dealer under a city distributor under the national distributor pays all three', () => {
    expect(who([dealer, city, turkey, admin])).toEqual([
      'dealer:dealer',
      'city_distributor:city',
      'sponsor_distributor:turkey',
    ]);
  });

  it('a missing dealer pays nobody for that level; the city and its parent still earn', () => {
    expect(who([city, turkey, admin])).toEqual(['city_distributor:city', 'sponsor_distributor:turkey']);
  });

  it('a missing city distributor pays neither the city rate nor a sponsor', () => {
    expect(who([dealer, turkey, admin])).toEqual(['dealer:dealer']);
    expect(who([dealer, admin])).toEqual(['dealer:dealer']);
  });

  it('a city distributor whose parent is the company has no sponsor (the admin never earns)', () => {
    expect(who([dealer, city, admin])).toEqual(['dealer:dealer', 'city_distributor:city']);
    expect(who([city, admin])).toEqual(['city_distributor:city']);
  });

  it('a city distributor at the top of what is left (no parent at all) has no sponsor', () => {
    expect(who([dealer, city])).toEqual(['dealer:dealer', 'city_distributor:city']);
  });

  it('the nearest of each role earns, not the farther one', () => {
    const upper = m('dealer-2', 'dealer');
    expect(who([dealer, upper, city, turkey, admin])).toEqual([
      'dealer:dealer',
      'city_distributor:city',
      'sponsor_distributor:turkey',
    ]);
  });

  it('a dealer buying: its own role is not above it, so the walk starts at the city distributor', () => {
    expect(who([city, turkey, admin])).toEqual(['city_distributor:city', 'sponsor_distributor:turkey']);
  });

  it('a city distributor buying: no dealer and no city distributor above it, so nobody', () => {
    expect(who([turkey, admin])).toEqual([]);
  });

  it('a deleted or deactivated member earns nothing and hands its level to nobody', () => {
    const off = (x: ChainMember): ChainMember => ({ ...x, active: false });
    expect(who([off(dealer), city, turkey, admin])).toEqual(['city_distributor:city', 'sponsor_distributor:turkey']);
    expect(who([dealer, off(city), turkey, admin])).toEqual(['dealer:dealer', 'sponsor_distributor:turkey']);
    expect(who([dealer, city, off(turkey), admin])).toEqual(['dealer:dealer', 'city_distributor:city']);
  });

  it('the national distributor buying, and a member with no upline: nobody', () => {
    expect(who([admin])).toEqual([]);
    expect(who([])).toEqual([]);
  });

  it('every beneficiary is in the upline, none is the admin, each kind at most once (property)', () => {
    const roles: Role[] = ['admin', 'turkeyDistributor', 'cityDistributor', 'dealer', 'client'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...roles), { maxLength: 8 }), (shape) => {
        const upline = shape.map((role, i) => m(`u${i}`, role));
        const out = commissionBeneficiaries(upline);
        const kinds = out.map((b) => b.kind);
        expect(new Set(kinds).size).toBe(kinds.length);
        for (const b of out) {
          expect(upline).toContain(b.member);
          expect(b.member.role).not.toBe('admin');
        }
        const d = out.find((b) => b.kind === 'dealer');
        expect(d?.member).toBe(upline.find((x) => x.role === 'dealer'));
        const c = out.find((b) => b.kind === 'city_distributor');
        expect(c?.member).toBe(upline.find((x) => x.role === 'cityDistributor'));
        const s = out.find((b) => b.kind === 'sponsor_distributor');
        if (s) expect(upline[upline.indexOf(c!.member) + 1]).toBe(s.member);
        if (!c) expect(s).toBeUndefined();
      }),
    );
  });
});

describe('amounts on the VAT-excluded base', () => {
  const VAT_RATES = [0, 100, 800, 1000, 1800, 2000];

  it('the issue’s example: ₺938,64 × %15 = ₺140,80', () => {
    expect(applyBasisPoints(93_864, 1500)).toBe(14_080);
    const [line] = computeLineCommissions(DEFAULT_COMMISSION_SETTINGS, { netAmount: 93_864, quantity: 1 }, [dealer]);
    expect(line).toMatchObject({ kind: 'dealer', base: 93_864, rateBp: 1500, fixedPerUnit: null, amount: 14_080 });
    expect(explainCommission({ orderNumber: 'S-20260115-0001', entry: 'commission', ...line!, kind: 'dealer' })).toBe(
      'Sipariş S-20260115-0001 satırı ₺938,64 × %15 = ₺140,80',
    );
  });

  it.each(VAT_RATES)('a VAT-included price at %i bp pays on the net, not the gross', (vatRateBp) => {
    // 3 × ₺99,90 with VAT included.
    const { net, total } = lineAmounts({
      quantity: 3,
      unitPrice: 9_990,
      listUnitPrice: 9_990,
      vatRateBp,
      vatIncluded: true,
    });
    expect(total).toBe(29_970);
    const lines = computeLineCommissions(DEFAULT_COMMISSION_SETTINGS, { netAmount: net, quantity: 3 }, [
      dealer,
      city,
      turkey,
      admin,
    ]);
    expect(lines.map((l) => [l.kind, l.base, l.amount])).toEqual([
      ['dealer', net, Number(roundDiv(BigInt(net) * 1500n, 10_000n))],
      ['city_distributor', net, Number(roundDiv(BigInt(net) * 1000n, 10_000n))],
      ['sponsor_distributor', net, Number(roundDiv(BigInt(net) * 500n, 10_000n))],
    ]);
    if (vatRateBp > 0) expect(net).toBeLessThan(total);
  });

  it('the known VAT splits: ₺120,00 at 20 % → ₺100,00 base → ₺15,00 / ₺10,00 / ₺5,00', () => {
    const { net } = lineAmounts({
      quantity: 1,
      unitPrice: 12_000,
      listUnitPrice: 12_000,
      vatRateBp: 2000,
      vatIncluded: true,
    });
    expect(net).toBe(10_000);
    const lines = computeLineCommissions(DEFAULT_COMMISSION_SETTINGS, { netAmount: net, quantity: 1 }, [
      dealer,
      city,
      turkey,
    ]);
    expect(lines.map((l) => l.amount)).toEqual([1_500, 1_000, 500]);
    // VAT excluded from the price: the base is the price itself.
    const excl = lineAmounts({
      quantity: 2,
      unitPrice: 5_000,
      listUnitPrice: 5_000,
      vatRateBp: 1000,
      vatIncluded: false,
    });
    expect(excl).toMatchObject({ net: 10_000, vat: 1_000, total: 11_000 });
  });

  it('fixed: kuruş per unit × quantity, whatever the base; rate columns empty', () => {
    const lines = computeLineCommissions(FIXED, { netAmount: 1, quantity: 4 }, [dealer, city, turkey]);
    expect(lines.map((l) => [l.kind, l.commissionType, l.rateBp, l.fixedPerUnit, l.amount])).toEqual([
      ['dealer', 'fixed', null, 1_250, 5_000],
      ['city_distributor', 'fixed', null, 800, 3_200],
      ['sponsor_distributor', 'fixed', null, 333, 1_332],
    ]);
    expect(
      explainCommission({ orderNumber: 'S-1', entry: 'commission', ...lines[2]!, kind: 'sponsor_distributor' }),
    ).toBe('Sipariş S-1 satırı 4 adet × ₺3,33 = ₺13,32');
  });

  it('a zero rate or a missing fixed amount pays nobody (no zero lines)', () => {
    const none = { ...DEFAULT_COMMISSION_SETTINGS, dealerRateBp: 0 };
    expect(computeLineCommissions(none, { netAmount: 10_000, quantity: 1 }, [dealer, city]).map((l) => l.kind)).toEqual(
      ['city_distributor'],
    );
    const fixed = { ...FIXED, fixedAmounts: { cityDistributor: 100 } };
    expect(
      computeLineCommissions(fixed, { netAmount: 10_000, quantity: 2 }, [dealer, city, turkey]).map((l) => l.kind),
    ).toEqual(['city_distributor']);
    // A base so small that the commission rounds to nothing pays nothing either.
    expect(computeLineCommissions(DEFAULT_COMMISSION_SETTINGS, { netAmount: 3, quantity: 1 }, [turkey, admin])).toEqual(
      [],
    );
    expect(computeLineCommissions(DEFAULT_COMMISSION_SETTINGS, { netAmount: 3, quantity: 1 }, [city, turkey])).toEqual(
      [],
    );
  });
});

describe('rounding: half away from zero, exact', () => {
  it('rounds halves away from zero on both signs', () => {
    expect(roundDiv(5n, 10n)).toBe(1n);
    expect(roundDiv(4n, 10n)).toBe(0n);
    expect(roundDiv(15n, 10n)).toBe(2n);
    expect(roundDiv(-5n, 10n)).toBe(-1n);
    expect(roundDiv(-15n, 10n)).toBe(-2n);
    expect(roundDiv(-14n, 10n)).toBe(-1n);
    expect(roundDiv(5n, -10n)).toBe(-1n);
    expect(roundDiv(0n, 7n)).toBe(0n);
    expect(applyBasisPoints(1, 5000)).toBe(1); // ½ kuruş → 1
    expect(applyBasisPoints(-1, 5000)).toBe(-1);
    expect(applyBasisPoints(3, 1500)).toBe(0); // 0,45 kuruş
  });

  it('is exact past 2^53 where a float would not be', () => {
    // ₺90.071.992.547.409,93 is 2^53 + 1 kuruş: no double holds it, the bigint walk does.
    const base = 9_007_199_254_740_993n;
    expect(roundDiv(base * 1500n, 10_000n)).toBe(1_351_079_888_211_149n);
    expect(roundDiv(base * 1n, 2n)).toBe(4_503_599_627_370_497n);
    expect(Number(base) * 1500).not.toBe(Number(base * 1500n));
  });

  it('each amount is within half a kuruş of the exact product, and never rounds the wrong way (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 10_000 }), (amount, bp) => {
        const got = BigInt(applyBasisPoints(amount, bp));
        const twice = BigInt(amount) * BigInt(bp) * 2n;
        // |got − a·bp/10000| ≤ ½, with exactly ½ resolved upwards.
        const diff = got * 20_000n - twice;
        expect(diff <= 10_000n && diff > -10_000n).toBe(true);
      }),
    );
  });

  it('an order’s commission total is the sum of its lines to the kuruş, and its rounding stays within ½ kuruş a line (property)', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 50 }),
      unitPrice: fc.integer({ min: 1, max: 5_000_000 }),
      vatRateBp: fc.constantFrom(0, 100, 800, 1000, 1800, 2000),
      vatIncluded: fc.boolean(),
    });
    const settings = fc.record({
      commissionType: fc.constant('percentage' as const),
      dealerRateBp: fc.integer({ min: 0, max: 5000 }),
      cityDistributorRateBp: fc.integer({ min: 0, max: 5000 }),
      sponsorDistributorRateBp: fc.integer({ min: 0, max: 5000 }),
      fixedAmounts: fc.constant({}),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), settings, (lines, s) => {
        const upline = [dealer, city, turkey, admin];
        let shown = 0n;
        let exactTimes10k = 0n;
        let count = 0n;
        for (const l of lines) {
          const { net } = lineAmounts({ ...l, listUnitPrice: l.unitPrice });
          for (const c of computeLineCommissions(s, { netAmount: net, quantity: l.quantity }, upline)) {
            expect(c.base).toBe(net);
            shown += BigInt(c.amount);
            exactTimes10k += BigInt(net) * BigInt(c.rateBp!);
            count += 1n;
          }
        }
        // The total shown is the plain sum of the lines (never re-rounded from a float sum)…
        const byKind = new Map<string, bigint>();
        for (const l of lines) {
          const { net } = lineAmounts({ ...l, listUnitPrice: l.unitPrice });
          for (const c of computeLineCommissions(s, { netAmount: net, quantity: l.quantity }, upline)) {
            byKind.set(c.kind, (byKind.get(c.kind) ?? 0n) + BigInt(c.amount));
          }
        }
        expect([...byKind.values()].reduce((a, b) => a + b, 0n)).toBe(shown);
        // …and it differs from the exact sum by at most half a kuruş per line.
        const err = shown * 10_000n - exactTimes10k;
        const bound = count * 5_000n;
        expect(err <= bound && err >= -bound).toBe(true);
      }),
    );
  });
});

describe('payouts and clawbacks', () => {
  it('a clawback takes back exactly the original amount, and a payout of the two is zero', () => {
    const [line] = computeLineCommissions(DEFAULT_COMMISSION_SETTINGS, { netAmount: 93_864, quantity: 1 }, [dealer]);
    const clawback = -line!.amount;
    expect(clawback).toBe(-14_080);
    expect(buildPayout([line!.amount, clawback], { minimumPayout: 0, withholdingBp: 2000 })).toEqual({
      gross: 0,
      withholding: 0,
      net: 0,
      status: 'carried_over',
    });
    expect(
      explainCommission({
        orderNumber: 'S-9',
        entry: 'clawback',
        kind: 'dealer',
        commissionType: 'percentage',
        base: 93_864,
        quantity: 1,
        rateBp: 1500,
        fixedPerUnit: null,
        amount: clawback,
      }),
    ).toBe('İade: Sipariş S-9 satırının komisyonu geri alındı (-₺140,80)');
  });

  it('gross = Σ lines exactly, withholding on a positive gross, net = gross − withholding (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1e12, max: 1e12 }), { maxLength: 40 }),
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: 0, max: 1e6 }),
        (amounts, withholdingBp, minimumPayout) => {
          const p = buildPayout(amounts, { minimumPayout, withholdingBp });
          const sum = amounts.reduce((a, b) => a + BigInt(b), 0n);
          expect(BigInt(p.gross)).toBe(sum);
          expect(p.net).toBe(p.gross - p.withholding);
          expect(p.withholding).toBeGreaterThanOrEqual(0);
          if (sum > 0n) expect(BigInt(p.withholding)).toBe(roundDiv(sum * BigInt(withholdingBp), 10_000n));
          else expect(p.withholding).toBe(0);
          expect(p.status).toBe(p.net > 0 && p.net >= minimumPayout ? 'scheduled' : 'carried_over');
        },
      ),
    );
  });

  it('carries over below the minimum and on a negative balance', () => {
    expect(buildPayout([9_999], { minimumPayout: 10_000, withholdingBp: 0 }).status).toBe('carried_over');
    expect(buildPayout([10_000], { minimumPayout: 10_000, withholdingBp: 0 }).status).toBe('scheduled');
    expect(buildPayout([5_000, -8_000], { minimumPayout: 0, withholdingBp: 1000 })).toMatchObject({
      gross: -3_000,
      withholding: 0,
      net: -3_000,
      status: 'carried_over',
    });
    // Withholding is applied before the minimum: ₺105 gross, 10 % → ₺94,50 net < ₺100.
    expect(buildPayout([10_500], { minimumPayout: 10_000, withholdingBp: 1000 })).toMatchObject({
      withholding: 1_050,
      net: 9_450,
      status: 'carried_over',
    });
  });

  it('reversal: a line outside a payout is cancelled, one in a payout is clawed back, others untouched', () => {
    expect(reversalOf({ status: 'pending', payoutId: null, entry: 'commission' })).toBe('cancel');
    expect(reversalOf({ status: 'approved', payoutId: null, entry: 'commission' })).toBe('cancel');
    expect(reversalOf({ status: 'approved', payoutId: 'p1', entry: 'commission' })).toBe('clawback');
    expect(reversalOf({ status: 'paid', payoutId: 'p1', entry: 'commission' })).toBe('clawback');
    expect(reversalOf({ status: 'cancelled', payoutId: null, entry: 'commission' })).toBe('none');
    expect(reversalOf({ status: 'approved', payoutId: null, entry: 'clawback' })).toBe('none');
    expect(reversalOf({ status: 'approved', payoutId: 'p1', entry: 'clawback' })).toBe('none');
  });
});

describe('what an order transition does to its lines', () => {
  it('maps each transition to one effect', () => {
    const expected = (from: OrderStatus, to: OrderStatus) => {
      if (from === 'pending_payment' && to === 'paid') return 'accrue';
      if (to === 'delivered') return 'approve';
      if (to === 'cancelled' || to === 'returned') return 'reverse';
      return null;
    };
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES)
        expect([from, to, commissionEffect(from, to)]).toEqual([from, to, expected(from, to)]);
    }
    expect(commissionEffect('pending_payment', 'paid')).toBe('accrue');
    expect(commissionEffect('shipped', 'delivered')).toBe('approve');
    expect(commissionEffect('return_requested', 'delivered')).toBe('approve');
    expect(commissionEffect('paid', 'cancelled')).toBe('reverse');
    expect(commissionEffect('return_requested', 'returned')).toBe('reverse');
    expect(commissionEffect('delivered', 'completed')).toBeNull();
    expect(commissionEffect('paid', 'confirmed')).toBeNull();
  });
});

describe('periods (Europe/Istanbul months)', () => {
  it('a month starts at 00:00 in Istanbul (UTC+3), three hours before UTC', () => {
    expect(periodOf(new Date('2026-01-31T20:59:59.999Z'))).toBe('2026-01');
    expect(periodOf(new Date('2026-01-31T21:00:00.000Z'))).toBe('2026-02');
    expect(periodOf(new Date('2025-12-31T20:59:59Z'))).toBe('2025-12');
    expect(periodOf(new Date('2025-12-31T21:00:00Z'))).toBe('2026-01');
    expect(periodOf(new Date('2026-03-01T00:00:00Z'))).toBe('2026-03');
  });

  it('agrees with a +3 h shift for any instant since 2016 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2016, 9, 1), max: Date.UTC(2040, 0, 1) }), (ms) => {
        const shifted = new Date(ms + 3 * 3_600_000);
        const expected = `${shifted.getUTCFullYear()}-${String(shifted.getUTCMonth() + 1).padStart(2, '0')}`;
        expect(periodOf(new Date(ms))).toBe(expected);
      }),
    );
  });

  it('next period and labels', () => {
    expect(nextPeriod('2026-01')).toBe('2026-02');
    expect(nextPeriod('2026-12')).toBe('2027-01');
    expect(previousPeriod('2026-01')).toBe('2025-12');
    expect(previousPeriod('2026-11')).toBe('2026-10');
    expect(periodLabel('2026-11')).toBe('Kasım 2026');
    expect(periodLabel('2026-02')).toBe('Şubat 2026');
  });

  it('the payment day is clamped to the next month’s length (February, leap years)', () => {
    expect(payoutDate('2026-01', 15)).toBe('2026-02-15');
    expect(payoutDate('2026-01', 31)).toBe('2026-02-28');
    expect(payoutDate('2028-01', 31)).toBe('2028-02-29');
    expect(payoutDate('2026-01', 29)).toBe('2026-02-28');
    expect(payoutDate('2026-03', 31)).toBe('2026-04-30');
    expect(payoutDate('2026-12', 31)).toBe('2027-01-31');
    expect(payoutDate('2026-05', 0)).toBe('2026-06-01');
  });
});
