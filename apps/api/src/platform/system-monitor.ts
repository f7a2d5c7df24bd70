import { JobRegistry } from './jobs';
import { RecentErrors, redactSecrets } from './recent-errors';
import { MinuteCounter, RequestSeries } from './request-series';
import type { FastifyBaseLogger } from 'fastify';

export interface SocketCounts {
  /** Open sockets on this server, and how many of them are admins'. */
  local: number;
  admins: number;
  /** Open sockets by server id, as the presence events of the bus tell them. */
  byServer: Record<string, number>;
}

/**
 * What one server knows about itself, for the system pages: its request series, its recent
 * errors, its scheduled jobs, the bus traffic it hears and its sockets (filled in by the realtime
 * routes). Built once per app in `buildApp`.
 */
export class SystemMonitor {
  readonly startedAt = new Date();
  readonly requests = new RequestSeries();
  readonly errors: RecentErrors;
  readonly jobs: JobRegistry;
  readonly busEvents = new MinuteCounter();
  /** When the bus's LISTEN connection last came back after being lost (null: never lost). */
  busResumedAt: Date | null = null;
  sockets: () => SocketCounts = () => ({ local: 0, admins: 0, byServer: {} });

  constructor(
    readonly serverId: string,
    secrets: readonly string[],
    log: FastifyBaseLogger,
  ) {
    this.errors = new RecentErrors(secrets);
    this.jobs = new JobRegistry(log, (m) => redactSecrets(m, secrets));
  }
}
