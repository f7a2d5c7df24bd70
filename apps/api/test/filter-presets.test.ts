import { filterPresetDefaults, filterPresets } from '@portal/db/schema';
import { FILTER_PRESET_LIMIT } from '@portal/shared/filter-presets';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';

let t: TestContext;
let istanbul: { cookie: string; id: string };
let ankara: { cookie: string; id: string };
let client: { cookie: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
  const [i, a, c] = await Promise.all([
    signIn(t.app, DEMO.istanbul),
    signIn(t.app, DEMO.ankara),
    signIn(t.app, DEMO.musteri),
  ]);
  istanbul = { cookie: i.cookie, id: i.user.id };
  ankara = { cookie: a.cookie, id: a.user.id };
  client = { cookie: c.cookie, id: c.user.id };
});
afterAll(() => t.close());
beforeEach(async () => {
  const ids = [istanbul.id, ankara.id, client.id];
  await t.database.db.delete(filterPresetDefaults).where(inArray(filterPresetDefaults.userId, ids));
  await t.database.db.delete(filterPresets).where(inArray(filterPresets.userId, ids));
});

interface Preset {
  id: string;
  name: string;
  description: string;
  isDefault: boolean;
  isSystem: boolean;
  userId: string;
  relativeDays: number | null;
  filters: Record<string, unknown>;
}
interface List {
  presets: Preset[];
  defaultId: string;
  limit: number;
}

const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
const list = async (cookie: string) => {
  const res = await call(cookie, 'GET', '/api/filter-presets');
  expect(res.statusCode).toBe(200);
  return res.json() as List;
};
const IZMIR = { cities: ['İzmir'], dateFrom: '2026-01-01', dateTo: '2026-03-31', roles: ['dealer'], salesMin: 100_000 };

describe('filter presets', () => {
  it('lists the built-in presets for every member, Son 30 Gün the default', async () => {
    for (const m of [istanbul, client]) {
      const body = await list(m.cookie);
      expect(body.presets.map((p) => [p.id, p.name, p.isSystem, p.userId, p.isDefault])).toEqual([
        ['system:last-30-days', 'Son 30 Gün', true, 'system', true],
        ['system:active-dealers', 'Aktif Bayiler', true, 'system', false],
      ]);
      expect(body.defaultId).toBe('system:last-30-days');
      expect(body.presets[0]?.relativeDays).toBe(30);
      expect(body.presets[1]?.filters).toMatchObject({ roles: ['dealer'], statuses: ['active'] });
    }
  });

  it('creates, updates and deletes a member’s own preset', async () => {
    const res = await call(istanbul.cookie, 'POST', '/api/filter-presets', {
      name: 'İzmir bayileri',
      description: 'İlk çeyrek',
      filters: IZMIR,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as Preset;
    expect(created).toMatchObject({ name: 'İzmir bayileri', isSystem: false, userId: istanbul.id, isDefault: false });
    expect(created.filters).toMatchObject({ ...IZMIR, districts: [], regions: [], statuses: [] });
    expect((await list(istanbul.cookie)).presets.map((p) => p.name)).toContain('İzmir bayileri');

    const upd = await call(istanbul.cookie, 'PATCH', `/api/filter-presets/${created.id}`, { name: 'İzmir Q1' });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().name).toBe('İzmir Q1');

    const del = await call(istanbul.cookie, 'DELETE', `/api/filter-presets/${created.id}`);
    expect(del.statusCode).toBe(204);
    expect((await list(istanbul.cookie)).presets).toHaveLength(2);
    expect((await call(istanbul.cookie, 'DELETE', `/api/filter-presets/${created.id}`)).statusCode).toBe(404);
  });

  it('keeps each member’s presets to itself: another member’s id is not found', async () => {
    const created = (
      await call(istanbul.cookie, 'POST', '/api/filter-presets', { name: 'Benim', filters: IZMIR })
    ).json() as Preset;
    expect((await list(ankara.cookie)).presets.map((p) => p.id)).not.toContain(created.id);
    for (const [method, url, payload] of [
      ['PATCH', `/api/filter-presets/${created.id}`, { name: 'Onun' }],
      ['DELETE', `/api/filter-presets/${created.id}`, undefined],
      ['PUT', `/api/filter-presets/${created.id}/default`, undefined],
    ] as const) {
      const res = await call(ankara.cookie, method, url, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('FILTER_PRESET_NOT_FOUND');
    }
    const [row] = await t.database.db.select().from(filterPresets).where(eq(filterPresets.id, created.id));
    expect(row?.name).toBe('Benim');
    expect(
      await t.database.db.select().from(filterPresetDefaults).where(eq(filterPresetDefaults.userId, ankara.id)),
    ).toEqual([]);
  });

  it('refuses to delete or change a built-in preset, with a Turkish message', async () => {
    for (const id of ['system:active-dealers', 'system:last-30-days']) {
      const del = await call(istanbul.cookie, 'DELETE', `/api/filter-presets/${id}`);
      expect(del.statusCode).toBe(403);
      expect(del.json()).toMatchObject({
        code: 'SYSTEM_PRESET_READ_ONLY',
        message: 'Sistem filtreleri silinemez veya değiştirilemez',
      });
      const upd = await call(istanbul.cookie, 'PATCH', `/api/filter-presets/${id}`, { name: 'x' });
      expect(upd.statusCode).toBe(403);
    }
    expect((await list(istanbul.cookie)).presets.map((p) => p.name)).toEqual(['Son 30 Gün', 'Aktif Bayiler']);
  });

  it('keeps one default per member, and falls back to Son 30 Gün when the default is deleted', async () => {
    const a = (
      await call(istanbul.cookie, 'POST', '/api/filter-presets', { name: 'A', filters: IZMIR, isDefault: true })
    ).json() as Preset;
    expect(a.isDefault).toBe(true);
    const b = (await call(istanbul.cookie, 'POST', '/api/filter-presets', { name: 'B', filters: {} })).json() as Preset;
    let body = await list(istanbul.cookie);
    expect(body.defaultId).toBe(a.id);
    expect(body.presets.filter((p) => p.isDefault).map((p) => p.id)).toEqual([a.id]);

    body = (await call(istanbul.cookie, 'PUT', `/api/filter-presets/${b.id}/default`)).json() as List;
    expect(body.presets.filter((p) => p.isDefault).map((p) => p.id)).toEqual([b.id]);

    body = (await call(istanbul.cookie, 'PUT', '/api/filter-presets/system:active-dealers/default')).json() as List;
    expect(body.presets.filter((p) => p.isDefault).map((p) => p.id)).toEqual(['system:active-dealers']);

    body = (await call(istanbul.cookie, 'PUT', `/api/filter-presets/${a.id}/default`)).json() as List;
    expect((await call(istanbul.cookie, 'DELETE', `/api/filter-presets/${a.id}`)).statusCode).toBe(204);
    body = await list(istanbul.cookie);
    expect(body.defaultId).toBe('system:last-30-days');
    expect(body.presets.filter((p) => p.isDefault).map((p) => p.id)).toEqual(['system:last-30-days']);
    expect((await call(istanbul.cookie, 'PUT', '/api/filter-presets/system:nope/default')).statusCode).toBe(404);
    // Another member's default did not move.
    expect((await list(ankara.cookie)).defaultId).toBe('system:last-30-days');
  });

  it('validates the filters with the query’s rules and the name', async () => {
    const bad = [
      { name: 'x', filters: { cities: ['Atlantis'] } },
      { name: 'x', filters: { roles: ['king'] } },
      { name: 'x', filters: { statuses: ['asleep'] } },
      { name: 'x', filters: { regions: ['Mars'] } },
      { name: 'x', filters: { dateFrom: '2026-02-30' } },
      { name: 'x', filters: { dateFrom: '2026-03-01', dateTo: '2026-02-01' } },
      { name: 'x', filters: { salesMin: -1 } },
      { name: 'x', filters: { salesMin: 10, salesMax: 5 } },
      { name: 'x', filters: { commissionMin: 1.5 } },
      { name: 'x', filters: { unknown: 1 } },
      { name: '   ', filters: {} },
      { name: 'x'.repeat(61), filters: {} },
    ];
    for (const payload of bad) {
      const res = await call(istanbul.cookie, 'POST', '/api/filter-presets', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await t.database.db.select().from(filterPresets).where(eq(filterPresets.userId, istanbul.id))).toEqual([]);
  });

  it('keeps names unique per member (case-insensitive, built-in names included) but not across members', async () => {
    expect((await call(istanbul.cookie, 'POST', '/api/filter-presets', { name: 'Ege', filters: {} })).statusCode).toBe(
      201,
    );
    const again = await call(istanbul.cookie, 'POST', '/api/filter-presets', { name: 'EGE', filters: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('FILTER_PRESET_NAME_TAKEN');
    expect(
      (await call(istanbul.cookie, 'POST', '/api/filter-presets', { name: 'aktif bayiler', filters: {} })).statusCode,
    ).toBe(409);
    expect((await call(ankara.cookie, 'POST', '/api/filter-presets', { name: 'Ege', filters: {} })).statusCode).toBe(
      201,
    );
  });

  it(`stops at ${FILTER_PRESET_LIMIT} presets per member`, async () => {
    await t.database.db
      .insert(filterPresets)
      .values(
        Array.from({ length: FILTER_PRESET_LIMIT }, (_, i) => ({ userId: client.id, name: `F${i}`, filters: {} })),
      );
    const res = await call(client.cookie, 'POST', '/api/filter-presets', { name: 'Bir fazla', filters: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('FILTER_PRESET_LIMIT');
    expect(
      (await call(ankara.cookie, 'POST', '/api/filter-presets', { name: 'Bir fazla', filters: {} })).statusCode,
    ).toBe(201);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/filter-presets' })).statusCode).toBe(401);
  });
});
