import { z } from 'zod';
import { roleSchema } from '../role-schema';

/**
 * The live event `network_member`: a member was added to, changed in, or removed from the network
 * (registered, edited, activated or deactivated, deleted or restored, moved). It goes to every
 * member above it (by the path before and after a move) and to the admin and turkeyDistributor, so
 * open tree pages can refresh the node and say so with the specification's toasts.
 */
export const NETWORK_MEMBER_EVENT = 'network_member';

export const networkMemberEventSchema = z.object({
  kind: z.enum(['added', 'updated', 'removed']),
  memberId: z.uuid(),
  name: z.string(),
  role: roleSchema,
  parentId: z.uuid().nullable(),
  /** The member's path after the change (before it, for a removal). */
  path: z.string(),
  /** Set for a move: the parent it left. */
  previousParentId: z.uuid().nullable().optional(),
});
export type NetworkMemberEvent = z.infer<typeof networkMemberEventSchema>;
