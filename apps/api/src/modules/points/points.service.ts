import { POINTS_CHANGED_EVENT, type PointsChangedEvent } from '@portal/shared/contracts/commission-events';
import type {
  AdminPointsResult,
  PointsBalance,
  PointsLiability,
  PointsQuote,
  PointsSyncResult,
  PointsTransactionsPage,
} from '@portal/shared/contracts/points';
import { MESSAGES } from '@portal/shared/messages';
import {
  adjustmentKeepsBalance,
  canTransferPoints,
  hundredthsFromPoints,
  POINTS_PAGE_SIZE,
  type PointsSource,
  type PointsStatus,
  type PointsTransactionType,
  pointsBalance,
  pointsFromHundredths,
  pointsOrderPrice,
  sellsForPoints,
} from '@portal/shared/points';
import { audit } from '../../platform/audit';
import type { Actor, AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findProfileById } from '../profiles/profiles.repository';
import { appendPoints, syncBalance } from './points-ledger.repository';
import * as repo from './points.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function figures(input: { ledgerSum: number; stored: number; totalEarned: number }): PointsBalance {
  const f = pointsBalance(input);
  return {
    balance: pointsFromHundredths(f.balance),
    storedBalance: pointsFromHundredths(f.stored),
    totalEarned: pointsFromHundredths(f.totalEarned),
    used: pointsFromHundredths(f.used),
    mismatch: f.mismatch,
  };
}

/** Tells the members' open pages (balance bar, points page) that their ledger moved; after commit. */
export async function announcePoints(ctx: AppContext, userIds: string[], source: PointsSource) {
  const payload: PointsChangedEvent = { source };
  try {
    await ctx.bus.publish(POINTS_CHANGED_EVENT, payload, { userIds: [...new Set(userIds)] });
  } catch (err) {
    ctx.log.error({ err, event: POINTS_CHANGED_EVENT }, 'points event not published after commit');
  }
}

/**
 * The balance bar's figures: ledger balance against the stored profile balance. A difference of
 * 100 points or more is synced on this read (the specification's auto-sync); a smaller one waits
 * for the member's manual sync and shows as a mismatch.
 */
export async function balance(ctx: AppContext, member: Member): Promise<PointsBalance> {
  const found = await findProfileById(ctx.db, member.id);
  if (!found) throw new AppError('USER_NOT_RETURNED');
  const ledgerSum = await repo.completedSum(ctx.db, member.id);
  const read = { ledgerSum, stored: found.profile.points, totalEarned: found.profile.totalEarnedPoints };
  if (!pointsBalance(read).needsAutoSync) return { ...figures(read), autoSynced: false };
  const synced = await ctx.db.transaction((tx) => syncBalance(tx, member.id));
  return {
    ...figures({ ledgerSum: synced.ledgerSum, stored: synced.balance, totalEarned: synced.totalEarned }),
    autoSynced: synced.changed,
  };
}

/** The manual sync ("Senkronize et"): the stored balance becomes the ledger's, whatever the difference. */
export async function sync(ctx: AppContext, actor: Actor, member: Member): Promise<PointsSyncResult> {
  const synced = await ctx.db.transaction(async (tx) => {
    const result = await syncBalance(tx, member.id);
    if (result.changed) {
      await audit(tx, actor, {
        action: 'points.synced',
        entityType: 'profile',
        entityId: member.id,
        before: { points: result.before },
        after: { points: result.balance },
      });
    }
    return result;
  });
  return {
    ...figures({ ledgerSum: synced.ledgerSum, stored: synced.balance, totalEarned: synced.totalEarned }),
    changed: synced.changed,
    previousStoredBalance: pointsFromHundredths(synced.before),
  };
}

/** The member's own ledger, 50 a page, newest first. */
export async function transactions(ctx: AppContext, member: Member, page: number): Promise<PointsTransactionsPage> {
  const { rows, total } = await repo.listTransactions(
    ctx.db,
    member.id,
    POINTS_PAGE_SIZE,
    (page - 1) * POINTS_PAGE_SIZE,
  );
  return {
    items: rows.map((r) => ({
      id: r.tx.id,
      type: r.tx.transactionType as PointsTransactionType,
      status: r.tx.status as PointsStatus,
      source: (r.tx.source as PointsSource | null) ?? null,
      amount: pointsFromHundredths(r.tx.amount),
      description: r.tx.description,
      // Only the member's own orders link (a points order, its refund, a purchase reward).
      order:
        r.tx.relatedOrderId && r.orderNumber && r.orderBuyerId === member.id
          ? { id: r.tx.relatedOrderId, number: r.orderNumber }
          : null,
      payoutId: r.tx.relatedPayoutId,
      counterparty:
        r.tx.counterpartyId && r.counterpartyName ? { id: r.tx.counterpartyId, name: r.counterpartyName } : null,
      createdAt: r.tx.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize: POINTS_PAGE_SIZE,
  };
}

/** get_user_points_liability (admin): the points owed to every member, or to one, in kuruş. */
export async function liability(ctx: AppContext, userId?: string): Promise<PointsLiability> {
  if (userId && !(await repo.findMember(ctx.db, userId))) throw new AppError('NOT_FOUND');
  const { total, members } = await repo.liability(ctx.db, userId);
  return { userId: userId ?? null, liability: total, memberCount: members };
}

/**
 * Points to a member of the sender's own downline: transfer_out on the sender and transfer_in on
 * the receiver in one transaction, both profiles locked in id order first. Anyone else — self, a
 * member above or beside, an inactive or deleted one — is refused as POINTS_TRANSFER_NOT_ALLOWED.
 */
export async function transfer(
  ctx: AppContext,
  actor: Actor,
  member: Member,
  body: { toUserId: string; amount: number; note?: string },
) {
  const amount = hundredthsFromPoints(body.amount);
  if (amount === null || amount <= 0) throw new AppError('VALIDATION_ERROR');
  const result = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockMembers(tx, [member.id, body.toUserId]);
    const sender = locked.find((m) => m.id === member.id);
    const receiver = locked.find((m) => m.id === body.toUserId);
    if (!sender || !receiver || !canTransferPoints(sender, receiver)) throw new AppError('POINTS_TRANSFER_NOT_ALLOWED');
    const note = body.note?.trim() || null;
    const out = await appendPoints(tx, {
      userId: sender.id,
      type: 'transfer_out',
      amount,
      source: 'transfer',
      description: note
        ? `${MESSAGES.points.transferOut(receiver.name)}: ${note}`
        : MESSAGES.points.transferOut(receiver.name),
      counterpartyId: receiver.id,
      createdBy: member.id,
    });
    await appendPoints(tx, {
      userId: receiver.id,
      type: 'transfer_in',
      amount,
      source: 'transfer',
      description: note
        ? `${MESSAGES.points.transferIn(sender.name)}: ${note}`
        : MESSAGES.points.transferIn(sender.name),
      counterpartyId: sender.id,
      createdBy: member.id,
    });
    await audit(tx, actor, {
      action: 'points.transferred',
      entityType: 'points_transaction',
      entityId: out.row.id,
      after: { to: receiver.id, amount },
    });
    return { transactionId: out.row.id, balance: pointsFromHundredths(out.balance), receiverId: receiver.id };
  });
  await announcePoints(ctx, [member.id, result.receiverId], 'transfer');
  return { transactionId: result.transactionId, balance: result.balance };
}

/** The admin's bonus (above zero) or adjustment (either sign; never below zero). */
export async function adminMovement(
  ctx: AppContext,
  actor: Actor,
  admin: Member,
  body: { userId: string; type: 'bonus' | 'adjustment'; amount: number; description: string },
): Promise<AdminPointsResult> {
  const amount = hundredthsFromPoints(body.amount);
  if (amount === null || amount === 0 || (body.type === 'bonus' && amount < 0)) throw new AppError('VALIDATION_ERROR');
  const result = await ctx.db.transaction(async (tx) => {
    const [target] = await repo.lockMembers(tx, [body.userId]);
    if (!target || target.isDeleted) throw new AppError('NOT_FOUND');
    if (amount < 0 && !adjustmentKeepsBalance(await repo.completedSum(tx, target.id), amount)) {
      throw new AppError('POINTS_ADJUSTMENT_BELOW_ZERO');
    }
    const written = await appendPoints(tx, {
      userId: target.id,
      type: body.type,
      amount,
      source: body.type === 'bonus' ? 'admin_bonus' : 'admin_adjustment',
      description: body.description.trim(),
      createdBy: admin.id,
    });
    await audit(tx, actor, {
      action: `points.${body.type}`,
      entityType: 'points_transaction',
      entityId: written.row.id,
      after: { userId: target.id, amount },
    });
    return written;
  });
  await announcePoints(ctx, [body.userId], body.type === 'bonus' ? 'admin_bonus' : 'admin_adjustment');
  return { transactionId: result.row.id, userId: body.userId, balance: pointsFromHundredths(result.balance) };
}

/** What a product costs the member in points now, and whether a points order can be placed. */
export async function quote(ctx: AppContext, member: Member, productId: string): Promise<PointsQuote> {
  if (!UUID.test(productId)) throw new AppError('NOT_FOUND');
  const product = await repo.pointsProduct(ctx.db, productId);
  if (!product || product.isDeleted || !product.isActive) throw new AppError('NOT_FOUND');
  const price =
    product.clientPrice === null
      ? null
      : pointsOrderPrice({
          clientPrice: product.clientPrice,
          vatRateBp: product.vatRateBp ?? 0,
          vatIncluded: product.vatIncluded ?? true,
        });
  const ledgerSum = await repo.completedSum(ctx.db, member.id);
  const have = Math.max(0, ledgerSum);
  let reason: string | null = null;
  if (!sellsForPoints(product.purchaseMode) || price === null) reason = 'POINTS_PRODUCT_NOT_AVAILABLE';
  else {
    const supplier = await repo.nationalDistributorFor(ctx.db, member.path);
    if (!supplier || (await repo.saleableAt(ctx.db, supplier, productId)) < 1) reason = 'INSUFFICIENT_STOCK';
    else if (have < price) reason = 'INSUFFICIENT_POINTS';
  }
  return {
    productId: product.id,
    productName: product.name,
    price: pointsFromHundredths(price ?? 0),
    balance: pointsFromHundredths(have),
    available: reason === null,
    reason,
  };
}
