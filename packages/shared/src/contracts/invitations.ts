import { z } from 'zod';
import { roleSchema } from '../roles';

/** The contract of /api/invitations: what a visitor learns about a code before registering. */

export const invitationLookupParamsSchema = z.object({ code: z.string().trim().min(1).max(32) });

export const invitationLookupSchema = z.object({
  code: z.string(),
  role: roleSchema,
  inviter: z.object({ name: z.string(), role: roleSchema, sellerNo: z.string() }),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** null for a member's permanent code, which never expires. */
  expiresAt: z.string().nullable(),
});
export type InvitationLookup = z.infer<typeof invitationLookupSchema>;
