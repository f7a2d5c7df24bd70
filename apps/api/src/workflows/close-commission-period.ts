import { buildPayout, PERIOD_PATTERN, payoutDate, periodLabel, periodOf } from '@portal/shared/commissions';
import { COMMISSION_CHANGED_EVENT, type CommissionChangedEvent } from '@portal/shared/contracts/commission-events';
import { formatDate, formatMoney } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { audit } from '../platform/audit';
import type { Actor, AppContext } from '../platform/context';
import { AppError } from '../platform/errors';
import { insertMany as insertNotifications } from '../modules/notifications/notifications.repository';
import * as repo from '../modules/payouts/payouts.repository';
import { moneySettings } from '../modules/system-settings/system-settings.repository';
import { runWorkflow } from './run-workflow';

export interface CloseOutcome {
  period: repo.PeriodRow;
  alreadyClosed: boolean;
}

/**
 * The named workflow 'commission.close-period' (PRODUCT.md §7): the admin closes a month before
 * the current Istanbul month. In one transaction, behind one advisory lock (two closes run one
 * after the other, and the second finds the period closed and does nothing):
 * - every payable line up to the month (not in a payout, approved, clawbacks included) is read
 *   and, for the scheduled payouts, linked in one UPDATE that locks it; when a concurrent cancel
 *   or approval changed the lines in between, the close runs again with the lines locked as
 *   they are read (slower, but nothing can move them then);
 * - per beneficiary `buildPayout` gives gross, withholding and net with today's rules: scheduled
 *   for the period's payment day, with the lines linked to it, or carried over (below the minimum
 *   or not positive: the row is kept for the record, the lines stay free for the next close);
 * - the period keeps its totals and the rules it was closed with, and is closed for good;
 * - each beneficiary is told, and open commission pages read again after the commit.
 */
export async function closeCommissionPeriod(
  ctx: AppContext,
  actor: Actor,
  period: string,
  now: Date = new Date(),
): Promise<CloseOutcome> {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  if (!PERIOD_PATTERN.test(period) || period >= periodOf(now)) throw new AppError('PERIOD_NOT_CLOSABLE');

  // First optimistically (read, then link and check); if returns or approvals kept changing the
  // lines in between, once more with the lines locked as they are read, which cannot miss.
  try {
    return await closeOnce(ctx, actor, period, now, false);
  } catch (err) {
    if (!(err instanceof LinesChanged)) throw err;
    ctx.log.warn({ period }, 'commission lines changed during the close; closing again with the lines locked');
    return closeOnce(ctx, actor, period, now, true);
  }
}

/** The payable lines moved between reading and linking them. */
class LinesChanged extends Error {}

function closeOnce(ctx: AppContext, actor: Actor, period: string, now: Date, lock: boolean): Promise<CloseOutcome> {
  return runWorkflow(ctx, 'commission.close-period', async (tx, after) => {
    await repo.lockPeriodClosing(tx);
    const existing = await repo.lockPeriod(tx, period);
    if (existing.status === 'closed') return { period: existing, alreadyClosed: true };

    const settings = await moneySettings(tx);
    const rules = {
      minimumPayout: settings['commission.minimumPayout'],
      withholdingBp: settings['commission.withholdingBp'],
      paymentDay: settings['commission.paymentDay'],
    };
    const date = payoutDate(period, rules.paymentDay);
    const groups = await repo.payableGroups(tx, period, lock);

    const rows: repo.PayoutInsert[] = groups.map((g) => {
      const built = buildPayout([g.gross], rules);
      return {
        period,
        beneficiaryId: g.beneficiaryId,
        lineCount: g.lineCount,
        gross: built.gross,
        withholding: built.withholding,
        net: built.net,
        method: g.method,
        status: built.status,
        scheduledFor: built.status === 'scheduled' ? date : null,
        iban: g.method === 'bank' ? g.iban : null,
        createdAt: now,
        updatedAt: now,
      };
    });
    const payouts = await repo.insertPayouts(tx, rows);
    // The lines read above and the lines linked now must be the same: a cancel or an approval
    // committed in between changes them, and then the whole close runs again (nothing of this
    // attempt is kept), as after a serialization failure.
    const linked = new Map((await repo.linkScheduledLines(tx, period, now)).map((l) => [l.payoutId, l]));
    for (const p of payouts) {
      const got = linked.get(p.id);
      const same =
        p.status === 'scheduled' ? got?.lineCount === p.lineCount && got.amount === p.gross : got === undefined;
      if (!same) throw new LinesChanged('commission lines changed during the close');
    }

    const scheduled = payouts.filter((p) => p.status === 'scheduled');
    const closed = await repo.markPeriodClosed(tx, period, {
      payoutDate: date,
      closedBy: actor.id,
      rules,
      payoutCount: scheduled.length,
      grossTotal: scheduled.reduce((s, p) => s + p.gross, 0),
      withholdingTotal: scheduled.reduce((s, p) => s + p.withholding, 0),
      netTotal: scheduled.reduce((s, p) => s + p.net, 0),
      now,
    });

    const label = periodLabel(period);
    const notices = payouts.map((p) =>
      p.status === 'scheduled'
        ? {
            userId: p.beneficiaryId,
            type: 'success',
            title: MESSAGES.payouts.scheduledTitle,
            message: MESSAGES.payouts.scheduled(label, formatMoney(p.net), formatDate(`${date}T12:00:00Z`)),
            actionUrl: '/dashboard/commissions/payments',
            relatedEntityId: p.id,
            relatedEntityType: 'commission_payout',
          }
        : {
            userId: p.beneficiaryId,
            type: 'info',
            title: MESSAGES.payouts.carriedOverTitle,
            message: MESSAGES.payouts.carriedOver(label, formatMoney(p.gross), formatMoney(rules.minimumPayout)),
            actionUrl: '/dashboard/commissions/payments',
            relatedEntityId: p.id,
            relatedEntityType: 'commission_payout',
          },
    );
    for (let i = 0; i < notices.length; i += 2_000) {
      after.notify(await insertNotifications(tx, notices.slice(i, i + 2_000)));
    }

    await audit(tx, actor, {
      action: 'commission_period.closed',
      entityType: 'commission_period',
      entityId: period,
      after: {
        rules,
        payoutDate: date,
        scheduled: scheduled.length,
        carriedOver: payouts.length - scheduled.length,
        netTotal: closed.netTotal,
      },
    });

    const payload: CommissionChangedEvent = { kind: 'payout', orderId: null, orderNumber: null, period };
    // A NOTIFY payload is small (8 kB): the beneficiaries are told a hundred at a time.
    for (let i = 0; i < payouts.length; i += 100) {
      after.publish(COMMISSION_CHANGED_EVENT, payload, {
        userIds: payouts.slice(i, i + 100).map((p) => p.beneficiaryId),
      });
    }
    after.publish(COMMISSION_CHANGED_EVENT, payload, { roles: ['admin', 'turkeyDistributor'] });
    return { period: closed, alreadyClosed: false };
  });
}
