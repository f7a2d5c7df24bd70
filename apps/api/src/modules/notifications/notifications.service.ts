import type { AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import * as repo from './notifications.repository';

export const NOTIFICATION_PAGE_SIZE = 50;

export function toDto(row: repo.NotificationRow) {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type,
    title: row.title,
    message: row.message,
    read: row.read,
    priority: row.priority,
    relatedEntityId: row.relatedEntityId,
    relatedEntityType: row.relatedEntityType,
    actionUrl: row.actionUrl,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    metadata: row.metadata,
    campaignId: row.campaignId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const encodeCursor = (row: repo.NotificationRow) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

function decodeCursor(cursor: string) {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) throw new AppError('VALIDATION_ERROR');
  return { createdAt, id };
}

export async function list(
  ctx: AppContext,
  member: Member,
  query: { cursor?: string; unreadOnly?: boolean; type?: string },
) {
  const rows = await repo.listForUser(ctx.db, member.id, {
    limit: NOTIFICATION_PAGE_SIZE + 1,
    ...(query.cursor ? { cursor: decodeCursor(query.cursor) } : {}),
    unreadOnly: query.unreadOnly,
    type: query.type,
  });
  const page = rows.slice(0, NOTIFICATION_PAGE_SIZE);
  const last = page.at(-1);
  return {
    notifications: page.map(toDto),
    nextCursor: rows.length > NOTIFICATION_PAGE_SIZE && last ? encodeCursor(last) : null,
  };
}

export async function markRead(ctx: AppContext, member: Member, id?: string) {
  const rows = await repo.markRead(ctx.db, member.id, id);
  if (id && rows.length === 0) throw new AppError('NOT_FOUND');
  return { updated: rows.length };
}

export async function remove(ctx: AppContext, member: Member, id?: string) {
  const rows = await repo.remove(ctx.db, member.id, id);
  if (id && rows.length === 0) throw new AppError('NOT_FOUND');
  return { deleted: rows.length };
}

/** Creates notifications and pushes each to its member's open tabs after the write. */
export async function notify(ctx: AppContext, rows: repo.NotificationInsert[]) {
  const created = await repo.insertMany(ctx.db, rows);
  await publishNotifications(ctx, created);
  return created;
}

/** For notifications written inside a workflow's transaction: call after it commits. */
export async function publishNotifications(ctx: AppContext, rows: repo.NotificationRow[]) {
  for (const row of rows) {
    await ctx.bus.publish('notification', toDto(row), { userIds: [row.userId] }).catch(() => {});
  }
}
