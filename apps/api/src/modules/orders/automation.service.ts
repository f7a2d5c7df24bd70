import { orderAutomationRules } from '@portal/db/schema';
import { AUTOMATION_RULE_LABELS, type AutomationRuleKind } from '@portal/shared/orders';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { audit } from '../../platform/audit';
import type { AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { announce, applyTransition } from './orders.service';
import * as repo from './orders.repository';

const HOUR_MS = 3_600_000;
/** Orders handled per rule and run; the next run takes the rest. */
const BATCH = 200;

function toDto(row: typeof orderAutomationRules.$inferSelect) {
  const kind = row.kind as AutomationRuleKind;
  return {
    kind,
    label: AUTOMATION_RULE_LABELS[kind],
    enabled: row.enabled,
    afterHours: row.afterHours,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    lastRunCount: row.lastRunCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listRules(ctx: AppContext) {
  const rows = await ctx.db.select().from(orderAutomationRules).orderBy(asc(orderAutomationRules.kind));
  return rows.map(toDto);
}

export async function updateRule(
  ctx: AppContext,
  request: FastifyRequest,
  member: Member,
  kind: AutomationRuleKind,
  body: { enabled?: boolean; afterHours?: number },
) {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(orderAutomationRules).where(eq(orderAutomationRules.kind, kind));
    if (!before) throw new AppError('NOT_FOUND');
    const [row] = await tx
      .update(orderAutomationRules)
      .set({ ...body, updatedBy: member.id, updatedAt: new Date() })
      .where(eq(orderAutomationRules.kind, kind))
      .returning();
    await audit(tx, request, {
      action: 'order_automation.updated',
      entityType: 'order_automation_rule',
      entityId: null,
      before: { kind, enabled: before.enabled, afterHours: before.afterHours },
      after: { kind, enabled: row!.enabled, afterHours: row!.afterHours },
    });
    return toDto(row!);
  });
}

/**
 * Runs every enabled rule once: unpaid bank-transfer and card orders older than their rule's hours
 * are cancelled (their stock released), delivered orders older than its hours are completed. Each
 * order moves in its own transaction through the same transition rules as a person's action, so
 * two servers running at once, or a person acting meanwhile, cannot apply a change twice.
 */
export async function runRules(ctx: AppContext, now = new Date()) {
  const rules = await ctx.db.select().from(orderAutomationRules);
  const counts = { cancelled: 0, completed: 0 };
  for (const rule of rules) {
    if (!rule.enabled) continue;
    const kind = rule.kind as AutomationRuleKind;
    const due = await repo.dueForAutomation(ctx.db, kind, new Date(now.getTime() - rule.afterHours * HOUR_MS), BATCH);
    let done = 0;
    for (const { id } of due) {
      const action = kind === 'complete_delivered' ? 'complete' : 'cancel';
      const note =
        kind === 'complete_delivered'
          ? `Teslimattan ${rule.afterHours} saat sonra otomatik tamamlandı`
          : `${rule.afterHours} saat içinde ödenmediği için otomatik iptal edildi`;
      try {
        const result = await ctx.db.transaction((tx) => applyTransition(tx, id, null, action, { note }, now));
        await announce(ctx, result.order, result.notices);
        done++;
      } catch (err) {
        // Someone moved it meanwhile (paid, cancelled by hand): nothing to do for this one.
        if (!(err instanceof AppError && err.code === 'INVALID_STATUS_TRANSITION')) throw err;
      }
    }
    if (kind === 'complete_delivered') counts.completed += done;
    else counts.cancelled += done;
    await ctx.db
      .update(orderAutomationRules)
      .set({ lastRunAt: now, lastRunCount: done })
      .where(eq(orderAutomationRules.kind, kind));
  }
  return counts;
}

/** Runs the rules on the server's schedule; answers a function that stops it. */
export function startAutomation(ctx: AppContext, log: FastifyBaseLogger): () => void {
  const interval = ctx.config.orderAutomationIntervalMs;
  if (interval <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runRules(ctx)
      .then((counts) => {
        if (counts.cancelled + counts.completed > 0) log.info(counts, 'order automation ran');
      })
      .catch((err) => log.error({ err }, 'order automation failed'))
      .finally(() => {
        running = false;
      });
  }, interval);
  timer.unref();
  return () => clearInterval(timer);
}
