import { z } from 'zod';
import { ANALYTICS_SOURCES, SALES_DIMENSIONS, TIME_DIMENSIONS } from '../analytics';
import { ORDER_STATUSES } from '../orders';
import { EXPORT_FORMATS } from '../table-export';
import { withGlobalFilters } from './analytics-filters';

/**
 * Sales analytics (issue 17): `GET /api/analytics/overview`, `GET /api/analytics/sales` and the
 * orders behind one bar, `GET /api/analytics/sales/orders`; both lists export as CSV or XLSX
 * (`…/export?format=`). Money is kuruş (revenue with VAT, net without), changes are basis points
 * against the previous period of the same length (null when there was nothing before).
 */

export const salesDimensionSchema = z.enum(SALES_DIMENSIONS);
export const analyticsSourceSchema = z.enum(ANALYTICS_SOURCES);
const exportFormat = z.enum(EXPORT_FORMATS).default('csv');

const periodSchema = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  days: z.number().int(),
});

/** One figure with the previous period's and the change. */
const figureSchema = z.object({
  value: z.number(),
  previous: z.number(),
  changeBp: z.number().int().nullable(),
});
export type AnalyticsFigure = z.infer<typeof figureSchema>;

export const overviewQuerySchema = withGlobalFilters({});

export const analyticsOverviewSchema = z.object({
  source: analyticsSourceSchema,
  period: periodSchema,
  granularity: z.enum(TIME_DIMENSIONS),
  figures: z.object({
    revenue: figureSchema,
    net: figureSchema,
    orders: figureSchema,
    averageBasket: figureSchema,
    items: figureSchema,
    activeMembers: figureSchema,
    newMembers: figureSchema,
  }),
  /** One point per bucket of the period, zeros included. */
  series: z.array(z.object({ bucket: z.string(), revenue: z.number(), net: z.number(), orders: z.number().int() })),
  topProducts: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      revenue: z.number(),
      quantity: z.number().int(),
      orders: z.number().int(),
    }),
  ),
  topCities: z.array(z.object({ city: z.string(), revenue: z.number(), orders: z.number().int() })),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;

export const salesQuerySchema = withGlobalFilters({ dimension: salesDimensionSchema.default('product') });
export const salesExportQuerySchema = withGlobalFilters({
  dimension: salesDimensionSchema.default('product'),
  format: exportFormat,
});

export const salesRowSchema = z.object({
  /** What a drill-down asks for: a product or category id (or 'none'), a city, a role, a bucket's first day. */
  key: z.string(),
  label: z.string(),
  revenue: z.number(),
  net: z.number(),
  orders: z.number().int(),
  quantity: z.number().int(),
  /** Of the rows' revenue, basis points. */
  shareBp: z.number().int(),
});
export type SalesRow = z.infer<typeof salesRowSchema>;

export const salesByDimensionSchema = z.object({
  source: analyticsSourceSchema,
  period: periodSchema,
  dimension: salesDimensionSchema,
  rows: z.array(salesRowSchema),
  /** Sums of the rows (by product or category an order counts once for each of its products). */
  totals: z.object({ revenue: z.number(), net: z.number(), orders: z.number().int(), quantity: z.number().int() }),
});
export type SalesByDimension = z.infer<typeof salesByDimensionSchema>;

const drillFields = {
  dimension: salesDimensionSchema,
  value: z.string().min(1).max(100),
};
export const salesOrdersQuerySchema = withGlobalFilters({
  ...drillFields,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const salesOrdersExportQuerySchema = withGlobalFilters({ ...drillFields, format: exportFormat });

export const salesOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  createdAt: z.string(),
  buyerName: z.string(),
  city: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: z.number(),
});
export type SalesOrder = z.infer<typeof salesOrderSchema>;

export const salesOrdersSchema = z.object({
  dimension: salesDimensionSchema,
  value: z.string(),
  label: z.string(),
  period: periodSchema,
  rows: z.array(salesOrderSchema),
  total: z.number().int(),
  totalRevenue: z.number(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SalesOrders = z.infer<typeof salesOrdersSchema>;
