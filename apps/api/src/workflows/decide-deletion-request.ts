import { LEGAL_MESSAGES } from '@portal/shared/legal';
import { audit } from '../platform/audit';
import type { Actor, AppContext } from '../platform/context';
import { AppError } from '../platform/errors';
import * as legal from '../modules/legal/legal.repository';
import { eraseMember } from '../modules/legal/member-data.repository';
import { insertMany as insertNotifications } from '../modules/notifications/notifications.repository';
import { runWorkflow } from './run-workflow';

/**
 * The admin decides a data deletion request. Approving erases the member's personal data in one
 * transaction: records the law keeps are anonymised, the rest deleted (decision 042); rejecting
 * tells the member why.
 */
export async function decideDeletionRequest(
  ctx: AppContext,
  actor: Actor,
  id: string,
  decision: { approve: boolean; note?: string },
) {
  return runWorkflow(ctx, 'member.erase', async (tx, after) => {
    const request = await legal.lockDeletionRequest(tx, id);
    if (request?.status !== 'pending') throw new AppError('DELETION_REQUEST_NOT_FOUND');
    const member = await legal.findProfile(tx, request.userId);
    if (!member) throw new AppError('DELETION_REQUEST_NOT_FOUND');
    if (member.role === 'admin') throw new AppError('DELETION_OF_ADMIN');
    const now = new Date();
    await legal.decideDeletionRequest(tx, id, {
      status: decision.approve ? 'approved' : 'rejected',
      decidedBy: actor.id,
      decidedAt: now,
      decisionNote: decision.note?.trim() || null,
    });
    if (decision.approve) {
      await eraseMember(tx, member.id, { name: LEGAL_MESSAGES.deletedMemberName, masked: LEGAL_MESSAGES.masked });
    } else {
      after.notify(
        await insertNotifications(tx, [
          {
            userId: member.id,
            type: 'info',
            title: LEGAL_MESSAGES.deletionDecidedTitle,
            message: LEGAL_MESSAGES.deletionRejected(decision.note?.trim() || null),
            actionUrl: '/dashboard/settings',
            relatedEntityId: id,
            relatedEntityType: 'data_deletion_request',
          },
        ]),
      );
    }
    await audit(tx, actor, {
      action: decision.approve ? 'member.erased' : 'member.erasure_rejected',
      entityType: 'profile',
      entityId: member.id,
      after: { requestId: id },
    });
    return { id, status: decision.approve ? ('approved' as const) : ('rejected' as const) };
  });
}
