import type { AddressInfo } from 'node:net';
import { notificationCampaigns, notifications, profiles } from '@portal/db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openDatabase } from '@portal/db/client';
import { type App, buildApp } from '../src/app';
import { createTestApp, DEMO, signIn, type TestContext, testConfig } from './helpers';

let t: TestContext;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
let outsiderId = '';

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const [name, email] of Object.entries(DEMO)) {
    const signedIn = await signIn(t.app, email);
    cookies[name] = signedIn.cookie;
    ids[name] = signedIn.user.id;
  }
  // A dealer in İstanbul directly under the admin: outside the turkeyDistributor's network.
  const [admin] = await t.database.db.select().from(profiles).where(eq(profiles.id, ids.admin!));
  const [outsider] = await t.database.db
    .insert(profiles)
    .values({
      name: 'Ağ Dışı Bayi',
      email: 'agdisi.bayi@example.com',
      role: 'dealer',
      path: admin!.path,
      parentId: admin!.id,
      depth: 1,
      sellerNo: 'S-OUT-0001',
      city: 'İstanbul',
      permanentInviteCode: 'OUTSIDE01',
    })
    .returning();
  outsiderId = outsider!.id;
  await t.database.db.execute(
    sql`update profiles set path = ${`${admin!.path}${outsiderId}/`} where id = ${outsiderId}`,
  );
});
afterAll(() => t.close());

const post = (who: string, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: cookies[who]! }, payload: payload as object });

const campaign = (audience: object, extra: object = {}) => ({
  title: 'Kampanya duyurusu',
  message: 'Yeni ürünlerimiz mağazada.',
  type: 'info',
  priority: 'high',
  actionUrl: '/dashboard/shop',
  audience,
  ...extra,
});

async function expectedAudience(where: ReturnType<typeof and>) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .where(and(eq(profiles.isActive, true), eq(profiles.isDeleted, false), where));
  return row!.n;
}

function connect(
  cookie: string,
  app: App = t.app,
): Promise<{ messages: { type: string; payload: Record<string, unknown> }[]; socket: WebSocket }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers: { cookie } });
    const client = { messages: [] as { type: string; payload: Record<string, unknown> }[], socket };
    socket.on('message', (raw) => {
      const m = JSON.parse(raw.toString());
      client.messages.push(m);
      if (m.type === 'hello') resolve(client);
    });
    socket.once('error', reject);
  });
}

async function until<T>(find: () => T | undefined): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('not received');
}

describe('notification campaigns', () => {
  it('lists the demo campaigns with their delivered and read counts from the notifications', async () => {
    const res = await t.app.inject({ url: '/api/notification-campaigns', headers: { cookie: cookies.admin! } });
    expect(res.statusCode).toBe(200);
    const campaigns = res.json().campaigns as {
      id: string;
      title: string;
      status: string;
      deliveredCount: number;
      readCount: number;
    }[];
    const winter = campaigns.find((c) => c.title === 'Ankara bayilerine kış kampanyası');
    const cargo = campaigns.find((c) => c.title === 'İzmir danışanlarına kargo duyurusu');
    expect(winter).toMatchObject({ status: 'sent' });
    expect(cargo).toMatchObject({ status: 'withdrawn' });
    for (const c of [winter!, cargo!]) {
      const rows = await t.database.db.select().from(notifications).where(eq(notifications.campaignId, c.id));
      expect(c.readCount).toBe(rows.filter((r) => r.read).length);
      expect(c.deliveredCount).toBeGreaterThan(c.readCount);
      expect(c.readCount).toBeGreaterThan(0);
    }
  });

  it('previews exactly the members the send then reaches: dealers in İstanbul', async () => {
    const audience = { roles: ['dealer'], cities: ['İstanbul'] };
    const expected = await expectedAudience(and(eq(profiles.role, 'dealer'), eq(profiles.city, 'İstanbul')));
    expect(expected).toBeGreaterThan(1);

    const preview = await post('admin', '/api/notification-campaigns/preview', { audience });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().count).toBe(expected);

    const sent = await post('admin', '/api/notification-campaigns', campaign(audience));
    expect(sent.statusCode).toBe(201);
    const { id, delivered } = sent.json();
    expect(delivered).toBe(expected);

    const rows = await t.database.db.select().from(notifications).where(eq(notifications.campaignId, id));
    expect(rows).toHaveLength(expected);
    expect(rows.map((r) => r.userId)).toContain(ids.bayi);
    expect(rows.map((r) => r.userId)).toContain(outsiderId);
    expect(rows.every((r) => r.priority === 'high' && r.actionUrl === '/dashboard/shop')).toBe(true);
    const recipients = await t.database.db
      .select()
      .from(profiles)
      .where(
        inArray(
          profiles.id,
          rows.map((r) => r.userId),
        ),
      );
    expect(recipients.every((p) => p.role === 'dealer' && p.city === 'İstanbul')).toBe(true);

    // The dealer sees it in their list, with its campaign.
    const list = await t.app.inject({ url: '/api/notifications', headers: { cookie: cookies.bayi! } });
    const mine = list.json().notifications.find((n: { campaignId: string | null }) => n.campaignId === id);
    expect(mine).toMatchObject({ title: 'Kampanya duyurusu', metadata: { campaign_id: id } });
  });

  it('keeps the turkeyDistributor within its network', async () => {
    const audience = { roles: ['dealer'], cities: ['İstanbul'] };
    const preview = await post('turkiye', '/api/notification-campaigns/preview', { audience });
    expect(preview.statusCode).toBe(200);
    const admins = await post('admin', '/api/notification-campaigns/preview', { audience });
    expect(preview.json().count).toBe(admins.json().count - 1);

    const sent = await post('turkiye', '/api/notification-campaigns', campaign(audience));
    expect(sent.statusCode).toBe(201);
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.campaignId, sent.json().id));
    expect(rows.map((r) => r.userId)).not.toContain(outsiderId);
    expect(rows.map((r) => r.userId)).toContain(ids.bayi);

    // Choosing someone outside by id is refused, not quietly narrowed.
    const chosen = await post(
      'turkiye',
      '/api/notification-campaigns',
      campaign({ memberIds: [outsiderId, ids.bayi] }),
    );
    expect(chosen.statusCode).toBe(403);
    expect(chosen.json().code).toBe('CAMPAIGN_MEMBER_OUT_OF_REACH');
    const upward = await post('turkiye', '/api/notification-campaigns', campaign({ memberIds: [ids.admin] }));
    expect(upward.json().code).toBe('CAMPAIGN_MEMBER_OUT_OF_REACH');
    // Nor a role above or beside it.
    const admins2 = await post('turkiye', '/api/notification-campaigns/preview', { audience: { roles: ['admin'] } });
    expect(admins2.statusCode).toBe(403);
    expect(admins2.json().code).toBe('CAMPAIGN_ROLE_NOT_ALLOWED');
    // The member search does not find it either.
    const search = await t.app.inject({
      url: '/api/notification-campaigns/members?q=Ağ Dışı',
      headers: { cookie: cookies.turkiye! },
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().members).toEqual([]);
    const adminSearch = await t.app.inject({
      url: `/api/notification-campaigns/members?q=${encodeURIComponent('Ağ Dışı')}`,
      headers: { cookie: cookies.admin! },
    });
    expect(adminSearch.json().members.map((m: { id: string }) => m.id)).toEqual([outsiderId]);
  });

  it('refuses an empty audience, one that reaches nobody, and other roles', async () => {
    const empty = await post('admin', '/api/notification-campaigns', campaign({}));
    expect(empty.json().code).toBe('CAMPAIGN_AUDIENCE_EMPTY');
    const nobody = await post(
      'admin',
      '/api/notification-campaigns',
      campaign({ cities: ['Hakkari'], roles: ['turkeyDistributor'] }),
    );
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().code).toBe('CAMPAIGN_NO_RECIPIENTS');
    const stored = await t.database.db.select().from(notificationCampaigns);
    expect(stored.every((c) => c.deliveredCount > 0)).toBe(true);
    for (const who of ['istanbul', 'bayi', 'musteri']) {
      expect(
        (await post(who, '/api/notification-campaigns/preview', { audience: { roles: ['dealer'] } })).statusCode,
      ).toBe(403);
    }
    expect(
      (await t.app.inject({ url: '/api/notification-campaigns', headers: { cookie: cookies.turkiye! } })).statusCode,
    ).toBe(403);
  });

  it('delivers live to a connected member in the audience only, once', async () => {
    const bayi = await connect(cookies.bayi!);
    const musteri = await connect(cookies.musteri!);
    const sent = await post(
      'admin',
      '/api/notification-campaigns',
      campaign({ memberIds: [ids.bayi] }, { title: 'Canlı kampanya' }),
    );
    expect(sent.statusCode).toBe(201);
    const event = await until(() => bayi.messages.find((m) => m.type === 'notification'));
    expect(event.payload).toMatchObject({ title: 'Canlı kampanya', userId: ids.bayi, campaignId: sent.json().id });
    await new Promise((r) => setTimeout(r, 300));
    expect(bayi.messages.filter((m) => m.type === 'notification')).toHaveLength(1);
    expect(musteri.messages.filter((m) => m.type === 'notification')).toEqual([]);
    bayi.socket.close();
    musteri.socket.close();
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'delivers to the sockets of another server: it looks up its own connected members',
    async () => {
      const secondDb = await openDatabase({ url: t.database.url!, poolSize: 2 });
      const serverB = await buildApp({ config: testConfig(), database: secondDb, logger: false });
      try {
        await serverB.listen({ port: 0, host: '127.0.0.1' });
        const onB = await connect(cookies.bayi!, serverB);
        const sent = await post(
          'admin',
          '/api/notification-campaigns',
          campaign({ roles: ['dealer'], cities: ['İstanbul'] }, { title: 'İki sunucu' }),
        );
        expect(sent.statusCode).toBe(201);
        const event = await until(() => onB.messages.find((m) => m.type === 'notification'));
        expect(event.payload).toMatchObject({ title: 'İki sunucu', userId: ids.bayi, campaignId: sent.json().id });
        onB.socket.close();
      } finally {
        await serverB.close();
        await secondDb.close();
      }
    },
  );

  it('lists campaigns with delivered and read counts, and withdraws one', async () => {
    const sent = await post(
      'admin',
      '/api/notification-campaigns',
      campaign({ roles: ['dealer'], cities: ['İstanbul'] }, { title: 'Geri çekilecek' }),
    );
    const { id, delivered } = sent.json();
    // The dealer reads theirs.
    const [row] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.campaignId, id), eq(notifications.userId, ids.bayi!)));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/notifications/${row!.id}/read`,
          headers: { cookie: cookies.bayi! },
        })
      ).statusCode,
    ).toBe(200);

    const listed = await t.app.inject({ url: '/api/notification-campaigns', headers: { cookie: cookies.admin! } });
    expect(listed.statusCode).toBe(200);
    const item = listed.json().campaigns.find((c: { id: string }) => c.id === id);
    expect(item).toMatchObject({
      status: 'sent',
      deliveredCount: delivered,
      readCount: 1,
      audience: { roles: ['dealer'], cities: ['İstanbul'] },
    });

    const listener = await connect(cookies.musteri!);
    const withdrawn = await post('admin', `/api/notification-campaigns/${id}/withdraw`, {});
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ id, removed: delivered - 1 });
    const left = await t.database.db.select().from(notifications).where(eq(notifications.campaignId, id));
    expect(left.map((r) => r.userId)).toEqual([ids.bayi]);
    const event = await until(() => listener.messages.find((m) => m.type === 'notification_campaign_withdrawn'));
    expect(event.payload).toEqual({ campaignId: id });
    listener.socket.close();

    const again = await post('admin', `/api/notification-campaigns/${id}/withdraw`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CAMPAIGN_ALREADY_WITHDRAWN');
    const after = await t.app.inject({ url: '/api/notification-campaigns', headers: { cookie: cookies.admin! } });
    expect(after.json().campaigns.find((c: { id: string }) => c.id === id)).toMatchObject({
      status: 'withdrawn',
      readCount: 1,
    });
    expect((await post('turkiye', `/api/notification-campaigns/${id}/withdraw`, {})).statusCode).toBe(403);
  });

  it('validates the action link and the expiry', async () => {
    const bad = await post(
      'admin',
      '/api/notification-campaigns',
      campaign({ roles: ['dealer'] }, { actionUrl: 'javascript:alert(1)' }),
    );
    expect(bad.statusCode).toBe(400);
    const past = await post(
      'admin',
      '/api/notification-campaigns',
      campaign({ roles: ['dealer'] }, { expiresAt: '2020-01-01T00:00:00Z' }),
    );
    expect(past.statusCode).toBe(400);
  });
});
