import { randomInt } from 'node:crypto';
import type { RegisterBody } from '@portal/shared/contracts/auth';
import { regionOf } from '@portal/shared/cities';
import { formatSellerNo, generateInviteCode } from '@portal/shared/codes';
import { canInvite, MAX_TREE_DEPTH } from '@portal/shared/roles';
import { MESSAGES } from '@portal/shared/messages';
import { POLICY_SLUGS } from '@portal/shared/policy-slugs';
import { audit } from '../platform/audit';
import type { Actor, AppContext } from '../platform/context';
import { AppError } from '../platform/errors';
import { hashPassword } from '../platform/passwords';
import { insertCredentialAccount } from '../modules/auth/auth-accounts.repository';
import { consumeInvitation, recordInvitationUse } from '../modules/invitations/invitations.repository';
import { resolveInvitation } from '../modules/invitations/invitations.service';
import { publishMemberChange } from '../modules/network/network-events';
import { lockParentForNewChild } from '../modules/network/network-moves.repository';
import { insertMany as insertNotifications } from '../modules/notifications/notifications.repository';
import {
  findProfileByEmail,
  findProfileById,
  findProfileByPhone,
  insertProfile,
  nextSellerSequence,
} from '../modules/profiles/profiles.repository';
import { recordConsent } from '../modules/legal/consents.service';
import { runWorkflow } from './run-workflow';
import { startWorkflowsForEvent } from './work-flow-engine';

const isUniqueViolation = (err: unknown, constraint?: string) => {
  const e = (err as { cause?: unknown })?.cause ?? err;
  const pg = e as { code?: string; constraint?: string; message?: string };
  return (
    pg?.code === '23505' && (!constraint || pg.constraint === constraint || Boolean(pg.message?.includes(constraint)))
  );
};

/**
 * Registration by invitation only. The invitation fixes role and parent, and the email when it was
 * made out to one; its use, the profile and the credential are written in one transaction, then
 * the new member is signed in (by the route).
 */
export async function registerByInvitation(ctx: AppContext, actor: Actor, body: RegisterBody) {
  const email = body.email.trim().toLowerCase();
  const now = new Date();
  const invitation = await resolveInvitation(ctx.db, body.code, now);
  if (!canInvite(invitation.inviter.role, invitation.role)) throw new AppError('INVITATION_ROLE_NOT_ALLOWED');
  // An invitation made out to an address is for the holder of that mailbox, not for whoever saw the code.
  if (invitation.email && invitation.email.trim().toLowerCase() !== email) {
    throw new AppError('INVITATION_EMAIL_MISMATCH');
  }
  const parent = await findProfileById(ctx.db, invitation.parentId);
  if (!parent) throw new AppError('INVITATION_NOT_FOUND');
  if (parent.profile.depth + 1 > MAX_TREE_DEPTH) throw new AppError('TREE_TOO_DEEP');
  if (await findProfileByEmail(ctx.db, email)) throw new AppError('EMAIL_TAKEN');
  if (body.phone && (await findProfileByPhone(ctx.db, body.phone))) throw new AppError('PHONE_TAKEN');
  const passwordHash = await hashPassword(body.password);

  const created = await withSellerNoRetry(() =>
    runWorkflow(ctx, 'member.register', async (tx, after) => {
      if (invitation.invitationId && !(await consumeInvitation(tx, invitation.invitationId, now))) {
        throw new AppError('INVITATION_USED');
      }
      // The parent is read again, locked: a move of its subtree cannot slip in between.
      const place = await lockParentForNewChild(tx, parent.profile.id);
      if (!place || place.isDeleted || !place.isActive) throw new AppError('INVITATION_NOT_FOUND');
      if (place.depth + 1 > MAX_TREE_DEPTH) throw new AppError('TREE_TOO_DEEP');
      const id = crypto.randomUUID();
      const profile = await insertProfile(tx, {
        id,
        name: body.name,
        email,
        phone: body.phone ?? null,
        role: invitation.role,
        parentId: parent.profile.id,
        path: `${place.path}${id}/`,
        depth: place.depth + 1,
        sellerNo: formatSellerNo(await nextSellerSequence(tx)),
        city: body.city ?? null,
        district: body.district ?? null,
        region: regionOf(body.city),
        inviteCode: invitation.code,
        permanentInviteCode: generateInviteCode(randomInt),
      });
      await insertCredentialAccount(tx, id, passwordHash);
      // The KVKK aydınlatma metni the form links to, acknowledged by registering (decision 042).
      await recordConsent(tx, actor, { userId: id, email, phone: body.phone ?? null, purpose: 'registration' });
      // Marketing messages only when the optional box was ticked, to the privacy policy's version.
      if (body.marketingConsent) {
        await recordConsent(tx, actor, {
          userId: id,
          email,
          phone: body.phone ?? null,
          purpose: 'marketing',
          policySlug: POLICY_SLUGS.privacy,
        });
      }
      await recordInvitationUse(tx, {
        profileId: id,
        ...(invitation.invitationId
          ? { invitationId: invitation.invitationId }
          : { permanentCodeOwnerId: invitation.inviter.id }),
      });
      const welcome = await insertNotifications(tx, [
        {
          userId: invitation.inviter.id,
          type: 'success',
          title: MESSAGES.network.newMemberTitle,
          message: MESSAGES.network.newMember(body.name, invitation.role),
          actionUrl: '/dashboard/network',
          relatedEntityId: id,
          relatedEntityType: 'profile',
        },
      ]);
      await audit(tx, actor, {
        actorId: id,
        action: 'member.registered',
        entityType: 'profile',
        entityId: id,
        after: { role: invitation.role, parentId: parent.profile.id, code: invitation.code },
      });
      after.notify(welcome);
      await startWorkflowsForEvent(ctx, tx, after, {
        event: 'member_registered',
        entityType: 'profile',
        entityId: id,
        actorId: id,
        subjectId: id,
        label: profile.name,
      });
      publishMemberChange(after, {
        kind: 'added',
        memberId: id,
        name: profile.name,
        role: invitation.role,
        parentId: place.id,
        path: profile.path,
      });
      return { profile };
    }),
  );
  return created;
}

/** Two registrations at once may pick the same next seller number; the loser simply tries again. */
async function withSellerNoRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err, 'profiles_email_key')) throw new AppError('EMAIL_TAKEN');
      if (isUniqueViolation(err, 'profiles_phone_key')) throw new AppError('PHONE_TAKEN');
      if (attempt < 5 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}
