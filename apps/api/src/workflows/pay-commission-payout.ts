import type { Tx } from '@portal/db/client';
import { periodLabel } from '@portal/shared/commissions';
import {
  COMMISSION_CHANGED_EVENT,
  type CommissionChangedEvent,
  POINTS_CHANGED_EVENT,
} from '@portal/shared/contracts/commission-events';
import { formatMoney } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { audit } from '../platform/audit';
import type { Actor, AppContext } from '../platform/context';
import { AppError } from '../platform/errors';
import { insertMany as insertNotifications } from '../modules/notifications/notifications.repository';
import * as repo from '../modules/payouts/payouts.repository';
import { appendPoints } from '../modules/points/points-ledger.repository';
import { type AfterCommit, runWorkflow } from './run-workflow';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Paying a payout (the named workflows 'commission.mark-payout-paid' and
 * 'commission.pay-payout-as-points'): only a scheduled payout is paid, once. Its row is locked,
 * so two admins pressing the button at once pay it once and the second is told it is no longer
 * payable. Its lines become paid with it.
 */
export async function markPayoutPaid(
  ctx: AppContext,
  actor: Actor,
  id: string,
  bankReference: string,
  now: Date = new Date(),
) {
  return pay(ctx, actor, id, 'commission.mark-payout-paid', now, async (tx, payout) => {
    const paid = await repo.markPayoutPaid(tx, payout.id, { bankReference, paidBy: actor.id, now });
    return {
      paid,
      notice: MESSAGES.payouts.paidByBank(periodLabel(payout.period), formatMoney(payout.net), bankReference),
    };
  });
}

export async function payPayoutAsPoints(ctx: AppContext, actor: Actor, id: string, now: Date = new Date()) {
  return pay(ctx, actor, id, 'commission.pay-payout-as-points', now, async (tx, payout, after) => {
    // The member chose bank transfer: their payout is not turned into points behind their back.
    if (payout.method !== 'points') throw new AppError('PAYOUT_NOT_POINTS');
    // 1 point = ₺1 and the ledger keeps hundredths: the net kuruş are the amount as they are.
    const { row } = await appendPoints(tx, {
      userId: payout.beneficiaryId,
      type: 'earned',
      amount: payout.net,
      source: 'commission_payout',
      description: MESSAGES.payouts.pointsDescription(periodLabel(payout.period)),
      relatedPayoutId: payout.id,
      createdBy: actor.id,
      referenceData: { period: payout.period, payout_id: payout.id },
    });
    const paid = await repo.markPayoutPaid(tx, payout.id, { pointsTransactionId: row.id, paidBy: actor.id, now });
    after.publish(POINTS_CHANGED_EVENT, { source: 'commission_payout' }, { userIds: [payout.beneficiaryId] });
    return { paid, notice: MESSAGES.payouts.paidAsPoints(periodLabel(payout.period), formatMoney(payout.net)) };
  });
}

async function pay(
  ctx: AppContext,
  actor: Actor,
  id: string,
  name: string,
  now: Date,
  settle: (
    tx: Tx,
    payout: repo.PayoutRow,
    after: AfterCommit,
  ) => Promise<{ paid: repo.PayoutRow | null; notice: string }>,
) {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN');
  if (!UUID.test(id)) throw new AppError('PAYOUT_NOT_FOUND');
  await runWorkflow(ctx, name, async (tx, after) => {
    const payout = await repo.lockPayout(tx, id);
    if (!payout) throw new AppError('PAYOUT_NOT_FOUND');
    if (payout.status !== 'scheduled') throw new AppError('PAYOUT_NOT_PAYABLE');
    const { paid, notice } = await settle(tx, payout, after);
    if (!paid) throw new AppError('PAYOUT_NOT_PAYABLE');
    await repo.markLinesPaid(tx, payout.id, now);
    after.notify(
      await insertNotifications(tx, [
        {
          userId: payout.beneficiaryId,
          type: 'success',
          title: MESSAGES.payouts.paidTitle,
          message: notice,
          actionUrl: '/dashboard/commissions/payments',
          relatedEntityId: payout.id,
          relatedEntityType: 'commission_payout',
        },
      ]),
    );
    await audit(tx, actor, {
      action: name === 'commission.mark-payout-paid' ? 'commission_payout.paid' : 'commission_payout.paid_as_points',
      entityType: 'commission_payout',
      entityId: payout.id,
      before: { status: payout.status },
      after: { status: 'paid', bankReference: paid.bankReference, pointsTransactionId: paid.pointsTransactionId },
    });
    const payload: CommissionChangedEvent = { kind: 'payout', orderId: null, orderNumber: null, period: payout.period };
    after.publish(COMMISSION_CHANGED_EVENT, payload, { userIds: [payout.beneficiaryId] });
    after.publish(COMMISSION_CHANGED_EVENT, payload, { roles: ['admin', 'turkeyDistributor'] });
  });
  const row = await repo.payoutById(ctx.db, id);
  if (!row) throw new AppError('PAYOUT_NOT_FOUND');
  return row;
}
