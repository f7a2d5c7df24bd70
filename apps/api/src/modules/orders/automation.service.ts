import { AUTOMATION_RULE_LABELS, type AutomationRuleKind } from '@portal/shared/orders';
import { audit } from '../../platform/audit';
import type { Actor, AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import * as rules from './automation.repository';

function toDto(row: rules.AutomationRuleRow) {
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
  const rows = await rules.listRules(ctx.db);
  return rows.map(toDto);
}

export async function updateRule(
  ctx: AppContext,
  actor: Actor,
  member: Member,
  kind: AutomationRuleKind,
  body: { enabled?: boolean; afterHours?: number },
) {
  return ctx.db.transaction(async (tx) => {
    const before = await rules.findRule(tx, kind);
    if (!before) throw new AppError('NOT_FOUND');
    const row = await rules.updateRule(tx, kind, { ...body, updatedBy: member.id, updatedAt: new Date() });
    await audit(tx, actor, {
      action: 'order_automation.updated',
      entityType: 'order_automation_rule',
      entityId: null,
      before: { kind, enabled: before.enabled, afterHours: before.afterHours },
      after: { kind, enabled: row.enabled, afterHours: row.afterHours },
    });
    return toDto(row);
  });
}
