import { randomUUID } from 'node:crypto';
import {
  BUS_PROBE_EVENT,
  type DebugInfo,
  type Monitoring,
  type MonitoringWindow,
  type SystemHealth,
  type SystemMetric,
} from '@portal/shared/contracts/system';
import type { AppContext } from '../../platform/context';
import { GIT_COMMIT, VERSION } from '../../platform/version';
import * as repo from './system.repository';

/** How long the bus probe waits to hear itself back before calling LISTEN down. */
const BUS_PROBE_TIMEOUT_MS = 2000;

const round = (ms: number) => Math.round(ms * 100) / 100;

/** Publishes a probe to nobody and waits for it to come back through LISTEN: the bus's round trip. */
export function probeBus(ctx: AppContext, timeoutMs = BUS_PROBE_TIMEOUT_MS): Promise<number | null> {
  const nonce = randomUUID();
  const started = performance.now();
  return new Promise((resolve) => {
    let done = false;
    const finish = (value: number | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      off();
      resolve(value);
    };
    const off = ctx.bus.subscribe((event) => {
      if (event.type === BUS_PROBE_EVENT && (event.payload as { nonce?: string } | null)?.nonce === nonce) {
        finish(round(performance.now() - started));
      }
    });
    const timer = setTimeout(() => finish(null), timeoutMs);
    ctx.bus.publish(BUS_PROBE_EVENT, { nonce }, { userIds: [] }).catch(() => finish(null));
  });
}

async function pingDatabase(ctx: AppContext): Promise<number | null> {
  const started = performance.now();
  try {
    await ctx.database.ping();
    return round(performance.now() - started);
  } catch {
    return null;
  }
}

function memory() {
  const m = process.memoryUsage();
  return { rssBytes: m.rss, heapUsedBytes: m.heapUsed, heapTotalBytes: m.heapTotal, externalBytes: m.external };
}

/** admin/system-health and system/health: this server's database, bus, jobs, memory and uptime. */
export async function health(ctx: AppContext): Promise<SystemHealth> {
  const { monitor } = ctx;
  const [roundTripMs, sizeBytes, busRoundTripMs] = await Promise.all([
    pingDatabase(ctx),
    repo.databaseSize(ctx.db),
    probeBus(ctx),
  ]);
  const sockets = monitor.sockets();
  const jobs = monitor.jobs.list();
  const ok =
    roundTripMs !== null &&
    busRoundTripMs !== null &&
    jobs.every(
      (j) => j.lastError === null || j.lastErrorAt === null || (j.lastRunAt !== null && j.lastErrorAt < j.lastRunAt),
    );
  return {
    serverId: monitor.serverId,
    checkedAt: new Date().toISOString(),
    status: ok ? 'ok' : 'degraded',
    version: VERSION,
    startedAt: monitor.startedAt.toISOString(),
    uptimeSeconds: Math.round(process.uptime()),
    database: {
      ok: roundTripMs !== null,
      kind: ctx.database.kind,
      roundTripMs,
      sizeBytes,
      pool: repo.poolUse(ctx.db),
    },
    bus: {
      listening: busRoundTripMs !== null,
      roundTripMs: busRoundTripMs,
      eventsLastMinute: monitor.busEvents.lastMinute(),
      eventsPerMinuteHour: monitor.busEvents.hourAverage(),
      resumedAt: monitor.busResumedAt?.toISOString() ?? null,
      sockets: { local: sockets.local, admins: sockets.admins },
      socketsByServer: Object.entries(sockets.byServer)
        .map(([serverId, n]) => ({ serverId, sockets: n }))
        .sort((a, b) => b.sockets - a.sockets || a.serverId.localeCompare(b.serverId)),
    },
    jobs,
    memory: memory(),
  };
}

const WINDOWS: Record<MonitoringWindow, { minutes: number; step: number }> = {
  hour: { minutes: 60, step: 1 },
  day: { minutes: 1440, step: 15 },
};

/** system/monitoring: request rate, errors and latency percentiles by route, from this server. */
export function monitoring(ctx: AppContext, window: MonitoringWindow, now = Date.now()): Monitoring {
  const { minutes, step } = WINDOWS[window];
  const report = ctx.monitor.requests.report(minutes, step, now);
  return {
    serverId: ctx.monitor.serverId,
    window,
    from: new Date(report.from).toISOString(),
    to: new Date(report.to).toISOString(),
    stepMinutes: report.stepMinutes,
    total: report.total,
    points: report.points.map((p) => ({ ...p, at: new Date(p.at).toISOString() })),
    routes: report.routes,
  };
}

/** admin/debug: build info, what the configuration turns on, and the last unexpected errors. */
export function debugInfo(ctx: AppContext): DebugInfo {
  const { config, monitor } = ctx;
  const trust = config.trustProxy;
  return {
    build: {
      version: VERSION,
      commit: GIT_COMMIT,
      nodeVersion: process.version,
      startedAt: monitor.startedAt.toISOString(),
      environment: config.env,
      databaseKind: ctx.database.kind,
      serverId: monitor.serverId,
    },
    flags: [
      { key: 'mailDelivery', enabled: !!config.smtpUrl, detail: null },
      {
        key: 'orderAutomation',
        enabled: config.orderAutomationIntervalMs > 0,
        detail: config.orderAutomationIntervalMs > 0 ? `${config.orderAutomationIntervalMs} ms` : null,
      },
      { key: 'sessionCache', enabled: config.sessionCacheMs > 0, detail: `${config.sessionCacheMs} ms` },
      { key: 'cardPayments', enabled: true, detail: config.cardPaymentProvider },
      { key: 'demoData', enabled: config.seedDemo !== false, detail: null },
      {
        key: 'trustProxy',
        enabled: trust !== false,
        detail: trust === false ? null : 'hops' in trust ? String(trust.hops) : `${trust.addresses.length}`,
      },
      { key: 'operationsToken', enabled: !!config.operations.token, detail: null },
      { key: 'rateLimit', enabled: true, detail: String(config.limits.requestsPerMinute) },
    ],
    recentErrors: monitor.errors.list(),
  };
}

/** The `system_metric_update` snapshot: this server's last complete minute and its memory. */
export function metricSnapshot(ctx: AppContext, now = Date.now()): SystemMetric {
  const lastMinute = ctx.monitor.requests.report(1, 1, now - 60_000).total;
  const m = process.memoryUsage();
  return {
    serverId: ctx.monitor.serverId,
    at: new Date(now).toISOString(),
    uptimeSeconds: Math.round(process.uptime()),
    rssBytes: m.rss,
    heapUsedBytes: m.heapUsed,
    requestsLastMinute: lastMinute.count,
    errorsLastMinute: lastMinute.errors,
    p95LastMinuteMs: lastMinute.p95Ms,
    sockets: ctx.monitor.sockets().local,
  };
}
