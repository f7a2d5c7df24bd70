import { z } from 'zod';
import { roleSchema } from '../role-schema';
import { SIGN_IN_WINDOW_DAYS } from '../security';

/**
 * The security pages (issue 18): admin/security-management (the admin: everything, ending any
 * session, the audit log and its CSV) and security/report (the admin and the national distributor,
 * each within their scope). No response carries a session token, a password hash or a TOTP secret.
 */

const cursor = z.string().min(1).max(120);

/** A member as the security pages name them. */
export const securityMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  sellerNo: z.string(),
  role: roleSchema,
});
export type SecurityMember = z.infer<typeof securityMemberSchema>;

// Sign-in attempts

export const signInReportQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (SIGN_IN_WINDOW_DAYS as readonly number[]).includes(d))
    .default(7),
});
export type SignInReportQuery = z.infer<typeof signInReportQuerySchema>;

const attemptCountsSchema = z.object({
  success: z.number().int(),
  failure: z.number().int(),
  /** Refused by the account delay without being checked (decision 012). */
  throttled: z.number().int(),
});
export type AttemptCounts = z.infer<typeof attemptCountsSchema>;

export const signInByAccountSchema = attemptCountsSchema.extend({
  /** What was typed (email or phone); the member when it belongs to one. */
  identifier: z.string(),
  member: securityMemberSchema.nullable(),
  lastAt: z.string(),
});
export const signInByAddressSchema = attemptCountsSchema.extend({
  ipAddress: z.string(),
  /** How many different accounts were tried from the address. */
  accounts: z.number().int(),
  lastAt: z.string(),
});

export const signInReportSchema = z.object({
  days: z.number().int(),
  totals: attemptCountsSchema,
  byAccount: z.array(signInByAccountSchema),
  byAddress: z.array(signInByAddressSchema),
});
export type SignInReport = z.infer<typeof signInReportSchema>;
export type SignInByAccount = z.infer<typeof signInByAccountSchema>;
export type SignInByAddress = z.infer<typeof signInByAddressSchema>;

// Active sessions

export const securitySessionsQuerySchema = z.object({
  /** Name, email or seller number, as typed. */
  q: z.string().trim().max(100).optional(),
  cursor: cursor.optional(),
});
export type SecuritySessionsQuery = z.infer<typeof securitySessionsQuerySchema>;

export const securitySessionSchema = z.object({
  id: z.string(),
  member: securityMemberSchema,
  deviceName: z.string(),
  browser: z.string(),
  ipAddress: z.string().nullable(),
  lastActive: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The caller's own session (ending it signs them out). */
  isCurrent: z.boolean(),
});
export type SecuritySession = z.infer<typeof securitySessionSchema>;

export const securitySessionPageSchema = z.object({
  sessions: z.array(securitySessionSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type SecuritySessionPage = z.infer<typeof securitySessionPageSchema>;

export const securitySessionParamsSchema = z.object({ id: z.uuid() });

// Two-factor adoption

export const twoFactorRoleSchema = z.object({
  role: roleSchema,
  members: z.number().int(),
  enabled: z.number().int(),
  percent: z.number().int(),
});
export const twoFactorAdoptionSchema = z.object({
  roles: z.array(twoFactorRoleSchema),
  total: twoFactorRoleSchema.omit({ role: true }),
});
export type TwoFactorAdoption = z.infer<typeof twoFactorAdoptionSchema>;

// The audit log

const day = z.iso.date();

/** Filters of the audit log, shared by the page and the CSV export. */
export const auditFiltersSchema = z.object({
  actorId: z.uuid().optional(),
  action: z.string().trim().min(1).max(80).optional(),
  entityType: z.string().trim().min(1).max(80).optional(),
  /** On or after this day, up to and including `to` (Europe/Istanbul). */
  from: day.optional(),
  to: day.optional(),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

export const auditLogQuerySchema = auditFiltersSchema.extend({ cursor: cursor.optional() });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  actor: securityMemberSchema.nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** The values before and after the change, with anything that names a secret hidden. */
  before: z.unknown(),
  after: z.unknown(),
  ipAddress: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** The filters' choices: who has changed something, which actions and kinds of record exist. */
export const auditFacetsSchema = z.object({
  actors: z.array(securityMemberSchema),
  actions: z.array(z.string()),
  entityTypes: z.array(z.string()),
});
export type AuditFacets = z.infer<typeof auditFacetsSchema>;
