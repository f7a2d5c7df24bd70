import { z } from 'zod';
import { INCONSISTENCY_KINDS } from '../network-consistency';
import { roleSchema } from '../role-schema';

/**
 * The admin's network pages: every member (network/members, with its CSV export), the maintenance
 * jobs (network/maintenance) and the inconsistent profiles with their fixes
 * (network/inconsistent-profiles).
 */

export const MEMBER_STATUSES = ['active', 'inactive', 'deleted'] as const;
export const memberStatusSchema = z.enum(MEMBER_STATUSES);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

export const MEMBER_SORTS = ['name', 'sellerNo', 'joined', 'directCount', 'networkSize', 'points'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
export const MEMBER_PAGE_SIZE = 25;
/** Rows the CSV export reads per query while it streams. */
export const MEMBER_EXPORT_BATCH = 1000;

const day = z.iso.date();

/** The filters of the member list, shared by the page and the CSV export. */
export const memberFiltersSchema = z.object({
  q: z.string().trim().max(100).optional(),
  role: roleSchema.optional(),
  city: z.string().trim().max(60).optional(),
  status: memberStatusSchema.optional(),
  sponsorId: z.uuid().optional(),
  /** Joined on or after this day (Europe/Istanbul). */
  joinedFrom: day.optional(),
  /** Joined on or before this day (Europe/Istanbul). */
  joinedTo: day.optional(),
  sort: z.enum(MEMBER_SORTS).default('joined'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
export type MemberFilters = z.output<typeof memberFiltersSchema>;

export const memberListQuerySchema = memberFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type MemberListQuery = z.output<typeof memberListQuerySchema>;

export const memberRefSchema = z.object({ id: z.string(), name: z.string(), sellerNo: z.string(), role: roleSchema });

/** A row of `GET /api/network/admin/members`. Points are whole points (two decimals). */
export const networkMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  sellerNo: z.string(),
  role: roleSchema,
  city: z.string().nullable(),
  sponsor: memberRefSchema.nullable(),
  createdAt: z.string(),
  status: memberStatusSchema,
  directCount: z.number(),
  networkSize: z.number(),
  points: z.number(),
});
export type NetworkMember = z.infer<typeof networkMemberSchema>;

export const networkMemberPageSchema = z.object({
  members: z.array(networkMemberSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type NetworkMemberPage = z.infer<typeof networkMemberPageSchema>;

/** `GET /api/network/admin/member-options?q=`: members for a combobox (sponsor filter, new parent). */
export const memberOptionQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  /** Only members that can take children: active, not deleted, and not clients. */
  parentsOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const memberOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  sellerNo: z.string(),
  role: roleSchema,
  city: z.string().nullable(),
  status: memberStatusSchema,
});
export type MemberOption = z.infer<typeof memberOptionSchema>;
export const memberOptionListSchema = z.object({ options: z.array(memberOptionSchema) });

// Maintenance jobs

export const MAINTENANCE_JOB_KINDS = ['rebuild_paths', 'recount', 'sync_points'] as const;
export const maintenanceJobKindSchema = z.enum(MAINTENANCE_JOB_KINDS);
export type MaintenanceJobKind = z.infer<typeof maintenanceJobKindSchema>;
export const maintenanceJobStatusSchema = z.enum(['queued', 'running', 'succeeded', 'failed']);
export type MaintenanceJobStatus = z.infer<typeof maintenanceJobStatusSchema>;
/** Members per batch; each batch is one transaction. */
export const MAINTENANCE_BATCH_SIZE = 1000;

/**
 * What a job found: `changed` rows (or, in a dry run, rows that would change); the path rebuild
 * also reports the members it could not place (`unreachable`: in a cycle or below one; `tooDeep`:
 * deeper than 20 by their parents), with a few of their ids.
 */
export const maintenanceResultSchema = z.object({
  checked: z.number(),
  changed: z.number(),
  unreachable: z.number().optional(),
  tooDeep: z.number().optional(),
  sampleIds: z.array(z.string()).optional(),
});
export type MaintenanceResult = z.infer<typeof maintenanceResultSchema>;

export const maintenanceJobSchema = z.object({
  id: z.string(),
  kind: maintenanceJobKindSchema,
  status: maintenanceJobStatusSchema,
  dryRun: z.boolean(),
  total: z.number(),
  processed: z.number(),
  result: maintenanceResultSchema.nullable(),
  error: z.string().nullable(),
  startedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MaintenanceJob = z.infer<typeof maintenanceJobSchema>;

export const maintenanceJobListSchema = z.object({ jobs: z.array(maintenanceJobSchema) });
export type MaintenanceJobList = z.infer<typeof maintenanceJobListSchema>;

export const startMaintenanceJobSchema = z.strictObject({
  kind: maintenanceJobKindSchema,
  dryRun: z.boolean().default(false),
});
export type StartMaintenanceJobInput = z.input<typeof startMaintenanceJobSchema>;

// Inconsistent profiles

export const inconsistencyKindSchema = z.enum(INCONSISTENCY_KINDS);

export const inconsistentMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  sellerNo: z.string(),
  role: roleSchema,
  city: z.string().nullable(),
  status: memberStatusSchema,
  parent: z
    .object({ id: z.string(), name: z.string(), role: roleSchema, isDeleted: z.boolean(), isActive: z.boolean() })
    .nullable(),
  path: z.string(),
  depth: z.number(),
  /** The depth its parent_id chain gives it; null when the chain does not reach a root. */
  expectedDepth: z.number().nullable(),
  /** Points stored on the profile and the ledger balance (whole points), for points_mismatch. */
  storedPoints: z.number(),
  ledgerPoints: z.number(),
});
export type InconsistentMember = z.infer<typeof inconsistentMemberSchema>;

/** Rows shown per kind; `count` is the full number. */
export const INCONSISTENCY_ROWS_PER_KIND = 200;

export const inconsistencyGroupSchema = z.object({
  kind: inconsistencyKindSchema,
  count: z.number(),
  members: z.array(inconsistentMemberSchema),
});
export const inconsistencyReportSchema = z.object({ groups: z.array(inconsistencyGroupSchema) });
export type InconsistencyReport = z.infer<typeof inconsistencyReportSchema>;
export type InconsistencyGroup = z.infer<typeof inconsistencyGroupSchema>;

export const reparentInputSchema = z.strictObject({ parentId: z.uuid() });
export type ReparentInput = z.infer<typeof reparentInputSchema>;

/** What a fix answers: the members whose path changed (the subtree), and the points now stored. */
export const repairResultSchema = z.object({
  memberId: z.string(),
  rebuilt: z.number(),
  points: z.number().optional(),
});
export type RepairResult = z.infer<typeof repairResultSchema>;

export const jobIdParamsSchema = z.object({ jobId: z.uuid() });
export const memberIdParamsSchema = z.object({ memberId: z.uuid() });
