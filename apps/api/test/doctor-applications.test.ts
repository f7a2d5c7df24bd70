import { auditLog, doctorApplications, emailOutbox, invitations, notifications, profiles } from '@portal/db/schema';
import {
  DOCTOR_APPLICATION_LIMITS,
  DOCTOR_APPLICATION_MESSAGES as M,
  KVKK_POLICY_VERSION,
} from '@portal/shared/doctor-applications';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';

let t: TestContext;
const c: Record<string, string> = {};
const ids: Record<string, string> = {};

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
let ipSeq = 0;
/** Each application from its own address unless told, so the per-address limit stays out of the way. */
const apply = (payload: object, ip = `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`) =>
  t.app.inject({ method: 'POST', url: '/api/doctor-applications', payload, remoteAddress: ip });
const post = (who: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: c[who] as string }, ...(payload ? { payload } : {}) });
const get = (who: string, url: string) => t.app.inject({ url, headers: { cookie: c[who] as string } });

let seq = 0;
function form(overrides: Record<string, unknown> = {}) {
  seq++;
  return {
    name: `Dr. Test Hekim ${seq}`,
    specialty: 'Dahiliye',
    registryNumber: `DS-${1000 + seq}`,
    city: 'izmir',
    phone: '0532 123 45 67',
    email: `hekim.${seq}.${Date.now()}@example.com`,
    message: 'Merhaba',
    kvkkAccepted: true,
    ...overrides,
  };
}
function expectError(res: Res, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().code).toBe(code);
  return res.json() as { message: string; details?: { path: string; message: string }[] };
}
function expectField(res: Res, path: string, message: string) {
  expect(expectError(res, 400, 'VALIDATION_ERROR').details).toContainEqual({ path, message });
}
async function submitted(overrides: Record<string, unknown> = {}) {
  const body = form(overrides);
  const res = await apply(body);
  expect(res.statusCode, res.body).toBe(201);
  return { ...body, id: res.json().id as string };
}
const row = async (id: string) =>
  (await t.database.db.select().from(doctorApplications).where(eq(doctorApplications.id, id)))[0]!;

describe('the public form', () => {
  it('stores a normalized application with the KVKK version and time, and tells every admin', async () => {
    const before = Date.now();
    const app = await submitted({ email: ' Hekim.Buyuk@Example.com ', city: 'istanbul', phone: '+90 (532) 765 43 21' });
    const stored = await row(app.id);
    expect(stored).toMatchObject({
      status: 'pending',
      city: 'İstanbul',
      phone: '05327654321',
      email: 'hekim.buyuk@example.com',
      kvkkVersion: KVKK_POLICY_VERSION,
    });
    expect(stored.kvkkAcceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.admin!), eq(notifications.relatedEntityId, app.id)));
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe(M.newTitle);
  });

  it('validates each field with its Turkish message', async () => {
    expectField(await apply(form({ name: 'A' })), 'name', M.name);
    expectField(await apply(form({ name: 'x'.repeat(101) })), 'name', M.nameTooLong);
    expectField(await apply(form({ specialty: '' })), 'specialty', M.specialty);
    expectField(await apply(form({ registryNumber: '1' })), 'registryNumber', M.registryNumber);
    expectField(await apply(form({ registryNumber: 'DS<script>' })), 'registryNumber', M.registryNumber);
    expectField(await apply(form({ city: 'Gotham' })), 'city', M.city);
    expectField(await apply(form({ phone: '0212 555 00 00' })), 'phone', M.phone);
    expectField(await apply(form({ email: 'yok' })), 'email', M.email);
    expectField(await apply(form({ message: 'x'.repeat(1001) })), 'message', M.messageTooLong);
  });

  it('requires the KVKK consent', async () => {
    expectField(await apply(form({ kvkkAccepted: false })), 'kvkkAccepted', M.kvkk);
    const { kvkkAccepted: _k, ...without } = form();
    expectField(await apply(without), 'kvkkAccepted', M.kvkk);
  });

  it('refuses a second pending application from the same e-mail, with a clear message', async () => {
    const app = await submitted();
    const res = await apply(form({ email: app.email.toUpperCase() }));
    expect(expectError(res, 409, 'DOCTOR_APPLICATION_DUPLICATE').message).toContain('değerlendirme bekleyen');
  });

  it(`accepts at most ${DOCTOR_APPLICATION_LIMITS.perAddressPerHour} applications an hour from one address`, async () => {
    const ip = '10.77.0.1';
    for (let i = 0; i < DOCTOR_APPLICATION_LIMITS.perAddressPerHour; i++) {
      expect((await apply(form(), ip)).statusCode).toBe(201);
    }
    expectError(await apply(form(), ip), 429, 'RATE_LIMITED');
    expect((await apply(form(), '10.77.0.2')).statusCode).toBe(201);
  });
});

describe('the admin reviews', () => {
  it('lists by status with counts and search, and shows one in full', async () => {
    const app = await submitted({ name: 'Dr. Aranır Bulunur' });
    const page = (await get('admin', '/api/admin/doctor-applications?status=pending')).json();
    expect(page.applications.every((a: { status: string }) => a.status === 'pending')).toBe(true);
    expect(page.counts.pending).toBeGreaterThan(0);
    expect(page.counts.approved).toBeGreaterThan(0);
    expect(page.counts.rejected).toBeGreaterThan(0);
    const found = (await get('admin', `/api/admin/doctor-applications?q=${encodeURIComponent('Aranır')}`)).json();
    expect(found.applications.map((a: { id: string }) => a.id)).toEqual([app.id]);
    const one = await get('admin', `/api/admin/doctor-applications/${app.id}`);
    expect(one.json()).toMatchObject({
      id: app.id,
      kvkkVersion: KVKK_POLICY_VERSION,
      registryNumber: app.registryNumber,
    });
    expectError(
      await get('admin', '/api/admin/doctor-applications/00000000-0000-4000-8000-000000000000'),
      404,
      'DOCTOR_APPLICATION_NOT_FOUND',
    );
  });

  it('approving makes out an invitation to the applicant, mails it, audits it and tells the parent', async () => {
    const app = await submitted();
    const res = await post('admin', `/api/admin/doctor-applications/${app.id}/approve`, { parentId: ids.istanbul });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'approved',
      reviewedBy: { id: ids.admin },
      invitation: { role: 'dealer', status: 'active' },
    });
    const [inv] = await t.database.db.select().from(invitations).where(eq(invitations.id, body.invitation.id));
    expect(inv).toMatchObject({
      inviterId: ids.admin,
      parentId: ids.istanbul,
      role: 'dealer',
      name: app.name,
      email: app.email,
      phone: '05321234567',
      maxUses: 1,
      sendCount: 1,
    });
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, app.email));
    expect(mail?.subject).toBe(M.mail.approvedSubject);
    expect(mail?.text).toContain(`/invitation/${inv!.code}`);
    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.actorId, ids.admin!))
        .orderBy(desc(auditLog.id))
        .limit(5)
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['doctor_application.approved', 'invitation.created']));
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.istanbul!), eq(notifications.relatedEntityId, inv!.id)));
    expect(told).toHaveLength(1);

    // The doctor registers with the invitation and joins under the chosen parent.
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { code: inv!.code, name: app.name, email: app.email, password: 'Guclu.Sifre2026' },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const [doctor] = await t.database.db.select().from(profiles).where(eq(profiles.email, app.email));
    expect(doctor).toMatchObject({ role: 'dealer', parentId: ids.istanbul });
  });

  it('approves once: a second approval or a rejection afterwards is refused', async () => {
    const app = await submitted();
    const first = post('admin', `/api/admin/doctor-applications/${app.id}/approve`, {
      parentId: ids.istanbul,
      role: 'client',
    });
    const second = post('admin', `/api/admin/doctor-applications/${app.id}/approve`, { parentId: ids.istanbul });
    const results = await Promise.all([first, second]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expectError(
      await post('admin', `/api/admin/doctor-applications/${app.id}/approve`, { parentId: ids.istanbul }),
      409,
      'DOCTOR_APPLICATION_REVIEWED',
    );
    expectError(
      await post('admin', `/api/admin/doctor-applications/${app.id}/reject`, { note: 'Geç kaldı' }),
      409,
      'DOCTOR_APPLICATION_REVIEWED',
    );
    const made = await t.database.db.select().from(invitations).where(eq(invitations.email, app.email));
    expect(made).toHaveLength(1);
  });

  it('approving checks the role and the parent, and an applicant who is already a member', async () => {
    const app = await submitted();
    const url = `/api/admin/doctor-applications/${app.id}/approve`;
    expectError(await post('admin', url, { parentId: ids.bayi }), 400, 'INVITATION_PARENT_INVALID');
    expectError(await post('admin', url, { parentId: ids.istanbul, role: 'admin' }), 400, 'VALIDATION_ERROR');
    expectField(await post('admin', url, {}), 'parentId', M.parent);
    const member = await submitted({ email: DEMO.bayi });
    expectError(
      await post('admin', `/api/admin/doctor-applications/${member.id}/approve`, { parentId: ids.istanbul }),
      409,
      'DOCTOR_APPLICATION_MEMBER_EXISTS',
    );
    expect((await row(app.id)).status).toBe('pending');
  });

  it('rejecting needs a note, which the applicant receives by e-mail', async () => {
    const app = await submitted();
    const url = `/api/admin/doctor-applications/${app.id}/reject`;
    expectField(await post('admin', url, { note: ' ' }), 'note', M.note);
    expectField(await post('admin', url, {}), 'note', M.note);
    const res = await post('admin', url, { note: 'Belgeler eksik <b>tekrar</b> deneyin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', reviewNote: 'Belgeler eksik <b>tekrar</b> deneyin' });
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, app.email));
    expect(mail?.text).toContain('Belgeler eksik <b>tekrar</b> deneyin');
    expect(mail?.html).toContain('&lt;b&gt;tekrar');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'doctor_application.rejected'), eq(auditLog.entityId, app.id)));
    expect(audit?.actorId).toBe(ids.admin);
    // A rejected applicant may apply again.
    expect((await apply(form({ email: app.email }))).statusCode).toBe(201);
  });

  it('is the admin’s alone', async () => {
    const app = await submitted();
    for (const who of ['turkiye', 'istanbul', 'bayi', 'musteri']) {
      expectError(await get(who, '/api/admin/doctor-applications'), 403, 'FORBIDDEN');
      expectError(
        await post(who, `/api/admin/doctor-applications/${app.id}/approve`, { parentId: ids.istanbul }),
        403,
        'FORBIDDEN',
      );
      expectError(
        await post(who, `/api/admin/doctor-applications/${app.id}/reject`, { note: 'Hayır hayır' }),
        403,
        'FORBIDDEN',
      );
    }
    expect((await t.app.inject('/api/admin/doctor-applications')).statusCode).toBe(401);
    expect((await row(app.id)).status).toBe('pending');
  });
});
