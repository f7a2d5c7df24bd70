import { z } from 'zod';
import { normalizePhone } from '../codes';
import { INVITATION_LIMITS, INVITATION_MESSAGES, INVITATION_STATUSES } from '../invitations';
import { roleSchema } from '../role-schema';

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

// ---- Members' and the admin's invitations -------------------------------------------------------

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .transform((value) => value || null)
    .nullable()
    .optional();

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => value === '' || z.email().safeParse(value).success, { error: INVITATION_MESSAGES.email })
  .refine((value) => value.length <= INVITATION_LIMITS.email, { error: INVITATION_MESSAGES.email })
  .transform((value) => value || null)
  .nullable()
  .optional();

const optionalPhone = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === '') return null;
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: INVITATION_MESSAGES.phone });
      return z.NEVER;
    }
    return phone;
  })
  .nullable()
  .optional();

const intIn = (limits: { min: number; max: number }, message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(limits.min, { error: message }).max(limits.max, {
    error: message,
  });

/**
 * A new invitation. Whom a member may invite is the shared `canInvite`; `parentId` is the admin's
 * choice of where the invitee hangs (anyone else's invitations hang under themselves).
 */
export const createInvitationInputSchema = z.strictObject({
  role: roleSchema.refine((role) => role !== 'admin', { error: INVITATION_MESSAGES.role }),
  name: optionalText(INVITATION_LIMITS.name, INVITATION_MESSAGES.nameTooLong),
  email: optionalEmail,
  phone: optionalPhone,
  expiresInDays: intIn(INVITATION_LIMITS.expiresInDays, INVITATION_MESSAGES.expiresInDays).default(
    INVITATION_LIMITS.expiresInDays.default,
  ),
  maxUses: intIn(INVITATION_LIMITS.maxUses, INVITATION_MESSAGES.maxUses).default(INVITATION_LIMITS.maxUses.default),
  parentId: z.uuid({ error: INVITATION_MESSAGES.parent }).nullable().optional(),
});
export type CreateInvitationInput = z.input<typeof createInvitationInputSchema>;

const personSchema = z.object({ id: z.uuid(), name: z.string(), role: roleSchema, sellerNo: z.string() });

export const invitationSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  /** The page the code opens, on this server's address. */
  link: z.string(),
  role: roleSchema,
  /** As of the answer: an active invitation past its expiry reads expired. */
  status: z.enum(INVITATION_STATUSES),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  expiresAt: z.string(),
  maxUses: z.number().int(),
  usedCount: z.number().int(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  lastSentAt: z.string().nullable(),
  sendCount: z.number().int(),
  inviter: personSchema,
  parent: personSchema,
  /** Who registered with it, first first. */
  members: z.array(z.object({ id: z.uuid(), name: z.string(), createdAt: z.string() })),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const INVITATION_PAGE_SIZE = 20;

const statusFilter = z.enum(INVITATION_STATUSES).optional();
const page = z.coerce.number().int().min(1).max(10_000).default(1);

export const myInvitationQuerySchema = z.object({ status: statusFilter, page });
export type MyInvitationQuery = z.output<typeof myInvitationQuerySchema>;

export const adminInvitationQuerySchema = z.object({
  status: statusFilter,
  role: roleSchema.optional(),
  inviterId: z.uuid().optional(),
  /** Created on or after / before the end of these days (YYYY-MM-DD, Turkish time). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  q: z.string().trim().max(100).optional(),
  page,
});
export type AdminInvitationQuery = z.output<typeof adminInvitationQuerySchema>;

export const invitationPageSchema = z.object({
  invitations: z.array(invitationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** How many of the listed scope are in each state (the filter tabs), whatever the status filter. */
  counts: z.object({
    all: z.number().int(),
    active: z.number().int(),
    used: z.number().int(),
    expired: z.number().int(),
    revoked: z.number().int(),
  }),
});
export type InvitationPage = z.infer<typeof invitationPageSchema>;

export const invitationIdParamsSchema = z.object({ id: z.uuid() });

export const permanentInviteCodeSchema = z.object({
  code: z.string(),
  link: z.string(),
  role: roleSchema,
  /** How many clients registered with it. */
  usedCount: z.number().int(),
});
export type PermanentInviteCode = z.infer<typeof permanentInviteCodeSchema>;

/** Members to choose from (an inviter to filter by, a parent to hang an invitee under). */
export const memberOptionQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  /** Only members whose role is strictly above this one (possible parents of it). */
  above: roleSchema.optional(),
  id: z.uuid().optional(),
});
export type MemberOptionQuery = z.input<typeof memberOptionQuerySchema>;

export const memberOptionListSchema = z.object({
  members: z.array(personSchema.extend({ email: z.string(), city: z.string().nullable() })),
});
export type MemberOption = z.infer<typeof memberOptionListSchema>['members'][number];
