import { z } from 'zod';
import { CARGO_CARRIERS, SHIPMENT_STATUSES } from '../orders';
import { roleSchema } from '../role-schema';
import { STOCK_REQUEST_STATUSES, STOCK_TRANSFER_STATUSES } from '../stock-requests';

/** Stock requests to the parent holder and the transfers that answer them (decision 043). */

export const stockRequestStatusSchema = z.enum(STOCK_REQUEST_STATUSES);
export const stockTransferStatusSchema = z.enum(STOCK_TRANSFER_STATUSES);
export const stockRequestStepSchema = z.enum(['created', ...STOCK_REQUEST_STATUSES, ...STOCK_TRANSFER_STATUSES]);

/** `in`: requests made to the caller (it is the parent); `out`: the caller's own; `all`: the admin's view. */
export const stockDirectionSchema = z.enum(['in', 'out', 'all']);
export type StockDirection = z.infer<typeof stockDirectionSchema>;

export const stockRequestIdParamsSchema = z.object({ id: z.uuid() });

export const stockRequestListQuerySchema = z.object({
  direction: stockDirectionSchema.default('out'),
  status: stockRequestStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type StockRequestListQuery = z.output<typeof stockRequestListQuerySchema>;

const partySchema = z.object({ id: z.string(), name: z.string(), role: roleSchema });

/** A row of the request lists. */
export const stockRequestRowSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: stockRequestStatusSchema,
  requester: partySchema,
  supplier: partySchema,
  itemCount: z.number(),
  quantityRequested: z.number(),
  quantityApproved: z.number().nullable(),
  transferId: z.string().nullable(),
  transferStatus: stockTransferStatusSchema.nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StockRequestRow = z.infer<typeof stockRequestRowSchema>;

export const stockRequestPageSchema = z.object({
  requests: z.array(stockRequestRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type StockRequestPage = z.infer<typeof stockRequestPageSchema>;

export const stockRequestItemSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  sku: z.string().nullable(),
  quantityRequested: z.number(),
  quantityApproved: z.number().nullable(),
  /** What was shipped and what arrived (null until then). */
  quantitySent: z.number().nullable(),
  quantityReceived: z.number().nullable(),
  /** The parent's saleable units now: shown to the parent deciding. */
  supplierSaleable: z.number().nullable(),
});
export type StockRequestItem = z.infer<typeof stockRequestItemSchema>;

export const stockShipmentSchema = z.object({
  id: z.string(),
  carrier: z.enum(CARGO_CARRIERS),
  trackingNumber: z.string(),
  desi: z.number(),
  status: z.enum(SHIPMENT_STATUSES),
  events: z.array(
    z.object({
      status: z.enum(SHIPMENT_STATUSES),
      location: z.string().nullable(),
      note: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});

export const stockTimelineEntrySchema = z.object({
  step: stockRequestStepSchema,
  note: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type StockTimelineEntry = z.infer<typeof stockTimelineEntrySchema>;

/** `GET /api/stock/requests/:id`: the request, its transfer and parcel, and the timeline. */
export const stockRequestDetailSchema = stockRequestRowSchema.extend({
  decisionNote: z.string().nullable(),
  items: z.array(stockRequestItemSchema),
  transfer: z
    .object({
      id: z.string(),
      status: stockTransferStatusSchema,
      shippedAt: z.string().nullable(),
      receivedAt: z.string().nullable(),
      shipment: stockShipmentSchema.nullable(),
    })
    .nullable(),
  timeline: z.array(stockTimelineEntrySchema),
  /** What the caller may do now (the server decides; the screen only offers these). */
  actions: z.array(z.enum(['approve', 'reject', 'cancel', 'ship', 'cargo_step', 'receive', 'cancel_transfer'])),
});
export type StockRequestDetail = z.infer<typeof stockRequestDetailSchema>;

const quantitySchema = z
  .number({ error: 'Geçersiz miktar' })
  .int({ error: 'Geçersiz miktar' })
  .min(1, { error: 'Geçersiz miktar' })
  .max(100_000, { error: 'Geçersiz miktar' });
const noteSchema = z.string().trim().max(500, { error: 'Not en fazla 500 karakter olabilir' });

/** `POST /api/stock/requests`. */
export const createStockRequestInputSchema = z.strictObject({
  items: z
    .array(z.strictObject({ productId: z.uuid({ error: 'Bir ürün seçin' }), quantity: quantitySchema }))
    .min(1, { error: 'En az bir ürün ekleyin' })
    .max(50)
    .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, {
      error: 'Bir ürün talepte bir kez yer alabilir',
    }),
  note: noteSchema.optional(),
});
export type CreateStockRequestInput = z.infer<typeof createStockRequestInputSchema>;

/** `POST /api/stock/requests/:id/approve`: every line's approved quantity (0 leaves it out). */
export const approveStockRequestInputSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        productId: z.uuid(),
        quantity: z.number().int({ error: 'Geçersiz miktar' }).min(0, { error: 'Geçersiz miktar' }).max(100_000),
      }),
    )
    .min(1)
    .max(50),
  note: noteSchema.optional(),
});
export type ApproveStockRequestInput = z.infer<typeof approveStockRequestInputSchema>;

export const stockReasonInputSchema = z.strictObject({
  reason: z.string().trim().min(3, { error: 'Bir gerekçe yazın' }).max(500),
});
export type StockReasonInput = z.infer<typeof stockReasonInputSchema>;

/** `POST /api/stock/transfers/:id/ship`. */
export const shipStockTransferInputSchema = z.strictObject({
  carrier: z.enum(CARGO_CARRIERS, { error: 'Kargo firması seçin' }),
  trackingNumber: z
    .string()
    .trim()
    .min(5, { error: 'Takip numarası en az 5 karakter olmalıdır' })
    .max(40)
    .regex(/^[A-Za-z0-9-]+$/, { error: 'Takip numarası yalnızca harf, rakam ve tire içerebilir' }),
  desi: z.number({ error: 'Desi girin' }).positive({ error: 'Desi sıfırdan büyük olmalıdır' }).max(10_000),
});
export type ShipStockTransferInput = z.infer<typeof shipStockTransferInputSchema>;

/** `POST /api/stock/transfers/:id/events`: a step of the transfer's parcel. */
export const stockTransferEventInputSchema = z.strictObject({
  status: z.enum(SHIPMENT_STATUSES, { error: 'Geçersiz kargo durumu' }),
  location: z.string().trim().max(100).optional(),
  note: z.string().trim().max(300).optional(),
});
export type StockTransferEventInput = z.infer<typeof stockTransferEventInputSchema>;

/** `POST /api/stock/transfers/:id/receive`: what arrived of each line. */
export const receiveStockTransferInputSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        productId: z.uuid(),
        quantityReceived: z
          .number()
          .int({ error: 'Geçersiz miktar' })
          .min(0, { error: 'Geçersiz miktar' })
          .max(100_000),
      }),
    )
    .min(1)
    .max(50),
  note: noteSchema.optional(),
});
export type ReceiveStockTransferInput = z.infer<typeof receiveStockTransferInputSchema>;

export const stockTransferIdParamsSchema = z.object({ id: z.uuid() });

/** `GET /api/stock/transfers`. */
export const stockTransferListQuerySchema = z.object({
  direction: stockDirectionSchema.default('in'),
  status: stockTransferStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type StockTransferListQuery = z.output<typeof stockTransferListQuerySchema>;

export const stockTransferRowSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  requestNumber: z.string(),
  status: stockTransferStatusSchema,
  from: partySchema,
  to: partySchema,
  quantity: z.number(),
  quantityReceived: z.number().nullable(),
  carrier: z.enum(CARGO_CARRIERS).nullable(),
  trackingNumber: z.string().nullable(),
  shipmentStatus: z.enum(SHIPMENT_STATUSES).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StockTransferRow = z.infer<typeof stockTransferRowSchema>;

export const stockTransferPageSchema = z.object({
  transfers: z.array(stockTransferRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type StockTransferPage = z.infer<typeof stockTransferPageSchema>;

/** `GET /api/stock/request-suggestions`: the caller's low products and how many to ask for. */
export const stockRequestSuggestionsSchema = z.object({
  parent: z.object({ id: z.string(), name: z.string() }).nullable(),
  suggestions: z.array(
    z.object({
      productId: z.string(),
      productName: z.string(),
      saleable: z.number(),
      threshold: z.number(),
      quantity: z.number(),
      /** A request for it is already waiting or on its way. */
      pending: z.boolean(),
    }),
  ),
});
export type StockRequestSuggestions = z.infer<typeof stockRequestSuggestionsSchema>;
