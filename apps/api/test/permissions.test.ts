import { auditLog, rolePermissions } from '@portal/db/schema';
import { defaultPermissionRows, PERMISSION_KEYS } from '@portal/shared/permissions';
import { ROLES } from '@portal/shared/roles';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';

let t: TestContext;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const EMAIL_BY_ROLE = {
  admin: DEMO.admin,
  turkeyDistributor: DEMO.turkiye,
  cityDistributor: DEMO.istanbul,
  dealer: DEMO.bayi,
  client: DEMO.musteri,
} as const;

beforeAll(async () => {
  t = await createTestApp();
  for (const [role, email] of Object.entries(EMAIL_BY_ROLE)) {
    const { cookie, user } = await signIn(t.app, email);
    cookies[role] = cookie;
    ids[role] = user.id;
  }
});
afterAll(() => t.close());

const get = (url: string, role: string) => t.app.inject({ url, headers: { cookie: cookies[role]! } });
const put = (role: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/permissions', headers: { cookie: cookies[role]! }, payload });

const defaultsFor = (role: string) =>
  defaultPermissionRows()
    .filter((r) => r.role === role && r.enabled)
    .map((r) => r.permissionKey)
    .sort();

describe('permissions of the signed-in member', () => {
  it('GET /api/permissions/me equals the default matrix for every demo role', async () => {
    for (const role of ROLES) {
      const res = await get('/api/permissions/me', role);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ role, keys: defaultsFor(role) });
    }
    // PRODUCT §3 decisions, spelled out.
    expect(defaultsFor('admin')).toContain('canAccessSystemSettings');
    expect(defaultsFor('turkeyDistributor')).not.toContain('canAccessSystemSettings');
    expect(defaultsFor('turkeyDistributor')).toContain('canAccessIntegrationSettings');
    expect(defaultsFor('cityDistributor')).not.toContain('canAccessIntegrationSettings');
    expect(defaultsFor('client')).not.toContain('canAccessNetwork');
  });

  it('needs a session', async () => {
    expect((await t.app.inject('/api/permissions/me')).statusCode).toBe(401);
    expect((await t.app.inject('/api/permissions/check?role=dealer&key=canAccessHome')).statusCode).toBe(401);
  });

  it('GET /api/permissions/check answers from the matrix and validates its query', async () => {
    const cases = [
      ['dealer', 'canAccessHome', true],
      ['dealer', 'canAccessUsers', false],
      ['admin', 'canAccessSystemSettings', true],
      ['turkeyDistributor', 'canAccessSystemSettings', false],
      ['turkeyDistributor', 'canAccessIntegrationSettings', true],
      ['client', 'canAccessNetwork', false],
    ] as const;
    for (const [role, key, allowed] of cases) {
      const res = await get(`/api/permissions/check?role=${role}&key=${key}`, 'admin');
      expect({ role, key, status: res.statusCode, body: res.json() }).toEqual({
        role,
        key,
        status: 200,
        body: { allowed },
      });
    }
    const badKey = await get('/api/permissions/check?role=dealer&key=canDoAnything', 'dealer');
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().code).toBe('VALIDATION_ERROR');
    const badRole = await get('/api/permissions/check?role=superuser&key=canAccessHome', 'dealer');
    expect(badRole.statusCode).toBe(400);
  });

  it('answers a member only for their own role; the admin for any', async () => {
    const own = await get('/api/permissions/check?role=client&key=canAccessHome', 'client');
    expect({ status: own.statusCode, body: own.json() }).toEqual({ status: 200, body: { allowed: true } });
    for (const role of ['dealer', 'admin', 'turkeyDistributor']) {
      const other = await get(`/api/permissions/check?role=${role}&key=canAccessHome`, 'client');
      expect({ role, status: other.statusCode, code: other.json().code }).toEqual({
        role,
        status: 403,
        code: 'FORBIDDEN',
      });
    }
    const dealerAsksClient = await get('/api/permissions/check?role=client&key=canAccessHome', 'dealer');
    expect(dealerAsksClient.statusCode).toBe(403);
  });
});

describe('the admin matrix', () => {
  it('only the admin reads the full matrix', async () => {
    const res = await get('/api/permissions', 'admin');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.roles).toEqual([...ROLES]);
    expect(body.permissions).toHaveLength(ROLES.length * PERMISSION_KEYS.length);
    for (const role of ['turkeyDistributor', 'cityDistributor', 'dealer', 'client']) {
      const denied = await get('/api/permissions', role);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().code).toBe('FORBIDDEN');
    }
  });

  it('switching a page key off for a role closes its API at once and is audited', async () => {
    // Warm the permission cache of both roles first, so the test shows the cache is dropped.
    expect((await get('/api/dashboard/summary', 'dealer')).statusCode).toBe(200);
    expect((await get('/api/dashboard/summary', 'cityDistributor')).statusCode).toBe(200);

    const res = await put('admin', { role: 'dealer', permissionKey: 'canAccessHome', enabled: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      role: 'dealer',
      permissionKey: 'canAccessHome',
      category: 'page_access',
      enabled: false,
      updatedBy: ids.admin,
    });

    const [row] = await t.database.db
      .select()
      .from(rolePermissions)
      .where(and(eq(rolePermissions.role, 'dealer'), eq(rolePermissions.permissionKey, 'canAccessHome')));
    expect(row).toMatchObject({ enabled: false, updatedBy: ids.admin });

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'permission.updated'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorId: ids.admin,
      entityType: 'role_permission',
      entityId: 'dealer:canAccessHome',
      before: { enabled: true },
      after: { enabled: false },
    });
    expect(entry!.requestId).toBe(res.headers['x-request-id']);

    const denied = await get('/api/dashboard/summary', 'dealer');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Bu işlem için yetkiniz bulunmuyor.' });
    expect((await get('/api/dashboard/summary', 'cityDistributor')).statusCode).toBe(200);
    expect((await get('/api/permissions/me', 'dealer')).json().keys).not.toContain('canAccessHome');
    expect((await get('/api/permissions/check?role=dealer&key=canAccessHome', 'dealer')).json()).toEqual({
      allowed: false,
    });

    // And back on.
    const back = await put('admin', { role: 'dealer', permissionKey: 'canAccessHome', enabled: true });
    expect(back.statusCode).toBe(200);
    expect((await get('/api/dashboard/summary', 'dealer')).statusCode).toBe(200);
    const [second] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'permission.updated'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(second).toMatchObject({ before: { enabled: false }, after: { enabled: true } });
  });

  it('switching a key on for a role opens it', async () => {
    expect((await get('/api/permissions/me', 'client')).json().keys).not.toContain('canAccessNetwork');
    expect((await put('admin', { role: 'client', permissionKey: 'canAccessNetwork', enabled: true })).statusCode).toBe(
      200,
    );
    expect((await get('/api/permissions/me', 'client')).json().keys).toContain('canAccessNetwork');
    expect((await put('admin', { role: 'client', permissionKey: 'canAccessNetwork', enabled: false })).statusCode).toBe(
      200,
    );
  });

  it('only the admin may change the matrix', async () => {
    for (const role of ['turkeyDistributor', 'cityDistributor', 'dealer', 'client']) {
      const res = await put(role, { role: 'client', permissionKey: 'canAccessHome', enabled: false });
      expect({ role, status: res.statusCode, code: res.json().code }).toEqual({ role, status: 403, code: 'FORBIDDEN' });
    }
    expect((await get('/api/permissions/me', 'client')).json().keys).toContain('canAccessHome');
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/permissions',
      payload: { role: 'client', permissionKey: 'canAccessHome', enabled: false },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an unknown key and a malformed body', async () => {
    const unknown = await put('admin', { role: 'dealer', permissionKey: 'canLaunchRockets', enabled: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'PERMISSION_KEY_UNKNOWN', message: 'Bilinmeyen yetki anahtarı' });
    const rows = await t.database.db
      .select()
      .from(rolePermissions)
      .where(eq(rolePermissions.permissionKey, 'canLaunchRockets'));
    expect(rows).toEqual([]);

    const badRole = await put('admin', { role: 'root', permissionKey: 'canAccessHome', enabled: true });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().code).toBe('VALIDATION_ERROR');
    const extra = await put('admin', { role: 'dealer', permissionKey: 'canAccessHome', enabled: true, category: 'x' });
    expect(extra.statusCode).toBe(400);
  });

  it('the admin cannot switch off its own system settings key', async () => {
    const res = await put('admin', { role: 'admin', permissionKey: 'canAccessSystemSettings', enabled: false });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PERMISSION_LOCKOUT',
      message: 'Yöneticinin sistem ayarları yetkisi kapatılamaz',
    });
    const [row] = await t.database.db
      .select()
      .from(rolePermissions)
      .where(and(eq(rolePermissions.role, 'admin'), eq(rolePermissions.permissionKey, 'canAccessSystemSettings')));
    expect(row!.enabled).toBe(true);
    expect((await get('/api/permissions', 'admin')).statusCode).toBe(200);
  });
});
