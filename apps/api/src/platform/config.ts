import { createHmac, randomBytes } from 'node:crypto';
import { MESSAGES } from '@portal/shared/messages';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { localSecretsKey } from './secrets';

const booleanish = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/**
 * Which peers may tell us the client's address and host (`X-Forwarded-*`): nobody, the last
 * `hops` proxies in front of the server, or proxies at these addresses (IP, CIDR, or proxy-addr's
 * `loopback`, `linklocal`, `uniquelocal`). Never "everyone": then any client picks its own address.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  // A zero-length prefix is every address, which is what TRUST_PROXY=true used to mean.
  const bits = Number(prefix);
  return bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

const trustProxySchema = z
  .string()
  .trim()
  .transform((raw, ctx): TrustProxy => {
    const value = raw.toLowerCase();
    if (['false', 'no', 'off', '0'].includes(value)) return false;
    if (['true', 'yes', 'on'].includes(value)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'trusting every peer would let any client choose its own address; give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8,192.168.1.10)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 10) {
        ctx.addIssue({ code: 'custom', message: 'a hop count must be between 0 and 10' });
        return z.NEVER;
      }
      return { hops };
    }
    const addresses = value.split(',').map((entry) => entry.trim());
    const wrong = addresses.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not a proxy address or CIDR range: ${wrong.map((w) => `"${w}"`).join(', ')} (give a hop count such as 1, or addresses such as 10.0.0.0/8,192.168.1.10)`,
      });
      return z.NEVER;
    }
    return { addresses };
  });

/** The `trustProxy` option of Fastify for our setting. */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('addresses' in trust) return trust.addresses;
  // Fastify 5 ignores a bare number (it cannot check the peer); the hop count is our stated choice.
  const { hops } = trust;
  return (_address, hop) => hop < hops;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_DEMO: booleanish.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default(`${MESSAGES.app.name} <no-reply@portal.local>`),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SECRETS_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  SECRETS_KEY_PREVIOUS: z
    .string()
    .refine(
      (v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .every((k) => Buffer.from(k, 'base64').length === 32),
      'must be a comma-separated list of 32-byte base64 keys',
    )
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySchema.optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(600),
  WEB_DIST: z.string().optional(),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  CARD_PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  PAYMENT_SANDBOX_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PAYMENT_SANDBOX_TEST_PROVIDER_IN_PRODUCTION: booleanish.default(false),
  ORDER_AUTOMATION_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  OPERATIONS_ALLOW_FROM: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isAddressOrBlock), 'must be a comma-separated list of IP addresses or CIDR blocks')
    .optional(),
  OPERATIONS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
});

function isAddressOrBlock(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (!address || rest.length > 0) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (version === 4 ? 32 : 128);
}

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  appUrl: string;
  database: { url: string; poolSize: number } | { dataDir: string };
  dataDir: string;
  seedDemo: boolean | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string;
  /** The key stored secrets are sealed with (base64, 32 bytes) and the previous ones, still read. */
  secretsKey: string;
  secretsKeyPrevious: string[];
  logLevel: Env['LOG_LEVEL'];
  trustProxy: TrustProxy;
  webDist: string | undefined;
  /** How long a resolved session is reused without a database lookup (0 = never). */
  sessionCacheMs: number;
  /** Which provider takes card payments, and the secret the sandbox signs its callbacks with. */
  cardPaymentProvider: Env['CARD_PAYMENT_PROVIDER'];
  paymentSandboxSecret: string;
  /** How often the order automation rules run (0 = never, e.g. in tests that run them by hand). */
  orderAutomationIntervalMs: number;
  /** Who may read /metrics and /api/docs in production (elsewhere they are open). */
  operations: { allowFrom: string[]; token: string | undefined };
  /** Fixed limits, here so tests can lower them. */
  limits: {
    bodyBytes: number;
    /** Failed sign-ins from one address within the window before the address is paused. */
    signInPerIp: number;
    signInWindowMs: number;
    /** Password reset requests per address and window (15 minutes). */
    passwordResetPerWindow: number;
    /** Per account, from any address: free failures, then a delay doubling from base up to max. */
    signInFreeFailures: number;
    signInDelayBaseMs: number;
    signInDelayMaxMs: number;
    /** How far back an account's failures are counted (at most; a success starts the count again). */
    signInAccountWindowMs: number;
    /** How long a browser is remembered as one the member has signed in from. */
    knownDeviceMs: number;
    requestsPerMinute: number;
  };
}

export class ConfigError extends Error {}

/** Reads and validates the environment; every problem is listed in one readable error. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    throw new ConfigError('Invalid environment:\n  AUTH_SECRET: required when NODE_ENV=production');
  }
  // The sandbox approves any test card without taking money: in production only when asked for by name.
  if (
    env.NODE_ENV === 'production' &&
    env.CARD_PAYMENT_PROVIDER === 'sandbox' &&
    !env.PAYMENT_SANDBOX_TEST_PROVIDER_IN_PRODUCTION
  ) {
    throw new ConfigError(
      'Invalid environment:\n  CARD_PAYMENT_PROVIDER: sandbox is a test provider that approves test cards without ' +
        'taking money; it does not run when NODE_ENV=production unless PAYMENT_SANDBOX_TEST_PROVIDER_IN_PRODUCTION=true',
    );
  }
  if (env.NODE_ENV === 'production' && !env.SECRETS_KEY) {
    throw new ConfigError('Invalid environment:\n  SECRETS_KEY: required when NODE_ENV=production');
  }
  const authSecret = env.AUTH_SECRET ?? localSecret(dataDir);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    database: env.DATABASE_URL
      ? { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { dataDir: join(dataDir, 'pglite') },
    dataDir,
    seedDemo: env.SEED_DEMO,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    authSecret,
    secretsKey: env.SECRETS_KEY ?? localSecretsKey(dataDir),
    secretsKeyPrevious: (env.SECRETS_KEY_PREVIOUS ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY ?? false,
    webDist: env.WEB_DIST,
    sessionCacheMs: env.SESSION_CACHE_MS,
    cardPaymentProvider: env.CARD_PAYMENT_PROVIDER,
    paymentSandboxSecret:
      env.PAYMENT_SANDBOX_SECRET ?? createHmac('sha256', authSecret).update('payment-sandbox').digest('base64url'),
    orderAutomationIntervalMs: env.ORDER_AUTOMATION_INTERVAL_MS,
    operations: { allowFrom: env.OPERATIONS_ALLOW_FROM ?? [], token: env.OPERATIONS_TOKEN },
    limits: {
      bodyBytes: 1_048_576,
      signInPerIp: 30,
      signInWindowMs: 15 * 60_000,
      passwordResetPerWindow: 5,
      signInFreeFailures: 5,
      signInDelayBaseMs: 30_000,
      signInDelayMaxMs: 15 * 60_000,
      signInAccountWindowMs: 24 * 60 * 60_000,
      knownDeviceMs: 180 * 24 * 60 * 60_000,
      requestsPerMinute: env.RATE_LIMIT_PER_MINUTE,
    },
  };
}

/** On a laptop the secret is generated once and kept beside the embedded database. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
