import { z } from 'zod';

/** `GET /api/points/balance`: `balance` is computed from the ledger; `storedBalance` is what the profile holds. */
export const pointsBalanceSchema = z.object({
  balance: z.number(),
  storedBalance: z.number(),
  totalEarned: z.number(),
  used: z.number(),
  mismatch: z.boolean(),
});
export type PointsBalance = z.infer<typeof pointsBalanceSchema>;
