import { type MoveRefusal, moveRefusal } from '@portal/shared/network';
import { isRole, type Role } from '@portal/shared/roles';
import type { DbOrTx } from '@portal/db/client';
import { AppError } from '../../platform/errors';
import * as repo from './network-moves.repository';

export interface MoveRequest {
  memberId: string;
  newParentId: string;
  /** The role after the move; the member's own when left out. */
  newRole?: Role;
  reason?: string | null;
  requestId?: string | null;
  movedBy: string | null;
}

export interface MoveResult {
  moveId: number;
  memberId: string;
  fromParentId: string | null;
  toParentId: string;
  fromRole: Role;
  toRole: Role;
  fromPath: string;
  toPath: string;
  subtreeSize: number;
}

/**
 * Moves a member and its whole subtree under another parent and/or gives it another role, inside
 * the caller's transaction: one move at a time (advisory lock), the invariants checked on locked
 * rows (parent strictly above, children strictly below, depth ≤ 20, no cycle), all paths rewritten
 * in one statement, and the move kept in `network_moves`. Orders keep their supplier and earlier
 * commissions their chain: both are stored with the order, not derived from the path.
 */
export async function moveMember(tx: DbOrTx, request: MoveRequest): Promise<MoveResult> {
  await repo.takeMoveLock(tx);
  const nodes = await repo.lockNodes(tx, [request.memberId, request.newParentId]);
  const member = nodes.get(request.memberId);
  const parent = nodes.get(request.newParentId);
  if (!member || member.isDeleted) throw new AppError('NOT_FOUND');
  if (!parent) throw new AppError('NOT_FOUND');
  if (!isRole(member.role) || !isRole(parent.role)) throw new AppError('INTERNAL');
  const newRole = request.newRole ?? member.role;
  const shape = await repo.subtreeShape(tx, member);
  const refusal: MoveRefusal | null = moveRefusal({
    member: { id: member.id, role: member.role, path: member.path, depth: member.depth, parentId: member.parentId },
    newRole,
    newParent: parent as typeof parent & { role: Role },
    subtreeMaxDepth: shape.maxDepth,
    childRoles: shape.childRoles.filter(isRole),
  });
  if (refusal) throw new AppError(refusal);
  const newPath = `${parent.path}${member.id}/`;
  // A new role under the same parent touches one row; a new parent rewrites the whole subtree.
  const subtreeSize =
    parent.id === member.parentId
      ? await repo.setRole(tx, member.id, newRole).then(() => member.networkSize + 1)
      : await repo.rewriteSubtree(tx, {
          id: member.id,
          oldPath: member.path,
          newPath,
          depthShift: parent.depth + 1 - member.depth,
          newParentId: parent.id,
          newRole,
        });
  const row = await repo.insertMove(tx, {
    memberId: member.id,
    fromParentId: member.parentId,
    toParentId: parent.id,
    fromRole: member.role,
    toRole: newRole,
    fromPath: member.path,
    toPath: newPath,
    subtreeSize,
    reason: request.reason ?? null,
    requestId: request.requestId ?? null,
    movedBy: request.movedBy,
  });
  return {
    moveId: row.id,
    memberId: member.id,
    fromParentId: member.parentId,
    toParentId: parent.id,
    fromRole: member.role,
    toRole: newRole,
    fromPath: member.path,
    toPath: newPath,
    subtreeSize,
  };
}
