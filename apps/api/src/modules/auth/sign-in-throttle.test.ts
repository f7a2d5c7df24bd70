import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import {
  accountDelayMs,
  accountWaitMs,
  isKnownDevice,
  KNOWN_DEVICE_COOKIE,
  knownDeviceValue,
} from './sign-in-throttle';

const config = loadConfig({ AUTH_SECRET: 'k'.repeat(40), DATA_DIR: '/tmp/portal-throttle-test' } as NodeJS.ProcessEnv);
const { limits } = config;

describe('account sign-in delay', () => {
  it('is free for the first five failures, then 30 s doubling up to 15 minutes', () => {
    const delays = [0, 1, 4, 5, 6, 7, 8, 9, 10, 11, 50, 5000].map((n) => accountDelayMs(n, limits) / 1000);
    expect(delays).toEqual([0, 0, 0, 30, 60, 120, 240, 480, 900, 900, 900, 900]);
  });

  it('counts the wait from the latest failure', () => {
    const lastAt = new Date('2026-03-01T12:00:00Z');
    const at = (s: number) => lastAt.getTime() + s * 1000;
    expect(accountWaitMs({ count: 5, lastAt }, at(10), limits)).toBe(20_000);
    expect(accountWaitMs({ count: 5, lastAt }, at(30), limits)).toBe(0);
    expect(accountWaitMs({ count: 4, lastAt }, at(0), limits)).toBe(0);
    expect(accountWaitMs({ count: 9, lastAt: null }, at(0), limits)).toBe(0);
  });
});

describe('known-device cookie', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  const request = (value: string) =>
    ({ headers: { cookie: `a=b; ${KNOWN_DEVICE_COOKIE}=${value}` } }) as FastifyRequest;

  it('is accepted for its own member while fresh', () => {
    const value = knownDeviceValue(config.authSecret, 'm1', now - 1000);
    expect(isKnownDevice(request(value), config, 'm1', now)).toBe(true);
    expect(isKnownDevice(request(value), config, 'm2', now)).toBe(false);
  });

  it('is refused when expired, from the future, or signed with another key', () => {
    const old = knownDeviceValue(config.authSecret, 'm1', now - limits.knownDeviceMs - 1);
    expect(isKnownDevice(request(old), config, 'm1', now)).toBe(false);
    const future = knownDeviceValue(config.authSecret, 'm1', now + 60_000);
    expect(isKnownDevice(request(future), config, 'm1', now)).toBe(false);
    const foreign = knownDeviceValue('x'.repeat(40), 'm1', now - 1000);
    expect(isKnownDevice(request(foreign), config, 'm1', now)).toBe(false);
    expect(isKnownDevice(request('m1.123.short'), config, 'm1', now)).toBe(false);
  });
});
