import type { Scope } from '@portal/shared/scope';
import type { Member } from '../platform/member';
import { audit } from '../platform/audit';
import type { Actor, AppContext } from '../platform/context';
import { AppError } from '../platform/errors';
import * as securityRepo from '../modules/security/security.repository';
import * as sessionsRepo from '../modules/sessions/sessions.repository';
import { runWorkflow } from './run-workflow';

/**
 * The admin ends a member's session from admin/security-management. The same path as a member
 * ending their own (decision 012): the Better Auth session row is deleted and the device row
 * ended in one transaction with the audit entry; the trigger of migration 0004 announces the
 * change on `portal_session_changed`, so every server closes that member's sockets with 4401, and
 * this server forgets its cached sessions at once. A session outside the caller's scope is not
 * found (404), like one that does not exist.
 */
export async function endMemberSession(
  ctx: AppContext,
  member: Member,
  actor: Actor,
  scope: Scope,
  id: string,
): Promise<{ wasCurrent: boolean }> {
  return runWorkflow(
    ctx,
    'security.session_ended',
    async (tx) => {
      const row = await securityRepo.findSession(tx, id, securityRepo.membersIn(member, scope));
      if (!row) throw new AppError('SESSION_NOT_FOUND');
      if (row.auth_session_id) await sessionsRepo.deleteAuthSessionsByIds(tx, [row.auth_session_id]);
      await sessionsRepo.deactivateUserSessions(tx, [row.id]);
      await audit(tx, actor, {
        action: 'session.ended',
        entityType: 'user_session',
        entityId: row.id,
        before: {
          memberId: row.user_id,
          memberName: row.name,
          sellerNo: row.seller_no,
          ipAddress: row.ip_address,
          userAgent: row.user_agent,
        },
        after: { isActive: false },
      });
      return { userId: row.user_id, wasCurrent: row.auth_session_id === member.authSessionId };
    },
    async (result) => {
      ctx.sessions.dropMember(result.userId);
    },
  ).then(({ wasCurrent }) => ({ wasCurrent }));
}
