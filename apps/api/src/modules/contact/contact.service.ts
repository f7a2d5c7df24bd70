import { CONTENT_MESSAGES } from '@portal/shared/content';
import type {
  InboxItem,
  InboxPage,
  SupportList,
  SupportRequest,
  supportInputSchema,
} from '@portal/shared/contracts/content';
import type { z } from 'zod';
import { audit } from '../../platform/audit';
import type { Actor, AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import * as repo from './contact.repository';

const PAGE_SIZE = 20;
/** Raw SQL rows carry timestamps as Date or as text, depending on the driver. */
const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function toInboxItem(row: repo.InboxRow): InboxItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    status: row.status,
    order: row.orderId && row.orderNumber ? { id: row.orderId, number: row.orderNumber } : null,
    reply: row.reply,
    repliedAt: iso(row.repliedAt),
    repliedByName: row.repliedByName,
    consent: row.consentSlug && row.consentAt ? { slug: row.consentSlug, at: iso(row.consentAt) as string } : null,
    createdAt: iso(row.createdAt) as string,
  };
}

function toSupport(row: repo.InboxRow): SupportRequest {
  const { name: _n, email: _e, phone: _p, consent: _c, ...rest } = toInboxItem(row);
  return rest;
}

export async function mySupport(ctx: AppContext, member: Member): Promise<SupportList> {
  const [rows, orders] = await Promise.all([repo.listOwn(ctx.db, member.id), repo.recentOrders(ctx.db, member.id)]);
  return { items: rows.map(toSupport), orders };
}

/** A member writes to the company; an order named must be one the member bought. */
export async function submitSupport(
  ctx: AppContext,
  member: Member,
  ip: string | null,
  input: z.infer<typeof supportInputSchema>,
): Promise<SupportRequest> {
  if (input.orderId && !(await repo.ownOrder(ctx.db, member.id, input.orderId))) throw new AppError('NOT_FOUND');
  const who = await repo.memberContact(ctx.db, member.id);
  if (!who) throw new AppError('UNAUTHORIZED');
  const id = await repo.insertMessage(ctx.db, {
    kind: 'support',
    memberId: member.id,
    orderId: input.orderId ?? null,
    name: who.name,
    email: who.email,
    phone: who.phone,
    subject: input.subject,
    message: input.message,
    ipAddress: ip,
  });
  return toSupport((await repo.findMessage(ctx.db, id)) as repo.InboxRow);
}

export async function inbox(
  ctx: AppContext,
  query: { kind?: string; status?: string; page: number },
): Promise<InboxPage> {
  const { rows, total, unread } = await repo.listInbox(ctx.db, {
    kind: query.kind,
    status: query.status,
    limit: PAGE_SIZE,
    offset: (query.page - 1) * PAGE_SIZE,
  });
  return { items: rows.map(toInboxItem), page: query.page, pageSize: PAGE_SIZE, total, unread };
}

async function found(ctx: AppContext, id: string) {
  const row = await repo.findMessage(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function markRead(ctx: AppContext, id: string) {
  await found(ctx, id);
  await repo.markRead(ctx.db, id);
  return { item: toInboxItem(await found(ctx, id)) };
}

/**
 * The answer is kept on the message (the member reads it under /dashboard/support) and sent by
 * e-mail through the outbox; a failed delivery is the outbox's to retry, not a lost answer.
 */
export async function reply(ctx: AppContext, actor: Actor, id: string, text: string) {
  const row = await found(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await repo.saveReply(tx, id, text, actor.id);
    await audit(tx, actor, {
      action: 'contact.replied',
      entityType: 'contact_message',
      entityId: id,
      after: { reply: text },
    });
  });
  const m = CONTENT_MESSAGES.reply;
  await ctx.mailer.send({
    to: row.email,
    kind: 'contact_reply',
    subject: m.subject(row.subject),
    text: m.text(row.name, text, row.message),
    html: m.html(escapeHtml(row.name), escapeHtml(text), escapeHtml(row.message)),
  });
  return { item: toInboxItem(await found(ctx, id)) };
}
