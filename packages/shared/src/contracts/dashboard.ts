import { z } from 'zod';

const figureSchema = z.object({
  value: z.number(),
  previous: z.number(),
  /** Basis points against the previous 30 days; null when there was nothing before. */
  changeBp: z.number().int().nullable(),
});

/** `GET /api/dashboard/summary`: the figures of the member's home page. */
export const dashboardSummarySchema = z.object({
  networkSize: z.number(),
  directMembers: z.number(),
  points: z.number(),
  totalEarnedPoints: z.number(),
  unreadNotifications: z.number(),
  /** A seller's (dealer and up) business of the last 30 days within its scope, from the sales rollups. */
  business: z
    .object({
      from: z.string(),
      to: z.string(),
      revenue: figureSchema,
      orders: figureSchema,
      averageBasket: figureSchema,
      activeMembers: figureSchema,
    })
    .nullable(),
  /** A client's own: what it spent this month (kuruş) and its orders still open. */
  client: z.object({ spentThisMonth: z.number(), openOrders: z.number().int() }).nullable(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
