import { SYSTEM_METRIC_EVENT } from '@portal/shared/contracts/system';
import type { AppContext } from '../../platform/context';
import { metricSnapshot } from './system.service';

export const SYSTEM_METRICS_INTERVAL_MS = 30_000;

/**
 * Publishes this server's snapshot to the admins, only while an admin socket is open on this
 * server: with nobody watching it costs one counter walk every 30 s. Answers whether it published.
 */
export async function publishSystemMetrics(ctx: AppContext): Promise<boolean> {
  if (ctx.monitor.sockets().admins === 0) return false;
  await ctx.bus.publish(SYSTEM_METRIC_EVENT, metricSnapshot(ctx), { roles: ['admin'] });
  return true;
}

export function registerSystemMetricsJob(ctx: AppContext): void {
  ctx.monitor.jobs.registerJob({
    name: 'system-metrics',
    intervalMs: SYSTEM_METRICS_INTERVAL_MS,
    run: async () => {
      await publishSystemMetrics(ctx);
    },
  });
}
