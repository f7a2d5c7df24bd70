import { randomInt } from 'node:crypto';
import type { DbOrTx } from '@portal/db/client';
import { generateInviteCode, inviteCodeProblem, normalizeInviteCode } from '@portal/shared/codes';
import {
  type adminInvitationQuerySchema,
  type createInvitationInputSchema,
  type Invitation,
  INVITATION_PAGE_SIZE,
  type memberOptionQuerySchema,
} from '@portal/shared/contracts/invitations';
import { DEFAULT_TIME_ZONE } from '@portal/shared/format';
import {
  INVITATION_LIMITS,
  INVITATION_STATUSES,
  type InvitationStatus,
  invitationExpiry,
  invitationLink,
  invitationStatusAt,
} from '@portal/shared/invitations';
import { canInvite, isRoleAbove, ROLES, type Role } from '@portal/shared/roles';
import type { z } from 'zod';
import { audit } from '../../platform/audit';
import type { Actor, AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findProfileById, findProfileByPermanentCode } from '../profiles/profiles.repository';
import { invitationEmail } from './invitation-mail';
import * as repo from './invitations.repository';
import type { InvitationRow } from './invitations.repository';

export interface ResolvedInvitation {
  code: string;
  role: Role;
  inviter: { id: string; name: string; role: Role; sellerNo: string };
  parentId: string;
  /** Null for a member's permanent code, which allows any number of client sign-ups. */
  invitationId: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  expiresAt: string | null;
}

/**
 * Finds what a code entitles its holder to: a one-off invitation (role and parent fixed by it) or
 * a member's permanent code (a client under that member). Unusable codes say why, in Turkish.
 */
export async function resolveInvitation(db: DbOrTx, rawCode: string, now = new Date()): Promise<ResolvedInvitation> {
  // Lower case, spaces and dashes are fine (the page normalizes with the same function); a
  // character no code can hold gets its own answer rather than "not found".
  const problem = inviteCodeProblem(rawCode);
  if (problem?.kind === 'characters') {
    throw new AppError('INVITATION_CODE_INVALID', { details: { characters: problem.characters } });
  }
  const code = normalizeInviteCode(rawCode);
  const found = await repo.findInvitationByCode(db, code);
  if (found) {
    const { invitation, inviter } = found;
    if (invitation.status === 'revoked') throw new AppError('INVITATION_REVOKED');
    if (invitation.status === 'used' || invitation.usedCount >= invitation.maxUses)
      throw new AppError('INVITATION_USED');
    if (invitation.status === 'expired' || invitation.expiresAt <= now) throw new AppError('INVITATION_EXPIRED');
    const parent = await findProfileById(db, invitation.parentId);
    if (!parent || parent.profile.isDeleted || !parent.profile.isActive) throw new AppError('INVITATION_NOT_FOUND');
    return {
      code,
      role: invitation.role as Role,
      inviter: { ...inviter, role: inviter.role as Role },
      parentId: invitation.parentId,
      invitationId: invitation.id,
      name: invitation.name,
      email: invitation.email,
      phone: invitation.phone,
      expiresAt: invitation.expiresAt.toISOString(),
    };
  }
  const owner = await findProfileByPermanentCode(db, code);
  if (!owner?.isActive || owner.role === 'client') throw new AppError('INVITATION_NOT_FOUND');
  return {
    code,
    role: 'client',
    inviter: { id: owner.id, name: owner.name, role: owner.role as Role, sellerNo: owner.sellerNo },
    parentId: owner.id,
    invitationId: null,
    name: null,
    email: null,
    phone: null,
    expiresAt: null,
  };
}

type ListRow = Awaited<ReturnType<typeof repo.listInvitations>>[number];
type Person = ListRow['inviter'];

const asPerson = (p: Person) => ({ ...p, role: p.role as Role });

export function toDto(
  appUrl: string,
  row: { invitation: InvitationRow; inviter: Person; parent: Person },
  members: { id: string; name: string; createdAt: Date }[] = [],
  now = new Date(),
): Invitation {
  const i = row.invitation;
  return {
    id: i.id,
    code: i.code,
    link: invitationLink(appUrl, i.code),
    role: i.role as Role,
    status: invitationStatusAt(i, now),
    name: i.name,
    email: i.email,
    phone: i.phone,
    expiresAt: i.expiresAt.toISOString(),
    maxUses: i.maxUses,
    usedCount: i.usedCount,
    createdAt: i.createdAt.toISOString(),
    revokedAt: i.revokedAt?.toISOString() ?? null,
    lastSentAt: i.lastSentAt?.toISOString() ?? null,
    sendCount: i.sendCount,
    inviter: asPerson(row.inviter),
    parent: asPerson(row.parent),
    members: members.map((m) => ({ id: m.id, name: m.name, createdAt: m.createdAt.toISOString() })),
  };
}

/** Midnight of a YYYY-MM-DD day in Turkey, `plusDays` later. */
function turkishDayStart(day: string, plusDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d + plusDays);
  // The zone's offset at that moment (Turkey has kept +03:00 since 2016, but ask rather than assume).
  const local = new Date(new Date(utcMidnight).toLocaleString('en-US', { timeZone: DEFAULT_TIME_ZONE }));
  const utc = new Date(new Date(utcMidnight).toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(utcMidnight - (local.getTime() - utc.getTime()));
}

async function page(ctx: AppContext, filter: repo.InvitationFilter, pageNo: number) {
  const now = filter.now;
  const [rows, counted] = await Promise.all([
    repo.listInvitations(ctx.db, filter, { limit: INVITATION_PAGE_SIZE, offset: (pageNo - 1) * INVITATION_PAGE_SIZE }),
    repo.countByStatus(ctx.db, filter),
  ]);
  const members = await repo.membersOf(
    ctx.db,
    rows.map((r) => r.invitation.id),
  );
  const counts = { all: 0, active: 0, used: 0, expired: 0, revoked: 0 };
  for (const c of counted) {
    if ((INVITATION_STATUSES as readonly string[]).includes(c.status)) counts[c.status as InvitationStatus] += c.n;
    counts.all += c.n;
  }
  return {
    invitations: rows.map((r) =>
      toDto(
        ctx.config.appUrl,
        r,
        members.filter((m) => m.invitationId === r.invitation.id),
        now,
      ),
    ),
    total: rows[0]?.total ?? (pageNo > 1 ? counts.all : 0),
    page: pageNo,
    pageSize: INVITATION_PAGE_SIZE,
    counts,
  };
}

/** The member's own invitations, newest first. */
export function listMine(ctx: AppContext, member: Member, q: { status?: InvitationStatus; page: number }) {
  return page(ctx, { now: new Date(), inviterId: member.id, status: q.status }, q.page);
}

/** Every invitation, for the admin, with its filters. */
export function listAll(ctx: AppContext, q: z.output<typeof adminInvitationQuerySchema>) {
  return page(
    ctx,
    {
      now: new Date(),
      status: q.status,
      role: q.role,
      inviterId: q.inviterId,
      from: q.from ? turkishDayStart(q.from) : undefined,
      to: q.to ? turkishDayStart(q.to, 1) : undefined,
      q: q.q || undefined,
    },
    q.page,
  );
}

/** An invitation the member may act on: their own; the admin's, any. Others' answer 404. */
async function reachable(ctx: AppContext, member: Member, id: string) {
  const row = await repo.findInvitationWithPeople(ctx.db, id);
  if (!row || (member.role !== 'admin' && row.invitation.inviterId !== member.id)) throw new AppError('NOT_FOUND');
  return row;
}

/** A fresh code no invitation and no member's permanent code uses (a collision is rare; try again). */
export async function freshCode(db: DbOrTx): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = generateInviteCode(randomInt);
    if (!(await repo.codeTaken(db, code))) return code;
  }
  throw new AppError('CONFLICT');
}

/** Where an invitee may hang: an active, not deleted member whose role is strictly above the invited one. */
export async function usableParent(db: DbOrTx, parentId: string, role: Role) {
  const parent = await findProfileById(db, parentId);
  if (
    !parent ||
    parent.profile.isDeleted ||
    !parent.profile.isActive ||
    !isRoleAbove(parent.profile.role as Role, role)
  ) {
    throw new AppError('INVITATION_PARENT_INVALID');
  }
  return parent.profile;
}

const isUniqueViolation = (err: unknown) => {
  const e = (err as { cause?: unknown })?.cause ?? err;
  return (e as { code?: string })?.code === '23505';
};

/**
 * Creates an invitation: the member may invite the roles spec §5 allows (`canInvite`); the new
 * member hangs under the inviter, or, when the admin chooses, under another active member whose
 * role is strictly above the invited one. With an e-mail address the invitation is mailed.
 */
export async function create(
  ctx: AppContext,
  actor: Actor,
  member: Member,
  input: z.output<typeof createInvitationInputSchema>,
) {
  if (!canInvite(member.role, input.role)) throw new AppError('INVITATION_ROLE_NOT_ALLOWED');
  let parentId = member.id;
  if (input.parentId && input.parentId !== member.id) {
    if (member.role !== 'admin') throw new AppError('INVITATION_PARENT_NOT_ALLOWED');
    parentId = input.parentId;
  }
  await usableParent(ctx.db, parentId, input.role);
  const now = new Date();
  const values = {
    inviterId: member.id,
    parentId,
    role: input.role,
    name: input.name ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    expiresAt: invitationExpiry(input.expiresInDays ?? INVITATION_LIMITS.expiresInDays.default, now),
    maxUses: input.maxUses ?? INVITATION_LIMITS.maxUses.default,
    lastSentAt: input.email ? now : null,
    sendCount: input.email ? 1 : 0,
  };
  let created: InvitationRow | null = null;
  for (let attempt = 0; !created; attempt++) {
    const code = await freshCode(ctx.db);
    try {
      created = await ctx.db.transaction(async (tx) => {
        // The member's list is about to change anyway: store the expiry of their overdue ones.
        await repo.expireOverdue(tx, now, { inviterId: member.id });
        const row = await repo.insertInvitation(tx, { ...values, code });
        await audit(tx, actor, {
          action: 'invitation.created',
          entityType: 'invitation',
          entityId: row.id,
          after: { code, role: row.role, parentId, email: row.email, expiresAt: row.expiresAt, maxUses: row.maxUses },
        });
        return row;
      });
    } catch (err) {
      // Two servers drew the same code at once: the unique key refused one; it draws again.
      if (attempt < 3 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
  if (created.email) await mail(ctx, created, member.name);
  const row = await repo.findInvitationWithPeople(ctx.db, created.id);
  if (!row) throw new AppError('NOT_FOUND');
  return toDto(ctx.config.appUrl, row, [], now);
}

/** Sends (or sends again) an invitation's e-mail; the caller has counted the sending. */
export function mail(ctx: AppContext, invitation: InvitationRow, inviterName: string, subject?: string) {
  if (!invitation.email) return Promise.resolve();
  return ctx.mailer.send(
    invitationEmail({
      to: invitation.email,
      name: invitation.name,
      inviterName,
      role: invitation.role as Role,
      url: invitationLink(ctx.config.appUrl, invitation.code),
      expiresAt: invitation.expiresAt,
      subject,
    }),
  );
}

/** Revokes an active invitation; a used, expired or already revoked one answers INVITATION_NOT_ACTIVE. */
export async function revoke(ctx: AppContext, actor: Actor, member: Member, id: string) {
  const found = await reachable(ctx, member, id);
  const now = new Date();
  const row = await ctx.db.transaction(async (tx) => {
    const revoked = await repo.revokeInvitation(tx, id, now);
    if (!revoked) return null;
    await audit(tx, actor, {
      action: 'invitation.revoked',
      entityType: 'invitation',
      entityId: id,
      before: { status: found.invitation.status },
      after: { status: 'revoked' },
    });
    return revoked;
  });
  if (!row) {
    // Refused because it ran out: store what it has become.
    await repo.expireOverdue(ctx.db, now, { id });
    throw new AppError('INVITATION_NOT_ACTIVE');
  }
  const members = await repo.membersOf(ctx.db, [id]);
  return toDto(ctx.config.appUrl, { ...found, invitation: row }, members, now);
}

/** Mails an active invitation with an address again; counts the sending. */
export async function resend(ctx: AppContext, actor: Actor, member: Member, id: string) {
  const found = await reachable(ctx, member, id);
  if (!found.invitation.email) throw new AppError('INVITATION_NO_EMAIL');
  const now = new Date();
  const row = await ctx.db.transaction(async (tx) => {
    const sent = await repo.markInvitationSent(tx, id, now);
    if (!sent) return null;
    await audit(tx, actor, {
      action: 'invitation.resent',
      entityType: 'invitation',
      entityId: id,
      after: { email: sent.email, sendCount: sent.sendCount },
    });
    return sent;
  });
  if (!row) {
    // Refused because it ran out: store what it has become.
    await repo.expireOverdue(ctx.db, now, { id });
    throw new AppError('INVITATION_NOT_ACTIVE');
  }
  await mail(ctx, row, found.inviter.name);
  const members = await repo.membersOf(ctx.db, [id]);
  return toDto(ctx.config.appUrl, { ...found, invitation: row }, members, now);
}

/** The member's permanent code for clients, with its link. */
export async function permanentCode(ctx: AppContext, member: Member) {
  const found = await findProfileById(ctx.db, member.id);
  const code = found?.profile.permanentInviteCode;
  if (!code) throw new AppError('NOT_FOUND');
  return {
    code,
    link: invitationLink(ctx.config.appUrl, code),
    role: 'client' as const,
    usedCount: await repo.permanentCodeUses(ctx.db, member.id),
  };
}

/** Members to choose from: as inviters to filter by, or (with `above`) as possible parents. */
export async function memberOptions(ctx: AppContext, q: z.output<typeof memberOptionQuerySchema>) {
  const rolesIn = q.above ? ROLES.filter((r) => isRoleAbove(r, q.above as Role)) : undefined;
  const members = await repo.searchMembers(ctx.db, {
    q: q.q || undefined,
    id: q.id,
    rolesIn,
    usableOnly: Boolean(q.above),
    limit: 20,
  });
  return { members: members.map((m) => ({ ...m, role: m.role as Role })) };
}
