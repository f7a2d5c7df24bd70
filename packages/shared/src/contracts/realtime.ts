import { z } from 'zod';
import { RESYNC_EVENT } from '../realtime-events';

export { RESYNC_EVENT };

/**
 * The contract of the /api/realtime socket: every message the server sends is a typed event with
 * a payload. Each event's payload is described by the domain that publishes it (a `notification`
 * carries contracts/notifications' notification).
 */
export const realtimeMessageSchema = z.object({ type: z.string(), payload: z.unknown() });
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;

/**
 * Sent by a server to its sockets when its own link to the event stream was lost and is back
 * (a database restart or failover): events may have been missed, so the page reads its data again.
 * The browser does the same by itself after its socket reconnects.
 */
