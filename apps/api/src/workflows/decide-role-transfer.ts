import type { CreateTransferRequestInput } from '@portal/shared/contracts/role-transfer';
import type { MoveRefusal } from '@portal/shared/network';
import { MESSAGES } from '@portal/shared/messages';
import { isRole, type Role } from '@portal/shared/roles';
import { audit } from '../platform/audit';
import type { Actor, AppContext } from '../platform/context';
import { AppError } from '../platform/errors';
import { insertMany as insertNotifications } from '../modules/notifications/notifications.repository';
import * as repo from '../modules/role-transfer/role-transfer.repository';
import { oneRequest, preview } from '../modules/role-transfer/role-transfer.service';
import { performMove } from './move-member';
import { runWorkflow } from './run-workflow';

/**
 * Members' transfer requests: a member asks (at most one pending request each), may cancel while
 * it is pending, and the admin approves (the move is made in the same transaction, with the
 * request's id; a refused move leaves the request pending) or rejects with a note. The member is
 * told the decision either way.
 */

function requireMemberId(actor: Actor): string {
  if (!actor.id) throw new AppError('UNAUTHORIZED');
  return actor.id;
}

export async function createTransferRequest(
  ctx: AppContext,
  actor: Actor,
  input: { toParentSellerNo?: string; toRole?: Role; reason: string } | CreateTransferRequestInput,
) {
  const memberId = requireMemberId(actor);
  const body = input as { toParentSellerNo?: string; toRole?: Role; reason: string };
  const id = await runWorkflow(ctx, 'role-transfer.request', async (tx, after) => {
    // The member's row, locked: two requests sent at once are decided in turn.
    await repo.lockMember(tx, memberId);
    if (await repo.pendingOf(tx, memberId)) throw new AppError('TRANSFER_PENDING_EXISTS');
    const member = await repo.memberFacts(tx, memberId);
    if (!member || !isRole(member.role)) throw new AppError('NOT_FOUND');
    let toParentId: string | null = null;
    if (body.toParentSellerNo) {
      const parent = await repo.memberBySellerNo(tx, body.toParentSellerNo);
      if (!parent || parent.isDeleted) throw new AppError('TRANSFER_PARENT_NOT_FOUND');
      if (parent.id !== member.parentId) toParentId = parent.id;
    }
    const toRole = body.toRole ?? member.role;
    if (!toParentId && toRole === member.role) throw new AppError('TRANSFER_NOTHING_REQUESTED');
    // A request the network could not take now is refused with the move's own reason.
    const check = await preview(tx, { memberId, newParentId: toParentId, newRole: toRole });
    if (check.refusal) throw new AppError(check.refusal.code as MoveRefusal);
    const requestId = await repo.insertRequest(tx, {
      memberId,
      requestedBy: memberId,
      fromRole: member.role,
      toRole,
      fromParentId: member.parentId,
      toParentId,
      reason: body.reason,
    });
    const admins = await repo.adminIds(tx);
    after.notify(
      await insertNotifications(
        tx,
        admins.map((userId) => ({
          userId,
          type: 'info',
          title: MESSAGES.roleTransfer.requestedTitle,
          message: MESSAGES.roleTransfer.requested(member.name),
          actionUrl: '/dashboard/admin/role-transfer-management',
          relatedEntityId: requestId,
          relatedEntityType: 'role_transfer_request',
        })),
      ),
    );
    await audit(tx, actor, {
      action: 'role_transfer.requested',
      entityType: 'role_transfer_request',
      entityId: requestId,
      after: { toParentId, toRole, fromRole: member.role, fromParentId: member.parentId },
    });
    return requestId;
  });
  return { request: await oneRequest(ctx.db, id) };
}

export async function cancelTransferRequest(ctx: AppContext, actor: Actor, id: string) {
  const memberId = requireMemberId(actor);
  await runWorkflow(ctx, 'role-transfer.cancel', async (tx) => {
    const row = await repo.lockRequest(tx, id);
    // Someone else's request does not exist for this member.
    if (!row || row.memberId !== memberId) throw new AppError('NOT_FOUND');
    if (row.status !== 'pending') throw new AppError('TRANSFER_NOT_PENDING');
    await repo.decideRequest(tx, id, { status: 'cancelled', note: null, decidedBy: memberId });
    await audit(tx, actor, {
      action: 'role_transfer.cancelled',
      entityType: 'role_transfer_request',
      entityId: id,
      before: { status: 'pending' },
      after: { status: 'cancelled' },
    });
  });
  return { request: await oneRequest(ctx.db, id) };
}

export async function approveTransferRequest(ctx: AppContext, actor: Actor, id: string, note?: string) {
  const memberId = await runWorkflow(ctx, 'role-transfer.approve', async (tx, after) => {
    const row = await repo.lockRequest(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'pending') throw new AppError('TRANSFER_NOT_PENDING');
    await performMove(tx, after, actor, {
      memberId: row.memberId,
      newParentId: row.toParentId,
      newRole: isRole(row.toRole) ? row.toRole : undefined,
      reason: row.reason,
      requestId: row.id,
    });
    await repo.decideRequest(tx, id, { status: 'approved', note: note || null, decidedBy: actor.id });
    after.notify(
      await insertNotifications(tx, [
        {
          userId: row.memberId,
          type: 'success',
          title: MESSAGES.roleTransfer.approvedTitle,
          message: MESSAGES.roleTransfer.approved,
          actionUrl: '/dashboard/profile',
          relatedEntityId: id,
          relatedEntityType: 'role_transfer_request',
        },
      ]),
    );
    await audit(tx, actor, {
      action: 'role_transfer.approved',
      entityType: 'role_transfer_request',
      entityId: id,
      before: { status: 'pending' },
      after: { status: 'approved', note: note || null },
    });
    return row.memberId;
  });
  ctx.sessions.dropMember(memberId);
  return { request: await oneRequest(ctx.db, id) };
}

export async function rejectTransferRequest(ctx: AppContext, actor: Actor, id: string, note: string) {
  if (note.trim().length < 3) throw new AppError('DECISION_NOTE_REQUIRED');
  await runWorkflow(ctx, 'role-transfer.reject', async (tx, after) => {
    const row = await repo.lockRequest(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'pending') throw new AppError('TRANSFER_NOT_PENDING');
    await repo.decideRequest(tx, id, { status: 'rejected', note, decidedBy: actor.id });
    after.notify(
      await insertNotifications(tx, [
        {
          userId: row.memberId,
          type: 'warning',
          title: MESSAGES.roleTransfer.rejectedTitle,
          message: MESSAGES.roleTransfer.rejected(note),
          actionUrl: '/dashboard/profile',
          relatedEntityId: id,
          relatedEntityType: 'role_transfer_request',
        },
      ]),
    );
    await audit(tx, actor, {
      action: 'role_transfer.rejected',
      entityType: 'role_transfer_request',
      entityId: id,
      before: { status: 'pending' },
      after: { status: 'rejected', note },
    });
  });
  return { request: await oneRequest(ctx.db, id) };
}
