import { authAccounts, invitations, invitationUses, notifications, profiles } from '@portal/db/schema';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
let codeSeq = 0;
/** A fresh code from the invitation alphabet (no 0/O, 1/I/L). */
const newCode = () =>
  `TST${'ABCDEFGHJKMNPQRSTUVWXYZ23456789'[codeSeq++ % 31]}${'ABCDEFGHJKMNPQRSTUVWXYZ23456789'[Math.floor(codeSeq / 31) % 31]}XYZ`;

async function member(email: string) {
  const [row] = await t.database.db.select().from(profiles).where(eq(profiles.email, email));
  return row!;
}

async function createInvitation(
  overrides: Partial<typeof invitations.$inferInsert> & { by?: string; under?: string } = {},
) {
  const inviter = await member(overrides.by ?? DEMO.istanbul);
  const parent = overrides.under ? await member(overrides.under) : inviter;
  const { by: _by, under: _under, ...rest } = overrides;
  const [row] = await t.database.db
    .insert(invitations)
    .values({
      code: newCode(),
      inviterId: inviter.id,
      parentId: parent.id,
      role: 'dealer',
      expiresAt: new Date(Date.now() + 7 * DAY),
      ...rest,
    })
    .returning();
  return row!;
}

let personSeq = 0;
function person(overrides: Record<string, unknown> = {}) {
  personSeq++;
  return {
    name: `Yeni Üye ${personSeq}`,
    email: `yeni.uye${personSeq}@example.com`,
    password: 'Guclu.Sifre2026',
    ...overrides,
  };
}

const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers });

async function profileCount() {
  const [row] = await t.database.db.select({ n: count() }).from(profiles);
  return Number(row!.n);
}

describe('invitation lookup', () => {
  it('shows who invites and for which role', async () => {
    const invitation = await createInvitation({ name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '05321234567' });
    const res = await t.app.inject(`/api/invitations/lookup/${invitation.code}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: invitation.code,
      role: 'dealer',
      inviter: {
        name: 'İstanbul Şehir Distribütörü',
        role: 'cityDistributor',
        sellerNo: expect.stringMatching(/^TR-\d{6}$/),
      },
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      phone: '05321234567',
      expiresAt: invitation.expiresAt.toISOString(),
    });
  });

  it('accepts the code in lower case and with spaces', async () => {
    const invitation = await createInvitation();
    const typed = `${invitation.code.slice(0, 4).toLowerCase()} ${invitation.code.slice(4).toLowerCase()}`;
    const res = await t.app.inject(`/api/invitations/lookup/${encodeURIComponent(typed)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(invitation.code);
  });

  it('explains why a code cannot be used', async () => {
    const expired = await createInvitation({ expiresAt: new Date(Date.now() - 1000) });
    const revoked = await createInvitation({ status: 'revoked', revokedAt: new Date() });
    const used = await createInvitation({ status: 'used', usedCount: 1 });
    const cases = [
      [expired.code, 410, 'INVITATION_EXPIRED', 'Davet kodunun süresi dolmuş'],
      [revoked.code, 410, 'INVITATION_REVOKED', 'Davet kodu iptal edilmiş'],
      [used.code, 410, 'INVITATION_USED', 'Davet kodu daha önce kullanılmış'],
      ['ZZZZZZZZ', 404, 'INVITATION_NOT_FOUND', 'Davet kodu bulunamadı'],
    ] as const;
    for (const [code, status, errorCode, message] of cases) {
      const res = await t.app.inject(`/api/invitations/lookup/${code}`);
      expect({ code, status: res.statusCode, body: res.json() }).toMatchObject({
        code,
        status,
        body: { code: errorCode, message },
      });
    }
  });

  it('shows a member permanent code as a client invitation from that member', async () => {
    const bayi = await member(DEMO.bayi);
    const res = await t.app.inject(`/api/invitations/lookup/${bayi.permanentInviteCode.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      role: 'client',
      inviter: { name: 'Kadıköy Bayi', role: 'dealer', sellerNo: bayi.sellerNo },
      expiresAt: null,
    });
  });

  it("a client's permanent code invites nobody", async () => {
    const client = await member(DEMO.musteri);
    const res = await t.app.inject(`/api/invitations/lookup/${client.permanentInviteCode}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('INVITATION_NOT_FOUND');
  });
});

describe('registration', () => {
  it('creates the member under the invitation, signs them in, notifies the inviter and uses up the code', async () => {
    const inviter = await member(DEMO.istanbul);
    const invitation = await createInvitation({ role: 'dealer' });
    const body = person({ phone: '0532 765 43 21', city: 'İstanbul', district: 'Kadıköy' });
    const before = await profileCount();

    const res = await register({ ...body, code: invitation.code }, { 'user-agent': 'register-test' });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      name: body.name,
      email: body.email,
      phone: '05327654321',
      role: 'dealer',
      parentId: inviter.id,
      location: { city: 'İstanbul', district: 'Kadıköy' },
      isActive: true,
      inviteCode: invitation.code,
      sponsor: { id: inviter.id, name: inviter.name, role: 'cityDistributor', sellerNo: inviter.sellerNo },
    });
    expect(user.sellerNo).toMatch(/^TR-\d{6}$/);
    expect(user.permanentInviteCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(await profileCount()).toBe(before + 1);

    const created = await member(body.email);
    expect(created.path).toBe(`${inviter.path}${created.id}/`);
    expect(created.depth).toBe(inviter.depth + 1);
    expect(created.sellerNo).toBe(user.sellerNo);
    const [others] = await t.database.db
      .select({ n: count() })
      .from(profiles)
      .where(eq(profiles.sellerNo, user.sellerNo));
    expect(Number(others!.n)).toBe(1);

    // The new member is signed in.
    const cookie = String(res.headers['set-cookie'] ?? '');
    expect(cookie).toContain('portal.session_token=');
    const setCookies = ([] as string[])
      .concat(res.headers['set-cookie'] as string | string[])
      .map((c) => c.split(';')[0]);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: setCookies.join('; ') } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(created.id);

    // And can sign in again with the chosen password (stored as a hash).
    const [account] = await t.database.db.select().from(authAccounts).where(eq(authAccounts.userId, created.id));
    expect(account!.password).toMatch(/^\$argon2id\$/);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: body.email, password: body.password },
    });
    expect(signIn.statusCode).toBe(200);

    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, inviter.id), eq(notifications.relatedEntityId, created.id)));
    expect(note).toMatchObject({ read: false, relatedEntityType: 'profile' });
    expect(note!.message).toContain(body.name);

    const [after] = await t.database.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(after).toMatchObject({ status: 'used', usedCount: 1 });
    const uses = await t.database.db
      .select()
      .from(invitationUses)
      .where(eq(invitationUses.invitationId, invitation.id));
    expect(uses.map((u) => u.profileId)).toEqual([created.id]);

    const reuse = await register({ ...person(), code: invitation.code });
    expect(reuse.statusCode).toBe(410);
    expect(reuse.json()).toMatchObject({ code: 'INVITATION_USED', message: 'Davet kodu daha önce kullanılmış' });
  });

  it('puts the member under the parent the invitation names, with the role it names', async () => {
    // The admin invites a client to hang under the named dealer.
    const dealer = await member(DEMO.bayi);
    const invitation = await createInvitation({ by: DEMO.admin, under: DEMO.bayi, role: 'client' });
    const body = person();
    const res = await register({ ...body, code: invitation.code });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ role: 'client', parentId: dealer.id, sponsor: { id: dealer.id } });
    const created = await member(body.email);
    expect(created.path).toBe(`${dealer.path}${created.id}/`);
  });

  it('refuses expired, revoked, unknown and used-up codes and writes nothing', async () => {
    const expired = await createInvitation({ expiresAt: new Date(Date.now() - 60_000) });
    const revoked = await createInvitation({ status: 'revoked', revokedAt: new Date() });
    const usedUp = await createInvitation({ maxUses: 2, usedCount: 2, status: 'used' });
    const before = await profileCount();
    const cases = [
      [expired.code, 410, 'INVITATION_EXPIRED'],
      [revoked.code, 410, 'INVITATION_REVOKED'],
      [usedUp.code, 410, 'INVITATION_USED'],
      ['QQQQQQQQ', 404, 'INVITATION_NOT_FOUND'],
    ] as const;
    for (const [code, status, errorCode] of cases) {
      const res = await register({ ...person(), code });
      expect({ code, status: res.statusCode, error: res.json().code }).toEqual({ code, status, error: errorCode });
    }
    expect(await profileCount()).toBe(before);
  });

  it('accepts the code in lower case and with spaces', async () => {
    const invitation = await createInvitation({ role: 'client', by: DEMO.bayi });
    const typed = ` ${invitation.code.slice(0, 4).toLowerCase()} ${invitation.code.slice(4).toLowerCase()} `;
    const res = await register({ ...person(), code: typed });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('client');
    const [after] = await t.database.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(after!.status).toBe('used');
  });

  it('a multi-use invitation stays active until its last use', async () => {
    const invitation = await createInvitation({ maxUses: 2, role: 'client', by: DEMO.ankara });
    expect((await register({ ...person(), code: invitation.code })).statusCode).toBe(201);
    let [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row).toMatchObject({ status: 'active', usedCount: 1 });
    expect((await register({ ...person(), code: invitation.code })).statusCode).toBe(201);
    [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row).toMatchObject({ status: 'used', usedCount: 2 });
    expect((await register({ ...person(), code: invitation.code })).statusCode).toBe(410);
  });

  it("a member's permanent code registers clients under that member, any number of times", async () => {
    const bayi = await member(DEMO.bayi);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const body = person();
      const res = await register({
        ...body,
        code: i === 1 ? bayi.permanentInviteCode.toLowerCase() : bayi.permanentInviteCode,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().user).toMatchObject({ role: 'client', parentId: bayi.id });
      const created = await member(body.email);
      expect(created.path).toBe(`${bayi.path}${created.id}/`);
      ids.push(created.id);
    }
    const uses = await t.database.db
      .select()
      .from(invitationUses)
      .where(eq(invitationUses.permanentCodeOwnerId, bayi.id));
    expect(uses.map((u) => u.profileId).sort()).toEqual([...ids].sort());
  });

  it('an invitation made out to an email registers that email only', async () => {
    const invitation = await createInvitation({ email: 'davetli.kisi@example.com' });
    const before = await profileCount();
    const other = await register({ ...person({ email: 'baska.kisi@example.com' }), code: invitation.code });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({
      code: 'INVITATION_EMAIL_MISMATCH',
      message: 'Bu davet başka bir e-posta adresine gönderilmiş. Davetin gönderildiği adresle kayıt olun.',
    });
    expect(await profileCount()).toBe(before);
    const [unused] = await t.database.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(unused).toMatchObject({ usedCount: 0 });

    // The invited address, however it is capitalised, is accepted.
    const invited = await register({ ...person({ email: 'Davetli.Kisi@Example.com' }), code: invitation.code });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().user.email).toBe('davetli.kisi@example.com');
  });

  it('an invitation without an email takes any email', async () => {
    const invitation = await createInvitation({ email: null });
    const res = await register({ ...person(), code: invitation.code });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a taken email (in any case) or phone, and a weak password, writing nothing', async () => {
    const invitation = await createInvitation({ role: 'client', by: DEMO.bayi });
    const before = await profileCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [person({ email: DEMO.musteri }), 409, 'EMAIL_TAKEN'],
      [person({ email: 'MUSTERI@Portal.Test' }), 409, 'EMAIL_TAKEN'],
      [person({ phone: '0555 000 00 05' }), 409, 'PHONE_TAKEN'],
      [person({ phone: '+90 555 000 0005' }), 409, 'PHONE_TAKEN'],
      [person({ password: 'kisa12' }), 400, 'VALIDATION_ERROR'],
      [person({ password: '' }), 400, 'VALIDATION_ERROR'],
      [person({ phone: '12345' }), 400, 'VALIDATION_ERROR'],
      [person({ email: 'not-an-email' }), 400, 'VALIDATION_ERROR'],
      [person({ name: 'A' }), 400, 'VALIDATION_ERROR'],
    ];
    for (const [body, status, code] of cases) {
      const res = await register({ ...body, code: invitation.code });
      expect({ body, status: res.statusCode, code: res.json().code }).toEqual({ body, status, code });
      expect(res.json().message).toBeTruthy();
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const weak = await register({ ...person({ password: 'kisa12' }), code: invitation.code });
    expect(weak.json().details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'password', message: 'Şifre en az 8 karakter olmalıdır' }),
      ]),
    );
    expect(await profileCount()).toBe(before);
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row).toMatchObject({ status: 'active', usedCount: 0 });
    // The invitation is still good for a valid registration.
    expect((await register({ ...person(), code: invitation.code })).statusCode).toBe(201);
  });

  it('two simultaneous registrations with a single-use code: exactly one wins', async () => {
    const invitation = await createInvitation({ role: 'client', by: DEMO.bayi });
    const before = await profileCount();
    const results = await Promise.all([
      register({ ...person(), code: invitation.code }),
      register({ ...person(), code: invitation.code }),
      register({ ...person(), code: invitation.code }),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 410, 410]);
    for (const r of results.filter((r) => r.statusCode === 410)) expect(r.json().code).toBe('INVITATION_USED');
    expect(await profileCount()).toBe(before + 1);
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row).toMatchObject({ status: 'used', usedCount: 1 });
  });

  it('simultaneous registrations through a permanent code all get distinct seller numbers', async () => {
    const ankara = await member(DEMO.ankara);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => register({ ...person(), code: ankara.permanentInviteCode })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const sellerNos = results.map((r) => r.json().user.sellerNo);
    expect(new Set(sellerNos).size).toBe(4);
  });
});
