import { type DbOrTx, queryRows } from '@portal/db/client';
import { notificationCampaigns, notifications, profiles } from '@portal/db/schema';
import type { CampaignAudience } from '@portal/shared/notification-campaigns';
import { and, desc, eq, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';

export type CampaignRow = typeof notificationCampaigns.$inferSelect;

/**
 * Whose members a sender reaches: everyone (`path` null, the admin) or those strictly below the
 * sender's place in the network (materialized path prefix, decision 020).
 */
export interface Reach {
  senderId: string;
  /** The sender's path when its reach is its downline; null when it reaches everyone. */
  downlineOf: string | null;
}

/**
 * The one place an audience becomes SQL: the preview counts these members and the send inserts
 * one notification for each, so the number shown before sending is the number sent.
 */
export function audienceWhere(audience: CampaignAudience, reach: Reach): SQL {
  return and(
    eq(profiles.isActive, true),
    eq(profiles.isDeleted, false),
    ne(profiles.id, reach.senderId),
    reach.downlineOf ? sql`${profiles.path} like ${`${reach.downlineOf}%`}` : undefined,
    audience.roles.length > 0 ? inArray(profiles.role, audience.roles) : undefined,
    audience.cities.length > 0 ? inArray(profiles.city, audience.cities) : undefined,
    audience.memberIds.length > 0 ? inArray(profiles.id, audience.memberIds) : undefined,
  ) as SQL;
}

export async function countAudience(db: DbOrTx, audience: CampaignAudience, reach: Reach): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(profiles).where(audienceWhere(audience, reach));
  return row?.n ?? 0;
}

/** How many of these ids are members the sender reaches at all (whatever the other filters). */
export async function countReachable(db: DbOrTx, ids: string[], reach: Reach): Promise<number> {
  if (ids.length === 0) return 0;
  return countAudience(db, { roles: [], cities: [], memberIds: ids }, reach);
}

export async function insertCampaign(db: DbOrTx, row: typeof notificationCampaigns.$inferInsert) {
  const [created] = await db.insert(notificationCampaigns).values(row).returning();
  return created as CampaignRow;
}

/** One INSERT … SELECT: a notification for every member of the audience, carrying the campaign. */
export async function insertCampaignNotifications(db: DbOrTx, campaign: CampaignRow, reach: Reach): Promise<number> {
  const audience = campaign.audience as CampaignAudience;
  const metadata = JSON.stringify({ campaign_id: campaign.id });
  const expiresAt = campaign.expiresAt?.toISOString() ?? null;
  const createdAt = campaign.createdAt.toISOString();
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with created as (
      insert into notifications
        (user_id, type, title, message, priority, action_url, expires_at, metadata, campaign_id, created_at, updated_at)
      select ${profiles.id}, ${campaign.type}::text, ${campaign.title}::text, ${campaign.message}::text,
             ${campaign.priority}::text, ${campaign.actionUrl}::text, ${expiresAt}::timestamptz, ${metadata}::jsonb,
             ${campaign.id}::uuid, ${createdAt}::timestamptz, ${createdAt}::timestamptz
      from ${profiles}
      where ${audienceWhere(audience, reach)}
      returning 1
    )
    select count(*)::int as n from created`,
  );
  return row?.n ?? 0;
}

export async function setDeliveredCount(db: DbOrTx, id: string, count: number) {
  await db.update(notificationCampaigns).set({ deliveredCount: count }).where(eq(notificationCampaigns.id, id));
}

/** The campaign's notifications of these members (the ones connected to a server right now). */
export async function campaignNotificationsOf(db: DbOrTx, campaignId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.campaignId, campaignId), inArray(notifications.userId, userIds)));
}

/** Newest first, keyset on (created_at, id), with the sender's name. */
export async function listCampaigns(db: DbOrTx, opts: { limit: number; cursor?: { createdAt: Date; id: string } }) {
  return db
    .select({ campaign: notificationCampaigns, senderName: profiles.name })
    .from(notificationCampaigns)
    .leftJoin(profiles, eq(profiles.id, notificationCampaigns.senderId))
    .where(
      opts.cursor
        ? or(
            lt(notificationCampaigns.createdAt, opts.cursor.createdAt),
            and(
              eq(notificationCampaigns.createdAt, opts.cursor.createdAt),
              lt(notificationCampaigns.id, opts.cursor.id),
            ),
          )
        : undefined,
    )
    .orderBy(desc(notificationCampaigns.createdAt), desc(notificationCampaigns.id))
    .limit(opts.limit);
}

/** Read notifications per campaign, for a page of campaigns: one grouped query. */
export async function readCounts(db: DbOrTx, campaignIds: string[]) {
  if (campaignIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      campaignId: notifications.campaignId,
      read: sql<number>`count(*) filter (where ${notifications.read})::int`,
    })
    .from(notifications)
    .where(inArray(notifications.campaignId, campaignIds))
    .groupBy(notifications.campaignId);
  return new Map(rows.map((r) => [r.campaignId as string, r.read]));
}

export async function findCampaign(db: DbOrTx, id: string) {
  const [row] = await db.select().from(notificationCampaigns).where(eq(notificationCampaigns.id, id));
  return row;
}

/** Marks a sent campaign withdrawn; nothing when it is not (any more) sent. */
export async function markWithdrawn(db: DbOrTx, id: string, by: string) {
  const [row] = await db
    .update(notificationCampaigns)
    .set({ status: 'withdrawn', withdrawnAt: new Date(), withdrawnBy: by })
    .where(and(eq(notificationCampaigns.id, id), eq(notificationCampaigns.status, 'sent')))
    .returning();
  return row;
}

/** The campaign's notifications nobody has read yet go; read ones stay with their reader. */
export async function deleteUnreadOfCampaign(db: DbOrTx, campaignId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with gone as (
      delete from notifications where campaign_id = ${campaignId} and read = false returning 1
    ) select count(*)::int as n from gone`,
  );
  return row?.n ?? 0;
}

/** Members a sender may pick one by one: within reach, by name or e-mail. */
export async function searchMembers(db: DbOrTx, q: string, reach: Reach, limit = 20) {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: profiles.id, name: profiles.name, email: profiles.email, role: profiles.role, city: profiles.city })
    .from(profiles)
    .where(
      and(
        audienceWhere({ roles: [], cities: [], memberIds: [] }, reach),
        or(ilike(profiles.name, pattern), ilike(profiles.email, pattern)),
      ),
    )
    .orderBy(profiles.name)
    .limit(limit);
}
