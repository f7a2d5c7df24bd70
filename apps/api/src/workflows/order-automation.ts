import type { AutomationRuleKind } from '@portal/shared/orders';
import { MESSAGES } from '@portal/shared/messages';
import type { AppContext } from '../platform/context';
import { AppError } from '../platform/errors';
import * as rules from '../modules/orders/automation.repository';
import { dueForAutomation } from '../modules/orders/orders.repository';
import { announceTransition, applyTransition } from './order-transition';
import { runWorkflow } from './run-workflow';

const HOUR_MS = 3_600_000;
/** Orders handled per rule and run; the next run takes the rest. */
const BATCH = 200;

/**
 * Runs every enabled rule once: unpaid bank-transfer and card orders older than their rule's hours
 * are cancelled (their stock released), delivered orders older than its hours are completed. Each
 * order moves in its own transaction through the same transition rules as a person's action, so
 * two servers running at once, or a person acting meanwhile, cannot apply a change twice.
 */
export async function runRules(ctx: AppContext, now = new Date()) {
  const all = await rules.listRules(ctx.db);
  const counts = { cancelled: 0, completed: 0 };
  for (const rule of all) {
    if (!rule.enabled) continue;
    const kind = rule.kind as AutomationRuleKind;
    const due = await dueForAutomation(ctx.db, kind, new Date(now.getTime() - rule.afterHours * HOUR_MS), BATCH);
    let done = 0;
    for (const { id } of due) {
      const action = kind === 'complete_delivered' ? 'complete' : 'cancel';
      const note =
        kind === 'complete_delivered'
          ? MESSAGES.orders.autoCompleted(rule.afterHours)
          : MESSAGES.orders.autoCancelled(rule.afterHours);
      try {
        await runWorkflow(ctx, 'order.automation', async (tx, after) => {
          const result = await applyTransition(tx, id, null, action, { note }, now);
          announceTransition(after, result);
        });
        done++;
      } catch (err) {
        // Someone moved it meanwhile (paid, cancelled by hand): nothing to do for this one.
        if (!(err instanceof AppError && err.code === 'INVALID_STATUS_TRANSITION')) throw err;
      }
    }
    if (kind === 'complete_delivered') counts.completed += done;
    else counts.cancelled += done;
    await rules.recordRun(ctx.db, kind, now, done);
  }
  return counts;
}

/** Runs the rules on the server's schedule, as the scheduled job `order-automation`. */
export function registerOrderAutomation(ctx: AppContext): void {
  ctx.monitor.jobs.registerJob({
    name: 'order-automation',
    intervalMs: ctx.config.orderAutomationIntervalMs,
    run: async () => {
      const counts = await runRules(ctx);
      if (counts.cancelled + counts.completed > 0) ctx.log.info(counts, 'order automation ran');
    },
  });
}
