import { canAdvanceShipment, type ShipmentStatus, SHIPMENT_STATUS_LABELS } from '@portal/shared/orders';
import { grantedScope } from '@portal/shared/permissions';
import { canSee } from '@portal/shared/scope';
import { MESSAGES } from '@portal/shared/messages';
import type { AppContext, Member } from '../platform/context';
import { AppError } from '../platform/errors';
import * as cargo from '../modules/cargo/cargo.repository';
import { insertMany as insertNotifications } from '../modules/notifications/notifications.repository';
import { announce } from '../modules/orders/orders.service';
import { announceTransition, applyTransition } from './order-transition';
import { runWorkflow } from './run-workflow';

/**
 * A step in a parcel's journey, recorded by the order's supplier or the admin. The parcel only
 * moves forward; its delivery delivers the order (through the order's own transition rules).
 */
export async function recordShipmentEvent(
  ctx: AppContext,
  member: Member,
  shipmentId: string,
  body: { status: ShipmentStatus; location?: string; note?: string },
) {
  await runWorkflow(ctx, 'shipment.event', async (tx, after) => {
    const row = await cargo.lockShipmentWithOrder(tx, shipmentId);
    // The order's supplier records its parcel's steps; the admin anyone's (the scope cargo grants).
    const allowed =
      row && canSee(member, { ownerId: row.order.supplierId }, grantedScope('canAccessCargoManagement', member));
    if (!row || !allowed) throw new AppError('SHIPMENT_NOT_FOUND');
    if (!canAdvanceShipment(row.shipment.status as ShipmentStatus, body.status)) {
      throw new AppError('SHIPMENT_STATUS_INVALID');
    }
    const now = new Date();
    await cargo.recordShipmentStep(
      tx,
      shipmentId,
      {
        status: body.status,
        location: body.location?.trim() || null,
        note: body.note?.trim() || null,
        actorId: member.id,
      },
      now,
    );
    // The parcel is delivered first, so the order's delivery finds no open parcel to close again.
    if (body.status === 'delivered' && row.order.status === 'shipped') {
      const result = await applyTransition(
        tx,
        row.order.id,
        member,
        'deliver',
        { note: MESSAGES.orders.parcelDelivered },
        now,
      );
      announceTransition(after, result);
      return;
    }
    const notices = await insertNotifications(tx, [
      {
        userId: row.order.buyerId,
        type: 'info',
        title: MESSAGES.cargo.statusTitle,
        message: MESSAGES.cargo.status(row.order.number, SHIPMENT_STATUS_LABELS[body.status]),
        actionUrl: `/dashboard/order-tracking?number=${encodeURIComponent(row.order.number)}`,
        relatedEntityId: row.order.id,
        relatedEntityType: 'order',
      },
    ]);
    announce(after, row.order, notices);
  });
  return { status: body.status };
}
