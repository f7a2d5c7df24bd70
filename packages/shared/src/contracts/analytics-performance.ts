import { z } from 'zod';
import { PERFORMANCE_SORTS, REPORT_GRAINS, REPORT_MAX_PERIODS } from '../analytics-performance';
import { roleSchema } from '../role-schema';
import { EXPORT_FORMATS } from '../table-export';
import { withGlobalFilters } from './analytics-filters';

/**
 * Performance rankings (decision 053). Money is kuruş (`sales` VAT included, `net` excluded),
 * rates basis points, days YYYY-MM-DD (Istanbul), months their first day.
 */
const level = roleSchema.optional();
const sort = z.enum(PERFORMANCE_SORTS).default('sales');

export const performanceQuerySchema = withGlobalFilters({
  /** The role ranked: one below the caller's (default: the one just below). */
  level,
  sort,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type PerformanceQuery = z.input<typeof performanceQuerySchema>;

export const performanceExportQuerySchema = withGlobalFilters({
  level,
  sort,
  format: z.enum(EXPORT_FORMATS).default('csv'),
});

export const periodSchema = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  days: z.number().int(),
});

export const performanceRowSchema = z.object({
  rank: z.number().int(),
  id: z.uuid(),
  name: z.string(),
  sellerNo: z.string(),
  role: roleSchema,
  city: z.string().nullable(),
  isActive: z.boolean(),
  sales: z.number().int(),
  net: z.number().int(),
  orders: z.number().int(),
  averageBasket: z.number().int(),
  previousSales: z.number().int(),
  /** Against the previous period of the same length; null when it had no sales. */
  growthBp: z.number().int().nullable(),
  /** Active buyer-months in the months the period touches (averaged per month for the rate). */
  activeBuyerMonths: z.number().int(),
  /** The member and everyone below it. */
  teamSize: z.number().int(),
  activeRateBp: z.number().int(),
});
export type PerformanceRow = z.infer<typeof performanceRowSchema>;

export const performanceRankingSchema = z.object({
  level: roleSchema,
  levels: z.array(roleSchema),
  sort: z.enum(PERFORMANCE_SORTS),
  period: periodSchema,
  /** The months the active rate reads ('YYYY-MM-01'). */
  months: z.array(z.string()),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totals: z.object({ sales: z.number().int(), orders: z.number().int(), previousSales: z.number().int() }),
  rows: z.array(performanceRowSchema),
});
export type PerformanceRanking = z.infer<typeof performanceRankingSchema>;

export const performanceMemberParamsSchema = z.object({ id: z.uuid() });

export const performanceMemberSchema = z.object({
  member: performanceRowSchema.omit({ rank: true }),
  period: periodSchema,
  /** The 12 months ending with the period's month. */
  series: z.array(
    z.object({ month: z.string(), sales: z.number().int(), orders: z.number().int(), activeBuyers: z.number().int() }),
  ),
  /** Its direct children, by sales in the period. */
  children: z.array(performanceRowSchema),
  topProducts: z.array(
    z.object({
      productId: z.uuid(),
      name: z.string(),
      quantity: z.number().int(),
      orders: z.number().int(),
      sales: z.number().int(),
    }),
  ),
});
export type PerformanceMember = z.infer<typeof performanceMemberSchema>;

export const performanceReportQuerySchema = withGlobalFilters({
  level,
  grain: z.enum(REPORT_GRAINS).default('month'),
  periods: z.coerce.number().int().min(2).max(REPORT_MAX_PERIODS).default(6),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type PerformanceReportQuery = z.input<typeof performanceReportQuerySchema>;

export const performanceReportExportQuerySchema = withGlobalFilters({
  level,
  grain: z.enum(REPORT_GRAINS).default('month'),
  periods: z.coerce.number().int().min(2).max(REPORT_MAX_PERIODS).default(6),
  format: z.enum(EXPORT_FORMATS).default('csv'),
});

const cellSchema = z.object({ sales: z.number().int(), orders: z.number().int() });

export const performanceReportSchema = z.object({
  level: roleSchema,
  levels: z.array(roleSchema),
  grain: z.enum(REPORT_GRAINS),
  periods: z.array(z.object({ key: z.string(), label: z.string(), from: z.string(), to: z.string() })),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  rows: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      sellerNo: z.string(),
      city: z.string().nullable(),
      /** One per period, in the order of `periods`. */
      cells: z.array(cellSchema),
      total: cellSchema,
    }),
  ),
  /** Every member of the level (not only this page), per period and overall. */
  totals: z.object({ cells: z.array(cellSchema), total: cellSchema }),
});
export type PerformanceReport = z.infer<typeof performanceReportSchema>;
