import { describe, expect, it } from 'vitest';
import { MinuteCounter, percentileFromBuckets, RequestSeries } from './request-series';
import { redactSecrets } from './recent-errors';

const T0 = Date.UTC(2026, 10, 24, 10, 0, 0);
const MIN = 60_000;

describe('percentileFromBuckets', () => {
  it('interpolates inside the bucket where the rank falls', () => {
    // 10 requests, all between 10 and 25 ms: the median is halfway.
    expect(percentileFromBuckets([0, 0, 10, 0], 0.5, [5, 10, 25])).toBe(17.5);
    // 90 fast, 10 slow: p50 is in the first bucket, p95 in the slow one.
    expect(percentileFromBuckets([90, 0, 10], 0.5, [5, 10])).toBeLessThanOrEqual(5);
    expect(percentileFromBuckets([90, 0, 10], 0.95, [5, 10])).toBe(10);
  });

  it('answers 0 for no requests and the last bound for the open bucket', () => {
    expect(percentileFromBuckets([0, 0, 0], 0.99, [5, 10])).toBe(0);
    expect(percentileFromBuckets([0, 0, 3], 0.99, [5, 10])).toBe(10);
  });
});

describe('RequestSeries', () => {
  it('keeps counts, errors and latency by route and minute', () => {
    const s = new RequestSeries();
    s.record('GET /a', 200, 3, T0);
    s.record('GET /a', 500, 40, T0 + 1000);
    s.record('GET /b', 200, 200, T0 + MIN);
    const r = s.report(60, 1, T0 + MIN);
    expect(r.points).toHaveLength(60);
    expect(r.points.at(-2)).toMatchObject({ at: T0, count: 2, errors: 1 });
    expect(r.points.at(-1)).toMatchObject({ at: T0 + MIN, count: 1, errors: 0 });
    expect(r.total).toMatchObject({ count: 3, errors: 1 });
    expect(r.routes.map((x) => x.route)).toEqual(['GET /a', 'GET /b']);
    expect(r.routes[0]).toMatchObject({ count: 2, errors: 1, avgMs: 21.5 });
  });

  it('forgets minutes older than the window and reuses ring slots after 24 hours', () => {
    const s = new RequestSeries();
    s.record('GET /a', 200, 3, T0);
    expect(s.report(60, 1, T0 + 61 * MIN).total.count).toBe(0);
    expect(s.report(1440, 15, T0 + 61 * MIN).total.count).toBe(1);
    // The same slot a day later: the old minute is dropped, not added to.
    s.record('GET /a', 200, 3, T0 + 1440 * MIN);
    const day = s.report(1440, 15, T0 + 1440 * MIN);
    expect(day.total.count).toBe(1);
    expect(day.points).toHaveLength(96);
  });
});

describe('MinuteCounter', () => {
  it('answers the last complete minute and the hour average', () => {
    const c = new MinuteCounter();
    for (let i = 0; i < 6; i++) c.add(T0 + i);
    c.add(T0 + MIN);
    expect(c.lastMinute(T0 + MIN + 5)).toBe(6);
    expect(c.hourAverage(T0 + 2 * MIN)).toBeCloseTo(7 / 60, 2);
    expect(c.lastMinute(T0 + 3 * MIN)).toBe(0);
  });
});

describe('redactSecrets', () => {
  it('removes passwords from URLs and the given secrets', () => {
    expect(redactSecrets('postgres://u:p4ss@h/db', [])).toBe('postgres://u:***@h/db');
    expect(redactSecrets('token abcdef123 here', ['abcdef123'])).toBe('token *** here');
  });
});
