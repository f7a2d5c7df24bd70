import { z } from 'zod';
import { roleSchema } from '../role-schema';

/** The stock API: holders, levels, the movement ledger, and receipts and corrections. */

export const STOCK_MOVEMENT_KINDS = [
  'purchase_in',
  'reserve',
  'release',
  'ship',
  'transfer_out',
  'transfer_in',
  'return_in',
  'adjustment',
] as const;
export const stockMovementKindSchema = z.enum(STOCK_MOVEMENT_KINDS);
export const stockStatusSchema = z.enum(['in_stock', 'low', 'out']);

/** A member whose stock the caller may read; the admin's is the company warehouse. */
export const stockHolderSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: roleSchema,
  city: z.string().nullable(),
});
export type StockHolder = z.infer<typeof stockHolderSchema>;

export const stockHolderListSchema = z.object({ holders: z.array(stockHolderSchema) });
export type StockHolderList = z.infer<typeof stockHolderListSchema>;

/** Leave holderId out for every holder the caller may read. */
export const stockLevelQuerySchema = z.object({
  holderId: z.uuid().optional(),
  productId: z.uuid().optional(),
  lowOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type LevelQuery = z.output<typeof stockLevelQuerySchema>;

/** A row of `GET /api/stock/levels`: one holder's units of one product. */
export const stockLevelSchema = z.object({
  holderId: z.string(),
  holderName: z.string(),
  holderRole: roleSchema,
  holderCity: z.string().nullable(),
  productId: z.string(),
  productName: z.string(),
  sku: z.string().nullable(),
  onHand: z.number(),
  reserved: z.number(),
  saleable: z.number(),
  lowStockThreshold: z.number(),
  status: stockStatusSchema,
  updatedAt: z.string(),
});
export type StockLevel = z.infer<typeof stockLevelSchema>;

export const stockLevelPageSchema = z.object({
  levels: z.array(stockLevelSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type StockLevelPage = z.infer<typeof stockLevelPageSchema>;

/** `from` and `to` are instants (ISO); `to` is exclusive. */
export const stockMovementQuerySchema = z.object({
  holderId: z.uuid().optional(),
  productId: z.uuid().optional(),
  kind: stockMovementKindSchema.optional(),
  /** Movements made at or after this instant. */
  from: z.iso.datetime({ offset: true }).optional(),
  /** Movements made before this instant (the start of the day after a date range's last day). */
  to: z.iso.datetime({ offset: true }).optional(),
  before: z.coerce.number().int().positive().optional(),
});
/** The filters of the movement list (the cursor is the list's own). */
export type MovementQuery = Omit<z.output<typeof stockMovementQuerySchema>, 'before'>;

/** A row of `GET /api/stock/movements`, newest first. */
export const stockMovementSchema = z.object({
  id: z.number(),
  holderId: z.string(),
  holderName: z.string(),
  productId: z.string(),
  productName: z.string(),
  kind: stockMovementKindSchema,
  onHandDelta: z.number(),
  reservedDelta: z.number(),
  reason: z.string().nullable(),
  actorId: z.string().nullable(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** `nextBefore` is the cursor of the next (older) page, null on the last one. */
export const stockMovementPageSchema = z.object({
  movements: z.array(stockMovementSchema),
  nextBefore: z.number().nullable(),
});
export type StockMovementPage = z.infer<typeof stockMovementPageSchema>;

/** `GET /api/stock/summary`: the caller's own stock. */
export const stockSummarySchema = z.object({
  productCount: z.number(),
  totalSaleable: z.number(),
  lowCount: z.number(),
  outCount: z.number(),
});
export type StockSummary = z.infer<typeof stockSummarySchema>;

/** What receive and adjust answer: the level after the change. */
export const stockLevelChangeSchema = z.object({
  holderId: z.string(),
  productId: z.string(),
  onHand: z.number(),
  reserved: z.number(),
  saleable: z.number(),
});
export type StockLevelChange = z.infer<typeof stockLevelChangeSchema>;

export const stockReasonSchema = z.string().trim().min(3, { error: 'Bir açıklama yazın' }).max(300);
export const stockReceiveQuantitySchema = z.number().int().min(1).max(1_000_000);
export const stockAdjustDeltaSchema = z
  .number()
  .int()
  .min(-1_000_000)
  .max(1_000_000)
  .refine((v) => v !== 0, { error: 'Değişim sıfır olamaz' });

/** `POST /api/stock/receive`. Without holderId the change is to the caller's own stock. */
export const receiveStockInputSchema = z.strictObject({
  holderId: z.uuid().optional(),
  productId: z.uuid(),
  quantity: stockReceiveQuantitySchema,
  reason: stockReasonSchema,
});
export type ReceiveStockInput = z.infer<typeof receiveStockInputSchema>;

/** `POST /api/stock/adjust`. Only the admin may name another holder. */
export const adjustStockInputSchema = z.strictObject({
  holderId: z.uuid().optional(),
  productId: z.uuid(),
  delta: stockAdjustDeltaSchema,
  reason: stockReasonSchema,
});
export type AdjustStockInput = z.infer<typeof adjustStockInputSchema>;
