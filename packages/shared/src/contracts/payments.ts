import { z } from 'zod';
import { PAYMENT_STATUSES } from '../orders';

/** The payments API: providers' signed callbacks and the sandbox provider's hosted page. */

export const paymentCallbackParamsSchema = z.object({ provider: z.string().max(40) });

export const paymentCallbackResultSchema = z.object({
  received: z.boolean(),
  changed: z.boolean(),
  status: z.enum(PAYMENT_STATUSES),
});
export type PaymentCallbackResult = z.infer<typeof paymentCallbackResultSchema>;

export const sandboxPaymentPageQuerySchema = z.object({ session: z.string().max(2000) });

export const sandboxPaymentSubmitSchema = z.object({
  session: z.string().max(2000),
  cardNumber: z.string().max(40).default(''),
  decision: z.enum(['pay', 'cancel']),
});
export type SandboxPaymentSubmit = z.input<typeof sandboxPaymentSubmitSchema>;
