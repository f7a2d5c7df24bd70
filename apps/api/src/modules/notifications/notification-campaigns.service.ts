import type { CampaignValues } from '@portal/shared/contracts/notification-campaigns';
import {
  type CampaignAudience,
  type CampaignStatus,
  canWithdraw,
  isAudienceEmpty,
  normalizeAudience,
  rolesOutOfReach,
} from '@portal/shared/notification-campaigns';
import { grantedScope } from '@portal/shared/permissions';
import type { Role } from '@portal/shared/roles';
import { audit } from '../../platform/audit';
import type { Actor, AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import * as repo from './notification-campaigns.repository';
import { toDto } from './notifications.service';

/** The realtime event of a sent campaign: `{campaignId}`, each server looks up its own sockets. */
export const CAMPAIGN_EVENT = 'notification_campaign';
/** The realtime event of a withdrawn campaign: browsers drop its unread notifications. */
export const CAMPAIGN_WITHDRAWN_EVENT = 'notification_campaign_withdrawn';

const PAGE_SIZE = 20;

/** Everyone for the admin, the sender's downline for the turkeyDistributor (decision 017). */
function reachOf(member: Member): repo.Reach {
  const scope = grantedScope('canAccessNotificationSend', member);
  return { senderId: member.id, downlineOf: scope === 'all' ? null : member.path };
}

/** The audience as it will be stored and sent, or why it cannot be sent at all. */
async function checkedAudience(ctx: AppContext, member: Member, input: CampaignAudience) {
  const audience = normalizeAudience(input);
  if (isAudienceEmpty(audience)) throw new AppError('CAMPAIGN_AUDIENCE_EMPTY');
  if (rolesOutOfReach(member.role, audience.roles as Role[]).length > 0)
    throw new AppError('CAMPAIGN_ROLE_NOT_ALLOWED');
  const reach = reachOf(member);
  if (
    audience.memberIds.length > 0 &&
    (await repo.countReachable(ctx.db, audience.memberIds, reach)) !== audience.memberIds.length
  ) {
    throw new AppError('CAMPAIGN_MEMBER_OUT_OF_REACH');
  }
  return { audience, reach };
}

export async function preview(ctx: AppContext, member: Member, input: CampaignAudience) {
  const { audience, reach } = await checkedAudience(ctx, member, input);
  return { count: await repo.countAudience(ctx.db, audience, reach) };
}

/**
 * Stores the campaign and one notification per member of its audience in one transaction (one
 * INSERT … SELECT), then announces it with ONE event: each server looks up which of its
 * connected members are in it and pushes them their notification.
 */
export async function send(ctx: AppContext, actor: Actor, member: Member, input: CampaignValues) {
  const { audience, reach } = await checkedAudience(ctx, member, input.audience);
  const result = await ctx.db.transaction(async (tx) => {
    const campaign = await repo.insertCampaign(tx, {
      senderId: member.id,
      type: input.type,
      title: input.title,
      message: input.message,
      priority: input.priority,
      actionUrl: input.actionUrl,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      audience,
    });
    const delivered = await repo.insertCampaignNotifications(tx, campaign, reach);
    if (delivered === 0) throw new AppError('CAMPAIGN_NO_RECIPIENTS');
    await repo.setDeliveredCount(tx, campaign.id, delivered);
    await audit(tx, actor, {
      action: 'notification_campaign.send',
      entityType: 'notification_campaign',
      entityId: campaign.id,
      after: { title: campaign.title, audience, delivered },
    });
    return { id: campaign.id, delivered };
  });
  await ctx.bus.publish(CAMPAIGN_EVENT, { campaignId: result.id }, { lookup: true }).catch((err) => {
    ctx.log.error({ err, campaignId: result.id }, 'campaign event not published after commit');
  });
  return result;
}

/** What one server's connected members get of a campaign: their own notification of it. */
export async function campaignDeliveries(ctx: AppContext, payload: unknown, userIds: string[]) {
  const campaignId = (payload as { campaignId?: unknown } | null)?.campaignId;
  if (typeof campaignId !== 'string') return [];
  const rows = await repo.campaignNotificationsOf(ctx.db, campaignId, userIds);
  return rows.map((row) => ({ userId: row.userId, type: 'notification', payload: toDto(row) }));
}

const encodeCursor = (row: repo.CampaignRow) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

function decodeCursor(cursor: string) {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) throw new AppError('VALIDATION_ERROR');
  return { createdAt, id };
}

/** The admin's list: each campaign with its audience, delivered (rows created) and read counts. */
export async function list(ctx: AppContext, query: { cursor?: string }) {
  const rows = await repo.listCampaigns(ctx.db, {
    limit: PAGE_SIZE + 1,
    ...(query.cursor ? { cursor: decodeCursor(query.cursor) } : {}),
  });
  const page = rows.slice(0, PAGE_SIZE);
  const reads = await repo.readCounts(
    ctx.db,
    page.map((r) => r.campaign.id),
  );
  const last = page.at(-1);
  return {
    campaigns: page.map(({ campaign: c, senderName }) => ({
      id: c.id,
      title: c.title,
      message: c.message,
      type: c.type,
      priority: c.priority,
      actionUrl: c.actionUrl,
      expiresAt: c.expiresAt?.toISOString() ?? null,
      audience: c.audience,
      status: c.status as CampaignStatus,
      senderName,
      deliveredCount: c.deliveredCount,
      readCount: reads.get(c.id) ?? 0,
      createdAt: c.createdAt.toISOString(),
      withdrawnAt: c.withdrawnAt?.toISOString() ?? null,
    })),
    nextCursor: rows.length > PAGE_SIZE && last ? encodeCursor(last.campaign) : null,
  };
}

/**
 * Withdraws a campaign: marked withdrawn, its unread notifications deleted (read ones stay with
 * the member who read them), and the browsers told to drop them live.
 */
export async function withdraw(ctx: AppContext, actor: Actor, member: Member, campaignId: string) {
  const removed = await ctx.db.transaction(async (tx) => {
    const updated = await repo.markWithdrawn(tx, campaignId, member.id);
    if (!updated) {
      const found = await repo.findCampaign(tx, campaignId);
      if (!found) throw new AppError('NOT_FOUND');
      if (!canWithdraw(found.status as CampaignStatus)) throw new AppError('CAMPAIGN_ALREADY_WITHDRAWN');
      throw new AppError('CONFLICT');
    }
    const n = await repo.deleteUnreadOfCampaign(tx, campaignId);
    await audit(tx, actor, {
      action: 'notification_campaign.withdraw',
      entityType: 'notification_campaign',
      entityId: campaignId,
      after: { removed: n },
    });
    return n;
  });
  await ctx.bus.publish(CAMPAIGN_WITHDRAWN_EVENT, { campaignId }, { all: true }).catch((err) => {
    ctx.log.error({ err, campaignId }, 'campaign withdrawal not published after commit');
  });
  return { id: campaignId, removed };
}

export async function searchMembers(ctx: AppContext, member: Member, q: string) {
  const rows = await repo.searchMembers(ctx.db, q, reachOf(member));
  return { members: rows.map((r) => ({ ...r, role: r.role as Role })) };
}
