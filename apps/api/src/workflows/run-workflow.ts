import type { Tx } from '@portal/db/client';
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
): Promise<T> {
  const after = new EventCollector((row) => ({
    type: 'notification',
    payload: notificationDto(row as NotificationRow),
    target: { userIds: [row.userId] },
  }));
  const result = await ctx.db.transaction(async (tx) => {
    // A retried transaction starts again with nothing to publish.
    after.clear();
    return work(tx, after);
  });
  await publishAll(ctx, name, after);
  return result;
}

async function publishAll(ctx: AppContext, name: string, after: EventCollector) {
  for (const event of after.events) {
    try {
      await ctx.bus.publish(event.type, event.payload, event.target);
    } catch (err) {
      ctx.log.error({ err, workflow: name, event: event.type }, 'workflow event not published after commit');
    }
  }
}
