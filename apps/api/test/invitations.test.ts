import { auditLog, emailOutbox, invitations, profiles } from '@portal/db/schema';
import { INVITE_CODE_ALPHABET } from '@portal/shared/codes';
import { INVITATION_MESSAGES } from '@portal/shared/invitations';
import { INVITABLE_ROLES, ROLE_LABELS, ROLES, type Role } from '@portal/shared/roles';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, createTestApp, DEMO, signIn, type TestContext } from './helpers';

let t: TestContext;
const c: Record<string, string> = {};
const ids: Record<string, string> = {};
const DAY = 86_400_000;
const AS: Record<Exclude<Role, 'client'> | 'client', keyof typeof DEMO> = {
  admin: 'admin',
  turkeyDistributor: 'turkiye',
  cityDistributor: 'istanbul',
  dealer: 'bayi',
  client: 'musteri',
};

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
    const s = await signIn(t.app, DEMO[key]);
    c[key] = s.cookie;
    ids[key] = s.user.id;
  }
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<TestContext['app']['inject']>>;
const post = (who: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: c[who] as string }, ...(payload ? { payload } : {}) });
const get = (who: string, url: string) => t.app.inject({ url, headers: { cookie: c[who] as string } });
const create = (who: string, payload: object) => post(who, '/api/invitations', payload);

function expectError(res: Res, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().code).toBe(code);
  return res.json() as { details?: { path: string; message: string }[] };
}
async function created(who: string, payload: object) {
  const res = await create(who, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const outboxTo = (to: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.createdAt));
let seq = 0;
const fresh = () => `davetli.${++seq}.${Date.now()}@example.com`;
const register = (code: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { code, name: 'Davetli Üye', email, password: 'Guclu.Sifre2026' },
  });

describe('who may invite whom (spec §5)', () => {
  for (const inviter of ROLES) {
    for (const role of ROLES) {
      const allowed = INVITABLE_ROLES[inviter].includes(role);
      it(`${inviter} → ${role}: ${allowed ? 'allowed' : 'refused'}`, async () => {
        const res = await create(AS[inviter], { role });
        if (allowed) {
          expect(res.statusCode, res.body).toBe(201);
          expect(res.json()).toMatchObject({ role, status: 'active', parent: { id: ids[AS[inviter]] } });
        } else if (inviter === 'client') {
          // A client has no invitations page at all.
          expectError(res, 403, 'FORBIDDEN');
        } else if (role === 'admin') {
          expectError(res, 400, 'VALIDATION_ERROR');
        } else {
          expectError(res, 403, 'INVITATION_ROLE_NOT_ALLOWED');
        }
      });
    }
  }
  it('matches the specification: admin all roles below it; turkeyDistributor city, dealer, client; city dealer, client; dealer client', () => {
    expect(INVITABLE_ROLES).toEqual({
      admin: ['turkeyDistributor', 'cityDistributor', 'dealer', 'client'],
      turkeyDistributor: ['cityDistributor', 'dealer', 'client'],
      cityDistributor: ['dealer', 'client'],
      dealer: ['client'],
      client: [],
    });
  });
});

describe('a new invitation', () => {
  it('has an 8-character code from the unambiguous alphabet, 7 days and one use by default, and a link', async () => {
    const before = Date.now();
    const inv = await created('bayi', { role: 'client' });
    expect(inv.code).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{8}$`));
    expect(inv.maxUses).toBe(1);
    expect(inv.usedCount).toBe(0);
    const days = (new Date(inv.expiresAt).getTime() - before) / DAY;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect(inv.link).toBe(`http://localhost:3000/invitation/${inv.code}`);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invitation.created'), eq(auditLog.entityId, inv.id)));
    expect(audit?.actorId).toBe(ids.bayi);
  });

  it('takes the chosen expiry and uses within 1–30 days and 1–100 uses', async () => {
    const inv = await created('bayi', { role: 'client', expiresInDays: 30, maxUses: 100 });
    expect(inv.maxUses).toBe(100);
    expect((new Date(inv.expiresAt).getTime() - Date.now()) / DAY).toBeGreaterThan(29.9);
    for (const [field, value, message] of [
      ['expiresInDays', 0, INVITATION_MESSAGES.expiresInDays],
      ['expiresInDays', 31, INVITATION_MESSAGES.expiresInDays],
      ['expiresInDays', 2.5, INVITATION_MESSAGES.expiresInDays],
      ['maxUses', 0, INVITATION_MESSAGES.maxUses],
      ['maxUses', 101, INVITATION_MESSAGES.maxUses],
    ] as const) {
      const body = expectError(await create('bayi', { role: 'client', [field]: value }), 400, 'VALIDATION_ERROR');
      expect(body.details).toContainEqual({ path: field, message });
    }
  });

  it('validates the e-mail and phone, and keeps the phone normalized', async () => {
    let body = expectError(await create('bayi', { role: 'client', email: 'not-an-address' }), 400, 'VALIDATION_ERROR');
    expect(body.details).toContainEqual({ path: 'email', message: INVITATION_MESSAGES.email });
    body = expectError(await create('bayi', { role: 'client', phone: '12345' }), 400, 'VALIDATION_ERROR');
    expect(body.details).toContainEqual({ path: 'phone', message: INVITATION_MESSAGES.phone });
    const inv = await created('bayi', { role: 'client', name: ' Ali Veli ', phone: '+90 532 111 22 33', email: '' });
    expect(inv).toMatchObject({ name: 'Ali Veli', phone: '05321112233', email: null });
  });

  it('is mailed when it has an address (link, inviter, role, expiry), and not otherwise', async () => {
    const email = fresh();
    const inv = await created('bayi', { role: 'client', email, name: 'Ayla' });
    const [mail] = await outboxTo(email);
    expect(mail).toBeDefined();
    expect(mail!.kind).toBe('invitation');
    expect(mail!.subject).toContain('Kadıköy Bayi');
    expect(mail!.text).toContain(`/invitation/${inv.code}`);
    expect(mail!.text).toContain(ROLE_LABELS.client);
    expect(inv.sendCount).toBe(1);
    expect(inv.lastSentAt).not.toBeNull();

    const before = await t.database.db.select().from(emailOutbox);
    const silent = await created('bayi', { role: 'client', name: 'Postasız' });
    const after = await t.database.db.select().from(emailOutbox);
    expect(after.length).toBe(before.length);
    expect(silent.sendCount).toBe(0);
  });

  it('hangs under the inviter; only the admin may choose another parent', async () => {
    expectError(await create('istanbul', { role: 'client', parentId: ids.bayi }), 403, 'INVITATION_PARENT_NOT_ALLOWED');
  });
});

describe('the admin chooses a parent', () => {
  it('under an active member whose role is strictly above the invited one', async () => {
    const inv = await created('admin', { role: 'client', parentId: ids.bayi });
    expect(inv).toMatchObject({ inviter: { id: ids.admin }, parent: { id: ids.bayi }, role: 'client' });
    const res = await register(inv.code, fresh());
    expect(res.statusCode, res.body).toBe(201);
    const [member] = await t.database.db.select().from(profiles).where(eq(profiles.id, res.json().user.id));
    expect(member?.parentId).toBe(ids.bayi);
  });

  it('refuses a parent of the same or a lower role, an inactive or a deleted one, or nobody', async () => {
    expectError(await create('admin', { role: 'dealer', parentId: ids.bayi }), 400, 'INVITATION_PARENT_INVALID');
    expectError(
      await create('admin', { role: 'cityDistributor', parentId: ids.bayi }),
      400,
      'INVITATION_PARENT_INVALID',
    );
    expectError(
      await create('admin', { role: 'dealer', parentId: '00000000-0000-4000-8000-000000000000' }),
      400,
      'INVITATION_PARENT_INVALID',
    );
    const [inactive] = await t.database.db
      .select()
      .from(profiles)
      .where(and(eq(profiles.role, 'dealer'), eq(profiles.isActive, false)))
      .limit(1);
    expect(inactive).toBeDefined();
    expectError(await create('admin', { role: 'client', parentId: inactive!.id }), 400, 'INVITATION_PARENT_INVALID');
    const [other] = await t.database.db
      .select()
      .from(profiles)
      .where(and(eq(profiles.role, 'dealer'), eq(profiles.isActive, true), eq(profiles.city, 'İzmir')))
      .limit(1);
    await t.database.db
      .update(profiles)
      .set({ isDeleted: true, deletedAt: new Date() })
      .where(eq(profiles.id, other!.id));
    try {
      expectError(await create('admin', { role: 'client', parentId: other!.id }), 400, 'INVITATION_PARENT_INVALID');
    } finally {
      await t.database.db.update(profiles).set({ isDeleted: false, deletedAt: null }).where(eq(profiles.id, other!.id));
    }
  });
});

describe('lists', () => {
  it('a member sees only their own invitations, newest first, with counts per state', async () => {
    const inv = await created('bayi', { role: 'client', name: 'Listede' });
    const res = await get('bayi', '/api/invitations');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.invitations[0].id).toBe(inv.id);
    expect(page.invitations.every((i: { inviter: { id: string } }) => i.inviter.id === ids.bayi)).toBe(true);
    expect(page.counts.all).toBe(page.total);
    expect(page.counts.active + page.counts.used + page.counts.expired + page.counts.revoked).toBe(page.counts.all);
    const theirs = (await get('istanbul', '/api/invitations')).json();
    expect(theirs.invitations.some((i: { id: string }) => i.id === inv.id)).toBe(false);
  });

  it('shows and filters an active invitation past its expiry as expired; a write that meets it stores it so', async () => {
    const inv = await created('bayi', { role: 'client', name: 'Süresi geçen' });
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, inv.id));
    const expired = (await get('bayi', '/api/invitations?status=expired')).json();
    expect(expired.invitations.find((i: { id: string }) => i.id === inv.id)?.status).toBe('expired');
    const active = (await get('bayi', '/api/invitations?status=active')).json();
    expect(active.invitations.some((i: { id: string }) => i.id === inv.id)).toBe(false);
    const stored = async () =>
      (await t.database.db.select().from(invitations).where(eq(invitations.id, inv.id)))[0]?.status;
    // Reading writes nothing.
    expect(await stored()).toBe('active');
    const counts = (await get('bayi', '/api/invitations')).json().counts;
    expect(counts.expired).toBe(expired.counts.expired);
    expectError(await register(inv.code, fresh()), 410, 'INVITATION_EXPIRED');
    expectError(await post('bayi', `/api/invitations/${inv.id}/revoke`), 409, 'INVITATION_NOT_ACTIVE');
    expect(await stored()).toBe('expired');
  });

  it('the admin sees every invitation, with filters by status, role, inviter, dates and search', async () => {
    const email = fresh();
    const inv = await created('istanbul', { role: 'dealer', email, name: 'Aranan Kişi' });
    const all = (await get('admin', '/api/admin/invitations')).json();
    const inviters = new Set(all.invitations.map((i: { inviter: { id: string } }) => i.inviter.id));
    expect(inviters.size).toBeGreaterThan(1);
    const q = async (query: string) =>
      (await get('admin', `/api/admin/invitations?${query}`)).json().invitations.map((i: { id: string }) => i.id);
    expect(await q(`q=${encodeURIComponent(email)}`)).toEqual([inv.id]);
    expect(await q(`q=${inv.code.toLowerCase()}`)).toEqual([inv.id]);
    expect(await q('q=Aranan')).toContain(inv.id);
    expect(await q(`inviterId=${ids.istanbul}&role=dealer&status=active`)).toContain(inv.id);
    expect(await q(`inviterId=${ids.bayi}`)).not.toContain(inv.id);
    expect(await q('role=client')).not.toContain(inv.id);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Istanbul' });
    expect(await q(`from=${today}&to=${today}`)).toContain(inv.id);
    expect(await q('to=2020-01-01')).toEqual([]);
    expectError(await get('bayi', '/api/admin/invitations'), 403, 'FORBIDDEN');
  });
});

describe('revoke', () => {
  it('the inviter revokes an active one; registering with it is then refused', async () => {
    const inv = await created('bayi', { role: 'client' });
    const res = await post('bayi', `/api/invitations/${inv.id}/revoke`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'revoked' });
    expect(res.json().revokedAt).not.toBeNull();
    expectError(await register(inv.code, fresh()), 410, 'INVITATION_REVOKED');
    expectError(await post('bayi', `/api/invitations/${inv.id}/revoke`), 409, 'INVITATION_NOT_ACTIVE');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invitation.revoked'), eq(auditLog.entityId, inv.id)));
    expect(audit?.actorId).toBe(ids.bayi);
  });

  it("answers 404 for another member's invitation; the admin may revoke anyone's", async () => {
    const inv = await created('bayi', { role: 'client' });
    expectError(await post('istanbul', `/api/invitations/${inv.id}/revoke`), 404, 'NOT_FOUND');
    expectError(await post('ankara', `/api/invitations/${inv.id}/revoke`), 404, 'NOT_FOUND');
    expect((await post('admin', `/api/invitations/${inv.id}/revoke`)).statusCode).toBe(200);
  });

  it('refuses a used one', async () => {
    const inv = await created('bayi', { role: 'client' });
    expect((await register(inv.code, fresh())).statusCode).toBe(201);
    expectError(await post('bayi', `/api/invitations/${inv.id}/revoke`), 409, 'INVITATION_NOT_ACTIVE');
    const listed = (await get('bayi', '/api/invitations?status=used')).json();
    const found = listed.invitations.find((i: { id: string }) => i.id === inv.id);
    expect(found).toMatchObject({ status: 'used', usedCount: 1, members: [{ name: 'Davetli Üye' }] });
  });
});

describe('resend', () => {
  it('mails an active invitation with an address again and counts it', async () => {
    const email = fresh();
    const inv = await created('istanbul', { role: 'dealer', email });
    const res = await post('admin', `/api/invitations/${inv.id}/resend`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sendCount).toBe(2);
    expect(new Date(res.json().lastSentAt).getTime()).toBeGreaterThanOrEqual(new Date(inv.lastSentAt).getTime());
    expect(await outboxTo(email)).toHaveLength(2);
  });

  it('refuses one without an address, one not active, and answers 404 for another member’s', async () => {
    const bare = await created('bayi', { role: 'client' });
    expectError(await post('admin', `/api/invitations/${bare.id}/resend`), 409, 'INVITATION_NO_EMAIL');
    const inv = await created('bayi', { role: 'client', email: fresh() });
    expectError(await post('istanbul', `/api/invitations/${inv.id}/resend`), 404, 'NOT_FOUND');
    await post('bayi', `/api/invitations/${inv.id}/revoke`);
    expectError(await post('admin', `/api/invitations/${inv.id}/resend`), 409, 'INVITATION_NOT_ACTIVE');
    const expiring = await created('bayi', { role: 'client', email: fresh() });
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expiring.id));
    expectError(await post('bayi', `/api/invitations/${expiring.id}/resend`), 409, 'INVITATION_NOT_ACTIVE');
  });
});

describe('the permanent code', () => {
  it('answers the member’s own code and link; registering with it makes a client under them', async () => {
    const res = await get('bayi', '/api/invitations/permanent-code');
    expect(res.statusCode).toBe(200);
    const { code, link, role } = res.json();
    const [me] = await t.database.db.select().from(profiles).where(eq(profiles.id, ids.bayi!));
    expect(code).toBe(me?.permanentInviteCode);
    expect(link).toBe(`http://localhost:3000/invitation/${code}`);
    expect(role).toBe('client');
    const joined = await register(code, fresh());
    expect(joined.statusCode).toBe(201);
    expect(cookiesFrom(joined)).not.toBe('');
    expect((await get('bayi', '/api/invitations/permanent-code')).json().usedCount).toBeGreaterThan(0);
    expectError(await get('musteri', '/api/invitations/permanent-code'), 403, 'FORBIDDEN');
  });
});

describe('member options', () => {
  it('lists possible parents strictly above a role, active ones only', async () => {
    const res = await get('admin', '/api/admin/member-options?above=dealer&q=istanbul');
    expect(res.statusCode).toBe(200);
    const roles = new Set(res.json().members.map((m: { role: string }) => m.role));
    expect([...roles].every((r) => ['admin', 'turkeyDistributor', 'cityDistributor'].includes(r as string))).toBe(true);
    expect(res.json().members.some((m: { id: string }) => m.id === ids.istanbul)).toBe(true);
    expectError(await get('bayi', '/api/admin/member-options'), 403, 'FORBIDDEN');
  });
});
