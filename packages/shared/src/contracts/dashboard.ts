import { z } from 'zod';

/** `GET /api/dashboard/summary`: the figures of the member's home page. */
export const dashboardSummarySchema = z.object({
  networkSize: z.number(),
  directMembers: z.number(),
  points: z.number(),
  totalEarnedPoints: z.number(),
  unreadNotifications: z.number(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
