import type { FastifyBaseLogger } from 'fastify';

/**
 * The server's scheduled jobs in one place: each runs every `intervalMs` (0 = registered but not
 * scheduled, as in tests), never twice at once on one server, and its last run, duration, next
 * run, last error and failure count are kept for the system health page. All stop on close.
 */
export interface JobDefinition {
  name: string;
  intervalMs: number;
  run: () => Promise<void>;
}

export interface JobStatus {
  name: string;
  intervalMs: number;
  running: boolean;
  lastRunAt: string | null;
  lastDurationMs: number | null;
  nextRunAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
  runs: number;
  failures: number;
}

interface Job extends JobDefinition {
  timer: ReturnType<typeof setInterval> | undefined;
  running: boolean;
  lastRunAt: number | null;
  lastDurationMs: number | null;
  nextRunAt: number | null;
  lastError: string | null;
  lastErrorAt: number | null;
  runs: number;
  failures: number;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export class JobRegistry {
  private readonly jobs = new Map<string, Job>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly clean: (message: string) => string = (m) => m,
  ) {}

  registerJob(definition: JobDefinition): void {
    if (this.jobs.has(definition.name)) throw new Error(`job ${definition.name} is already registered`);
    const job: Job = {
      ...definition,
      timer: undefined,
      running: false,
      lastRunAt: null,
      lastDurationMs: null,
      nextRunAt: null,
      lastError: null,
      lastErrorAt: null,
      runs: 0,
      failures: 0,
    };
    this.jobs.set(job.name, job);
    if (job.intervalMs > 0) {
      job.nextRunAt = Date.now() + job.intervalMs;
      job.timer = setInterval(() => void this.runJob(job), job.intervalMs);
      job.timer.unref();
    }
  }

  /** Runs a job now (its schedule stays as it was); false when it is already running. */
  async runNow(name: string): Promise<boolean> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job ${name}`);
    return this.runJob(job);
  }

  private async runJob(job: Job): Promise<boolean> {
    if (job.intervalMs > 0) job.nextRunAt = Date.now() + job.intervalMs;
    if (job.running) return false;
    job.running = true;
    const started = Date.now();
    try {
      await job.run();
    } catch (err) {
      job.failures++;
      job.lastError = this.clean(err instanceof Error ? err.message : String(err)).slice(0, 300);
      job.lastErrorAt = Date.now();
      this.log.error({ err, job: job.name }, 'scheduled job failed');
    } finally {
      job.running = false;
      job.runs++;
      job.lastRunAt = started;
      job.lastDurationMs = Date.now() - started;
    }
    return true;
  }

  list(): JobStatus[] {
    return [...this.jobs.values()].map((j) => ({
      name: j.name,
      intervalMs: j.intervalMs,
      running: j.running,
      lastRunAt: iso(j.lastRunAt),
      lastDurationMs: j.lastDurationMs,
      nextRunAt: iso(j.nextRunAt),
      lastError: j.lastError,
      lastErrorAt: iso(j.lastErrorAt),
      runs: j.runs,
      failures: j.failures,
    }));
  }

  stop(): void {
    for (const job of this.jobs.values()) {
      if (job.timer) clearInterval(job.timer);
      job.timer = undefined;
      job.nextRunAt = null;
    }
  }
}
