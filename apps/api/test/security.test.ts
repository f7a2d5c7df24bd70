import { randomUUID } from 'node:crypto';
import { auditLog, authSessions, profiles, signInAttempts, twoFactors, userSessions } from '@portal/db/schema';
import { CSV_BOM } from '@portal/shared/csv';
import { MESSAGES } from '@portal/shared/messages';
import { AUDIT_EXPORT_BATCH, AUDIT_PAGE_SIZE, REDACTED } from '@portal/shared/security';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';

let t: TestContext;
const cookies: Record<string, string> = {};
let adminId: string;
let turkiyeId: string;
/** A member placed directly under the admin: inside the admin's view, outside the national distributor's network. */
let outsider: { id: string; email: string };

const get = (url: string, who: string) => t.app.inject({ url, headers: { cookie: cookies[who]! } });

async function profileOf(email: string) {
  const [row] = await t.database.db.select().from(profiles).where(eq(profiles.email, email));
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, email] of Object.entries(DEMO)) cookies[name] = (await signIn(t.app, email)).cookie;
  const admin = await profileOf(DEMO.admin);
  adminId = admin.id;
  turkiyeId = (await profileOf(DEMO.turkiye)).id;
  const id = randomUUID();
  outsider = { id, email: `dis-uye-${id.slice(0, 8)}@portal.test` };
  const db = t.database.db;
  await db.insert(profiles).values({
    id,
    name: 'Kapsam Dışı Üye',
    email: outsider.email,
    role: 'cityDistributor',
    parentId: adminId,
    path: `${admin.path}${id}/`,
    depth: admin.depth + 1,
    sellerNo: `TR-9${id.slice(0, 5)}`,
    permanentInviteCode: `OUT${id.slice(0, 8)}`,
    twoFactorEnabled: true,
  });
  // The outsider's sign-in attempts and a live session, written as the server would.
  await db.insert(signInAttempts).values([
    { identifier: outsider.email, userId: id, ipAddress: '203.0.113.77', success: false, reason: 'wrong_password' },
    { identifier: outsider.email, userId: id, ipAddress: '203.0.113.77', success: true },
  ]);
  const [auth] = await db
    .insert(authSessions)
    .values({ token: `outsider-token-${id}`, userId: id, expiresAt: new Date(Date.now() + 3_600_000) })
    .returning();
  await db.insert(userSessions).values({
    userId: id,
    authSessionId: auth!.id,
    sessionToken: `outsider-hash-${id}`,
    userAgent: 'outsider-agent',
    ipAddress: '203.0.113.77',
    expiresAt: auth!.expiresAt,
  });
}, 120_000);
afterAll(() => t.close());

type Report = {
  totals: { success: number; failure: number; throttled: number };
  byAccount: {
    identifier: string;
    member: { id: string } | null;
    success: number;
    failure: number;
    throttled: number;
  }[];
  byAddress: { ipAddress: string; failure: number; throttled: number; accounts: number }[];
};

describe('security pages: who may open them', () => {
  it('admits the admin and the national distributor to the report, only the admin to management', async () => {
    for (const url of ['/api/security/sign-ins', '/api/security/sessions', '/api/security/two-factor']) {
      expect((await get(url, 'admin')).statusCode).toBe(200);
      expect((await get(url, 'turkiye')).statusCode).toBe(200);
      expect((await get(url, 'istanbul')).statusCode).toBe(403);
      expect((await get(url, 'bayi')).statusCode).toBe(403);
    }
    for (const url of ['/api/security/audit-log', '/api/security/audit-log/facets', '/api/security/audit-log/export']) {
      expect((await get(url, 'admin')).statusCode).toBe(200);
      expect((await get(url, 'turkiye')).statusCode).toBe(403);
    }
    const end = await t.app.inject({
      method: 'DELETE',
      url: `/api/security/sessions/${randomUUID()}`,
      headers: { cookie: cookies.turkiye! },
    });
    expect(end.statusCode).toBe(403);
  });
});

describe('sign-in attempts', () => {
  it('counts successes, failures and throttled attempts by account and by address', async () => {
    const [dealer] = await t.database.db
      .select()
      .from(profiles)
      .where(and(eq(profiles.role, 'dealer'), notInArray(profiles.email, Object.values(DEMO))))
      .orderBy(asc(profiles.sellerNo))
      .limit(1);
    const ip = '198.51.100.23';
    const attempt = (email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password }, remoteAddress: ip });
    for (let i = 0; i < 5; i++) expect((await attempt(dealer!.email, 'yanlis-sifre')).statusCode).toBe(400);
    // The sixth waits for the account delay: refused unchecked and recorded as throttled.
    expect((await attempt(dealer!.email, 'yanlis-sifre')).statusCode).toBe(429);
    expect((await attempt('kimse-degil@portal.test', 'yanlis-sifre')).statusCode).toBe(400);

    const admin = (await get('/api/security/sign-ins?days=1', 'admin')).json() as Report;
    const row = admin.byAccount.find((r) => r.member?.id === dealer!.id);
    expect(row).toMatchObject({ identifier: dealer!.email, failure: 5, throttled: 1, success: 0 });
    expect(admin.byAddress.find((r) => r.ipAddress === ip)).toMatchObject({ failure: 6, throttled: 1, accounts: 2 });
    expect(admin.byAccount.find((r) => r.identifier === 'kimse-degil@portal.test')?.member).toBeNull();
    expect(admin.totals.throttled).toBeGreaterThanOrEqual(1);
    expect(admin.byAccount.some((r) => r.member?.id === outsider.id)).toBe(true);

    // The national distributor sees its network's accounts: not the admin, not the outsider, not
    // identifiers that belong to nobody, and addresses only by its network's attempts.
    const turkiye = (await get('/api/security/sign-ins?days=1', 'turkiye')).json() as Report;
    expect(turkiye.byAccount.find((r) => r.member?.id === dealer!.id)).toMatchObject({ failure: 5, throttled: 1 });
    expect(turkiye.byAccount.some((r) => r.member === null)).toBe(false);
    expect(turkiye.byAccount.some((r) => r.member?.id === adminId || r.member?.id === outsider.id)).toBe(false);
    expect(turkiye.byAddress.some((r) => r.ipAddress === '203.0.113.77')).toBe(false);
    expect(turkiye.byAddress.find((r) => r.ipAddress === ip)).toMatchObject({ failure: 5, accounts: 1 });
    expect(turkiye.totals.failure).toBeLessThan(admin.totals.failure);
  });

  it('refuses a window it does not offer', async () => {
    expect((await get('/api/security/sign-ins?days=2', 'admin')).statusCode).toBe(400);
  });
});

type SessionPage = {
  sessions: { id: string; member: { id: string; role: string }; isCurrent: boolean }[];
  total: number;
  nextCursor: string | null;
};

describe('live sessions', () => {
  it('lists every live session to the admin, never a token, and pages without overlap', async () => {
    const res = await get('/api/security/sessions', 'admin');
    const page = res.json() as SessionPage;
    const tokens = await t.database.db
      .select({ token: authSessions.token, hash: userSessions.sessionToken })
      .from(userSessions)
      .innerJoin(authSessions, eq(authSessions.id, userSessions.authSessionId));
    for (const { token, hash } of tokens) {
      expect(res.body).not.toContain(token);
      expect(res.body).not.toContain(hash);
    }
    expect(page.sessions.some((s) => s.member.id === outsider.id)).toBe(true);
    expect(page.sessions.some((s) => s.member.id === adminId && s.isCurrent)).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(page.sessions.length);

    // Enough sessions for three pages, all at one instant: the keyset (last activity, id) still
    // walks them once each.
    const [musteri] = await t.database.db.select().from(profiles).where(eq(profiles.email, DEMO.musteri));
    const at = new Date();
    for (let i = 0; i < 2 * 50 + 5; i++) {
      const [auth] = await t.database.db
        .insert(authSessions)
        .values({
          token: `bulk-${i}-${randomUUID()}`,
          userId: musteri!.id,
          expiresAt: new Date(Date.now() + 3_600_000),
        })
        .returning();
      await t.database.db.insert(userSessions).values({
        userId: musteri!.id,
        authSessionId: auth!.id,
        sessionToken: `bulk-hash-${i}-${randomUUID()}`,
        lastActivity: at,
        expiresAt: auth!.expiresAt,
      });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const url = `/api/security/sessions${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
      const next = (await get(url, 'admin')).json() as SessionPage;
      seen.push(...next.sessions.map((s) => s.id));
      total = next.total;
      cursor = next.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(total);
    expect((await get('/api/security/sessions?cursor=bozuk', 'admin')).statusCode).toBe(400);
  });

  it("shows the national distributor its network's sessions only", async () => {
    const seen: SessionPage['sessions'] = [];
    let cursor: string | null = null;
    do {
      const url = `/api/security/sessions${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
      const next = (await get(url, 'turkiye')).json() as SessionPage;
      seen.push(...next.sessions);
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen.some((s) => s.member.id === turkiyeId)).toBe(true);
    expect(seen.some((s) => s.member.role === 'admin')).toBe(false);
    expect(seen.some((s) => s.member.id === outsider.id)).toBe(false);
    const search = (await get(`/api/security/sessions?q=${encodeURIComponent(outsider.email)}`, 'turkiye')).json();
    expect(search.total).toBe(0);
  });

  it('ends a member session for the admin: the member is signed out there and the change is audited', async () => {
    const bayi = await signIn(t.app, DEMO.bayi, undefined, { userAgent: 'security-end' });
    const list = (
      await get(`/api/security/sessions?q=${encodeURIComponent(DEMO.bayi)}`, 'admin')
    ).json() as SessionPage;
    const mine = await t.app.inject({ url: '/api/sessions', headers: { cookie: bayi.cookie } });
    const current = (mine.json() as { sessions: { id: string; isCurrent: boolean }[] }).sessions.find(
      (s) => s.isCurrent,
    );
    expect(list.sessions.map((s) => s.id)).toContain(current!.id);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/security/sessions/${current!.id}`,
      headers: { cookie: cookies.admin! },
    });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: bayi.cookie } })).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(userSessions).where(eq(userSessions.id, current!.id));
    expect(row).toMatchObject({ isActive: false, authSessionId: null });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session.ended'), eq(auditLog.entityId, current!.id)));
    expect(entry).toMatchObject({ actorId: adminId, entityType: 'user_session' });

    // Ended already, or never there: not found.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/security/sessions/${current!.id}`,
      headers: { cookie: cookies.admin! },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('two-factor adoption', () => {
  it('counts members with two-factor on by role, within scope', async () => {
    type Adoption = { roles: { role: string; members: number; enabled: number }[]; total: { members: number } };
    const admin = (await get('/api/security/two-factor', 'admin')).json() as Adoption;
    const [expected] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(profiles)
      .where(
        and(eq(profiles.role, 'cityDistributor'), eq(profiles.isDeleted, false), eq(profiles.twoFactorEnabled, true)),
      );
    expect(admin.roles.find((r) => r.role === 'cityDistributor')?.enabled).toBe(expected!.n);
    expect(admin.roles.some((r) => r.role === 'admin')).toBe(true);

    const turkiye = (await get('/api/security/two-factor', 'turkiye')).json() as Adoption;
    expect(turkiye.roles.some((r) => r.role === 'admin')).toBe(false);
    // The outsider (two-factor on) is counted for the admin only.
    expect(turkiye.roles.find((r) => r.role === 'cityDistributor')?.enabled).toBe(expected!.n - 1);
    expect(turkiye.total.members).toBeLessThan(admin.total.members);
    // The TOTP secret is never part of the answer.
    const [secret] = await t.database.db.select({ s: twoFactors.secret }).from(twoFactors).limit(1);
    if (secret) expect(JSON.stringify(admin)).not.toContain(secret.s);
  });
});

type AuditPage = {
  entries: {
    id: string;
    action: string;
    actor: { id: string } | null;
    before: unknown;
    after: unknown;
    createdAt: string;
  }[];
  nextCursor: string | null;
};

describe('the audit log', () => {
  const action = `test.bulk_${randomUUID().slice(0, 6)}`;
  const count = AUDIT_EXPORT_BATCH + AUDIT_PAGE_SIZE + 7;

  beforeAll(async () => {
    // Many entries at one instant (the keyset's tie-break is the id) and some spread over days.
    const at = new Date('2026-03-05T09:00:00Z');
    await t.database.db.insert(auditLog).values(
      Array.from({ length: count }, (_, i) => ({
        actorId: i % 2 === 0 ? adminId : turkiyeId,
        action,
        entityType: 'test_entity',
        entityId: String(i),
        before: { value: i, password: 'düz-metin' },
        after: { value: i + 1, smtp: { host: 'mail.portal.test', secret: 'gizli;"değer"' } },
        createdAt: i < 10 ? new Date(`2026-03-0${(i % 3) + 1}T21:30:00Z`) : at,
      })),
    );
  });

  async function walk(query: string) {
    const ids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url = `/api/security/audit-log?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await get(url, 'admin');
      expect(res.statusCode).toBe(200);
      const page = res.json() as AuditPage;
      expect(page.entries.length).toBeLessThanOrEqual(AUDIT_PAGE_SIZE);
      ids.push(...page.entries.map((e) => e.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    return { ids, pages };
  }

  it('pages newest first on (created_at, id) without a gap or a repeat', async () => {
    const { ids, pages } = await walk(`action=${action}`);
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
    expect(pages).toBe(Math.ceil(count / AUDIT_PAGE_SIZE));
    const first = (await get(`/api/security/audit-log?action=${action}`, 'admin')).json() as AuditPage;
    const times = first.entries.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await get('/api/security/audit-log?cursor=2026-01-01%2000%3A00%3A00%2B00%7Cx', 'admin')).statusCode).toBe(
      400,
    );
  });

  it('filters by who, what and when (days in Türkiye time)', async () => {
    const byActor = await walk(`action=${action}&actorId=${turkiyeId}`);
    expect(byActor.ids).toHaveLength(Math.floor(count / 2));
    // 2026-03-01T21:30Z is already 2 March in İstanbul (UTC+3).
    const day = await walk(`action=${action}&from=2026-03-02&to=2026-03-02`);
    expect(day.ids).toHaveLength(4);
    const none = await walk(`action=${action}&entityType=nothing_here`);
    expect(none.ids).toHaveLength(0);
    const facets = (await get('/api/security/audit-log/facets', 'admin')).json() as {
      actions: string[];
      entityTypes: string[];
      actors: { id: string }[];
    };
    expect(facets.actions).toContain(action);
    expect(facets.entityTypes).toContain('test_entity');
    expect(facets.actors.map((a) => a.id)).toEqual(expect.arrayContaining([adminId, turkiyeId]));
  });

  it('never shows a secret kept in before or after', async () => {
    const res = await get(`/api/security/audit-log?action=${action}`, 'admin');
    expect(res.body).not.toContain('düz-metin');
    expect(res.body).not.toContain('gizli');
    const entry = (res.json() as AuditPage).entries[0]!;
    expect(entry.before).toMatchObject({ password: REDACTED });
    expect(entry.after).toMatchObject({ smtp: { host: 'mail.portal.test', secret: REDACTED } });
  });

  it('exports the filtered log as CSV for Turkish Excel, every row once', async () => {
    const res = await get(`/api/security/audit-log/export?action=${action}`, 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(MESSAGES.security.auditCsvFileName);
    expect(res.body.startsWith(CSV_BOM)).toBe(true);
    const lines = res.body.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(MESSAGES.security.auditCsvHeader.join(';'));
    expect(lines).toHaveLength(count + 1);
    const ids = lines.slice(1).map((l) => l.split(';')[1]);
    expect(new Set(ids).size).toBe(count);
    // Dates in Turkish form and Türkiye time; no secret; JSON with the separator in it is quoted.
    expect(lines[1]).toMatch(/^05\.03\.2026 12:00:00;/);
    expect(res.body).toContain('05.03.2026 12:00:00');
    expect(res.body).not.toContain('gizli');
    expect(lines.at(-1)).toMatch(/^0[1-3]\.03\.2026 00:30:00;/);
  });
});
