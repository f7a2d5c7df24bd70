import { z } from 'zod';

/** The contract of /api/sessions: the member's signed-in devices. */

export const memberSessionSchema = z.object({
  id: z.string(),
  deviceName: z.string(),
  browser: z.string(),
  location: z.string().nullable(),
  lastActive: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  isCurrent: z.boolean(),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;

export const sessionListSchema = z.object({ sessions: z.array(memberSessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

export const sessionIdParamsSchema = z.object({ id: z.uuid() });

export const heartbeatResponseSchema = z.object({ lastActivity: z.string(), expiresAt: z.string() });
export type HeartbeatResponse = z.infer<typeof heartbeatResponseSchema>;
