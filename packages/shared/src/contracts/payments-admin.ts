import { z } from 'zod';
import { isDay } from '../network-reports';
import { PAYMENT_STATUSES } from '../orders';

/**
 * The payments page (Ödemeler, admin and national distributor): every attempt to pay an order,
 * money owed back (`refund_required`) first among equals. Amounts in kuruş.
 */

const day = z.string().refine(isDay, { error: 'Geçerli bir tarih girin (YYYY-AA-GG)' });

export const PAYMENTS_ADMIN_PAGE_SIZE = 25;

export const paymentFiltersSchema = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
  method: z.enum(['card', 'bank_transfer']).optional(),
  from: day.optional(),
  to: day.optional(),
  /** Order number, provider reference or buyer. */
  q: z.string().trim().max(100).optional(),
});
export type PaymentFilters = z.output<typeof paymentFiltersSchema>;

export const paymentListQuerySchema = paymentFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

export const adminPaymentSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  method: z.string(),
  provider: z.string(),
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  reference: z.string().nullable(),
  failureReason: z.string().nullable(),
  callbackCount: z.number(),
  order: z.object({ id: z.string(), number: z.string(), status: z.string() }),
  buyer: z.object({ id: z.string(), name: z.string(), sellerNo: z.string() }),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const paymentStatusTotalSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  count: z.number(),
  amount: z.number(),
});

export const adminPaymentPageSchema = z.object({
  payments: z.array(adminPaymentSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** For the filters other than the status: every status with its count and amount. */
  byStatus: z.array(paymentStatusTotalSchema),
});
export type AdminPaymentPage = z.infer<typeof adminPaymentPageSchema>;
