import type { Tx } from '@portal/db/client';
import type {
  ReceiveStockTransferInput,
  ShipStockTransferInput,
  StockTransferEventInput,
} from '@portal/shared/contracts/stock-requests';
import { MESSAGES } from '@portal/shared/messages';
import {
  CARGO_CARRIER_LABELS,
  canAdvanceShipment,
  SHIPMENT_STATUS_LABELS,
  type ShipmentStatus,
} from '@portal/shared/orders';
import {
  nextTransferStatus,
  receiptOutcome,
  type StockTransferAction,
  type StockTransferStatus,
  transferActionForShipment,
  transferActor,
} from '@portal/shared/stock-requests';
import { audit } from '../platform/audit';
import type { Actor, AppContext, Member } from '../platform/context';
import { AppError } from '../platform/errors';
import * as cargo from '../modules/cargo/cargo.repository';
import {
  insertMany as insertNotifications,
  type NotificationRow,
} from '../modules/notifications/notifications.repository';
import { move } from '../modules/stock/stock.service';
import * as repo from '../modules/stock-requests/stock-requests.repository';
import { transferChanged } from './stock-request-events';
import { type AfterCommit, runWorkflow } from './run-workflow';

/** The transfer locked with its request, for a step this member may take (only the parties act). */
async function lockForStep(tx: Tx, member: Member, id: string, action: StockTransferAction) {
  const row = await repo.lockTransfer(tx, id);
  if (!row || (row.transfer.fromHolderId !== member.id && row.transfer.toHolderId !== member.id)) {
    throw new AppError('STOCK_TRANSFER_NOT_FOUND');
  }
  const side = transferActor(action) === 'supplier' ? row.transfer.fromHolderId : row.transfer.toHolderId;
  if (side !== member.id) throw new AppError('FORBIDDEN');
  return row;
}

function moveTo(row: { transfer: { status: string } }, action: StockTransferAction, partial = false) {
  const next = nextTransferStatus(row.transfer.status as StockTransferStatus, action, partial);
  if (!next) throw new AppError('STOCK_TRANSFER_STATUS_INVALID');
  return next;
}

async function tell(
  tx: Tx,
  after: AfterCommit,
  notices: NotificationRow[],
  to: string,
  request: { id: string; number: string },
  title: string,
  message: string,
  tab: 'requests-in' | 'requests-out',
) {
  notices.push(
    ...(await insertNotifications(tx, [
      {
        userId: to,
        type: 'info',
        title,
        message,
        actionUrl: `/dashboard/stock-management?tab=${tab}&request=${request.id}`,
        relatedEntityId: request.id,
        relatedEntityType: 'stock_request',
      },
    ])),
  );
  after.notify(notices);
}

/**
 * The parent hands the transfer to a carrier: a parcel with its tracking number, and for every
 * line the reservation released and the units taken out of the parent's stock (transfer_out).
 */
export async function shipStockTransfer(
  ctx: AppContext,
  actor: Actor,
  member: Member,
  id: string,
  input: ShipStockTransferInput,
) {
  await runWorkflow(ctx, 'stock-transfer.ship', async (tx, after) => {
    const row = await lockForStep(tx, member, id, 'ship');
    const status = moveTo(row, 'ship');
    const tracking = input.trackingNumber.trim().toUpperCase();
    if (await cargo.trackingNumberTaken(tx, input.carrier, tracking)) throw new AppError('TRACKING_NUMBER_TAKEN');
    await cargo.insertShipment(
      tx,
      {
        transferId: id,
        carrier: input.carrier,
        trackingNumber: tracking,
        desiHundredths: Math.round(input.desi * 100),
      },
      member.id,
    );
    const notices: NotificationRow[] = [];
    const items = await repo.transferItems(tx, id);
    for (const it of items) {
      const base = {
        holderId: row.transfer.fromHolderId,
        productId: it.productId,
        quantity: it.quantity,
        actorId: member.id,
        transferId: id,
      };
      await move(tx, { ...base, kind: 'release' }, notices);
      await move(tx, { ...base, kind: 'transfer_out' }, notices);
    }
    const now = new Date();
    await repo.updateTransfer(tx, id, { status, shippedAt: now });
    await repo.addHistory(
      tx,
      row.request.id,
      status,
      member.id,
      `${CARGO_CARRIER_LABELS[input.carrier]} · ${tracking}`,
    );
    await audit(tx, actor, { action: 'stock_transfer.ship', entityType: 'stock_transfer', entityId: id, after: input });
    await tell(
      tx,
      after,
      notices,
      row.transfer.toHolderId,
      row.request,
      MESSAGES.stockRequests.shippedTitle,
      MESSAGES.stockRequests.shipped(row.request.number, CARGO_CARRIER_LABELS[input.carrier], tracking),
      'requests-out',
    );
    transferChanged(
      after,
      row.request,
      { id, status },
      items.map((it) => ({ holderId: row.transfer.fromHolderId, productId: it.productId })),
    );
  });
  return { id };
}

/**
 * A step of the transfer's parcel, recorded by the parent (the same steps and order as an order's
 * parcel). Delivered marks the transfer delivered (the requester then receives it); returned puts
 * the units back into the parent's stock (return_in).
 */
export async function recordStockTransferEvent(
  ctx: AppContext,
  actor: Actor,
  member: Member,
  id: string,
  input: StockTransferEventInput,
) {
  await runWorkflow(ctx, 'stock-transfer.cargo-step', async (tx, after) => {
    const action = transferActionForShipment(input.status);
    const row = await lockForStep(tx, member, id, action ?? 'cargo_delivered');
    // A step on the way (picked up, in transit, out for delivery) leaves the transfer shipped.
    if (!action && row.transfer.status !== 'shipped') throw new AppError('STOCK_TRANSFER_STATUS_INVALID');
    const next = action ? moveTo(row, action) : null;
    const shipment = await cargo.lockShipmentOfTransfer(tx, id);
    if (!shipment) throw new AppError('SHIPMENT_NOT_FOUND');
    if (!canAdvanceShipment(shipment.status as ShipmentStatus, input.status))
      throw new AppError('SHIPMENT_STATUS_INVALID');
    const now = new Date();
    await cargo.recordShipmentStep(
      tx,
      shipment.id,
      {
        status: input.status,
        location: input.location?.trim() || null,
        note: input.note?.trim() || null,
        actorId: member.id,
      },
      now,
    );
    const notices: NotificationRow[] = [];
    const moved: { holderId: string; productId: string }[] = [];
    if (next) {
      await repo.updateTransfer(tx, id, { status: next });
      await repo.addHistory(tx, row.request.id, next, member.id, input.note?.trim() || null);
      if (next === 'returned') {
        for (const it of await repo.transferItems(tx, id)) {
          await move(
            tx,
            {
              holderId: row.transfer.fromHolderId,
              productId: it.productId,
              kind: 'return_in',
              quantity: it.quantity,
              actorId: member.id,
              transferId: id,
            },
            notices,
          );
          moved.push({ holderId: row.transfer.fromHolderId, productId: it.productId });
        }
      }
    }
    await audit(tx, actor, {
      action: 'stock_transfer.cargo_step',
      entityType: 'stock_transfer',
      entityId: id,
      after: input,
    });
    await tell(
      tx,
      after,
      notices,
      row.transfer.toHolderId,
      row.request,
      next === 'returned' ? MESSAGES.stockRequests.returnedTitle : MESSAGES.stockRequests.cargoTitle,
      next === 'returned'
        ? MESSAGES.stockRequests.returned(row.request.number)
        : MESSAGES.stockRequests.cargo(row.request.number, SHIPMENT_STATUS_LABELS[input.status]),
      'requests-out',
    );
    transferChanged(after, row.request, { id, status: next ?? row.transfer.status }, moved);
  });
  return { id };
}

/**
 * The requester takes the goods in: what arrived of each line goes into its stock (transfer_in).
 * Anything short is recorded on the line and in the timeline as a shortage, and the parent is
 * told; it is not put back anywhere (it left the parent when shipped and did not arrive).
 */
export async function receiveStockTransfer(
  ctx: AppContext,
  actor: Actor,
  member: Member,
  id: string,
  input: ReceiveStockTransferInput,
) {
  await runWorkflow(ctx, 'stock-transfer.receive', async (tx, after) => {
    const row = await lockForStep(tx, member, id, 'receive');
    const items = await repo.transferItems(tx, id);
    const given = new Map(input.items.map((i) => [i.productId, i.quantityReceived]));
    if (
      given.size !== input.items.length ||
      items.some((it) => !given.has(it.productId)) ||
      given.size !== items.length
    ) {
      throw new AppError('STOCK_RECEIPT_INVALID');
    }
    const outcome = receiptOutcome(items.map((it) => ({ sent: it.quantity, received: given.get(it.productId) ?? 0 })));
    if (!outcome.ok) throw new AppError('STOCK_RECEIPT_INVALID');
    const status = moveTo(row, 'receive', outcome.partial);
    const notices: NotificationRow[] = [];
    for (const it of items) {
      const received = given.get(it.productId) ?? 0;
      await repo.setReceived(tx, id, it.productId, received);
      if (received > 0) {
        await move(
          tx,
          {
            holderId: row.transfer.toHolderId,
            productId: it.productId,
            kind: 'transfer_in',
            quantity: received,
            actorId: member.id,
            transferId: id,
          },
          notices,
        );
      }
    }
    const now = new Date();
    // The goods are in hand: a parcel still on its way in the carrier's record is closed as delivered.
    const shipment = await cargo.lockShipmentOfTransfer(tx, id);
    if (shipment && shipment.status !== 'delivered' && shipment.status !== 'returned') {
      await cargo.recordShipmentStep(tx, shipment.id, { status: 'delivered', actorId: member.id }, now);
    }
    await repo.updateTransfer(tx, id, { status, receivedAt: now });
    const note = [
      outcome.partial ? MESSAGES.stockRequests.shortageNote(outcome.shortage) : null,
      input.note?.trim() || null,
    ]
      .filter(Boolean)
      .join(' · ');
    await repo.addHistory(tx, row.request.id, status, member.id, note || null, now);
    await audit(tx, actor, {
      action: 'stock_transfer.receive',
      entityType: 'stock_transfer',
      entityId: id,
      after: input,
    });
    await tell(
      tx,
      after,
      notices,
      row.transfer.fromHolderId,
      row.request,
      MESSAGES.stockRequests.receivedTitle,
      outcome.partial
        ? MESSAGES.stockRequests.partiallyReceived(row.request.number, outcome.shortage)
        : MESSAGES.stockRequests.received(row.request.number),
      'requests-in',
    );
    transferChanged(
      after,
      row.request,
      { id, status },
      items.map((it) => ({ holderId: row.transfer.toHolderId, productId: it.productId })),
    );
  });
  return { id };
}

/** The parent calls off a transfer it has not shipped: the reserved units are released. */
export async function cancelStockTransfer(ctx: AppContext, actor: Actor, member: Member, id: string, reason: string) {
  await runWorkflow(ctx, 'stock-transfer.cancel', async (tx, after) => {
    const row = await lockForStep(tx, member, id, 'cancel');
    const status = moveTo(row, 'cancel');
    const notices: NotificationRow[] = [];
    const items = await repo.transferItems(tx, id);
    for (const it of items) {
      await move(
        tx,
        {
          holderId: row.transfer.fromHolderId,
          productId: it.productId,
          kind: 'release',
          quantity: it.quantity,
          actorId: member.id,
          transferId: id,
        },
        notices,
      );
    }
    const text = reason.trim();
    await repo.updateTransfer(tx, id, { status });
    await repo.addHistory(tx, row.request.id, status, member.id, text);
    await audit(tx, actor, {
      action: 'stock_transfer.cancel',
      entityType: 'stock_transfer',
      entityId: id,
      after: { reason: text },
    });
    await tell(
      tx,
      after,
      notices,
      row.transfer.toHolderId,
      row.request,
      MESSAGES.stockRequests.transferCancelledTitle,
      MESSAGES.stockRequests.transferCancelled(row.request.number, text),
      'requests-out',
    );
    transferChanged(
      after,
      row.request,
      { id, status },
      items.map((it) => ({ holderId: row.transfer.fromHolderId, productId: it.productId })),
    );
  });
  return { id };
}
