import { z } from 'zod';
import { orderStatusSchema } from './orders';
import { POINTS_STATUSES, POINTS_SOURCES, POINTS_TRANSACTION_TYPES } from '../points';

/**
 * `GET /api/points/balance`: `balance` is computed from the ledger; `storedBalance` is what the
 * profile holds (after an automatic sync, when the two differed by 100 points or more).
 */
export const pointsBalanceSchema = z.object({
  balance: z.number(),
  storedBalance: z.number(),
  totalEarned: z.number(),
  used: z.number(),
  mismatch: z.boolean(),
  /** This read found a difference of 100 points or more and synced the stored balance. */
  autoSynced: z.boolean().optional(),
});
export type PointsBalance = z.infer<typeof pointsBalanceSchema>;

/** `POST /api/points/sync`: the stored balance set to the ledger's, and the figures after it. */
export const pointsSyncResultSchema = pointsBalanceSchema.extend({
  /** The stored balance was different and has been written. */
  changed: z.boolean(),
  previousStoredBalance: z.number(),
});
export type PointsSyncResult = z.infer<typeof pointsSyncResultSchema>;

export const pointsTransactionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** One movement of the member's ledger, in points (1 point = ₺1), negative when it took points. */
export const pointsTransactionSchema = z.object({
  id: z.string(),
  type: z.enum(POINTS_TRANSACTION_TYPES),
  status: z.enum(POINTS_STATUSES),
  source: z.enum(POINTS_SOURCES).nullable(),
  amount: z.number(),
  description: z.string().nullable(),
  /** The order it paid or refunded, when the member may open it. */
  order: z.object({ id: z.string(), number: z.string() }).nullable(),
  /** The commission payout it paid (payouts taken as points). */
  payoutId: z.string().nullable(),
  /** The other member of a transfer. */
  counterparty: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type PointsTransaction = z.infer<typeof pointsTransactionSchema>;

export const pointsTransactionsPageSchema = z.object({
  items: z.array(pointsTransactionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PointsTransactionsPage = z.infer<typeof pointsTransactionsPageSchema>;

/** `GET /api/points/liability` (admin): get_user_points_liability, for everyone or one member. */
export const pointsLiabilityQuerySchema = z.object({ userId: z.uuid().optional() });
export const pointsLiabilitySchema = z.object({
  userId: z.string().nullable(),
  /** Kuruş: Σ of members' balances (completed ledger sums floored at zero); 1 point = ₺1. */
  liability: z.number().int(),
  /** Members with a balance above zero. */
  memberCount: z.number().int(),
});
export type PointsLiability = z.infer<typeof pointsLiabilitySchema>;

/** Points typed by a person: above zero, at most two decimals, at most 10 million. */
const pointsAmount = z
  .number()
  .refine((v) => Number.isFinite(v) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    error: 'En fazla iki ondalık basamak girin',
  })
  .refine((v) => Math.abs(v) <= 10_000_000, { error: 'Tutar çok büyük' });

/** `POST /api/points/transfers`: points to a member of one's own downline. */
export const pointsTransferBodySchema = z.object({
  toUserId: z.uuid({ error: 'Bir üye seçin' }),
  amount: pointsAmount.refine((v) => v > 0, { error: 'Tutar sıfırdan büyük olmalı' }),
  note: z.string().trim().max(200).optional(),
});
export type PointsTransferRequest = z.input<typeof pointsTransferBodySchema>;

export const pointsTransferResultSchema = z.object({
  transactionId: z.string(),
  balance: z.number(),
});
export type PointsTransferResult = z.infer<typeof pointsTransferResultSchema>;

/** `POST /api/admin/points`: a bonus (above zero) or an adjustment (either sign, never below zero). */
export const adminPointsBodySchema = z
  .object({
    userId: z.uuid({ error: 'Bir üye seçin' }),
    type: z.enum(['bonus', 'adjustment']),
    amount: pointsAmount.refine((v) => v !== 0, { error: 'Tutar sıfır olamaz' }),
    description: z.string().trim().min(3, { error: 'En az 3 karakterlik bir açıklama yazın' }).max(200),
  })
  .refine((v) => v.type === 'adjustment' || v.amount > 0, {
    path: ['amount'],
    error: 'Bonus sıfırdan büyük olmalı',
  });
export type AdminPointsRequest = z.input<typeof adminPointsBodySchema>;

export const adminPointsResultSchema = z.object({
  transactionId: z.string(),
  userId: z.string(),
  balance: z.number(),
});
export type AdminPointsResult = z.infer<typeof adminPointsResultSchema>;

/** `GET /api/points-orders/quote?productId=`: what a product costs in points and whether it can be bought. */
export const pointsQuoteQuerySchema = z.object({ productId: z.uuid() });
export const pointsQuoteSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  /** Points (1 point = ₺1 of client price). */
  price: z.number(),
  balance: z.number(),
  /** Sold for points, priced, in stock at the national distributor and affordable. */
  available: z.boolean(),
  /** Why not, as an error code (POINTS_PRODUCT_NOT_AVAILABLE, INSUFFICIENT_POINTS, INSUFFICIENT_STOCK). */
  reason: z.string().nullable(),
});
export type PointsQuote = z.infer<typeof pointsQuoteSchema>;

/** `POST /api/points-orders` (with an Idempotency-Key header): one unit of a product, paid with points. */
export const pointsOrderBodySchema = z.object({
  productId: z.uuid({ error: 'Ürün bulunamadı' }),
  addressId: z.uuid({ error: 'Bir teslimat adresi seçin' }),
});
export type PointsOrderRequest = z.input<typeof pointsOrderBodySchema>;

export const placedPointsOrderSchema = z.object({
  order: z.object({
    id: z.string(),
    number: z.string(),
    status: orderStatusSchema,
    /** Points spent. */
    points: z.number(),
  }),
  balance: z.number(),
  replayed: z.boolean(),
});
export type PlacedPointsOrder = z.infer<typeof placedPointsOrderSchema>;
