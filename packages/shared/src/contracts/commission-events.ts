import { z } from 'zod';
import { POINTS_SOURCES } from '../points';
import { COMMISSION_CHANGED_EVENT, POINTS_CHANGED_EVENT } from '../realtime-events';

export { COMMISSION_CHANGED_EVENT, POINTS_CHANGED_EVENT };

/**
 * The live event `commission_changed`: an order's transition wrote or moved commission lines
 * (accrued when paid, approved when delivered, cancelled or clawed back on a cancel or return),
 * or a payout of the member changed. It goes to the beneficiaries and the admins, so open
 * commission, earnings and payout pages read again.
 */

export const commissionChangedEventSchema = z.object({
  kind: z.enum(['accrued', 'approved', 'reversed', 'payout']),
  orderId: z.uuid().nullable(),
  orderNumber: z.string().nullable(),
  period: z.string().nullable(),
});
export type CommissionChangedEvent = z.infer<typeof commissionChangedEventSchema>;

/** The live event `points_changed`: a movement was written to the member's points ledger (its source). */
export const pointsChangedEventSchema = z.object({ source: z.enum(POINTS_SOURCES) });
export type PointsChangedEvent = z.infer<typeof pointsChangedEventSchema>;
