import { sendWithCommit, type Tx } from '@portal/db/client';
import { type AfterCommit, EventCollector } from '../platform/after-commit';
import type { AppContext } from '../platform/context';
import type { NotificationRow } from '../modules/notifications/notifications.repository';
import { toDto as notificationDto } from '../modules/notifications/notifications.service';

export type { AfterCommit };

/**
 * Runs a use case that spans domains: every write in one transaction, then, only once it has
 * committed, the live events the writes caused. The data is the truth and the events only tell
 * open tabs about it, so a failed publish is logged and never turns a committed change into an
 * error answer.
 */
export async function runWorkflow<T>(
  ctx: AppContext,
  name: string,
  work: (tx: Tx, after: AfterCommit) => Promise<T>,
  /**
   * Writes that follow the commit and are not part of it (a notice, say): they run before the
   * events go out, so theirs go out with the others in one publish.
   */
  afterCommit?: (result: T, after: AfterCommit) => Promise<void>,
): Promise<T> {
  const after = new EventCollector(notificationEvent);
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await ctx.db.transaction(async (tx) => {
        // A retried transaction starts again with nothing to publish.
        after.clear();
        // A transaction whose last statement carries its commit sends the events collected by
        // then in the same message: PostgreSQL delivers them on the commit (decision 073).
        // An event that cannot be sent so (too large) stays to be published after the commit,
        // where a failure is logged and the committed change stands.
        sendWithCommit(tx, () => {
          if (after.events.length === 0) return null;
          try {
            const statement = ctx.bus.publishAllStatement([...after.events]);
            after.clear();
            return statement;
          } catch {
            return null;
          }
        });
        return work(tx, after);
      });
      if (afterCommit) await afterCommit(result, after);
      await publishAll(ctx, name, after);
      return result;
    } catch (err) {
      // PostgreSQL ended the transaction to break a deadlock (a registration under a parent while
      // a move rewrites its subtree, say) or a serialization conflict: nothing was written, so the
      // work runs again, a few times, before the error reaches the caller.
      if (err instanceof RunAgain) {
        if (attempt >= MAX_ATTEMPTS) throw err.otherwise;
        continue;
      }
      if (attempt >= MAX_ATTEMPTS || !isRetryable(err)) throw err;
      ctx.log.warn({ err, workflow: name, attempt }, 'workflow transaction retried');
    }
  }
}

const MAX_ATTEMPTS = 3;

/**
 * Thrown by a workflow's work when what it read has changed under it (a simultaneous order took
 * the stock it meant to reserve, say): the transaction is rolled back and the work runs again,
 * reading anew. After the last attempt the caller gets `otherwise`.
 */
export class RunAgain extends Error {
  constructor(readonly otherwise: Error) {
    super(otherwise.message);
  }
}

const notificationEvent = (row: { userId: string }) => ({
  type: 'notification',
  payload: notificationDto(row as NotificationRow),
  target: { userIds: [row.userId] },
});

/** Deadlock detected (40P01) or serialization failure (40001), on node-postgres or PGlite. */
export function isRetryable(err: unknown): boolean {
  const e = (err as { cause?: unknown })?.cause ?? err;
  const code = (e as { code?: string })?.code;
  return code === '40P01' || code === '40001';
}

async function publishAll(ctx: AppContext, name: string, after: EventCollector) {
  if (after.events.length === 0) return;
  try {
    await ctx.bus.publishAll(after.events);
  } catch (err) {
    ctx.log.error({ err, workflow: name, events: after.events.length }, 'workflow event not published after commit');
  }
}

/** Live events for notification rows written after a commit (outside any workflow's transaction). */
export async function publishNotifications(ctx: AppContext, name: string, rows: readonly NotificationRow[]) {
  const after = new EventCollector(notificationEvent);
  after.notify(rows);
  await publishAll(ctx, name, after);
}
