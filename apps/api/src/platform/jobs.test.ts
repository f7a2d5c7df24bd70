import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobRegistry } from './jobs';

const log = { error: vi.fn() } as never;

afterEach(() => {
  vi.useRealTimers();
});

describe('JobRegistry', () => {
  it('runs a job on its interval, records its runs and failures, and stops', async () => {
    vi.useFakeTimers({ now: 0 });
    const jobs = new JobRegistry(log, (m) => m.replace('secret', '***'));
    let calls = 0;
    jobs.registerJob({
      name: 'j',
      intervalMs: 1000,
      run: async () => {
        calls++;
        if (calls === 2) throw new Error('failed with secret');
      },
    });
    expect(jobs.list()[0]).toMatchObject({ runs: 0, nextRunAt: new Date(1000).toISOString() });
    await vi.advanceTimersByTimeAsync(1000);
    expect(jobs.list()[0]).toMatchObject({ runs: 1, failures: 0, lastRunAt: new Date(1000).toISOString() });
    await vi.advanceTimersByTimeAsync(1000);
    expect(jobs.list()[0]).toMatchObject({ runs: 2, failures: 1, lastError: 'failed with ***' });
    jobs.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(2);
    expect(jobs.list()[0]?.nextRunAt).toBeNull();
  });

  it('never runs one job twice at once and refuses a second job of the same name', async () => {
    const jobs = new JobRegistry(log);
    let release!: () => void;
    jobs.registerJob({ name: 'slow', intervalMs: 0, run: () => new Promise<void>((r) => (release = r)) });
    const first = jobs.runNow('slow');
    expect(await jobs.runNow('slow')).toBe(false);
    expect(jobs.list()[0]?.running).toBe(true);
    release();
    expect(await first).toBe(true);
    expect(() => jobs.registerJob({ name: 'slow', intervalMs: 0, run: async () => {} })).toThrow();
  });
});
