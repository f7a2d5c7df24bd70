import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../client';

const NAMED = ['admin', 'turkiye', 'istanbul', 'ankara', 'bayi', 'musteri'].map((n) => `${n}@portal.test`);

interface DemoCampaign {
  title: string;
  message: string;
  type: string;
  priority: string;
  actionUrl: string | null;
  daysAgo: number;
  roles: string[];
  cities: string[];
  /** One member in this many has read it (by seller number, so the same ones every time). */
  readEvery: number;
  withdrawn: boolean;
}

/**
 * Two campaigns the admin sent (admin/notifications): one still out, one withdrawn. Their audiences
 * leave the named demo accounts out, so the accounts' own notification lists stay as seeded.
 * Deterministic: the members reached and those who read it follow the seller numbers.
 */
const CAMPAIGNS: DemoCampaign[] = [
  {
    title: 'Ankara bayilerine kış kampanyası',
    message: 'Bağışıklık ürünlerinde kış dönemine özel bayi fiyatları mağazada.',
    type: 'info',
    priority: 'high',
    actionUrl: '/dashboard/shop',
    daysAgo: 6,
    roles: ['dealer'],
    cities: ['Ankara'],
    readEvery: 2,
    withdrawn: false,
  },
  {
    title: 'İzmir danışanlarına kargo duyurusu',
    message: 'Bayram nedeniyle kargolar iki gün gecikmeli çıkacaktır.',
    type: 'warning',
    priority: 'normal',
    actionUrl: null,
    daysAgo: 15,
    roles: ['client'],
    cities: ['İzmir'],
    readEvery: 3,
    withdrawn: true,
  },
];

export async function seedCampaigns(tx: Tx, now: Date): Promise<void> {
  const [admin] = await queryRows<{ id: string }>(tx, sql`select id from profiles where email = 'admin@portal.test'`);
  if (!admin) return;
  const named = sql.join(
    NAMED.map((e) => sql`${e}`),
    sql`, `,
  );
  for (const c of CAMPAIGNS) {
    const at = new Date(now.getTime() - c.daysAgo * 86_400_000).toISOString();
    const audience = JSON.stringify({ roles: c.roles, cities: c.cities, memberIds: [] });
    const [campaign] = await queryRows<{ id: string }>(
      tx,
      sql`insert into notification_campaigns
            (sender_id, type, title, message, priority, action_url, audience, status, withdrawn_at, withdrawn_by, created_at, updated_at)
          values (${admin.id}, ${c.type}, ${c.title}, ${c.message}, ${c.priority}, ${c.actionUrl}, ${audience}::jsonb,
                  ${c.withdrawn ? 'withdrawn' : 'sent'}, ${c.withdrawn ? at : null}::timestamptz,
                  ${c.withdrawn ? admin.id : null}::uuid, ${at}::timestamptz, ${at}::timestamptz)
          returning id`,
    );
    if (!campaign) continue;
    const metadata = JSON.stringify({ campaign_id: campaign.id });
    const [created] = await queryRows<{ n: number }>(
      tx,
      sql`with audience as (
            select id, row_number() over (order by seller_no) as n from profiles
            where is_active and not is_deleted and role in (${sql.join(
              c.roles.map((r) => sql`${r}`),
              sql`, `,
            )}) and city in (${sql.join(
              c.cities.map((x) => sql`${x}`),
              sql`, `,
            )}) and email not in (${named})
          ), created as (
            insert into notifications (user_id, type, title, message, priority, action_url, metadata, campaign_id, read, created_at, updated_at)
            select id, ${c.type}, ${c.title}, ${c.message}, ${c.priority}, ${c.actionUrl}, ${metadata}::jsonb,
                   ${campaign.id}::uuid, n % ${c.readEvery} = 0, ${at}::timestamptz, ${at}::timestamptz
            from audience
            returning read
          )
          select count(*)::int as n from created`,
    );
    await tx.execute(
      sql`update notification_campaigns set delivered_count = ${created?.n ?? 0} where id = ${campaign.id}`,
    );
    // A withdrawn campaign keeps only what was read before it was withdrawn.
    if (c.withdrawn) await tx.execute(sql`delete from notifications where campaign_id = ${campaign.id} and not read`);
  }
}
