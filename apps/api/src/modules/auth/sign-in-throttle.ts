import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE_PREFIX } from '../../platform/auth';
import type { Config } from '../../platform/config';

type Limits = Pick<Config['limits'], 'signInFreeFailures' | 'signInDelayBaseMs' | 'signInDelayMaxMs'>;

/**
 * How long one account must rest after its latest failure, from the failures counted since its
 * last success (from any address): nothing for the first few, then a delay that doubles with each
 * further failure up to a cap. It slows guessing on one account however many addresses the guesser
 * has, and never shuts the account: after the delay a right password signs in.
 */
export function accountDelayMs(failures: number, limits: Limits): number {
  const over = failures - limits.signInFreeFailures;
  if (over < 0) return 0;
  // 2^over overflows long before it matters; past 30 doublings the cap applies anyway.
  return Math.min(limits.signInDelayBaseMs * 2 ** Math.min(over, 30), limits.signInDelayMaxMs);
}

/** Milliseconds before the account may try again (0: now). */
export function accountWaitMs(failures: { count: number; lastAt: Date | null }, now: number, limits: Limits): number {
  const delay = accountDelayMs(failures.count, limits);
  if (delay === 0 || !failures.lastAt) return 0;
  return Math.max(0, failures.lastAt.getTime() + delay - now);
}

/**
 * A browser that has signed in to an account before carries a signed cookie saying so. The
 * account-wide delay does not apply to it, so a guesser elsewhere cannot keep the member out of
 * their own devices. A wrong password from it drops the cookie: a stolen one buys one guess.
 */
export const KNOWN_DEVICE_COOKIE = `${AUTH_COOKIE_PREFIX}.known_device`;
const KNOWN_DEVICE_PATH = '/api/auth/sign-in';

function knownDeviceSignature(secret: string, userId: string, issuedAt: number) {
  return createHmac('sha256', secret).update(`known-device:${userId}:${issuedAt}`).digest('base64url');
}

export function knownDeviceValue(secret: string, userId: string, issuedAt: number) {
  return `${userId}.${issuedAt}.${knownDeviceSignature(secret, userId, issuedAt)}`;
}

/** Whether the request carries a valid, unexpired known-device cookie for this member. */
export function isKnownDevice(request: FastifyRequest, config: Config, userId: string, now = Date.now()): boolean {
  const cookie = request.headers.cookie;
  if (!cookie) return false;
  const pattern = new RegExp(`(?:^|;\\s*)${KNOWN_DEVICE_COOKIE.replace('.', '\\.')}=([^;]+)`);
  const value = cookie.match(pattern)?.[1];
  if (!value) return false;
  const [id, issued, signature] = value.split('.');
  if (id !== userId || !issued || !signature || !/^\d{1,15}$/.test(issued)) return false;
  const issuedAt = Number(issued);
  if (issuedAt > now || now - issuedAt > config.limits.knownDeviceMs) return false;
  const expected = Buffer.from(knownDeviceSignature(config.authSecret, id, issuedAt));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function cookieAttributes(config: Config, maxAgeSeconds: number) {
  const secure = config.env === 'production';
  return `Path=${KNOWN_DEVICE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

export function rememberDevice(reply: FastifyReply, config: Config, userId: string, now = Date.now()) {
  const value = knownDeviceValue(config.authSecret, userId, now);
  const maxAge = Math.floor(config.limits.knownDeviceMs / 1000);
  reply.header('set-cookie', `${KNOWN_DEVICE_COOKIE}=${value}; ${cookieAttributes(config, maxAge)}`);
}

export function forgetDevice(reply: FastifyReply, config: Config) {
  reply.header('set-cookie', `${KNOWN_DEVICE_COOKIE}=; ${cookieAttributes(config, 0)}`);
}
