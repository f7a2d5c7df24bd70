import type { DbOrTx } from '@portal/db/client';
import { orderAutomationRules } from '@portal/db/schema';
import type { AutomationRuleKind } from '@portal/shared/orders';
import { asc, eq } from 'drizzle-orm';

export type AutomationRuleRow = typeof orderAutomationRules.$inferSelect;

export async function listRules(db: DbOrTx) {
  return db.select().from(orderAutomationRules).orderBy(asc(orderAutomationRules.kind));
}

export async function findRule(db: DbOrTx, kind: AutomationRuleKind) {
  const [row] = await db.select().from(orderAutomationRules).where(eq(orderAutomationRules.kind, kind));
  return row ?? null;
}

export async function updateRule(
  db: DbOrTx,
  kind: AutomationRuleKind,
  set: { enabled?: boolean; afterHours?: number; updatedBy: string; updatedAt: Date },
) {
  const [row] = await db.update(orderAutomationRules).set(set).where(eq(orderAutomationRules.kind, kind)).returning();
  return row!;
}

export async function recordRun(db: DbOrTx, kind: AutomationRuleKind, at: Date, count: number) {
  await db
    .update(orderAutomationRules)
    .set({ lastRunAt: at, lastRunCount: count })
    .where(eq(orderAutomationRules.kind, kind));
}
