import type { CreateStockRequestInput } from '@portal/shared/contracts/stock-requests';
import { MESSAGES } from '@portal/shared/messages';
import { istanbulDay } from '@portal/shared/orders';
import { isStockHolder } from '@portal/shared/roles';
import { formatStockRequestNumber } from '@portal/shared/stock-requests';
import { audit } from '../platform/audit';
import type { Actor, AppContext, Member } from '../platform/context';
import { AppError } from '../platform/errors';
import { insertMany as insertNotifications } from '../modules/notifications/notifications.repository';
import * as stock from '../modules/stock/stock.repository';
import * as repo from '../modules/stock-requests/stock-requests.repository';
import { requestChanged } from './stock-request-events';
import { runWorkflow } from './run-workflow';
import { startWorkflowsForEvent } from './work-flow-engine';

/**
 * A stock holder asks its parent holder (the nearest stock-holding ancestor: the national
 * distributor for a city distributor, the company warehouse for the national distributor) for
 * products. The parent is told, and the workflows started by a stock request begin (decision 044).
 * One transaction; the live events follow the commit.
 */
export async function createStockRequest(
  ctx: AppContext,
  actor: Actor,
  member: Member,
  input: CreateStockRequestInput,
) {
  if (!isStockHolder(member.role)) throw new AppError('FORBIDDEN');
  return runWorkflow(ctx, 'stock-request.create', async (tx, after) => {
    const [parent] = await stock.stockHoldingAncestors(tx, member.path);
    if (!parent) throw new AppError('STOCK_REQUEST_NO_PARENT');
    const ids = input.items.map((i) => i.productId);
    const live = await repo.liveProductIds(tx, ids);
    if (ids.some((id) => !live.has(id))) throw new AppError('STOCK_REQUEST_PRODUCT_INVALID');
    const now = new Date();
    const number = formatStockRequestNumber(istanbulDay(now), await repo.nextRequestSequence(tx));
    const request = await repo.insertRequest(tx, {
      number,
      requesterId: member.id,
      supplierId: parent.id,
      status: 'pending',
      note: input.note?.trim() || null,
    });
    await repo.insertRequestItems(
      tx,
      input.items.map((i) => ({ requestId: request.id, productId: i.productId, quantityRequested: i.quantity })),
    );
    await repo.addHistory(tx, request.id, 'created', member.id, request.note);
    await audit(tx, actor, {
      action: 'stock_request.create',
      entityType: 'stock_request',
      entityId: request.id,
      after: input,
    });
    const notices = await insertNotifications(tx, [
      {
        userId: parent.id,
        type: 'info',
        priority: 'high',
        title: MESSAGES.stockRequests.createdTitle,
        message: MESSAGES.stockRequests.created(number, member.name),
        actionUrl: `/dashboard/stock-management?tab=requests-in&request=${request.id}`,
        relatedEntityId: request.id,
        relatedEntityType: 'stock_request',
      },
    ]);
    after.notify(notices);
    requestChanged(after, request);
    await startWorkflowsForEvent(ctx, tx, after, {
      event: 'stock_request',
      entityType: 'stock_request',
      entityId: request.id,
      actorId: member.id,
      subjectId: member.id,
      label: number,
    });
    return { id: request.id };
  });
}
