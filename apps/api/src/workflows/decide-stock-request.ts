import type { ApproveStockRequestInput } from '@portal/shared/contracts/stock-requests';
import { MESSAGES } from '@portal/shared/messages';
import { approvalOutcome, canDecideRequest, requestActor } from '@portal/shared/stock-requests';
import { audit } from '../platform/audit';
import type { Actor, AppContext, Member } from '../platform/context';
import { AppError } from '../platform/errors';
import {
  insertMany as insertNotifications,
  type NotificationRow,
} from '../modules/notifications/notifications.repository';
import { move } from '../modules/stock/stock.service';
import * as repo from '../modules/stock-requests/stock-requests.repository';
import type { Tx } from '@portal/db/client';
import { requestChanged, transferChanged } from './stock-request-events';
import { runWorkflow } from './run-workflow';

/** The request locked, and the member's right to take this step on it (only the parties act). */
async function lockForDecision(tx: Tx, member: Member, id: string, action: 'approve' | 'reject' | 'cancel') {
  const request = await repo.lockRequest(tx, id);
  if (!request || (request.requesterId !== member.id && request.supplierId !== member.id)) {
    throw new AppError('STOCK_REQUEST_NOT_FOUND');
  }
  const side = requestActor(action) === 'supplier' ? request.supplierId : request.requesterId;
  if (side !== member.id) throw new AppError('FORBIDDEN');
  if (!canDecideRequest(request.status as never, action)) throw new AppError('STOCK_REQUEST_NOT_PENDING');
  return request;
}

/**
 * The parent approves a request, in full or in part: the approved units are reserved at the
 * parent (so they can no longer be sold or promised twice) and a transfer is opened. The request
 * row is locked first, so two approvals at once make one transfer; the second finds it decided.
 */
export async function approveStockRequest(
  ctx: AppContext,
  actor: Actor,
  member: Member,
  id: string,
  input: ApproveStockRequestInput,
) {
  await runWorkflow(ctx, 'stock-request.approve', async (tx, after) => {
    const request = await lockForDecision(tx, member, id, 'approve');
    const items = await repo.requestItems(tx, id);
    const given = new Map(input.items.map((i) => [i.productId, i.quantity]));
    if (
      given.size !== input.items.length ||
      input.items.some((i) => !items.some((it) => it.productId === i.productId))
    ) {
      throw new AppError('STOCK_APPROVAL_INVALID');
    }
    const lines = items.map((it) => ({
      productId: it.productId,
      requested: it.quantityRequested,
      approved: given.get(it.productId) ?? 0,
    }));
    const outcome = approvalOutcome(lines);
    if (!outcome.ok) throw new AppError('STOCK_APPROVAL_INVALID');
    const now = new Date();
    const transfer = await repo.insertTransfer(tx, {
      requestId: id,
      fromHolderId: request.supplierId,
      toHolderId: request.requesterId,
      status: 'preparing',
    });
    const notices: NotificationRow[] = [];
    const sent = lines.filter((l) => l.approved > 0);
    for (const l of lines) await repo.setApproved(tx, id, l.productId, l.approved);
    for (const l of sent) {
      // Reserve at the parent: refused (INSUFFICIENT_STOCK, nothing written) when the units are not there.
      await move(
        tx,
        {
          holderId: request.supplierId,
          productId: l.productId,
          kind: 'reserve',
          quantity: l.approved,
          actorId: member.id,
          transferId: transfer.id,
        },
        notices,
      );
    }
    await repo.insertTransferItems(
      tx,
      sent.map((l) => ({ transferId: transfer.id, productId: l.productId, quantity: l.approved })),
    );
    const note = input.note?.trim() || null;
    await repo.updateRequest(tx, id, {
      status: outcome.status,
      decisionNote: note,
      decidedBy: member.id,
      decidedAt: now,
    });
    await repo.addHistory(tx, id, outcome.status, member.id, note);
    await repo.addHistory(tx, id, 'preparing', member.id);
    await audit(tx, actor, {
      action: 'stock_request.approve',
      entityType: 'stock_request',
      entityId: id,
      after: input,
    });
    notices.push(
      ...(await insertNotifications(tx, [
        {
          userId: request.requesterId,
          type: 'success',
          title: MESSAGES.stockRequests.approvedTitle,
          message:
            outcome.status === 'approved'
              ? MESSAGES.stockRequests.approved(request.number)
              : MESSAGES.stockRequests.partiallyApproved(request.number),
          actionUrl: `/dashboard/stock-management?tab=requests-out&request=${id}`,
          relatedEntityId: id,
          relatedEntityType: 'stock_request',
        },
      ])),
    );
    after.notify(notices);
    requestChanged(after, { ...request, status: outcome.status });
    transferChanged(
      after,
      request,
      transfer,
      sent.map((l) => ({ holderId: request.supplierId, productId: l.productId })),
    );
  });
  return { id };
}

/** The parent turns a request down, with its reason; nothing is reserved. */
export async function rejectStockRequest(ctx: AppContext, actor: Actor, member: Member, id: string, reason: string) {
  await runWorkflow(ctx, 'stock-request.reject', async (tx, after) => {
    const request = await lockForDecision(tx, member, id, 'reject');
    const text = reason.trim();
    await repo.updateRequest(tx, id, {
      status: 'rejected',
      decisionNote: text,
      decidedBy: member.id,
      decidedAt: new Date(),
    });
    await repo.addHistory(tx, id, 'rejected', member.id, text);
    await audit(tx, actor, {
      action: 'stock_request.reject',
      entityType: 'stock_request',
      entityId: id,
      after: { reason: text },
    });
    const notices = await insertNotifications(tx, [
      {
        userId: request.requesterId,
        type: 'warning',
        title: MESSAGES.stockRequests.rejectedTitle,
        message: MESSAGES.stockRequests.rejected(request.number, text),
        actionUrl: `/dashboard/stock-management?tab=requests-out&request=${id}`,
        relatedEntityId: id,
        relatedEntityType: 'stock_request',
      },
    ]);
    after.notify(notices);
    requestChanged(after, { ...request, status: 'rejected' });
  });
  return { id };
}

/** The requester withdraws a request the parent has not decided yet. */
export async function cancelStockRequest(ctx: AppContext, actor: Actor, member: Member, id: string) {
  await runWorkflow(ctx, 'stock-request.cancel', async (tx, after) => {
    const request = await lockForDecision(tx, member, id, 'cancel');
    await repo.updateRequest(tx, id, { status: 'cancelled', decidedBy: member.id, decidedAt: new Date() });
    await repo.addHistory(tx, id, 'cancelled', member.id);
    await audit(tx, actor, { action: 'stock_request.cancel', entityType: 'stock_request', entityId: id });
    const notices = await insertNotifications(tx, [
      {
        userId: request.supplierId,
        type: 'info',
        title: MESSAGES.stockRequests.cancelledTitle,
        message: MESSAGES.stockRequests.cancelled(request.number),
        actionUrl: `/dashboard/stock-management?tab=requests-in&request=${id}`,
        relatedEntityId: id,
        relatedEntityType: 'stock_request',
      },
    ]);
    after.notify(notices);
    requestChanged(after, { ...request, status: 'cancelled' });
  });
  return { id };
}
