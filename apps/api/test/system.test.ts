import type { AddressInfo } from 'node:net';
import { SYSTEM_METRIC_EVENT } from '@portal/shared/contracts/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type App, buildApp } from '../src/app';
import { publishSystemMetrics } from '../src/modules/system/system-metrics-job';
import { DEMO, openTestDatabase, signIn, testConfig } from './helpers';

/** Secrets the configuration holds: none may appear in an answer or a log line. */
const DB_PASSWORD = 'Db-pass-Xq81';
const SMTP_PASSWORD = 'Smtp-pass-Lm27';
const OPERATIONS_TOKEN = 'ops-token-'.padEnd(40, 'z');
const AUTH_SECRET = testConfig().authSecret;

let app: App;
let closeDb: () => Promise<void>;
let kind: 'pglite' | 'postgres';
const logLines: string[] = [];
const cookies: Record<string, string> = {};

interface Message {
  type: string;
  payload: Record<string, unknown> | null;
}

function connect(headers: Record<string, string>) {
  const { port } = app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers });
  const messages: Message[] = [];
  const waiters: { match: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];
  socket.on('message', (raw) => {
    const m = JSON.parse(raw.toString()) as Message;
    messages.push(m);
    for (const w of [...waiters]) {
      if (w.match(m)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  });
  const next = (match: (m: Message) => boolean) =>
    new Promise<Message>((resolve) => {
      const seen = messages.find(match);
      if (seen) resolve(seen);
      else waiters.push({ match, resolve });
    });
  return { socket, messages, next };
}

beforeAll(async () => {
  const database = await openTestDatabase();
  closeDb = () => database.close();
  kind = database.kind;
  app = await buildApp({
    config: testConfig({
      database: { url: `postgres://portal:${DB_PASSWORD}@db.internal:5432/portal`, poolSize: 10 },
      smtpUrl: `smtp://mailer:${SMTP_PASSWORD}@mail.internal:587`,
      operations: { allowFrom: [], token: OPERATIONS_TOKEN },
      limits: { ...testConfig().limits, requestsPerMinute: 1_000_000 },
    }),
    database,
    logger: { write: (line) => void logLines.push(line) },
  });
  // An unexpected failure whose message carries a connection string, as a driver's error might.
  app.get('/api/test/failure', { config: { access: { public: true } }, schema: { hide: true } }, async () => {
    throw new Error(`could not reach postgres://portal:${DB_PASSWORD}@db.internal/portal (${AUTH_SECRET})`);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  for (const [name, email] of Object.entries(DEMO)) cookies[name] = (await signIn(app, email)).cookie;
});
afterAll(async () => {
  await app.close();
  await closeDb();
});

const get = (url: string, who?: string) =>
  app.inject({ method: 'GET', url, headers: who ? { cookie: cookies[who] as string } : {} });

function expectNoSecret(text: string) {
  for (const secret of [
    DB_PASSWORD,
    SMTP_PASSWORD,
    OPERATIONS_TOKEN,
    AUTH_SECRET,
    app.ctx.config.paymentSandboxSecret,
  ]) {
    expect(text).not.toContain(secret);
  }
}

describe('system health (admin/system-health, system/health)', () => {
  it('shows the admin the database, the bus, the jobs, memory and uptime of the server that answered', async () => {
    const res = await get('/api/system/health', 'admin');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.serverId).toBe(app.ctx.bus.serverId);
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ ok: true, kind });
    if (kind === 'pglite') expect(body.database.pool).toBeNull();
    // The test database's pool of 5, with at least the connection that just answered.
    else expect(body.database.pool).toMatchObject({ max: 5, waiting: 0, total: expect.any(Number) });
    expect(body.database.roundTripMs).toBeGreaterThanOrEqual(0);
    expect(body.database.sizeBytes).toBeGreaterThan(0);
    // The probe went out through NOTIFY and came back through this server's LISTEN.
    expect(body.bus.listening).toBe(true);
    expect(body.bus.roundTripMs).toBeGreaterThanOrEqual(0);
    expect(body.memory.rssBytes).toBeGreaterThan(0);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    const jobs = Object.fromEntries(body.jobs.map((j: { name: string }) => [j.name, j]));
    // The test config does not schedule the automation: it is listed, with no next run.
    expect(jobs['order-automation']).toMatchObject({ intervalMs: 0, nextRunAt: null, runs: 0, failures: 0 });
    expect(jobs['system-metrics']).toMatchObject({ intervalMs: 30_000 });
    expect(jobs['system-metrics'].nextRunAt).not.toBeNull();
    expectNoSecret(res.body);
  });

  it('records a job run and a failure with its cleaned message', async () => {
    let fail = true;
    app.ctx.monitor.jobs.registerJob({
      name: 'test-job',
      intervalMs: 0,
      run: async () => {
        if (fail) throw new Error(`lost postgres://portal:${DB_PASSWORD}@db.internal/portal`);
      },
    });
    await app.ctx.monitor.jobs.runNow('test-job');
    let job = (await get('/api/system/health', 'admin'))
      .json()
      .jobs.find((j: { name: string }) => j.name === 'test-job');
    expect(job).toMatchObject({ runs: 1, failures: 1 });
    expect(job.lastError).toContain('portal:***@db.internal');
    expect(job.lastRunAt).not.toBeNull();
    fail = false;
    await app.ctx.monitor.jobs.runNow('test-job');
    job = (await get('/api/system/health', 'admin')).json().jobs.find((j: { name: string }) => j.name === 'test-job');
    expect(job).toMatchObject({ runs: 2, failures: 1 });
  });

  it('is closed to members whose role does not have the page, and to visitors', async () => {
    expect((await get('/api/system/health')).statusCode).toBe(401);
    for (const who of ['turkiye', 'istanbul', 'bayi', 'musteri']) {
      expect((await get('/api/system/health', who)).statusCode).toBe(403);
    }
  });
});

describe('monitoring (system/monitoring)', () => {
  it('counts requests, 5xx errors and latency by route over the last hour and day', async () => {
    const before = (await get('/api/system/monitoring?window=hour', 'admin')).json();
    const healthBefore = before.routes.find((r: { route: string }) => r.route === 'GET /api/health')?.count ?? 0;
    for (let i = 0; i < 5; i++) expect((await get('/api/health')).statusCode).toBe(200);
    expect((await get('/api/test/failure')).statusCode).toBe(500);

    const res = await get('/api/system/monitoring?window=hour', 'admin');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.serverId).toBe(app.ctx.bus.serverId);
    expect(body.stepMinutes).toBe(1);
    expect(body.points).toHaveLength(60);
    const health = body.routes.find((r: { route: string }) => r.route === 'GET /api/health');
    expect(health.count).toBe(healthBefore + 5);
    expect(health.errors).toBe(0);
    expect(health.p50Ms).toBeGreaterThan(0);
    expect(health.p95Ms).toBeGreaterThanOrEqual(health.p50Ms);
    const failure = body.routes.find((r: { route: string }) => r.route === 'GET /api/test/failure');
    expect(failure).toMatchObject({ count: 1, errors: 1 });
    const last = body.points.at(-1);
    expect(last.count).toBeGreaterThanOrEqual(6);
    expect(body.total.errors).toBeGreaterThanOrEqual(1);

    const day = (await get('/api/system/monitoring?window=day', 'admin')).json();
    expect(day.stepMinutes).toBe(15);
    expect(day.points).toHaveLength(96);
    expect(day.routes.find((r: { route: string }) => r.route === 'GET /api/health').count).toBeGreaterThanOrEqual(5);
  });

  it('is for the admin only', async () => {
    expect((await get('/api/system/monitoring')).statusCode).toBe(401);
    for (const who of ['turkiye', 'istanbul', 'bayi', 'musteri']) {
      expect((await get('/api/system/monitoring', who)).statusCode).toBe(403);
    }
    expect((await get('/api/system/monitoring?window=week', 'admin')).statusCode).toBe(400);
  });
});

describe('debug (admin/debug)', () => {
  it('shows build info, flags and recent errors with their request ids, without a secret', async () => {
    const failed = await get('/api/test/failure');
    expect(failed.statusCode).toBe(500);
    const requestId = failed.json().requestId;

    const res = await get('/api/system/debug', 'admin');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.build).toMatchObject({
      environment: 'test',
      databaseKind: kind,
      nodeVersion: process.version,
      serverId: app.ctx.bus.serverId,
    });
    expect(body.build.commit).toMatch(/^(unknown|[0-9a-f]{7,40})$/);
    const flags = Object.fromEntries(body.flags.map((f: { key: string }) => [f.key, f]));
    expect(flags.mailDelivery.enabled).toBe(true);
    expect(flags.operationsToken).toMatchObject({ enabled: true, detail: null });
    expect(flags.orderAutomation.enabled).toBe(false);
    const error = body.recentErrors.find((e: { requestId: string }) => e.requestId === requestId);
    expect(error).toMatchObject({ method: 'GET', route: '/api/test/failure', status: 500, code: 'INTERNAL' });
    expect(error.message).toContain('portal:***@db.internal');
    // Newest first.
    expect(body.recentErrors[0].requestId).toBe(requestId);
    expectNoSecret(res.body);
    expect(res.body).not.toContain('db.internal:5432');
  });

  it('keeps only the last 100 errors', async () => {
    for (let i = 0; i < 105; i++) await get('/api/test/failure');
    const body = (await get('/api/system/debug', 'admin')).json();
    expect(body.recentErrors).toHaveLength(100);
  });

  it('is for the admin only', async () => {
    expect((await get('/api/system/debug')).statusCode).toBe(401);
    for (const who of ['turkiye', 'istanbul', 'bayi', 'musteri']) {
      expect((await get('/api/system/debug', who)).statusCode).toBe(403);
    }
  });

  it('writes no secret into the log while answering the system pages', async () => {
    const from = logLines.length;
    await get('/api/system/health', 'admin');
    await get('/api/system/debug', 'admin');
    await get('/api/system/monitoring?window=day', 'admin');
    expectNoSecret(logLines.slice(from).join('\n'));
  });
});

describe('system_metric_update', () => {
  it('is published only while an admin socket is open on this server, and reaches admins only', async () => {
    const dealer = connect({ cookie: cookies.bayi as string });
    await dealer.next((m) => m.type === 'hello');
    expect(await publishSystemMetrics(app.ctx)).toBe(false);

    const admin = connect({ cookie: cookies.admin as string });
    await admin.next((m) => m.type === 'hello');
    const health = (await get('/api/system/health', 'admin')).json();
    expect(health.bus.sockets).toEqual({ local: 2, admins: 1 });
    expect(health.bus.socketsByServer).toContainEqual({ serverId: app.ctx.bus.serverId, sockets: 2 });

    expect(await publishSystemMetrics(app.ctx)).toBe(true);
    const update = await admin.next((m) => m.type === SYSTEM_METRIC_EVENT);
    expect(update.payload).toMatchObject({ serverId: app.ctx.bus.serverId, sockets: 2 });
    expect(update.payload?.rssBytes).toBeGreaterThan(0);
    // Whatever the dealer's socket was sent before its pong has arrived by then.
    dealer.socket.send('ping');
    await dealer.next((m) => m.type === 'pong');
    expect(dealer.messages.some((m) => m.type === SYSTEM_METRIC_EVENT)).toBe(false);
    admin.socket.close();
    dealer.socket.close();
  });
});
