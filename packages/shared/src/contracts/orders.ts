import { z } from 'zod';
import {
  AUTOMATION_RULES,
  CARGO_CARRIERS,
  ORDER_NUMBER_PATTERN,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  SHIPMENT_STATUSES,
} from '../orders';
import { roleSchema } from '../role-schema';
import { orderDocumentRefSchema } from './legal';

/**
 * The orders API: what `/api/orders…` takes and answers. Amounts are integer kuruş (format with
 * `formatMoney`), instants are ISO strings.
 */

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const orderPaymentMethodSchema = z.enum(['bank_transfer', 'card', 'points']);
export const ORDER_ACTIONS = [
  'mark_paid',
  'confirm',
  'prepare',
  'ship',
  'deliver',
  'complete',
  'cancel',
  'request_return',
  'accept_return',
  'reject_return',
] as const;
export const orderActionSchema = z.enum(ORDER_ACTIONS);
const note = z.string().trim().max(500).optional();
const money = z.number();

/** A row of `GET /api/orders/mine` and `GET /api/orders`. */
export const orderListItemSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: orderStatusSchema,
  paymentMethod: orderPaymentMethodSchema,
  buyerId: z.string(),
  buyerName: z.string(),
  buyerRole: roleSchema,
  supplierId: z.string(),
  supplierName: z.string(),
  total: z.number(),
  itemCount: z.number(),
  /** The delivery address's province. */
  city: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * What the caller may do with this order now (availableActions for its part in the order):
   * empty for a member who may only look, so the lists offer nothing they would refuse.
   */
  actions: z.array(orderActionSchema),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/**
 * The filters both lists take. `status` is sent as a comma list; `from` and `to` are instants
 * (ISO with offset); `search` matches the order number or the buyer's name.
 */
export const orderListQuerySchema = z.object({
  status: z
    .string()
    .optional()
    .transform((v, c) => {
      if (!v) return undefined;
      const parts = v.split(',');
      for (const p of parts) {
        if (!(ORDER_STATUSES as readonly string[]).includes(p)) {
          c.addIssue({ code: 'custom', message: 'Geçersiz sipariş durumu' });
          return z.NEVER;
        }
      }
      return parts as (typeof ORDER_STATUSES)[number][];
    }),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  city: z.string().trim().max(60).optional(),
  memberId: z.uuid().optional(),
  search: z.string().trim().max(100).optional(),
  paymentMethod: orderPaymentMethodSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
/** The list filters as the screens hold them (statuses as a list; the server's defaults apply). */
export type OrderListQuery = Partial<z.output<typeof orderListQuerySchema>>;

export const orderListPageSchema = z.object({
  orders: z.array(orderListItemSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
  /**
   * Whether the caller supplies orders (or is the admin) and so may change orders on this list;
   * false means a read-only list: no selection and no bulk actions.
   */
  canAct: z.boolean(),
});
export type OrderListPage = z.infer<typeof orderListPageSchema>;

/** The money summary (packages/shared/src/money-summary.ts), computed by the server; kuruş. */
export const moneySummarySchema = z.object({
  listTotal: money,
  tierSaving: money,
  subtotalExVat: money,
  vatByRate: z.array(z.object({ rateBp: z.number(), base: money, vat: money })),
  total: money,
});

export const orderLineSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  sku: z.string().nullable(),
  quantity: z.number(),
  /** The role's list price per unit; `unitPrice` is what was charged (a tier's price when `tierApplied`). */
  listUnitPrice: money,
  unitPrice: money,
  tierApplied: z.boolean(),
  /** Basis points: 2000 = %20. */
  vatRateBp: z.number(),
  vatIncluded: z.boolean(),
  netAmount: money,
  vatAmount: money,
  totalAmount: money,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderHistoryEntrySchema = z.object({
  id: z.number(),
  /** Null for the first entry (the order was placed). */
  fromStatus: orderStatusSchema.nullable(),
  toStatus: orderStatusSchema,
  /** Null when the server itself made the change (automation, payment callback). */
  actorName: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const orderPaymentSchema = z.object({
  id: z.string(),
  method: z.string(),
  provider: z.string(),
  amount: money,
  status: z.enum(PAYMENT_STATUSES),
  reference: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const shipmentEventSchema = z.object({
  id: z.number(),
  status: z.enum(SHIPMENT_STATUSES),
  location: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type ShipmentEvent = z.infer<typeof shipmentEventSchema>;

export const orderShipmentSchema = z.object({
  id: z.string(),
  carrier: z.enum(CARGO_CARRIERS),
  trackingNumber: z.string(),
  desi: z.number(),
  status: z.enum(SHIPMENT_STATUSES),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  events: z.array(shipmentEventSchema),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

export const orderAddressSchema = z.object({
  title: z.string(),
  recipientName: z.string(),
  phone: z.string(),
  city: z.string(),
  district: z.string(),
  addressLine: z.string(),
  postalCode: z.string().nullable(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderViewerRoleSchema = z.enum(['buyer', 'supplier', 'admin', 'system']);
export type OrderViewerRole = z.infer<typeof orderViewerRoleSchema>;

/** What the caller may do with this order now (the buttons the detail shows). */
export const orderViewerSchema = z.object({
  roles: z.array(orderViewerRoleSchema),
  actions: z.array(z.object({ action: orderActionSchema, label: z.string() })),
  /** An unpaid card order whose buyer may try paying again (`POST /api/orders/:id/pay`). */
  canPay: z.boolean(),
});
export type OrderViewer = z.infer<typeof orderViewerSchema>;

/** `GET /api/orders/:id`, `GET /api/orders/track?number=` and the answer of a transition. */
export const orderDetailSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: orderStatusSchema,
  paymentMethod: orderPaymentMethodSchema,
  buyer: z.object({ id: z.string(), name: z.string(), role: roleSchema }),
  supplier: z.object({ id: z.string(), name: z.string() }),
  subtotal: money,
  vatTotal: money,
  total: money,
  discountTotal: money,
  itemCount: z.number(),
  note: z.string().nullable(),
  shippingAddress: orderAddressSchema,
  paymentReference: z.string().nullable(),
  refundAmount: z.number().nullable(),
  paidAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lines: z.array(orderLineSchema),
  /** The same summary as the cart and checkout show, from the stored lines. */
  moneySummary: moneySummarySchema,
  /** The parties' seller numbers (printed on the order summary). */
  sellerNumbers: z.object({ buyer: z.string(), supplier: z.string() }),
  history: z.array(orderHistoryEntrySchema),
  payments: z.array(orderPaymentSchema),
  shipments: z.array(orderShipmentSchema),
  viewer: orderViewerSchema,
  /** The checkout documents the buyer accepted (version, hash, when); empty for older orders. */
  acceptedDocuments: z.array(orderDocumentRefSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderIdParamsSchema = z.object({ id: z.string() });

export const trackOrderQuerySchema = z.object({
  number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(ORDER_NUMBER_PATTERN, { error: 'Sipariş numarası S-YYYYAAGG-#### biçiminde olmalı' }),
});
export type TrackOrderQuery = z.infer<typeof trackOrderQuerySchema>;

/** The shipment the supplier enters when shipping (`ship` requires it). */
export const shipmentInputSchema = z.strictObject({
  carrier: z.enum(CARGO_CARRIERS, { error: 'Kargo firması seçin' }),
  trackingNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/, { error: 'Takip numarası 6–40 harf, rakam veya tireden oluşmalı' }),
  desi: z.number().min(0.01, { error: 'Desi sıfırdan büyük olmalı' }).max(10_000),
});
export type ShipmentInput = z.infer<typeof shipmentInputSchema>;

/** `POST /api/orders/:id/transitions`. */
export const orderTransitionInputSchema = z.strictObject({
  action: orderActionSchema,
  note,
  /** The bank transfer's reference, for `mark_paid`. */
  reference: z.string().trim().max(100).optional(),
  shipment: shipmentInputSchema.optional(),
});
export type OrderTransitionInput = z.input<typeof orderTransitionInputSchema>;

/** The actions `POST /api/orders/bulk-transitions` accepts. */
export const BULK_ORDER_ACTIONS = ['mark_paid', 'confirm', 'prepare', 'deliver', 'cancel'] as const;
export type BulkOrderAction = (typeof BULK_ORDER_ACTIONS)[number];

export const bulkTransitionInputSchema = z.strictObject({
  ids: z.array(z.uuid()).min(1).max(100),
  action: z.enum(BULK_ORDER_ACTIONS),
  note,
});
export type BulkTransitionInput = z.input<typeof bulkTransitionInputSchema>;

export const bulkTransitionResultSchema = z.object({
  id: z.string(),
  ok: z.boolean(),
  /** The order's status after the change, when it succeeded. */
  status: orderStatusSchema.optional(),
  code: z.string().optional(),
  message: z.string().optional(),
});
export type BulkTransitionResult = z.infer<typeof bulkTransitionResultSchema>;

export const bulkTransitionResponseSchema = z.object({ results: z.array(bulkTransitionResultSchema) });
export type BulkTransitionResponse = z.infer<typeof bulkTransitionResponseSchema>;

export const payOrderParamsSchema = z.object({ id: z.uuid() });
export const payOrderResponseSchema = z.object({ redirectUrl: z.string() });
export type PayOrderResponse = z.infer<typeof payOrderResponseSchema>;

// Analytics

export const ANALYTICS_PERIODS = ['day', 'week', 'month'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const orderAnalyticsQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  period: z.enum(ANALYTICS_PERIODS).default('month'),
  city: z.string().trim().max(60).optional(),
});
/** `from` and `to` are instants (ISO); `to` is exclusive. */
export type AnalyticsQuery = z.output<typeof orderAnalyticsQuerySchema>;

/**
 * `GET /api/orders/analytics` over the orders the caller manages (all for the admin). Money is
 * kuruş; revenue counts only orders that were paid and not cancelled or returned. A series'
 * `period` is the first day of its day, week (Monday) or month in Istanbul, as YYYY-MM-DD.
 */
export const orderAnalyticsSchema = z.object({
  totals: z.object({
    orders: z.number(),
    revenue: money,
    averageBasket: money,
    cancelled: z.number(),
    returned: z.number(),
  }),
  byStatus: z.array(z.object({ status: orderStatusSchema, count: z.number(), amount: money })),
  series: z.array(z.object({ period: z.string(), count: z.number(), revenue: money, averageBasket: money })),
  byCity: z.array(z.object({ city: z.string(), count: z.number(), revenue: money })),
});
export type OrderAnalytics = z.infer<typeof orderAnalyticsSchema>;

// Automation

/** A rule of `GET /api/orders/automation`: what the server does on its own, and when it last did. */
export const automationRuleSchema = z.object({
  kind: z.enum(AUTOMATION_RULES),
  label: z.string(),
  enabled: z.boolean(),
  afterHours: z.number(),
  lastRunAt: z.string().nullable(),
  lastRunCount: z.number(),
  updatedAt: z.string(),
});
export type AutomationRule = z.infer<typeof automationRuleSchema>;

/** `intervalMs` is the server's schedule; 0 means the rules run only when asked to. */
export const automationSettingsSchema = z.object({ rules: z.array(automationRuleSchema), intervalMs: z.number() });
export type AutomationSettings = z.infer<typeof automationSettingsSchema>;

export const automationRuleParamsSchema = z.object({ kind: z.enum(AUTOMATION_RULES) });

export const automationRulePatchSchema = z.strictObject({
  enabled: z.boolean().optional(),
  afterHours: z
    .number()
    .int({ error: 'Süre tam saat olmalı' })
    .min(1, { error: 'Süre en az 1 saat olmalı' })
    .max(8760, { error: 'Süre en fazla 8760 saat (1 yıl) olabilir' })
    .optional(),
});
export type AutomationRulePatch = z.infer<typeof automationRulePatchSchema>;

export const automationRunResultSchema = z.object({ cancelled: z.number(), completed: z.number() });
export type AutomationRunResult = z.infer<typeof automationRunResultSchema>;

/** The realtime event 'order_updated', sent to the buyer, the supplier and the admins. */
export const orderUpdatedEventSchema = z.object({ orderId: z.string(), number: z.string(), status: orderStatusSchema });
export type OrderUpdatedEvent = z.infer<typeof orderUpdatedEventSchema>;
