import type { AfterCommit } from '../platform/after-commit';

/**
 * The live row changes of a request and its transfer (spec §7: stock_requests, stock_transfers),
 * to both parties and the admins; and the stock levels' own event when units moved.
 */
export function requestChanged(
  after: AfterCommit,
  request: { id: string; requesterId: string; supplierId: string; status: string },
) {
  after.publish(
    'stock_request_changed',
    { id: request.id, status: request.status },
    { userIds: [request.requesterId, request.supplierId] },
  );
  after.publish('stock_request_changed', { id: request.id, status: request.status }, { roles: ['admin'] });
}

export function transferChanged(
  after: AfterCommit,
  request: { id: string; requesterId: string; supplierId: string },
  transfer: { id: string; status: string },
  stockMoved: { holderId: string; productId: string }[] = [],
) {
  const payload = { id: transfer.id, requestId: request.id, status: transfer.status };
  after.publish('stock_transfer_changed', payload, { userIds: [request.requesterId, request.supplierId] });
  after.publish('stock_transfer_changed', payload, { roles: ['admin'] });
  for (const m of stockMoved) {
    after.publish('stock_changed', m, { roles: ['admin', 'turkeyDistributor', 'cityDistributor'] });
  }
}
