import { describe, expect, it } from 'vitest';
import { findAnomalies, judgeSeries } from './anomalies';
import { bundles } from './bundles';
import { churnRisk, churnRisks } from './churn';
import {
  accuracy,
  BACKTEST_DAYS,
  backtest,
  FORECAST_DAYS,
  fitHoltWinters,
  forecastHoltWinters,
  forecastShortfall,
  seasonalNaive,
} from './forecast';
import { RESTOCK_LEAD_DAYS, restockAdvice, restockAdvices, restockQuantity } from './restock';
import { INSIGHT_WORDS } from './words';

/** A deterministic pseudo-random stream (LCG), so every run plants the same noise. */
function noise(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31 - 0.5;
  };
}

/** A daily series with a weekly pattern, a slow trend and noise. */
function seasonal(days: number, seed = 7) {
  const r = noise(seed);
  const week = [120, 100, 95, 105, 140, 210, 60];
  return Array.from({ length: days }, (_, t) => Math.round((week[t % 7] as number) * 100 + t * 5 + r() * 1_500));
}

describe('Holt-Winters forecast', () => {
  it('beats the seasonal naive baseline on a seasonal series and is deterministic', () => {
    const y = seasonal(400);
    const a = backtest(y);
    const b = backtest(y);
    expect(a).toEqual(b);
    expect(a?.days).toBe(BACKTEST_DAYS);
    expect(a?.winner).toBe('model');
    expect(a?.model.wapeBp).toBeLessThan(a?.naive.wapeBp as number);
    expect(a?.model.mae).toBeLessThan(a?.naive.mae as number);
  });

  it('computes the back-test errors as defined', () => {
    expect(accuracy([100, 0, 200], [110, 10, 150])).toEqual({
      mae: (10 + 10 + 50) / 3,
      wapeBp: Math.round((70 / 300) * 10_000),
      mapeBp: Math.round(((10 / 100 + 50 / 200) / 2) * 10_000),
    });
    expect(accuracy([0, 0], [1, 3])).toEqual({ mae: 2, wapeBp: null, mapeBp: null });
    // The back-test's own figures are accuracy() over its points.
    const bt = backtest(seasonal(300, 3));
    const pts = bt?.points ?? [];
    expect(bt?.model).toEqual(
      accuracy(
        pts.map((p) => p.actual),
        pts.map((p) => p.model),
      ),
    );
    expect(bt?.naive).toEqual(
      accuracy(
        pts.map((p) => p.actual),
        pts.map((p) => p.naive),
      ),
    );
  });

  it('the naive baseline repeats the last week; no forecast sees the days it predicts', () => {
    expect(seasonalNaive([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14], 9)).toEqual([8, 9, 10, 11, 12, 13, 14, 8, 9]);
    const y = seasonal(300);
    const changedTail = [...y.slice(0, 270), ...y.slice(270).map((v) => v * 10)];
    // The last origin fits on the first 270 days: changing what comes after leaves its forecast alone.
    const a = backtest(y)
      ?.points.slice(60)
      .map((p) => p.model);
    const b = backtest(changedTail)
      ?.points.slice(60)
      .map((p) => p.model);
    expect(a).toEqual(b);
  });

  it('forecasts the weekly pattern with bands that widen and nest', () => {
    const y = seasonal(400);
    const f = forecastHoltWinters(fitHoltWinters(y), FORECAST_DAYS);
    expect(f).toHaveLength(FORECAST_DAYS);
    for (const p of f) {
      expect(p.lower95).toBeLessThanOrEqual(p.lower80);
      expect(p.lower80).toBeLessThanOrEqual(p.value);
      expect(p.value).toBeLessThanOrEqual(p.upper80);
      expect(p.upper80).toBeLessThanOrEqual(p.upper95);
    }
    expect((f[29] as { upper95: number }).upper95 - (f[29] as { lower95: number }).lower95).toBeGreaterThan(
      (f[0] as { upper95: number }).upper95 - (f[0] as { lower95: number }).lower95,
    );
    // Saturdays (index 5 of the planted week) stay the busiest day ahead.
    const next = (400 % 7) as number;
    const saturday = f.find((p) => (next + p.h - 1) % 7 === 5) as { value: number };
    const sunday = f.find((p) => (next + p.h - 1) % 7 === 6) as { value: number };
    expect(saturday.value).toBeGreaterThan(2 * sunday.value);
  });

  it('says when there is too little data', () => {
    expect(forecastShortfall(seasonal(60))).toBe('too_short');
    expect(forecastShortfall(Array.from({ length: 200 }, (_, i) => (i % 50 === 0 ? 1 : 0)))).toBe('too_few_sales');
    expect(forecastShortfall(seasonal(200))).toBeNull();
  });
});

const day = (revenue: number, orders = revenue > 0 ? 1 : 0) => ({ revenue, orders });

describe('anomalies', () => {
  /** 27 weeks of ordinary days around 1 000 ₺ (a few orders a day), then `last` for the last 7. */
  function series(
    seed: number,
    last?: (d: { revenue: number; orders: number }) => { revenue: number; orders: number },
  ) {
    const r = noise(seed);
    const days = Array.from({ length: 27 * 7 }, () => day(Math.round(100_000 + r() * 40_000), 3));
    if (last)
      for (let i = days.length - 7; i < days.length; i++)
        days[i] = last(days[i] as { revenue: number; orders: number });
    return days;
  }

  it('finds a planted spike and a planted drop, and not a normal week', () => {
    const found = findAnomalies([
      { key: 'Normal', days: series(1) },
      { key: 'İzmir', days: series(2, (d) => ({ revenue: d.revenue * 3, orders: 9 })) },
      { key: 'Bursa', days: series(3, () => day(10_000, 1)) },
    ]);
    expect(found.map((a) => [a.key, a.direction])).toEqual(
      expect.arrayContaining([
        ['İzmir', 'spike'],
        ['Bursa', 'drop'],
      ]),
    );
    expect(found.map((a) => a.key)).not.toContain('Normal');
    const izmir = found.find((a) => a.key === 'İzmir');
    expect(izmir?.changeBp).toBeGreaterThan(15_000);
  });

  it('is robust to odd weeks in the history: one huge old week neither hides a spike nor makes the next normal week one', () => {
    const withOutlier = series(4);
    for (let i = 40; i < 47; i++) withOutlier[i] = day(5_000_000, 40);
    expect(judgeSeries({ key: 'x', days: withOutlier })?.z ?? 0).toBeLessThan(3.5);
    const spike = series(4, (d) => ({ revenue: d.revenue * 3, orders: 9 }));
    for (let i = 40; i < 47; i++) spike[i] = day(5_000_000, 40);
    expect(findAnomalies([{ key: 'x', days: spike }]).map((a) => a.direction)).toEqual(['spike']);
  });

  it('needs 8 weeks since the first sale and 3 orders: a single order in a quiet city is no spike', () => {
    const young = series(5, (d) => ({ revenue: d.revenue * 5, orders: 9 })).map((d, i) => (i < 21 * 7 ? day(0, 0) : d));
    expect(findAnomalies([{ key: 'young', days: young }])).toEqual([]);
    const quiet = Array.from({ length: 27 * 7 }, (_, i) => (i % 30 === 0 ? day(50_000) : day(0)));
    quiet[quiet.length - 1] = day(60_000, 1);
    expect(findAnomalies([{ key: 'quiet', days: quiet }])).toEqual([]);
  });
});

describe('churn', () => {
  const every = (start: string, gap: number, n: number) =>
    Array.from({ length: n }, (_, i) =>
      new Date(Date.parse(`${start}T12:00:00Z`) + i * gap * 86_400_000).toISOString().slice(0, 10),
    );

  it('flags a planted churner and not a regular buyer', () => {
    const risks = churnRisks(
      [
        // Every 10 days until the end of July, then nothing for months.
        { key: 'churner', orderDays: every('2026-05-01', 10, 10), revenue: 500_000 },
        // Every 10 days, the last one 5 days ago.
        { key: 'regular', orderDays: every('2026-08-10', 10, 10), revenue: 900_000 },
        // Two orders only: no rhythm to judge.
        { key: 'new', orderDays: ['2026-01-01', '2026-02-01'], revenue: 100_000 },
      ],
      '2026-11-22',
    );
    expect(risks.map((r) => r.key)).toEqual(['churner']);
    expect(risks[0]).toMatchObject({ typicalGapDays: 10, daysSinceLast: 115, lastOrderDay: '2026-07-30', orders: 10 });
  });

  it('judges each member by its own rhythm and ranks by value', () => {
    const monthly = { key: 'monthly', orderDays: every('2026-01-05', 30, 8), revenue: 100 };
    // 60 days after a monthly buyer's last order: late. The same lapse for a quarterly buyer: not.
    expect(churnRisk(monthly, '2026-10-29')).not.toBeNull();
    expect(churnRisk({ key: 'q', orderDays: every('2025-01-05', 90, 6), revenue: 1 }, '2026-06-25')).toBeNull();
    const ranked = churnRisks(
      [
        { ...monthly, key: 'a', revenue: 100 },
        { ...monthly, key: 'b', revenue: 300 },
      ],
      '2026-12-01',
    );
    expect(ranked.map((r) => r.key)).toEqual(['b', 'a']);
  });
});

describe('restock', () => {
  it('advises below the lead time with the quantity for the target cover', () => {
    // 120 units in 60 days = 2 a day; 10 saleable = 5 days of cover.
    expect(restockAdvice({ key: 'p', saleable: 10, demand: 120 })).toEqual({
      key: 'p',
      saleable: 10,
      dailyDemand: 2,
      coverDays: 5,
      quantity: 2 * 44 - 10,
    });
    // 40 saleable = 20 days: enough.
    expect(restockAdvice({ key: 'p', saleable: 40, demand: 120 })).toBeNull();
    // No demand: nothing to advise.
    expect(restockAdvice({ key: 'p', saleable: 0, demand: 0 })).toBeNull();
    expect(restockQuantity(-5, 1)).toBe(44);
    expect(RESTOCK_LEAD_DAYS).toBe(14);
    expect(
      restockAdvices([
        { key: 'b', saleable: 10, demand: 120 },
        { key: 'a', saleable: 0, demand: 30 },
      ]).map((a) => a.key),
    ).toEqual(['a', 'b']);
  });
});

describe('bundles', () => {
  it('makes a planted pair the top bundle with the right lift', () => {
    // 100 orders: X in 10, Z in 20, both in 8; Y and W common and independent.
    const counts = new Map([
      ['X', 10],
      ['Z', 20],
      ['Y', 50],
      ['W', 50],
    ]);
    const found = bundles(100, counts, [
      { a: 'X', b: 'Z', together: 8 },
      { a: 'Y', b: 'W', together: 25 },
      { a: 'X', b: 'Y', together: 5 },
    ]);
    expect(found[0]).toEqual({ from: 'X', to: 'Z', together: 8, supportBp: 800, confidenceBp: 8000, lift: 4 });
    // Y and W meet exactly as often as chance says (lift 1): no bundle.
    expect(found.map((b) => `${b.from}${b.to}`)).toEqual(['XZ']);
  });

  it('needs the minimum support', () => {
    expect(
      bundles(
        1000,
        new Map([
          ['A', 2],
          ['B', 2],
        ]),
        [{ a: 'A', b: 'B', together: 2 }],
      ),
    ).toEqual([]);
  });
});

describe('words', () => {
  it('reads as Turkish with the numbers in it', () => {
    expect(INSIGHT_WORDS.anomalyExplanation(INSIGHT_WORDS.inCity('İzmir'), 300_000, 100_000, 20_000, 26)).toContain(
      "İzmir'de son 7 günde satışlar beklenenin %200 üstünde",
    );
    expect(INSIGHT_WORDS.inCity('Ankara')).toBe("Ankara'da");
    expect(INSIGHT_WORDS.churnExplanation(12, 45, 6, 120_000)).toContain(
      'Genellikle 12 günde bir sipariş veriyordu, son siparişinden bu yana 45 gün geçti',
    );
    expect(INSIGHT_WORDS.bundleExplanation('X', 'Z', 8000, 4, 8)).toContain(
      "X alanların %80'i Z de aldı; bu, tesadüfe göre 4 kat",
    );
  });
});
