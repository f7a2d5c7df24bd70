import type { MoveMemberInput } from '@portal/shared/contracts/role-transfer';
import { MESSAGES } from '@portal/shared/messages';
import type { Role } from '@portal/shared/roles';
import type { Tx } from '@portal/db/client';
import { audit } from '../platform/audit';
import type { Actor, AppContext } from '../platform/context';
import { AppError } from '../platform/errors';
import { publishMemberChange } from '../modules/network/network-events';
import { moveMember, type MoveResult } from '../modules/network/network-moves.service';
import {
  insertMany as insertNotifications,
  type NotificationInsert,
} from '../modules/notifications/notifications.repository';
import * as repo from '../modules/role-transfer/role-transfer.repository';
import { toMove } from '../modules/role-transfer/role-transfer.service';
import { type AfterCommit, runWorkflow } from './run-workflow';

export interface MoveOrder {
  memberId: string;
  /** Null or left out: stay under the current parent. */
  newParentId?: string | null;
  newRole?: Role;
  reason: string | null;
  requestId?: string | null;
}

/**
 * One move inside the caller's transaction: the move primitive (locks, invariants, the subtree
 * rewritten, the history row), its audit row, the notices to the member and to the parents it
 * left and joined, and the live `network_member` event to the uplines before and after.
 */
export async function performMove(tx: Tx, after: AfterCommit, actor: Actor, order: MoveOrder): Promise<MoveResult> {
  const member = await repo.memberFacts(tx, order.memberId);
  if (!member || member.isDeleted) throw new AppError('NOT_FOUND');
  const newParentId = order.newParentId ?? member.parentId;
  if (!newParentId) throw new AppError('MOVE_ROOT');
  const result = await moveMember(tx, {
    memberId: order.memberId,
    newParentId,
    newRole: order.newRole,
    reason: order.reason,
    requestId: order.requestId ?? null,
    movedBy: actor.id,
  });
  const parent = await repo.memberFacts(tx, result.toParentId);
  const parentName = parent?.name ?? '';
  const rows: NotificationInsert[] = [
    {
      userId: member.id,
      type: 'info',
      title: MESSAGES.roleTransfer.movedTitle,
      message: MESSAGES.roleTransfer.moved(parentName, result.toRole),
      actionUrl: '/dashboard/profile',
      relatedEntityId: member.id,
      relatedEntityType: 'profile',
    },
  ];
  if (result.fromParentId !== result.toParentId) {
    if (result.fromParentId) {
      rows.push({
        userId: result.fromParentId,
        type: 'info',
        title: MESSAGES.roleTransfer.leftTitle,
        message: MESSAGES.roleTransfer.left(member.name, parentName),
        actionUrl: '/dashboard/network',
        relatedEntityId: member.id,
        relatedEntityType: 'profile',
      });
    }
    rows.push({
      userId: result.toParentId,
      type: 'success',
      title: MESSAGES.roleTransfer.joinedTitle,
      message: MESSAGES.roleTransfer.joined(member.name, result.subtreeSize),
      actionUrl: '/dashboard/network',
      relatedEntityId: member.id,
      relatedEntityType: 'profile',
    });
  }
  after.notify(await insertNotifications(tx, rows));
  await audit(tx, actor, {
    action: 'network.member_moved',
    entityType: 'profile',
    entityId: member.id,
    before: { parentId: result.fromParentId, role: result.fromRole, path: result.fromPath },
    after: {
      parentId: result.toParentId,
      role: result.toRole,
      path: result.toPath,
      subtreeSize: result.subtreeSize,
      moveId: result.moveId,
      requestId: order.requestId ?? null,
    },
  });
  publishMemberChange(
    after,
    {
      kind: 'updated',
      memberId: member.id,
      name: member.name,
      role: result.toRole,
      parentId: result.toParentId,
      path: result.toPath,
      previousParentId: result.fromParentId,
    },
    result.fromPath,
  );
  return result;
}

/** The admin moves a member (role-transfer page): the same move, with the reason given. */
export async function moveMemberByAdmin(ctx: AppContext, actor: Actor, input: MoveMemberInput) {
  const result = await runWorkflow(ctx, 'network.move-member', (tx, after) =>
    performMove(tx, after, actor, {
      memberId: input.memberId,
      newParentId: input.newParentId,
      newRole: input.newRole,
      reason: input.reason,
    }),
  );
  // The trigger tells every server; this one forgets at once.
  ctx.sessions.dropMember(result.memberId);
  const row = await repo.findMove(ctx.db, result.moveId);
  if (!row) throw new AppError('INTERNAL');
  return { move: toMove(row) };
}
