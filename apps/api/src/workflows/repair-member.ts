import type { RepairResult } from '@portal/shared/contracts/network-admin';
import { expectedPlace, repairRefusal } from '@portal/shared/network-consistency';
import { MESSAGES } from '@portal/shared/messages';
import { isRole } from '@portal/shared/roles';
import { audit } from '../platform/audit';
import type { Actor, AppContext } from '../platform/context';
import { AppError } from '../platform/errors';
import * as repo from '../modules/network/network-admin.repository';
import { publishMemberChange } from '../modules/network/network-events';
import { insertMove, takeMoveLock } from '../modules/network/network-moves.repository';
import { runWorkflow } from './run-workflow';

/**
 * Fixes a member whose place is broken (parent missing, deleted or not above it, a path or depth
 * that disagrees, a cycle): hangs it under the parent the admin chose (its current one rebuilds the
 * paths only) and rewrites the path and depth of its whole subtree by walking parent_id, under the
 * move lock, so no move interleaves. The member's own path is not trusted: the subtree is read by
 * parent_id and the new parent's place by its chain up to the root. Counters of every member whose
 * count the paths change are recounted; the parent change itself is also seen by the trigger.
 */
export async function reparentMember(
  ctx: AppContext,
  actor: Actor,
  memberId: string,
  parentId: string,
): Promise<RepairResult> {
  return runWorkflow(ctx, 'network.repair.reparent', async (tx, after) => {
    await takeMoveLock(tx);
    const member = await repo.lockMember(tx, memberId);
    if (!member || member.isDeleted || !isRole(member.role)) throw new AppError('NOT_FOUND');
    const parent = await repo.lockMember(tx, parentId);
    if (!parent || !isRole(parent.role)) throw new AppError('NOT_FOUND');
    const subtree = await repo.subtreeByParent(tx, member.id);
    const chain = await repo.chainUp(tx, parent.id);
    const refusal = repairRefusal({
      member: { id: member.id, role: member.role, parentId: member.parentId, isDeleted: member.isDeleted },
      subtreeIds: subtree.ids,
      subtreeHeight: subtree.height,
      newParent: {
        id: parent.id,
        role: parent.role,
        isActive: parent.isActive,
        isDeleted: parent.isDeleted,
        rootedDepth: chain.rooted ? chain.ids.length - 1 : null,
      },
    });
    if (refusal) throw new AppError(refusal);

    // The place the parent truly has (its chain, root first), whatever its stored path says.
    const parentPath = `/${[...chain.ids].reverse().join('/')}/`;
    const place = expectedPlace(member.id, { path: parentPath, depth: chain.ids.length - 1 });
    const subtreeIds = [...subtree.ids];
    const touched = new Set<string>([...subtreeIds, ...(await repo.uplineIdsOf(tx, subtreeIds))]);
    await repo.setParent(tx, member.id, parent.id);
    const rebuilt = await repo.rebuildSubtree(tx, member.id, place.path, place.depth);
    for (const id of await repo.uplineIdsOf(tx, [member.id])) touched.add(id);
    await repo.recountMembers(tx, [...touched]);
    // Every move is recorded, a repair's too (its subtree is what the walk found below it).
    await insertMove(tx, {
      memberId: member.id,
      fromParentId: member.parentId,
      toParentId: parent.id,
      fromRole: member.role,
      toRole: member.role,
      fromPath: member.path,
      toPath: place.path,
      subtreeSize: subtree.ids.size,
      reason: MESSAGES.networkAdmin.repairReason,
      movedBy: actor.id,
    });

    await audit(tx, actor, {
      action: 'network.repair.reparent',
      entityType: 'profile',
      entityId: member.id,
      before: { parentId: member.parentId, path: member.path, depth: member.depth },
      after: { parentId: parent.id, path: place.path, depth: place.depth, rebuilt: rebuilt.length },
    });
    publishMemberChange(
      after,
      {
        kind: 'updated',
        memberId: member.id,
        name: member.name,
        role: member.role,
        parentId: parent.id,
        path: place.path,
        ...(member.parentId !== parent.id ? { previousParentId: member.parentId } : {}),
      },
      member.path,
    );
    return { memberId: member.id, rebuilt: rebuilt.length };
  });
}

/** Sets a member's stored points to its ledger balance (the fix of a points mismatch). */
export async function syncMemberPoints(ctx: AppContext, actor: Actor, memberId: string): Promise<RepairResult> {
  return runWorkflow(ctx, 'network.repair.sync-points', async (tx, after) => {
    const member = await repo.lockMember(tx, memberId);
    if (!member || member.isDeleted || !isRole(member.role)) throw new AppError('NOT_FOUND');
    const [changed] = await repo.syncPoints(tx, [member.id]);
    const points = Number(changed ? changed.after : member.points);
    if (changed) {
      await audit(tx, actor, {
        action: 'network.repair.sync-points',
        entityType: 'profile',
        entityId: member.id,
        before: { points: Number(changed.before) },
        after: { points },
      });
      publishMemberChange(after, {
        kind: 'updated',
        memberId: member.id,
        name: member.name,
        role: member.role,
        parentId: member.parentId,
        path: member.path,
      });
    }
    return { memberId: member.id, rebuilt: 0, points: points / 100 };
  });
}
