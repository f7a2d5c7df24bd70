import { z } from 'zod';
import { MAIL_DELIVERIES } from '../outbox';

/** The contract of /api/admin/outbox: the latest emails and how the server delivers them. */

export const outboxQuerySchema = z.object({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListSchema = z.object({
  delivery: z.enum(MAIL_DELIVERIES),
  messages: z.array(outboxMessageSchema),
});
export type OutboxList = z.infer<typeof outboxListSchema>;
