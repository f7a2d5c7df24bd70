import { restockQuantity } from './insights/restock';
import type { ShipmentStatus } from './orders';

/**
 * Stock requests and transfers down the supply chain (decision 043): a holder asks its parent
 * holder for stock, the parent approves (all or part) or rejects, an approval reserves at the
 * parent and opens a transfer, the parent ships it by cargo and the requester receives it.
 */

export const STOCK_REQUEST_STATUSES = ['pending', 'approved', 'partially_approved', 'rejected', 'cancelled'] as const;
export type StockRequestStatus = (typeof STOCK_REQUEST_STATUSES)[number];

export const STOCK_REQUEST_STATUS_LABELS: Record<StockRequestStatus, string> = {
  pending: 'Onay bekliyor',
  approved: 'Onaylandı',
  partially_approved: 'Kısmen onaylandı',
  rejected: 'Reddedildi',
  cancelled: 'İptal edildi',
};

export const STOCK_TRANSFER_STATUSES = [
  'preparing',
  'shipped',
  'delivered',
  'received',
  'partially_received',
  'returned',
  'cancelled',
] as const;
export type StockTransferStatus = (typeof STOCK_TRANSFER_STATUSES)[number];

export const STOCK_TRANSFER_STATUS_LABELS: Record<StockTransferStatus, string> = {
  preparing: 'Hazırlanıyor',
  shipped: 'Kargoya verildi',
  delivered: 'Kargo teslim etti',
  received: 'Teslim alındı',
  partially_received: 'Eksik teslim alındı',
  returned: 'Göndericiye iade edildi',
  cancelled: 'İptal edildi',
};

/** Every step of a request's timeline: its own states and its transfer's. */
export type StockRequestStep = StockRequestStatus | StockTransferStatus | 'created';

export type StockRequestAction = 'approve' | 'reject' | 'cancel';
export type StockTransferAction = 'ship' | 'receive' | 'cancel' | 'cargo_delivered' | 'cargo_returned';

/** A request is decided once, while it is pending: approved by the parent, or cancelled by the requester. */
export function canDecideRequest(status: StockRequestStatus, _action: StockRequestAction): boolean {
  return status === 'pending';
}

/** Who may take each step of a request: the parent decides, the requester may withdraw. */
export function requestActor(action: StockRequestAction): 'supplier' | 'requester' {
  return action === 'cancel' ? 'requester' : 'supplier';
}

/** Who may take each step of a transfer: the parent prepares, ships and cancels; the requester receives. */
export function transferActor(action: StockTransferAction): 'supplier' | 'requester' {
  return action === 'receive' ? 'requester' : 'supplier';
}

/** Where a transfer may go from where it is; received, partially received, returned and cancelled are final. */
export function nextTransferStatus(
  from: StockTransferStatus,
  action: StockTransferAction,
  partial = false,
): StockTransferStatus | null {
  switch (action) {
    case 'ship':
      return from === 'preparing' ? 'shipped' : null;
    case 'cancel':
      return from === 'preparing' ? 'cancelled' : null;
    case 'cargo_delivered':
      return from === 'shipped' ? 'delivered' : null;
    case 'cargo_returned':
      return from === 'shipped' || from === 'delivered' ? 'returned' : null;
    case 'receive':
      return from === 'shipped' || from === 'delivered' ? (partial ? 'partially_received' : 'received') : null;
  }
}

/** The cargo steps a transfer's parcel may record (the order parcels' own rule decides their order). */
export function transferActionForShipment(status: ShipmentStatus): StockTransferAction | null {
  if (status === 'delivered') return 'cargo_delivered';
  if (status === 'returned') return 'cargo_returned';
  return null;
}

/**
 * What an approval decides: every line's approved quantity between 0 and what was asked, at least
 * one above 0 (approving nothing is a rejection). All in full is approved, anything less partial.
 */
export function approvalOutcome(
  lines: readonly { requested: number; approved: number }[],
): { ok: true; status: 'approved' | 'partially_approved' } | { ok: false } {
  if (lines.length === 0) return { ok: false };
  if (lines.some((l) => !Number.isInteger(l.approved) || l.approved < 0 || l.approved > l.requested)) {
    return { ok: false };
  }
  if (lines.every((l) => l.approved === 0)) return { ok: false };
  return { ok: true, status: lines.every((l) => l.approved === l.requested) ? 'approved' : 'partially_approved' };
}

/**
 * What a receipt decides: every line's received quantity between 0 and what was sent. Anything
 * short is a partial receipt; the shortage is recorded on the line (it left the parent on
 * shipping and did not arrive), never put back into anyone's stock by itself.
 */
export function receiptOutcome(
  lines: readonly { sent: number; received: number }[],
): { ok: true; partial: boolean; shortage: number } | { ok: false } {
  if (lines.length === 0) return { ok: false };
  if (lines.some((l) => !Number.isInteger(l.received) || l.received < 0 || l.received > l.sent)) return { ok: false };
  const shortage = lines.reduce((s, l) => s + (l.sent - l.received), 0);
  return { ok: true, partial: shortage > 0, shortage };
}

/**
 * How many units to ask for when a product is at or below its low-stock threshold: enough to reach
 * four times the threshold (at least 20 units), or — when the holder's recent demand is known — at
 * least what the restock advice of the insights asks for (cover for the lead time and a month at
 * that demand, insights/restock.ts). The one place the suggestion is computed.
 */
export function suggestedRequestQuantity(level: { saleable: number; threshold: number; dailyDemand?: number }): number {
  if (level.saleable > level.threshold) return 0;
  const target = Math.max(level.threshold * 4, 20);
  const byThreshold = Math.max(1, target - Math.max(0, level.saleable));
  return Math.max(byThreshold, restockQuantity(level.saleable, level.dailyDemand ?? 0));
}

/** ST-YYYYMMDD-#### (the date is Istanbul's, as order numbers). */
export function formatStockRequestNumber(day: string, sequence: number): string {
  return `ST-${day.replaceAll('-', '')}-${String(sequence).padStart(4, '0')}`;
}

export type StockRequestUiAction =
  | 'approve'
  | 'reject'
  | 'cancel'
  | 'ship'
  | 'cargo_step'
  | 'receive'
  | 'cancel_transfer';

/** What a party may do now, from the request's and its transfer's states (the buttons a screen shows). */
export function stockRequestActions(
  side: { isRequester: boolean; isSupplier: boolean },
  request: { status: StockRequestStatus },
  transfer: { status: StockTransferStatus; shipmentStatus: ShipmentStatus | null } | null,
): StockRequestUiAction[] {
  const actions: StockRequestUiAction[] = [];
  if (request.status === 'pending') {
    if (side.isSupplier) actions.push('approve', 'reject');
    if (side.isRequester) actions.push('cancel');
  }
  if (transfer) {
    if (side.isSupplier && nextTransferStatus(transfer.status, 'ship')) actions.push('ship', 'cancel_transfer');
    if (
      side.isSupplier &&
      transfer.status === 'shipped' &&
      transfer.shipmentStatus !== null &&
      transfer.shipmentStatus !== 'delivered' &&
      transfer.shipmentStatus !== 'returned'
    ) {
      actions.push('cargo_step');
    }
    if (side.isRequester && nextTransferStatus(transfer.status, 'receive')) actions.push('receive');
  }
  return actions;
}
