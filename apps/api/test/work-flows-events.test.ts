import { profiles, workflowInstances, workflowSteps, workflowTemplates } from '@portal/db/schema';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';
import { orderFixtures } from './order-fixtures';

// The events of the other domains start their workflows through the named use cases: a checkout
// over the trigger's amount, a return request, a registration.
let t: TestContext;
let f: Awaited<ReturnType<typeof orderFixtures>>;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await orderFixtures(t, ['admin', 'istanbul', 'bayi', 'musteri']);
  await f.address('musteri');
  productId = await f.product('Akış Testi Ürünü', 1000, f.ids.istanbul);
});
afterAll(() => t.close());

async function instancesFor(entityId: string) {
  return t.database.db.select().from(workflowInstances).where(eq(workflowInstances.entityId, entityId));
}

async function stepsOf(instanceId: string) {
  return t.database.db
    .select()
    .from(workflowSteps)
    .where(eq(workflowSteps.instanceId, instanceId))
    .orderBy(asc(workflowSteps.position));
}

async function place(units: number) {
  await f.fillCart('musteri', productId, units, 10_000);
  const res = await f.checkout('musteri');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order as { id: string; total: number };
}

describe('events of other domains', () => {
  it('a checkout over the trigger amount starts the large order approval at the buyer’s city distributor', async () => {
    const small = await place(1);
    expect(await instancesFor(small.id)).toHaveLength(0);

    const large = await place(260);
    expect(large.total).toBeGreaterThanOrEqual(2_500_000);
    const [instance] = await instancesFor(large.id);
    expect(instance).toMatchObject({ event: 'order_placed', entityType: 'order', subjectId: f.ids.musteri });
    const steps = await stepsOf(instance!.id);
    expect(steps[0]).toMatchObject({ status: 'open', assigneeId: f.ids.istanbul });
    expect(steps.slice(1).every((s) => s.status === 'waiting')).toBe(true);
  });

  it('a return request starts the templates it triggers', async () => {
    const created = await f.call('admin', 'POST', '/api/work-flows/templates', {
      name: 'İade İnceleme',
      steps: [{ name: 'İadeyi incele', assigneeRole: 'cityDistributor', dueHours: 24 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const set = await f.call('admin', 'PUT', `/api/work-flows/templates/${created.json().id}/triggers`, {
      triggers: [{ event: 'return_requested' }],
    });
    expect(set.statusCode, set.body).toBe(200);

    const order = await place(1);
    const ship = { carrier: 'aras', trackingNumber: 'AR-7700001', desi: 2 };
    for (const [who, body] of [
      ['istanbul', { action: 'mark_paid' }],
      ['istanbul', { action: 'confirm' }],
      ['istanbul', { action: 'prepare' }],
      ['istanbul', { action: 'ship', shipment: ship }],
      ['istanbul', { action: 'deliver' }],
    ] as const) {
      const res = await f.act(who, order.id, body);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await instancesFor(order.id)).toHaveLength(0);
    const res = await f.act('musteri', order.id, { action: 'request_return', note: 'Ürün hasarlı geldi' });
    expect(res.statusCode, res.body).toBe(200);
    const [instance] = await instancesFor(order.id);
    expect(instance).toMatchObject({ event: 'return_requested', templateId: created.json().id });
    expect((await stepsOf(instance!.id))[0]).toMatchObject({ status: 'open', assigneeId: f.ids.istanbul });
  });

  it('a registration starts the new dealer onboarding', async () => {
    const [bayi] = await t.database.db.select().from(profiles).where(eq(profiles.id, f.ids.bayi));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        code: bayi!.permanentInviteCode,
        name: 'Akış Yeni Üye',
        email: 'akis.yeni.uye@example.com',
        password: 'Guclu.Sifre2026',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [member] = await t.database.db.select().from(profiles).where(eq(profiles.email, 'akis.yeni.uye@example.com'));
    const [instance] = await t.database.db
      .select({ id: workflowInstances.id })
      .from(workflowInstances)
      .innerJoin(workflowTemplates, eq(workflowTemplates.id, workflowInstances.templateId))
      .where(and(eq(workflowInstances.entityId, member!.id), eq(workflowTemplates.name, 'Yeni Bayi Katılımı')));
    expect(instance).toBeTruthy();
    expect((await stepsOf(instance!.id))[0]).toMatchObject({ status: 'open', assigneeId: f.ids.istanbul });
  });

  it('a stock request starts the templates it triggers, assigned to the supplier that was asked', async () => {
    const created = await f.call('admin', 'POST', '/api/work-flows/templates', {
      name: 'Stok Talebi Onayı',
      steps: [{ name: 'Talebi değerlendir', assigneeRole: 'turkeyDistributor', dueHours: 24 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const set = await f.call('admin', 'PUT', `/api/work-flows/templates/${created.json().id}/triggers`, {
      triggers: [{ event: 'stock_request' }],
    });
    expect(set.statusCode, set.body).toBe(200);
    const res = await f.call('istanbul', 'POST', '/api/stock/requests', { items: [{ productId, quantity: 3 }] });
    expect(res.statusCode, res.body).toBe(200);
    const requestId = res.json().id as string;
    const [instance] = await instancesFor(requestId);
    expect(instance).toMatchObject({
      event: 'stock_request',
      entityType: 'stock_request',
      templateId: created.json().id,
      subjectId: f.ids.istanbul,
    });
    const [first] = await stepsOf(instance!.id);
    expect(first).toMatchObject({ status: 'open' });
    const [turkiye] = await t.database.db.select().from(profiles).where(eq(profiles.email, 'turkiye@portal.test'));
    expect(first!.assigneeId).toBe(turkiye!.id);
  });
});
