import {
  DOCTOR_APPLICATION_PAGE_SIZE,
  type DoctorApplication,
  type doctorApplicationQuerySchema,
} from '@portal/shared/contracts/doctor-applications';
import {
  DOCTOR_APPLICATION_MESSAGES,
  DOCTOR_APPLICATION_STATUSES,
  type DoctorApplicationStatus,
} from '@portal/shared/doctor-applications';
import { invitationLink } from '@portal/shared/invitations';
import type { Role } from '@portal/shared/roles';
import type { z } from 'zod';
import { audit } from '../../platform/audit';
import type { Actor, AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import * as repo from './doctor-applications.repository';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findApplication>>>;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function toDto(appUrl: string, row: Row): DoctorApplication {
  const a = row.application;
  return {
    id: a.id,
    name: a.name,
    specialty: a.specialty,
    registryNumber: a.registryNumber,
    city: a.city,
    phone: a.phone,
    email: a.email,
    message: a.message,
    kvkkVersion: a.kvkkVersion,
    kvkkAcceptedAt: a.kvkkAcceptedAt.toISOString(),
    status: a.status as DoctorApplicationStatus,
    reviewNote: a.reviewNote,
    reviewedBy: row.reviewer,
    reviewedAt: a.reviewedAt?.toISOString() ?? null,
    invitation: row.invitation
      ? { ...row.invitation, role: row.invitation.role as Role, link: invitationLink(appUrl, row.invitation.code) }
      : null,
    createdAt: a.createdAt.toISOString(),
  };
}

export async function list(ctx: AppContext, q: z.output<typeof doctorApplicationQuerySchema>) {
  const [rows, counted] = await Promise.all([
    repo.listApplications(ctx.db, {
      status: q.status,
      q: q.q || undefined,
      limit: DOCTOR_APPLICATION_PAGE_SIZE,
      offset: (q.page - 1) * DOCTOR_APPLICATION_PAGE_SIZE,
    }),
    repo.countByStatus(ctx.db, q.q || undefined),
  ]);
  const counts = { pending: 0, approved: 0, rejected: 0 };
  for (const c of counted) {
    if ((DOCTOR_APPLICATION_STATUSES as readonly string[]).includes(c.status))
      counts[c.status as DoctorApplicationStatus] = c.n;
  }
  return {
    applications: rows.map((r) => toDto(ctx.config.appUrl, r)),
    total: rows[0]?.total ?? 0,
    page: q.page,
    pageSize: DOCTOR_APPLICATION_PAGE_SIZE,
    counts,
  };
}

export async function get(ctx: AppContext, id: string) {
  const row = await repo.findApplication(ctx.db, id);
  if (!row) throw new AppError('DOCTOR_APPLICATION_NOT_FOUND');
  return toDto(ctx.config.appUrl, row);
}

/** Rejects a pending application with the admin's note, which the applicant receives by e-mail. */
export async function reject(ctx: AppContext, actor: Actor, admin: Member, id: string, note: string) {
  const found = await repo.findApplication(ctx.db, id);
  if (!found) throw new AppError('DOCTOR_APPLICATION_NOT_FOUND');
  const decided = await ctx.db.transaction(async (tx) => {
    const row = await repo.decide(tx, id, { status: 'rejected', reviewedBy: admin.id, reviewNote: note }, new Date());
    if (!row) return null;
    await audit(tx, actor, {
      action: 'doctor_application.rejected',
      entityType: 'doctor_application',
      entityId: id,
      before: { status: 'pending' },
      after: { status: 'rejected', note },
    });
    return row;
  });
  if (!decided) throw new AppError('DOCTOR_APPLICATION_REVIEWED');
  const words = DOCTOR_APPLICATION_MESSAGES.mail;
  await ctx.mailer.send({
    to: decided.email,
    kind: 'doctor_application_rejected',
    subject: words.rejectedSubject,
    text: words.rejectedText(decided.name, note),
    html: words.rejectedHtml(escapeHtml(decided.name), escapeHtml(note).replaceAll('\n', '<br>')),
  });
  return get(ctx, id);
}
