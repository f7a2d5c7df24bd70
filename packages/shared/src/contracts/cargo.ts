import { z } from 'zod';
import { CARGO_CARRIERS, ORDER_STATUSES, SHIPMENT_STATUSES } from '../orders';

/** The cargo API: the admin's shipment list and the steps of a parcel. */

export const shipmentListQuerySchema = z.object({
  carrier: z.enum(CARGO_CARRIERS).optional(),
  status: z.enum(SHIPMENT_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
/** The list filters as the screen holds them (the page size is the screen's own). */
export type ShipmentQuery = Omit<z.output<typeof shipmentListQuerySchema>, 'pageSize'>;

/** A row of `GET /api/shipments` (the admin's cargo list), newest first. */
export const shipmentRowSchema = z.object({
  id: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  buyerName: z.string(),
  city: z.string(),
  carrier: z.enum(CARGO_CARRIERS),
  trackingNumber: z.string(),
  desi: z.number(),
  status: z.enum(SHIPMENT_STATUSES),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShipmentRow = z.infer<typeof shipmentRowSchema>;

/** `counts` covers every shipment, whatever the filters: the status chips show them. */
export const shipmentPageSchema = z.object({
  shipments: z.array(shipmentRowSchema),
  counts: z.array(z.object({ status: z.enum(SHIPMENT_STATUSES), count: z.number() })),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type ShipmentPage = z.infer<typeof shipmentPageSchema>;

export const shipmentIdParamsSchema = z.object({ id: z.uuid() });

/** `POST /api/shipments/:id/events`. */
export const shipmentEventInputSchema = z.strictObject({
  status: z.enum(SHIPMENT_STATUSES, { error: 'Geçersiz kargo durumu' }),
  location: z.string().trim().max(100).optional(),
  note: z.string().trim().max(300).optional(),
});
export type ShipmentEventInput = z.infer<typeof shipmentEventInputSchema>;

export const shipmentEventResultSchema = z.object({ status: z.enum(SHIPMENT_STATUSES) });
export type ShipmentEventResult = z.infer<typeof shipmentEventResultSchema>;
