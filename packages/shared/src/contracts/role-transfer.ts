import { z } from 'zod';
import { roleSchema } from '../role-schema';

/**
 * Role transfer (/api/role-transfer): the admin moves a member (and its subtree) under another
 * parent and/or gives it another role, after a preview; members ask for a move, the admin decides;
 * every move is kept in the history.
 */

export const TRANSFER_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const transferRequestStatusSchema = z.enum(TRANSFER_REQUEST_STATUSES);
export type TransferRequestStatus = z.infer<typeof transferRequestStatusSchema>;

const reasonSchema = z.string().trim().min(3, { error: 'En az 3 karakterlik bir açıklama yazın' }).max(500);

/** A member as the pickers and lists show it. */
export const transferMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: roleSchema,
  sellerNo: z.string(),
  city: z.string().nullable(),
  isActive: z.boolean(),
  parentName: z.string().nullable(),
  networkSize: z.number(),
});
export type TransferMember = z.infer<typeof transferMemberSchema>;

export const transferCandidateQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  /** Only members who may be a parent (everyone above client, active, not deleted). */
  parents: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const transferCandidateListSchema = z.object({ members: z.array(transferMemberSchema) });
export type TransferCandidateList = z.infer<typeof transferCandidateListSchema>;

/** Leave newParentId out to keep the parent, newRole out to keep the role. */
export const movePreviewQuerySchema = z.object({
  memberId: z.uuid(),
  newParentId: z.uuid().optional(),
  newRole: roleSchema.optional(),
});
export type MovePreviewQuery = z.infer<typeof movePreviewQuerySchema>;

export const refusalSchema = z.object({ code: z.string(), message: z.string() });

export const movePreviewSchema = z.object({
  member: transferMemberSchema,
  fromParent: transferMemberSchema.nullable(),
  toParent: transferMemberSchema.nullable(),
  fromRole: roleSchema,
  toRole: roleSchema,
  /** Members that move (the member included). */
  subtreeSize: z.number(),
  /** Depth of the subtree's deepest member now and after the move. */
  deepestDepth: z.number(),
  newDeepestDepth: z.number(),
  /** Why the move would be refused; null when it may be made. */
  refusal: refusalSchema.nullable(),
});
export type MovePreview = z.infer<typeof movePreviewSchema>;

export const moveMemberInputSchema = z.strictObject({
  memberId: z.uuid(),
  newParentId: z.uuid().optional(),
  newRole: roleSchema.optional(),
  reason: reasonSchema,
});
export type MoveMemberInput = z.input<typeof moveMemberInputSchema>;

/** A row of the move history (network_moves). */
export const networkMoveSchema = z.object({
  id: z.number(),
  memberId: z.string(),
  memberName: z.string(),
  fromParentId: z.string().nullable(),
  fromParentName: z.string().nullable(),
  toParentId: z.string().nullable(),
  toParentName: z.string().nullable(),
  fromRole: roleSchema,
  toRole: roleSchema,
  subtreeSize: z.number(),
  reason: z.string().nullable(),
  requestId: z.string().nullable(),
  movedById: z.string().nullable(),
  movedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type NetworkMove = z.infer<typeof networkMoveSchema>;

export const moveResultSchema = z.object({ move: networkMoveSchema });
export type MoveResultDto = z.infer<typeof moveResultSchema>;

export const MOVE_PAGE_SIZE = 20;

export const moveHistoryQuerySchema = z.object({
  memberId: z.uuid().optional(),
  /** Moves at or after this instant. */
  from: z.iso.datetime({ offset: true }).optional(),
  /** Moves before this instant. */
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type MoveHistoryQuery = z.output<typeof moveHistoryQuerySchema>;

export const moveHistoryPageSchema = z.object({
  moves: z.array(networkMoveSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type MoveHistoryPage = z.infer<typeof moveHistoryPageSchema>;

/** A member's request to move. */
export const transferRequestSchema = z.object({
  id: z.string(),
  member: transferMemberSchema,
  fromRole: roleSchema,
  toRole: roleSchema,
  fromParentId: z.string().nullable(),
  fromParentName: z.string().nullable(),
  /** Null: stay under the current parent. */
  toParentId: z.string().nullable(),
  toParentName: z.string().nullable(),
  toParentSellerNo: z.string().nullable(),
  reason: z.string(),
  status: transferRequestStatusSchema,
  decisionNote: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  /** For a pending request: why its move would be refused now (null when it may be approved). */
  refusal: refusalSchema.nullable(),
});
export type TransferRequest = z.infer<typeof transferRequestSchema>;

export const transferRequestListSchema = z.object({
  requests: z.array(transferRequestSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TransferRequestList = z.infer<typeof transferRequestListSchema>;

export const transferRequestQuerySchema = z.object({
  status: transferRequestStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** A member asks: another parent (by seller number), another role, or both. */
export const createTransferRequestSchema = z.strictObject({
  toParentSellerNo: z
    .string()
    .trim()
    .toUpperCase()
    .max(20)
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  toRole: roleSchema.optional(),
  reason: reasonSchema,
});
export type CreateTransferRequestInput = z.input<typeof createTransferRequestSchema>;

export const transferRequestIdParamsSchema = z.object({ id: z.uuid() });

export const approveTransferRequestSchema = z.strictObject({
  note: z.string().trim().max(500).optional(),
});
export const rejectTransferRequestSchema = z.strictObject({
  note: z.string().trim().min(3, { error: 'Reddetme nedenini en az 3 karakterle yazın' }).max(500),
});

export const transferRequestResultSchema = z.object({ request: transferRequestSchema });
export type TransferRequestResult = z.infer<typeof transferRequestResultSchema>;
