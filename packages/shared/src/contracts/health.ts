import { z } from 'zod';

/** The contract of /api/health: liveness and a database round trip, for load balancers. */

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({ ok: z.boolean(), kind: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  memory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number() }),
});
export type Health = z.infer<typeof healthSchema>;
