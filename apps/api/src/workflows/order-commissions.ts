import type { DbOrTx } from '@portal/db/client';
import {
  applyBasisPoints,
  type CommissionEffect,
  commissionEffect,
  computeLineCommissions,
  MONEY_SETTING_DEFAULTS,
  type MoneySettings,
  periodOf,
  reversalOf,
  type CommissionEntry,
  type CommissionStatus,
} from '@portal/shared/commissions';
import {
  COMMISSION_CHANGED_EVENT,
  type CommissionChangedEvent,
  POINTS_CHANGED_EVENT,
} from '@portal/shared/contracts/commission-events';
import { MESSAGES } from '@portal/shared/messages';
import type { PointsSource } from '@portal/shared/points';
import type { OrderStatus } from '@portal/shared/orders';
import type { AfterCommit } from '../platform/after-commit';
import * as commissions from '../modules/commissions/commissions.repository';
import type { OrderLineRow, OrderRow } from '../modules/orders/orders.repository';
import { appendPoints } from '../modules/points/points-ledger.repository';
import { spendOfOrder } from '../modules/points/points.repository';
import { moneySettings } from '../modules/system-settings/system-settings.repository';

/** What an order's transition did to money up the line, for the live events after commit. */
export interface CommissionOutcome {
  effect: CommissionEffect | 'reward';
  beneficiaryIds: string[];
  /** Members whose points balance changed (a purchase reward, a points order's refund), and why. */
  pointsUserIds: string[];
  pointsSource?: PointsSource;
}

const NONE: CommissionOutcome = { effect: null, beneficiaryIds: [], pointsUserIds: [] };

/**
 * The named workflow step "order commissions", run by every order transition inside its
 * transaction (one mechanism: the payment callback, a supplier's or admin's action, automation):
 * - paid: one commission line per (order line, beneficiary, kind), on the VAT-excluded line
 *   amount, for the upline as it is at payment (kept with the line as its chain); repeats write
 *   nothing (the unique key). The optional new-member bonus goes to the inviter of a first order.
 *   Points orders pay no commission: they are paid with benefits already given.
 * - delivered: the lines are approved (payable at the next close).
 * - cancelled or returned: a line not in a payout is cancelled; a line already in a payout gets a
 *   clawback (the same amount, negative) in the current, open period.
 * - completed: the purchase reward in points, when the admin has set one (the order can no longer
 *   be returned, so the reward is never taken back).
 */
export async function applyCommissionEffect(
  tx: DbOrTx,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  from: OrderStatus,
  to: OrderStatus,
  now: Date,
): Promise<CommissionOutcome> {
  if (order.paymentMethod === 'points') return pointsOrderEffect(tx, order, to);
  if (to === 'completed') return purchaseReward(tx, order, now);
  const effect = commissionEffect(from, to);
  if (effect === 'accrue') return accrue(tx, order, lines, now);
  if (effect === 'approve') {
    const rows = await commissions.approveOrder(tx, order.id, now);
    return { effect, beneficiaryIds: unique(rows.map((r) => r.beneficiaryId)), pointsUserIds: [] };
  }
  if (effect === 'reverse') return reverse(tx, order, now);
  return NONE;
}

// Points orders (issue 12, points): no commission; a cancel or a return gives the points back.
/**
 * A points order cancelled or returned refunds exactly what it spent, once (the ledger's
 * (source, order) key: a second cancel or a replayed transition writes nothing new).
 */
async function pointsOrderEffect(tx: DbOrTx, order: OrderRow, to: OrderStatus): Promise<CommissionOutcome> {
  if (to !== 'cancelled' && to !== 'returned') return NONE;
  const spend = await spendOfOrder(tx, order.id);
  if (spend?.status !== 'completed' || spend.amount >= 0) return NONE;
  await appendPoints(tx, {
    userId: order.buyerId,
    type: 'adjustment',
    amount: -spend.amount,
    source: 'points_order_refund',
    description: MESSAGES.points.pointsOrderRefund(order.number),
    relatedOrderId: order.id,
    referenceData: { order_number: order.number, points_refunded: -spend.amount / 100 },
  });
  return { effect: null, beneficiaryIds: [], pointsUserIds: [order.buyerId], pointsSource: 'points_order_refund' };
}

async function accrue(tx: DbOrTx, order: OrderRow, lines: readonly OrderLineRow[], now: Date) {
  const context = await commissions.accrualContext(
    tx,
    order.buyerId,
    unique(lines.map((l) => l.productId)),
    Object.keys(MONEY_SETTING_DEFAULTS),
  );
  if (!context) return NONE;
  const settings = { ...MONEY_SETTING_DEFAULTS, ...context.settings } as MoneySettings;
  const upline = context.upline;
  const settingsOf = (productId: string) => context.overrides.get(productId) ?? settings['commission.defaults'];
  const period = periodOf(now);
  const chain = upline.map((m) => ({
    id: m.id,
    role: m.role,
    name: m.name,
    sellerNo: m.sellerNo,
    active: m.active !== false,
  }));
  const rows: commissions.CommissionLineInsert[] = [];
  for (const line of lines) {
    for (const c of computeLineCommissions(settingsOf(line.productId), line, upline)) {
      rows.push({
        orderId: order.id,
        orderLineId: line.id,
        orderNumber: order.number,
        buyerId: order.buyerId,
        beneficiaryId: c.member.id,
        productId: line.productId,
        productName: line.productName,
        kind: c.kind,
        entry: 'commission',
        commissionType: c.commissionType,
        base: c.base,
        quantity: c.quantity,
        rateBp: c.rateBp,
        fixedPerUnit: c.fixedPerUnit,
        amount: c.amount,
        status: 'pending',
        period,
        chain,
        createdAt: now,
      });
    }
  }
  const bonus = settings['bonus.newMember'];
  if (bonus.enabled && bonus.amount > 0 && !(await commissions.hasEarlierPaidOrder(tx, order.buyerId, order.id))) {
    const inviterId = await commissions.inviterOf(tx, order.buyerId);
    const inviter = inviterId ? upline.find((m) => m.id === inviterId) : undefined;
    if (inviter && inviter.role !== 'admin' && inviter.active !== false) {
      rows.push({
        orderId: order.id,
        orderLineId: null,
        orderNumber: order.number,
        buyerId: order.buyerId,
        beneficiaryId: inviter.id,
        kind: 'recruitment_bonus',
        entry: 'commission',
        commissionType: 'fixed',
        base: order.subtotal,
        quantity: 1,
        rateBp: null,
        fixedPerUnit: bonus.amount,
        amount: bonus.amount,
        status: 'pending',
        period,
        chain,
        createdAt: now,
      });
    }
  }
  const written = await commissions.insertLines(tx, rows);
  return { effect: 'accrue' as const, beneficiaryIds: unique(written.map((r) => r.beneficiaryId)), pointsUserIds: [] };
}

async function reverse(tx: DbOrTx, order: OrderRow, now: Date) {
  const locked = await commissions.lockCommissionsOfOrder(tx, order.id);
  const period = periodOf(now);
  const touched: string[] = [];
  const clawbacks: commissions.CommissionLineInsert[] = [];
  for (const line of locked) {
    const how = reversalOf({
      status: line.status as CommissionStatus,
      payoutId: line.payoutId,
      entry: line.entry as CommissionEntry,
    });
    if (how === 'cancel' && (await commissions.cancelLine(tx, line.id, now))) touched.push(line.beneficiaryId);
    if (how === 'clawback') {
      clawbacks.push({
        orderId: line.orderId,
        orderLineId: line.orderLineId,
        orderNumber: line.orderNumber,
        buyerId: line.buyerId,
        beneficiaryId: line.beneficiaryId,
        productId: line.productId,
        productName: line.productName,
        kind: line.kind,
        entry: 'clawback',
        reversesId: line.id,
        commissionType: line.commissionType,
        base: line.base,
        quantity: line.quantity,
        rateBp: line.rateBp,
        fixedPerUnit: line.fixedPerUnit,
        amount: -line.amount,
        status: 'approved',
        approvedAt: now,
        period,
        chain: line.chain,
        createdAt: now,
      });
    }
  }
  const written = await commissions.insertLines(tx, clawbacks);
  touched.push(...written.map((r) => r.beneficiaryId));
  return { effect: 'reverse' as const, beneficiaryIds: unique(touched), pointsUserIds: [] };
}

async function purchaseReward(tx: DbOrTx, order: OrderRow, _now: Date): Promise<CommissionOutcome> {
  const rewardBp = (await moneySettings(tx))['points.purchaseRewardBp'];
  const amount = applyBasisPoints(order.subtotal, rewardBp);
  if (amount <= 0) return NONE;
  await appendPoints(tx, {
    userId: order.buyerId,
    type: 'earned',
    amount,
    source: 'purchase_reward',
    description: MESSAGES.points.purchaseReward(order.number),
    relatedOrderId: order.id,
    referenceData: { order_number: order.number },
  });
  return { effect: 'reward', beneficiaryIds: [], pointsUserIds: [order.buyerId], pointsSource: 'purchase_reward' };
}

/** Tells the beneficiaries' and the admins' open pages, once the transition has committed. */
export function announceCommissions(after: AfterCommit, order: OrderRow, outcome: CommissionOutcome) {
  if (outcome.beneficiaryIds.length > 0 && outcome.effect && outcome.effect !== 'reward') {
    const kind = ({ accrue: 'accrued', approve: 'approved', reverse: 'reversed' } as const)[outcome.effect];
    const payload: CommissionChangedEvent = { kind, orderId: order.id, orderNumber: order.number, period: null };
    after.publish(COMMISSION_CHANGED_EVENT, payload, { userIds: outcome.beneficiaryIds });
    after.publish(COMMISSION_CHANGED_EVENT, payload, { roles: ['admin'] });
  }
  if (outcome.pointsUserIds.length > 0) {
    after.publish(
      POINTS_CHANGED_EVENT,
      { source: outcome.pointsSource ?? 'purchase_reward' },
      { userIds: outcome.pointsUserIds },
    );
  }
}

function unique(ids: string[]) {
  return [...new Set(ids)];
}
