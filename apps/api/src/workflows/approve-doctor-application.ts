import type { approveDoctorApplicationInputSchema } from '@portal/shared/contracts/doctor-applications';
import { DOCTOR_APPLICATION_MESSAGES } from '@portal/shared/doctor-applications';
import { INVITATION_LIMITS, invitationExpiry } from '@portal/shared/invitations';
import { canInvite, ROLE_LABELS, type Role } from '@portal/shared/roles';
import type { z } from 'zod';
import { audit } from '../platform/audit';
import type { Actor, AppContext, Member } from '../platform/context';
import { AppError } from '../platform/errors';
import * as applications from '../modules/doctor-applications/doctor-applications.repository';
import { insertInvitation } from '../modules/invitations/invitations.repository';
import { freshCode, mail, usableParent } from '../modules/invitations/invitations.service';
import { insertMany as insertNotifications } from '../modules/notifications/notifications.repository';
import { findProfileByEmail } from '../modules/profiles/profiles.repository';
import { runWorkflow } from './run-workflow';

const isUniqueViolation = (err: unknown) => {
  const e = (err as { cause?: unknown })?.cause ?? err;
  return (e as { code?: string })?.code === '23505';
};

/**
 * The admin approves a doctor's application: an invitation made out to the applicant (name,
 * e-mail, phone; the chosen role, a dealer unless chosen, under the chosen parent) is created,
 * the application is marked approved with it, both are audited, the parent is told, and after the
 * commit the applicant receives the invitation e-mail. Only a pending application can be approved:
 * the conditional update lets exactly one of two attempts through.
 */
export async function approveDoctorApplication(
  ctx: AppContext,
  actor: Actor,
  admin: Member,
  id: string,
  input: z.output<typeof approveDoctorApplicationInputSchema>,
) {
  const found = await applications.findApplication(ctx.db, id);
  if (!found) throw new AppError('DOCTOR_APPLICATION_NOT_FOUND');
  if (found.application.status !== 'pending') throw new AppError('DOCTOR_APPLICATION_REVIEWED');
  const role = input.role as Role;
  if (!canInvite(admin.role, role)) throw new AppError('INVITATION_ROLE_NOT_ALLOWED');
  const parent = await usableParent(ctx.db, input.parentId, role);
  if (await findProfileByEmail(ctx.db, found.application.email)) throw new AppError('DOCTOR_APPLICATION_MEMBER_EXISTS');

  for (let attempt = 0; ; attempt++) {
    const code = await freshCode(ctx.db);
    try {
      const invitation = await runWorkflow(ctx, 'doctor-application.approve', async (tx, after) => {
        const now = new Date();
        const invitation = await insertInvitation(tx, {
          code,
          inviterId: admin.id,
          parentId: parent.id,
          role,
          name: found.application.name,
          email: found.application.email,
          phone: found.application.phone,
          expiresAt: invitationExpiry(INVITATION_LIMITS.expiresInDays.default, now),
          maxUses: 1,
          lastSentAt: now,
          sendCount: 1,
        });
        const decided = await applications.decide(
          tx,
          id,
          { status: 'approved', reviewedBy: admin.id, invitationId: invitation.id },
          now,
        );
        if (!decided) throw new AppError('DOCTOR_APPLICATION_REVIEWED');
        await audit(tx, actor, {
          action: 'invitation.created',
          entityType: 'invitation',
          entityId: invitation.id,
          after: { code, role, parentId: parent.id, email: invitation.email, doctorApplicationId: id },
        });
        await audit(tx, actor, {
          action: 'doctor_application.approved',
          entityType: 'doctor_application',
          entityId: id,
          before: { status: 'pending' },
          after: { status: 'approved', role, parentId: parent.id, invitationId: invitation.id },
        });
        if (parent.id !== admin.id) {
          after.notify(
            await insertNotifications(tx, [
              {
                userId: parent.id,
                type: 'info',
                title: DOCTOR_APPLICATION_MESSAGES.parentTitle,
                message: DOCTOR_APPLICATION_MESSAGES.parentMessage(found.application.name, ROLE_LABELS[role]),
                actionUrl: '/dashboard/network',
                relatedEntityId: invitation.id,
                relatedEntityType: 'invitation',
              },
            ]),
          );
        }
        return invitation;
      });
      await mail(ctx, invitation, admin.name, DOCTOR_APPLICATION_MESSAGES.mail.approvedSubject);
      return;
    } catch (err) {
      // Another invitation took the same code between the check and the insert: draw again.
      if (attempt < 3 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}
