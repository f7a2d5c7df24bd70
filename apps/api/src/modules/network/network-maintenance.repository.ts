import { type DbOrTx, queryRows } from '@portal/db/client';
import type { MaintenanceJobKind } from '@portal/shared/contracts/network-admin';
import { sql } from 'drizzle-orm';

/**
 * The maintenance_jobs rows and the reads the jobs work from. A job's `result` holds its figures
 * and, while it runs, `heartbeatAt`: the time its last batch committed.
 */

/** Starting a job takes this transaction lock, so two starts never both see "nothing running". */
const START_LOCK_KEY = 73_102_012;

export async function takeStartLock(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK_KEY})`);
}

export interface JobRow {
  id: string;
  kind: MaintenanceJobKind;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  dryRun: boolean;
  total: number;
  processed: number;
  result: Record<string, unknown> | null;
  error: string | null;
  startedById: string | null;
  startedByName: string | null;
  startedAt: Date | string | null;
  finishedAt: Date | string | null;
  createdAt: Date | string;
}

const JOB_COLUMNS = sql`j.id, j.kind, j.status, j.dry_run as "dryRun", j.total, j.processed, j.result, j.error,
  j.started_by as "startedById", s.name as "startedByName", j.started_at as "startedAt",
  j.finished_at as "finishedAt", j.created_at as "createdAt"`;

export async function listJobs(db: DbOrTx, limit: number) {
  return queryRows<JobRow>(
    db,
    sql`select ${JOB_COLUMNS} from maintenance_jobs j left join profiles s on s.id = j.started_by
        order by j.created_at desc, j.id desc limit ${limit}`,
  );
}

export async function findJob(db: DbOrTx, id: string) {
  const [row] = await queryRows<JobRow>(
    db,
    sql`select ${JOB_COLUMNS} from maintenance_jobs j left join profiles s on s.id = j.started_by
        where j.id = ${id}::uuid`,
  );
  return row ?? null;
}

/** Jobs still marked running whose last batch is older than `staleMs` (their server is gone). */
export async function failStaleJobs(db: DbOrTx, staleMs: number, error: string) {
  return queryRows<{ id: string; kind: string }>(
    db,
    sql`update maintenance_jobs set status = 'failed', error = ${error}, finished_at = now()
        where status in ('queued', 'running')
          and coalesce((result->>'heartbeatAt')::timestamptz, started_at, created_at)
              < now() - make_interval(secs => ${staleMs / 1000})
        returning id, kind`,
  );
}

export async function activeJob(db: DbOrTx) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from maintenance_jobs where status in ('queued', 'running') limit 1`,
  );
  return row ?? null;
}

export async function insertRunningJob(
  db: DbOrTx,
  job: { kind: MaintenanceJobKind; dryRun: boolean; startedBy: string | null },
) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into maintenance_jobs (kind, status, dry_run, started_by, started_at, result)
        values (${job.kind}, 'running', ${job.dryRun}, ${job.startedBy}, now(),
                jsonb_build_object('heartbeatAt', now()))
        returning id`,
  );
  if (!row) throw new Error('maintenance job insert returned nothing');
  return row.id;
}

/**
 * Records progress while the job is still running, and says whether it is: a job another server
 * has marked failed (stale) stops at its next batch.
 */
export async function recordProgress(
  db: DbOrTx,
  id: string,
  progress: { total: number; processed: number; result: Record<string, unknown> },
) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update maintenance_jobs set total = ${progress.total}, processed = ${progress.processed},
          result = ${JSON.stringify(progress.result)}::jsonb || jsonb_build_object('heartbeatAt', now())
        where id = ${id}::uuid and status = 'running' returning id`,
  );
  return rows.length > 0;
}

export async function finishJob(
  db: DbOrTx,
  id: string,
  end: { status: 'succeeded' | 'failed'; processed?: number; result?: Record<string, unknown>; error?: string },
) {
  await db.execute(
    sql`update maintenance_jobs set status = ${end.status}, finished_at = now(),
          processed = coalesce(${end.processed ?? null}::int, processed),
          result = coalesce(${end.result ? JSON.stringify(end.result) : null}::jsonb, result - 'heartbeatAt'),
          error = ${end.error ?? null}
        where id = ${id}::uuid and status = 'running'`,
  );
}

export async function countMembers(db: DbOrTx) {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from profiles`);
  return row?.n ?? 0;
}

/** The next `limit` member ids after `after` (keyset by id): one batch of a job. */
export async function nextIds(db: DbOrTx, after: string | null, limit: number) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from profiles ${after ? sql`where id > ${after}::uuid` : sql``} order by id limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/**
 * The plan of the path rebuild, read in one statement: the place every member must have by its
 * parent_id chain, walked down from the members without a parent. Answers the members whose stored
 * path or depth differ (with the depth they must have), and those it cannot place: `unreachable`
 * (their chain loops) and `tooDeep` (the chain is longer than 20).
 */
export async function planPathRebuild(db: DbOrTx) {
  const rows = await queryRows<{ id: string; depth: number | null; state: 'wrong' | 'unreachable' | 'too_deep' }>(
    db,
    sql`with recursive walk(id, path, depth) as (
          select id, '/' || id::text || '/', 0 from profiles where parent_id is null
          union all
          select c.id, w.path || c.id::text || '/', w.depth + 1
          from profiles c join walk w on c.parent_id = w.id where w.depth < 10000
        )
        select p.id, w.depth,
               case when w.id is null then 'unreachable' when w.depth > 20 then 'too_deep' else 'wrong' end as state
        from profiles p left join walk w on w.id = p.id
        where w.id is null or w.depth > 20 or p.path <> w.path or p.depth <> w.depth
        order by w.depth nulls last, p.id`,
  );
  return {
    wrong: rows.filter((r) => r.state === 'wrong').map((r) => ({ id: r.id, depth: r.depth as number })),
    unreachable: rows.filter((r) => r.state === 'unreachable').map((r) => r.id),
    tooDeep: rows.filter((r) => r.state === 'too_deep').map((r) => r.id),
  };
}

/** The stored paths of these members (before a rebuild changes them). */
export async function pathsOf(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return queryRows<{ id: string; path: string }>(
    db,
    sql`select id, path from profiles where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
}

/**
 * Places these members (all at the same depth by their chains) under their parents' current
 * paths, or at the root when `depth` is 0; only rows that differ change. Returns the changed ids.
 */
export async function placeUnderParents(db: DbOrTx, ids: readonly string[], depth: number) {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows =
    depth === 0
      ? await queryRows<{ id: string }>(
          db,
          sql`update profiles c set path = '/' || c.id::text || '/', depth = 0
              where c.id in (${list}) and c.parent_id is null
                and (c.path <> '/' || c.id::text || '/' or c.depth <> 0)
              returning c.id`,
        )
      : await queryRows<{ id: string }>(
          db,
          sql`update profiles c set path = p.path || c.id::text || '/', depth = p.depth + 1
              from profiles p
              where c.id in (${list}) and p.id = c.parent_id and p.depth + 1 <= 20
                and (c.path <> p.path || c.id::text || '/' or c.depth <> p.depth + 1)
              returning c.id`,
        );
  return rows.map((r) => r.id);
}
