import { describe, expect, it } from 'vitest';
import {
  approvalOutcome,
  canDecideRequest,
  formatStockRequestNumber,
  nextTransferStatus,
  receiptOutcome,
  STOCK_TRANSFER_STATUSES,
  stockRequestActions,
  suggestedRequestQuantity,
  transferActionForShipment,
} from './stock-requests';

describe('stock request rules', () => {
  it('decides a request only while it waits', () => {
    expect(canDecideRequest('pending', 'approve')).toBe(true);
    for (const s of ['approved', 'partially_approved', 'rejected', 'cancelled'] as const) {
      expect(canDecideRequest(s, 'approve')).toBe(false);
      expect(canDecideRequest(s, 'cancel')).toBe(false);
    }
  });

  it('an approval is full, partial, or not an approval', () => {
    expect(approvalOutcome([{ requested: 5, approved: 5 }])).toEqual({ ok: true, status: 'approved' });
    expect(
      approvalOutcome([
        { requested: 5, approved: 3 },
        { requested: 2, approved: 2 },
      ]),
    ).toEqual({ ok: true, status: 'partially_approved' });
    expect(
      approvalOutcome([
        { requested: 5, approved: 0 },
        { requested: 2, approved: 2 },
      ]),
    ).toEqual({ ok: true, status: 'partially_approved' });
    expect(approvalOutcome([{ requested: 5, approved: 0 }])).toEqual({ ok: false });
    expect(approvalOutcome([{ requested: 5, approved: 6 }])).toEqual({ ok: false });
    expect(approvalOutcome([{ requested: 5, approved: -1 }])).toEqual({ ok: false });
    expect(approvalOutcome([{ requested: 5, approved: 1.5 }])).toEqual({ ok: false });
    expect(approvalOutcome([])).toEqual({ ok: false });
  });

  it('a receipt records the shortage and never more than was sent', () => {
    expect(receiptOutcome([{ sent: 8, received: 8 }])).toEqual({ ok: true, partial: false, shortage: 0 });
    expect(
      receiptOutcome([
        { sent: 8, received: 7 },
        { sent: 6, received: 6 },
      ]),
    ).toEqual({ ok: true, partial: true, shortage: 1 });
    expect(receiptOutcome([{ sent: 8, received: 0 }])).toEqual({ ok: true, partial: true, shortage: 8 });
    expect(receiptOutcome([{ sent: 8, received: 9 }])).toEqual({ ok: false });
  });

  it('a transfer moves preparing → shipped → delivered → received, and final states stay final', () => {
    expect(nextTransferStatus('preparing', 'ship')).toBe('shipped');
    expect(nextTransferStatus('preparing', 'cancel')).toBe('cancelled');
    expect(nextTransferStatus('preparing', 'receive')).toBeNull();
    expect(nextTransferStatus('shipped', 'cancel')).toBeNull();
    expect(nextTransferStatus('shipped', 'cargo_delivered')).toBe('delivered');
    expect(nextTransferStatus('shipped', 'receive')).toBe('received');
    expect(nextTransferStatus('delivered', 'receive', true)).toBe('partially_received');
    expect(nextTransferStatus('delivered', 'cargo_returned')).toBe('returned');
    for (const final of ['received', 'partially_received', 'returned', 'cancelled'] as const) {
      for (const a of ['ship', 'receive', 'cancel', 'cargo_delivered', 'cargo_returned'] as const) {
        expect(nextTransferStatus(final, a)).toBeNull();
      }
    }
    expect(STOCK_TRANSFER_STATUSES).toContain('partially_received');
    expect(transferActionForShipment('in_transit')).toBeNull();
    expect(transferActionForShipment('delivered')).toBe('cargo_delivered');
    expect(transferActionForShipment('returned')).toBe('cargo_returned');
  });

  it('offers each party only its own steps', () => {
    const parent = { isRequester: false, isSupplier: true };
    const child = { isRequester: true, isSupplier: false };
    expect(stockRequestActions(parent, { status: 'pending' }, null)).toEqual(['approve', 'reject']);
    expect(stockRequestActions(child, { status: 'pending' }, null)).toEqual(['cancel']);
    const preparing = { status: 'preparing' as const, shipmentStatus: null };
    expect(stockRequestActions(parent, { status: 'approved' }, preparing)).toEqual(['ship', 'cancel_transfer']);
    expect(stockRequestActions(child, { status: 'approved' }, preparing)).toEqual([]);
    const shipped = { status: 'shipped' as const, shipmentStatus: 'in_transit' as const };
    expect(stockRequestActions(parent, { status: 'approved' }, shipped)).toEqual(['cargo_step']);
    expect(stockRequestActions(child, { status: 'approved' }, shipped)).toEqual(['receive']);
    expect(stockRequestActions({ isRequester: false, isSupplier: false }, { status: 'pending' }, null)).toEqual([]);
  });

  it('suggests enough to reach four times the threshold (at least 20), only at or below it', () => {
    expect(suggestedRequestQuantity({ saleable: 6, threshold: 5 })).toBe(0);
    expect(suggestedRequestQuantity({ saleable: 5, threshold: 5 })).toBe(15);
    expect(suggestedRequestQuantity({ saleable: 0, threshold: 5 })).toBe(20);
    expect(suggestedRequestQuantity({ saleable: 2, threshold: 10 })).toBe(38);
    expect(suggestedRequestQuantity({ saleable: -3, threshold: 5 })).toBe(20);
    // With the demand known, at least what the restock advice asks for: 2 a day for 44 days − 2.
    expect(suggestedRequestQuantity({ saleable: 2, threshold: 5, dailyDemand: 2 })).toBe(86);
    // A slow product keeps the threshold rule's quantity.
    expect(suggestedRequestQuantity({ saleable: 2, threshold: 5, dailyDemand: 0.1 })).toBe(18);
    expect(suggestedRequestQuantity({ saleable: 6, threshold: 5, dailyDemand: 2 })).toBe(0);
  });

  it('numbers requests ST-YYYYMMDD-####', () => {
    expect(formatStockRequestNumber('2026-11-24', 7)).toBe('ST-20261124-0007');
  });
});
