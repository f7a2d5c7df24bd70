import { z } from 'zod';
import { globalFiltersShape } from './analytics-filters';
import { exportFormatField } from './table-export';

/**
 * The client's own pages (specification §6; decision 055): my spending and points over a period,
 * my account's state, my recent sign-ins. Everything is the caller's own; sellers are refused.
 */
export const clientReportQuerySchema = z
  .object({ dateFrom: globalFiltersShape.dateFrom, dateTo: globalFiltersShape.dateTo })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    error: 'Başlangıç tarihi bitiş tarihinden sonra olamaz',
    path: ['dateTo'],
  });
export type ClientReportQuery = z.input<typeof clientReportQuerySchema>;

export const CLIENT_REPORT_TABLES = ['months', 'categories'] as const;
export const clientReportExportQuerySchema = z
  .object({
    dateFrom: globalFiltersShape.dateFrom,
    dateTo: globalFiltersShape.dateTo,
    table: z.enum(CLIENT_REPORT_TABLES).default('months'),
    format: exportFormatField,
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    error: 'Başlangıç tarihi bitiş tarihinden sonra olamaz',
    path: ['dateTo'],
  });

const monthSchema = z.object({
  /** YYYY-MM, Istanbul. */
  month: z.string(),
  orders: z.number().int(),
  /** Kuruş, VAT included. */
  spent: z.number().int(),
  /** Hundredths of a point. */
  pointsEarned: z.number().int(),
  pointsSpent: z.number().int(),
});
export type ClientReportMonth = z.infer<typeof monthSchema>;

const categorySchema = z.object({
  categoryId: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  spent: z.number().int(),
  /** Share of the period's spending in basis points. */
  shareBp: z.number().int(),
});
export type ClientReportCategory = z.infer<typeof categorySchema>;

export const clientReportSchema = z.object({
  period: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
  totals: z.object({
    orders: z.number().int(),
    spent: z.number().int(),
    items: z.number().int(),
    averageBasket: z.number().int(),
    pointsEarned: z.number().int(),
    pointsSpent: z.number().int(),
  }),
  months: z.array(monthSchema),
  categories: z.array(categorySchema),
});
export type ClientReport = z.infer<typeof clientReportSchema>;

export const clientStatusSchema = z.object({
  name: z.string(),
  sellerNo: z.string(),
  active: z.boolean(),
  memberSince: z.string(),
  /** The member who invited the client: what a client may see of it (name and contact). */
  sponsor: z
    .object({ name: z.string(), sellerNo: z.string(), email: z.string(), phone: z.string().nullable() })
    .nullable(),
  openOrders: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      status: z.string(),
      total: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  openOrderCount: z.number().int(),
  points: z.object({
    /** Hundredths of a point. */
    balance: z.number().int(),
    totalEarned: z.number().int(),
    /** Points do not expire in this programme; kept for when they do. */
    expiresAt: z.string().nullable(),
  }),
});
export type ClientStatus = z.infer<typeof clientStatusSchema>;

export const clientSignInsSchema = z.object({
  signIns: z.array(
    z.object({ at: z.string(), ipAddress: z.string(), success: z.boolean(), reason: z.string().nullable() }),
  ),
});
export type ClientSignIns = z.infer<typeof clientSignInsSchema>;
