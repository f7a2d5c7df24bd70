import { z } from 'zod';

/**
 * The contract of the admin's system pages (admin/system-health, system/health, system/monitoring,
 * admin/debug). Every figure is one server's own: the answer says which server (`serverId`).
 */

/** Every 30 s, to the admins' sockets of a server that has any: a small snapshot of that server. */
export const SYSTEM_METRIC_EVENT = 'system_metric_update';
/** Sent to nobody: a server hears its own probe come back through the bus (LISTEN is up). */
export const BUS_PROBE_EVENT = 'bus_probe';

export const jobStatusSchema = z.object({
  name: z.string(),
  intervalMs: z.number(),
  running: z.boolean(),
  lastRunAt: z.string().nullable(),
  lastDurationMs: z.number().nullable(),
  nextRunAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  runs: z.number(),
  failures: z.number(),
});
export type JobStatusView = z.infer<typeof jobStatusSchema>;

export const systemHealthSchema = z.object({
  serverId: z.string(),
  checkedAt: z.string(),
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  startedAt: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    ok: z.boolean(),
    kind: z.enum(['pglite', 'postgres']),
    roundTripMs: z.number().nullable(),
    sizeBytes: z.number().nullable(),
    /** Pooled connections (PostgreSQL only): open, idle, callers waiting, and the pool's size. */
    pool: z.object({ total: z.number(), idle: z.number(), waiting: z.number(), max: z.number() }).nullable(),
  }),
  bus: z.object({
    /** The server heard its own probe come back through LISTEN within the time allowed. */
    listening: z.boolean(),
    roundTripMs: z.number().nullable(),
    eventsLastMinute: z.number(),
    eventsPerMinuteHour: z.number(),
    resumedAt: z.string().nullable(),
    sockets: z.object({ local: z.number(), admins: z.number() }),
    socketsByServer: z.array(z.object({ serverId: z.string(), sockets: z.number() })),
  }),
  jobs: z.array(jobStatusSchema),
  memory: z.object({
    rssBytes: z.number(),
    heapUsedBytes: z.number(),
    heapTotalBytes: z.number(),
    externalBytes: z.number(),
  }),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

export const MONITORING_WINDOWS = ['hour', 'day'] as const;
export type MonitoringWindow = (typeof MONITORING_WINDOWS)[number];
export const monitoringQuerySchema = z.object({ window: z.enum(MONITORING_WINDOWS).default('hour') });
export type MonitoringQuery = z.infer<typeof monitoringQuerySchema>;

const latencySummarySchema = z.object({
  count: z.number(),
  errors: z.number(),
  avgMs: z.number(),
  p50Ms: z.number(),
  p95Ms: z.number(),
  p99Ms: z.number(),
});
export type LatencySummaryView = z.infer<typeof latencySummarySchema>;

export const monitoringSchema = z.object({
  serverId: z.string(),
  window: z.enum(MONITORING_WINDOWS),
  from: z.string(),
  to: z.string(),
  stepMinutes: z.number(),
  total: latencySummarySchema,
  points: z.array(latencySummarySchema.extend({ at: z.string() })),
  routes: z.array(latencySummarySchema.extend({ route: z.string() })),
});
export type Monitoring = z.infer<typeof monitoringSchema>;

export const FEATURE_FLAG_KEYS = [
  'mailDelivery',
  'orderAutomation',
  'sessionCache',
  'cardPayments',
  'demoData',
  'trustProxy',
  'operationsToken',
  'rateLimit',
] as const;
export type FeatureFlagKey = (typeof FEATURE_FLAG_KEYS)[number];

export const debugInfoSchema = z.object({
  build: z.object({
    version: z.string(),
    commit: z.string(),
    nodeVersion: z.string(),
    startedAt: z.string(),
    environment: z.enum(['development', 'production', 'test']),
    databaseKind: z.enum(['pglite', 'postgres']),
    serverId: z.string(),
  }),
  /** What the configuration turns on; values never carry a secret (a token is only "set"). */
  flags: z.array(z.object({ key: z.enum(FEATURE_FLAG_KEYS), enabled: z.boolean(), detail: z.string().nullable() })),
  /** The server's last unexpected errors, newest first (at most 100). */
  recentErrors: z.array(
    z.object({
      at: z.string(),
      requestId: z.string(),
      method: z.string(),
      route: z.string(),
      status: z.number(),
      code: z.string(),
      message: z.string(),
    }),
  ),
});
export type DebugInfo = z.infer<typeof debugInfoSchema>;

/** The payload of `system_metric_update`. */
export const systemMetricSchema = z.object({
  serverId: z.string(),
  at: z.string(),
  uptimeSeconds: z.number(),
  rssBytes: z.number(),
  heapUsedBytes: z.number(),
  requestsLastMinute: z.number(),
  errorsLastMinute: z.number(),
  p95LastMinuteMs: z.number(),
  sockets: z.number(),
});
export type SystemMetric = z.infer<typeof systemMetricSchema>;
