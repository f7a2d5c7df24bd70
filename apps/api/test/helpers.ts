import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, openDatabase } from '@portal/db/client';
import pg from 'pg';
import { profiles } from '@portal/db/schema';
import { eq, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type App, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/platform/config';
import { withDatabase } from './global-setup';

export const DEMO_PASSWORD = 'Portal.2026';
/** Uploads and other files of this test file's server live here. */
const TEST_DATA_DIR = mkdtempSync(join(tmpdir(), 'portal-test-data-'));
export const DEMO = {
  admin: 'admin@portal.test',
  turkiye: 'turkiye@portal.test',
  istanbul: 'istanbul@portal.test',
  ankara: 'ankara@portal.test',
  bayi: 'bayi@portal.test',
  musteri: 'musteri@portal.test',
} as const;

/**
 * PGlite's start-up parameters with 16 MB of shared buffers instead of its 128 MB: starting
 * Postgres sets up every buffer, which was about half of the CPU a test file spent opening its
 * database (0.5 of 1.0 s), and a test database (24 MB in all) is served from memory either way.
 */
const TEST_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** A fresh database for one test file, copied from the run's migrated and seeded template. */
export async function openTestDatabase(poolSize = 5): Promise<DatabaseHandle & { url?: string }> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const blob = new Blob([readFileSync(template.file)]);
    return openDatabase({ pglite: await PGlite.create({ loadDataDir: blob, startParams: TEST_START_PARAMS }) });
  }
  const name = `portal_t_${process.ppid}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template.templateName}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(template.url, name);
  return Object.assign(await openDatabase({ url, poolSize }), { url });
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: TEST_DATA_DIR,
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    // The automation rules are run by the tests that check them; a timer firing in the middle of
    // a long test would change orders under it.
    ORDER_AUTOMATION_INTERVAL_MS: '0',
  } as NodeJS.ProcessEnv);
  return { ...base, ...overrides };
}

export interface TestContext {
  app: App;
  database: DatabaseHandle & { url?: string };
  /** What the server logged at level error (a 5xx's cause), newest last. */
  serverErrors: string[];
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  poolSize = 5,
  /** What the server logs into `serverErrors` (errors only unless asked). */
  logLevel?: 'info' | 'debug' | 'trace',
): Promise<TestContext> {
  const database = await openTestDatabase(poolSize);
  const context = await createTestAppOn(database, overrides, logLevel);
  return {
    ...context,
    async close() {
      await context.close();
      await database.close();
    },
  };
}

/**
 * An app on a database the caller opened (`openTestDatabase`) and closes: for a file whose tests
 * each need a server configured its own way but no data of their own, so that they do not each
 * load a database. `close()` closes the app only.
 */
export async function createTestAppOn(
  database: TestContext['database'],
  overrides: Partial<Config> = {},
  logLevel?: 'info' | 'debug' | 'trace',
): Promise<TestContext> {
  const serverErrors: string[] = [];
  const logger = { write: (line: string) => void serverErrors.push(line), ...(logLevel ? { level: logLevel } : {}) };
  const app = await buildApp({ config: testConfig(overrides), database, logger });
  await app.ready();
  return {
    app,
    database,
    serverErrors,
    async close() {
      await app.close();
    },
  };
}

/** Cookie header from a response's Set-Cookie headers (name=value pairs only). */
export function cookiesFrom(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list
    .map((c: string) => c.split(';')[0])
    .filter((c) => c && !c.endsWith('='))
    .join('; ');
}

export async function signIn(
  app: App,
  email: string,
  password = DEMO_PASSWORD,
  opts: { userAgent?: string; ip?: string; platform?: string } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password, ...(opts.platform ? { deviceInfo: { platform: opts.platform } } : {}) },
    headers: { 'user-agent': opts.userAgent ?? 'vitest' },
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${res.statusCode} ${res.body}`);
  return { cookie: cookiesFrom(res), user: res.json().user as { id: string; role: string } };
}

/** RFC 4648 base32 (no padding needed), as used in otpauth:// secrets. */
export function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const clean = input.toUpperCase().replace(/=+$/, '').replace(/\s/g, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 6238 TOTP code (HMAC-SHA-1, 6 digits, 30-second steps) for a base32 secret at a given time. */
export async function totpCode(base32Secret: string, atMs = Date.now(), stepSeconds = 30, digits = 6): Promise<string> {
  const counter = Math.floor(atMs / 1000 / stepSeconds);
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const key = await crypto.subtle.importKey('raw', base32Decode(base32Secret), { name: 'HMAC', hash: 'SHA-1' }, false, [
    'sign',
  ]);
  const hmac = Buffer.from(await crypto.subtle.sign('HMAC', key, message));
  const offset = (hmac[hmac.length - 1] as number) & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/**
 * Empties the commission ledger (lines, payouts, periods) of a test database, for tests that
 * count every line and payout of a member and build their own months. The ledgers refuse row
 * deletes (append-only); TRUNCATE is a table operation the triggers do not see, which only a test
 * setup does.
 */
export async function emptyCommissionLedger(db: TestContext['database']['db']): Promise<void> {
  await db.execute(sql`truncate commission_lines, commission_payouts, commission_periods`);
}

/** A demo member's id, by email. */
export async function memberId(db: DatabaseHandle['db'], email: string): Promise<string> {
  const [member] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  if (!member) throw new Error(`no member ${email}`);
  return member.id;
}
