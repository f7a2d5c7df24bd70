import {
  MAINTENANCE_BATCH_SIZE,
  type MaintenanceJob,
  type MaintenanceJobKind,
  maintenanceResultSchema,
} from '@portal/shared/contracts/network-admin';
import { MESSAGES } from '@portal/shared/messages';
import { batches } from '@portal/shared/network-consistency';
import { uplineIds } from '@portal/shared/network';
import type { DbOrTx } from '@portal/db/client';
import { audit } from '../../platform/audit';
import type { Actor, AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { recountMembers, syncPoints, uplineIdsOf } from './network-admin.repository';
import { takeMoveLock } from './network-moves.repository';
import * as repo from './network-maintenance.repository';

/**
 * Network maintenance: three jobs over every member, run in the background of the server that
 * started them, one batch (one transaction) at a time, one job at a time. A job whose batches stop
 * arriving for STALE_AFTER_MS (its server stopped) is marked failed by the next start-up or start.
 */
export const STALE_AFTER_MS = 60_000;
const HISTORY = 30;

type Figures = { checked: number; changed: number; unreachable?: number; tooDeep?: number; sampleIds?: string[] };

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

export function toJobDto(row: repo.JobRow): MaintenanceJob {
  const parsed = row.result ? maintenanceResultSchema.safeParse(row.result) : null;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    dryRun: row.dryRun,
    total: row.total,
    processed: row.processed,
    result: parsed?.success ? parsed.data : null,
    error: row.error,
    startedBy: row.startedById ? { id: row.startedById, name: row.startedByName ?? '' } : null,
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    createdAt: iso(row.createdAt) as string,
  };
}

export async function listJobs(ctx: AppContext) {
  return { jobs: (await repo.listJobs(ctx.db, HISTORY)).map(toJobDto) };
}

export async function getJob(ctx: AppContext, id: string) {
  const row = await repo.findJob(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toJobDto(row);
}

/** Jobs of this server still running; closing the server waits for them to stop. */
const running = new WeakMap<AppContext, Set<Promise<void>>>();
const stopping = new WeakSet<AppContext>();

/** At start-up: a job left running by a server that stopped is marked failed (not resumed). */
export async function failInterruptedJobs(ctx: AppContext) {
  const failed = await repo.failStaleJobs(ctx.db, STALE_AFTER_MS, MESSAGES.networkAdmin.jobInterrupted);
  for (const job of failed) ctx.log.warn({ jobId: job.id, kind: job.kind }, 'maintenance job marked failed: stale');
}

export async function stopJobs(ctx: AppContext) {
  stopping.add(ctx);
  await Promise.allSettled([...(running.get(ctx) ?? [])]);
}

export async function startJob(ctx: AppContext, actor: Actor, input: { kind: MaintenanceJobKind; dryRun: boolean }) {
  const id = await ctx.db.transaction(async (tx) => {
    await repo.takeStartLock(tx);
    await repo.failStaleJobs(tx, STALE_AFTER_MS, MESSAGES.networkAdmin.jobInterrupted);
    if (await repo.activeJob(tx)) throw new AppError('MAINTENANCE_JOB_RUNNING');
    const jobId = await repo.insertRunningJob(tx, { kind: input.kind, dryRun: input.dryRun, startedBy: actor.id });
    await audit(tx, actor, {
      action: 'network.maintenance.start',
      entityType: 'maintenance_job',
      entityId: jobId,
      after: { kind: input.kind, dryRun: input.dryRun },
    });
    return jobId;
  });
  const work = runJob(ctx, actor, id, input.kind, input.dryRun);
  const set = running.get(ctx) ?? new Set();
  running.set(ctx, set);
  set.add(work);
  void work.finally(() => set.delete(work));
  return getJob(ctx, id);
}

class JobStopped extends Error {}

async function runJob(ctx: AppContext, actor: Actor, id: string, kind: MaintenanceJobKind, dryRun: boolean) {
  let processed = 0;
  let total = 0;
  const figures: Figures = { checked: 0, changed: 0 };
  /** One batch: its own transaction, then the progress, or a stop when the job is no longer ours. */
  const batch = async (work: (tx: DbOrTx) => Promise<void>, done: number) => {
    if (stopping.has(ctx)) throw new JobStopped();
    await ctx.db.transaction(async (tx) => {
      await takeMoveLock(tx);
      await work(tx);
    });
    processed += done;
    if (!(await repo.recordProgress(ctx.db, id, { total, processed, result: figures }))) throw new JobStopped();
  };
  const setTotal = async (n: number) => {
    total = n;
    if (!(await repo.recordProgress(ctx.db, id, { total, processed, result: figures }))) throw new JobStopped();
  };

  try {
    if (kind === 'recount' || kind === 'sync_points') {
      await setTotal(await repo.countMembers(ctx.db));
      let after: string | null = null;
      for (;;) {
        const ids = await repo.nextIds(ctx.db, after, MAINTENANCE_BATCH_SIZE);
        if (ids.length === 0) break;
        await batch(async (tx) => {
          figures.checked += ids.length;
          if (kind === 'recount') figures.changed += await recountMembers(tx, ids, dryRun);
          else figures.changed += (await syncPoints(tx, ids, dryRun)).length;
        }, ids.length);
        after = ids[ids.length - 1] as string;
      }
    } else {
      await rebuildPaths(ctx, dryRun, figures, setTotal, batch);
    }
    await repo.finishJob(ctx.db, id, { status: 'succeeded', processed, result: figures });
    await audit(ctx.db, actor, {
      action: 'network.maintenance.finish',
      entityType: 'maintenance_job',
      entityId: id,
      after: { kind, dryRun, ...figures },
    });
  } catch (err) {
    if (!(err instanceof JobStopped)) ctx.log.error({ err, jobId: id, kind }, 'maintenance job failed');
    await repo
      .finishJob(ctx.db, id, {
        status: 'failed',
        result: figures,
        error: stopping.has(ctx) ? MESSAGES.networkAdmin.jobInterrupted : MESSAGES.networkAdmin.jobFailed,
      })
      .catch((e) => ctx.log.error({ err: e, jobId: id }, 'maintenance job could not be marked failed'));
  }
}

/**
 * Rebuilds path and depth of every member from parent_id, top-down: the plan is read in one
 * statement, then the members to fix are placed under their parents' current paths, shallowest
 * first, a batch at a time (inside a batch, one statement per depth). Members in or below a cycle
 * and chains deeper than 20 are reported, not guessed. The counters of every member whose paths
 * changed above or below it are recounted at the end (paths are what they count).
 */
async function rebuildPaths(
  ctx: AppContext,
  dryRun: boolean,
  figures: Figures,
  setTotal: (n: number) => Promise<void>,
  batch: (work: (tx: DbOrTx) => Promise<void>, done: number) => Promise<void>,
) {
  const plan = await repo.planPathRebuild(ctx.db);
  figures.checked = await repo.countMembers(ctx.db);
  figures.unreachable = plan.unreachable.length;
  figures.tooDeep = plan.tooDeep.length;
  figures.sampleIds = [...plan.unreachable, ...plan.tooDeep].slice(0, 10);
  if (dryRun) {
    figures.changed = plan.wrong.length;
    await setTotal(plan.wrong.length);
    await batch(async () => {}, plan.wrong.length);
    return;
  }
  await setTotal(plan.wrong.length);
  const touched = new Set<string>();
  for (const part of batches(plan.wrong, MAINTENANCE_BATCH_SIZE)) {
    await batch(async (tx) => {
      const before = await repo.pathsOf(
        tx,
        part.map((m) => m.id),
      );
      for (const row of before) for (const up of uplineIds(row.path)) touched.add(up);
      const depths = [...new Set(part.map((m) => m.depth))].sort((a, b) => a - b);
      for (const depth of depths) {
        const ids = part.filter((m) => m.depth === depth).map((m) => m.id);
        const changed = await repo.placeUnderParents(tx, ids, depth);
        figures.changed += changed.length;
        for (const changedId of changed) touched.add(changedId);
      }
    }, part.length);
  }
  // Counters follow the new paths: every member above an old or a new place, and the moved ones.
  const recount = new Set(touched);
  for (const part of batches([...touched], MAINTENANCE_BATCH_SIZE)) {
    await ctx.db.transaction(async (tx) => {
      for (const up of await uplineIdsOf(tx, part)) recount.add(up);
    });
  }
  for (const part of batches([...recount], MAINTENANCE_BATCH_SIZE)) {
    await ctx.db.transaction(async (tx) => {
      await takeMoveLock(tx);
      await recountMembers(tx, part);
    });
  }
}
