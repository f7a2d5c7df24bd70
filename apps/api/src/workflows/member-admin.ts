import { regionOf } from '@portal/shared/cities';
import type { UpdateUserInput } from '@portal/shared/contracts/users';
import type { Tx } from '@portal/db/client';
import { audit } from '../platform/audit';
import type { Actor, AppContext } from '../platform/context';
import { AppError } from '../platform/errors';
import { publishMemberChange } from '../modules/network/network-events';
import * as users from '../modules/users/users.repository';
import type { UserRow } from '../modules/users/users.repository';
import { memberEvent, toListItem } from '../modules/users/users.service';
import { runWorkflow } from './run-workflow';

/**
 * What the admin does to a member on the users page: edit, activate or deactivate, delete or
 * restore, end every session, send a password-reset link. Each change is one transaction with its
 * audit row; the live `network_member` event goes out after the commit, and this server forgets
 * the member's cached sessions at once (the database trigger tells every other server).
 */

type Edited = { name: string; email: string; phone: string | null; city: string | null; district: string | null };

async function lockTarget(tx: Tx, id: string): Promise<UserRow> {
  const row = await users.lockUser(tx, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The root admin is never switched off or deleted, and nobody switches themself off. */
function guardProtected(actor: Actor, row: UserRow) {
  if (row.parentId === null) throw new AppError('USER_ROOT_PROTECTED');
  if (row.id === actor.id) throw new AppError('USER_SELF_PROTECTED');
}

const isUniqueViolation = (err: unknown, constraint: string) => {
  const e = (err as { cause?: unknown })?.cause ?? err;
  const pg = e as { code?: string; constraint?: string; message?: string };
  return pg?.code === '23505' && (pg.constraint === constraint || Boolean(pg.message?.includes(constraint)));
};

export async function editMember(ctx: AppContext, actor: Actor, id: string, input: Edited | UpdateUserInput) {
  const value = input as Edited;
  try {
    return await runWorkflow(ctx, 'member.edit', async (tx, after) => {
      const before = await lockTarget(tx, id);
      if (before.isDeleted) throw new AppError('USER_DELETED');
      if (await users.findOtherByEmail(tx, value.email, id)) throw new AppError('EMAIL_TAKEN');
      if (value.phone && (await users.findOtherByPhone(tx, value.phone, id))) throw new AppError('PHONE_TAKEN');
      await users.updateContact(tx, id, { ...value, region: regionOf(value.city) });
      const row = await lockTarget(tx, id);
      await audit(tx, actor, {
        action: 'user.updated',
        entityType: 'profile',
        entityId: id,
        before: pick(before),
        after: pick(row),
      });
      publishMemberChange(after, memberEvent(row, 'updated'));
      return { user: toListItem(row) };
    });
  } catch (err) {
    // Two edits racing for the same address: the unique index decides, with the same words.
    if (isUniqueViolation(err, 'profiles_email_key')) throw new AppError('EMAIL_TAKEN');
    if (isUniqueViolation(err, 'profiles_phone_key')) throw new AppError('PHONE_TAKEN');
    throw err;
  }
}

function pick(row: UserRow) {
  return { name: row.name, email: row.email, phone: row.phone, city: row.city, district: row.district };
}

/**
 * Deactivating signs the member out everywhere at once: their sessions are deleted in the same
 * transaction, so their next request is refused; their open sockets close on the trigger's notice.
 */
export async function setMemberActive(ctx: AppContext, actor: Actor, id: string, active: boolean) {
  const result = await runWorkflow(ctx, active ? 'member.activate' : 'member.deactivate', async (tx, after) => {
    const before = await lockTarget(tx, id);
    if (before.isDeleted) throw new AppError('USER_DELETED');
    if (!active) guardProtected(actor, before);
    let endedSessions = 0;
    if (before.isActive !== active) {
      await users.setActive(tx, id, active);
      if (!active) endedSessions = await users.endAllSessions(tx, id);
      await audit(tx, actor, {
        action: active ? 'user.activated' : 'user.deactivated',
        entityType: 'profile',
        entityId: id,
        before: { isActive: before.isActive },
        after: { isActive: active, endedSessions },
      });
    }
    const row = await lockTarget(tx, id);
    if (before.isActive !== active) publishMemberChange(after, memberEvent(row, 'updated'));
    return { user: toListItem(row) };
  });
  ctx.sessions.dropMember(id);
  return result;
}

/** A deleted member's children keep their place (PRODUCT §1); the counters above follow by trigger. */
export async function setMemberDeleted(ctx: AppContext, actor: Actor, id: string, deleted: boolean) {
  const result = await runWorkflow(ctx, deleted ? 'member.delete' : 'member.restore', async (tx, after) => {
    const before = await lockTarget(tx, id);
    if (deleted) guardProtected(actor, before);
    if (before.isDeleted === deleted) throw new AppError(deleted ? 'USER_DELETED' : 'USER_NOT_DELETED');
    await users.setDeleted(tx, id, deleted);
    const endedSessions = deleted ? await users.endAllSessions(tx, id) : 0;
    await audit(tx, actor, {
      action: deleted ? 'user.deleted' : 'user.restored',
      entityType: 'profile',
      entityId: id,
      before: { isDeleted: before.isDeleted },
      after: { isDeleted: deleted, endedSessions },
    });
    const row = await lockTarget(tx, id);
    // A removal is announced with the path it had; a restored member is added back where it stood.
    publishMemberChange(after, memberEvent(row, deleted ? 'removed' : 'added'));
    return { user: toListItem(row) };
  });
  ctx.sessions.dropMember(id);
  return result;
}

export async function endMemberSessions(ctx: AppContext, actor: Actor, id: string) {
  const ended = await runWorkflow(ctx, 'member.end-sessions', async (tx) => {
    const row = await lockTarget(tx, id);
    const count = await users.endAllSessions(tx, id);
    await audit(tx, actor, {
      action: 'user.sessions_ended',
      entityType: 'profile',
      entityId: row.id,
      after: { endedSessions: count },
    });
    return count;
  });
  ctx.sessions.dropMember(id);
  return { ended };
}

/** A reset link through the member's own forgot-password flow: the mail lands in the outbox (or SMTP). */
export async function sendPasswordReset(ctx: AppContext, actor: Actor, id: string) {
  const row = await users.findUser(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.isDeleted) throw new AppError('USER_DELETED');
  await ctx.auth.api.requestPasswordReset({
    body: { email: row.email, redirectTo: `${ctx.config.appUrl}/reset-password` },
  });
  await audit(ctx.db, actor, { action: 'user.password_reset_sent', entityType: 'profile', entityId: id });
  return { user: toListItem(row) };
}
