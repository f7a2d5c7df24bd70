import type { doctorApplicationInputSchema } from '@portal/shared/contracts/doctor-applications';
import {
  DOCTOR_APPLICATION_LIMITS,
  DOCTOR_APPLICATION_MESSAGES,
  KVKK_POLICY_VERSION,
} from '@portal/shared/doctor-applications';
import type { z } from 'zod';
import { audit } from '../platform/audit';
import type { Actor, AppContext } from '../platform/context';
import { AppError } from '../platform/errors';
import * as repo from '../modules/doctor-applications/doctor-applications.repository';
import { insertMany as insertNotifications } from '../modules/notifications/notifications.repository';
import { recordConsent } from '../modules/legal/consents.service';
import { runWorkflow } from './run-workflow';
import { startWorkflowsForEvent } from './work-flow-engine';

const HOUR_MS = 3_600_000;

/**
 * A doctor's application from the public form: stored with the KVKK version it accepted and the
 * address it came from, and told to every admin. One address sends at most five an hour (counted
 * from the stored applications, so every server agrees); an e-mail with an application still
 * pending cannot send another.
 */
export async function submitDoctorApplication(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof doctorApplicationInputSchema>,
) {
  const now = new Date();
  const ip = actor.ip ?? 'unknown';
  if (
    (await repo.countFromAddressSince(ctx.db, ip, new Date(now.getTime() - HOUR_MS))) >=
    DOCTOR_APPLICATION_LIMITS.perAddressPerHour
  ) {
    throw new AppError('RATE_LIMITED');
  }
  return runWorkflow(ctx, 'doctor-application.submit', async (tx, after) => {
    await repo.lockApplicant(tx, input.email);
    if (await repo.findPendingByEmail(tx, input.email)) throw new AppError('DOCTOR_APPLICATION_DUPLICATE');
    const row = await repo.insertApplication(tx, {
      name: input.name,
      specialty: input.specialty,
      registryNumber: input.registryNumber,
      city: input.city,
      phone: input.phone,
      email: input.email,
      message: input.message ?? null,
      kvkkVersion: KVKK_POLICY_VERSION,
      kvkkAcceptedAt: now,
      ipAddress: ip,
    });
    await recordConsent(tx, actor, {
      userId: null,
      email: input.email,
      phone: input.phone,
      purpose: 'doctor_application',
    });
    const admins = await repo.reviewerIds(tx);
    const told = await insertNotifications(
      tx,
      admins.map((userId) => ({
        userId,
        type: 'info',
        title: DOCTOR_APPLICATION_MESSAGES.newTitle,
        message: DOCTOR_APPLICATION_MESSAGES.newMessage(row.name, row.specialty, row.city),
        actionUrl: `/dashboard/admin/doctor-applications?id=${row.id}`,
        relatedEntityId: row.id,
        relatedEntityType: 'doctor_application',
      })),
    );
    await audit(tx, actor, {
      action: 'doctor_application.submitted',
      entityType: 'doctor_application',
      entityId: row.id,
      after: { email: row.email, kvkkVersion: row.kvkkVersion },
    });
    after.notify(told);
    await startWorkflowsForEvent(ctx, tx, after, {
      event: 'doctor_application',
      entityType: 'doctor_application',
      entityId: row.id,
      actorId: actor.id,
      subjectId: null,
      label: row.name,
    });
    return { id: row.id, status: 'pending' as const };
  });
}
