import type { AddressInfo } from 'node:net';
import { openDatabase } from '@portal/db/client';
import { notifications, workflowInstances, workflowSteps, workflowTemplates } from '@portal/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type App, buildApp } from '../src/app';
import { runWorkflow } from '../src/workflows/run-workflow';
import { startWorkflowsForEvent } from '../src/workflows/work-flow-engine';
import { escalateOverdueTasks } from '../src/workflows/work-flow-tasks';
import { createTestApp, DEMO, signIn, type TestContext, testConfig } from './helpers';

let t: TestContext;
const c: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['admin', 'turkiye', 'istanbul', 'bayi'] as const) {
    const s = await signIn(t.app, DEMO[key]);
    c[key] = s.cookie;
    ids[key] = s.user.id;
  }
});
afterAll(() => t.close());

const get = (who: string, url: string) => t.app.inject({ url, headers: { cookie: c[who] as string } });
const send = (who: string, method: 'POST' | 'PUT', url: string, payload: object = {}) =>
  t.app.inject({ method, url, headers: { cookie: c[who] as string }, payload });

async function templateId(name: string) {
  const [row] = await t.database.db.select().from(workflowTemplates).where(eq(workflowTemplates.name, name));
  return row!.id;
}

async function instancesFor(entityId: string) {
  return t.database.db.select().from(workflowInstances).where(eq(workflowInstances.entityId, entityId));
}

describe('templates and triggers', () => {
  it('lists the three demo templates with their steps and triggers', async () => {
    const res = await get('admin', '/api/work-flows/templates');
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().templates.map((x: { name: string }) => x.name);
    expect(names).toEqual(
      expect.arrayContaining(['Doktor Başvurusu İnceleme', 'Büyük Sipariş Onayı', 'Yeni Bayi Katılımı']),
    );
    const order = res.json().templates.find((x: { name: string }) => x.name === 'Büyük Sipariş Onayı');
    expect(order.triggers).toEqual([expect.objectContaining({ event: 'order_placed', minAmount: 2_500_000 })]);
    expect(order.instanceCounts.completed).toBeGreaterThan(0);
    expect(order.instanceCounts.cancelled).toBeGreaterThan(0);
  });

  it('lets only the admin edit templates and triggers', async () => {
    const id = await templateId('Büyük Sipariş Onayı');
    const res = await send('istanbul', 'PUT', `/api/work-flows/templates/${id}/triggers`, { triggers: [] });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a step with neither a role nor a member', async () => {
    const res = await send('admin', 'POST', '/api/work-flows/templates', {
      name: 'Eksik şablon',
      steps: [{ name: 'Adım', dueHours: 4 }],
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('started by events', () => {
  it('a doctor application starts its review and the admin gets the task', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/doctor-applications',
      remoteAddress: '10.77.0.1',
      payload: {
        name: 'Dr. Selin Akın',
        specialty: 'Dermatoloji',
        registryNumber: 'DS-77001',
        city: 'izmir',
        phone: '0532 765 43 21',
        email: 'selin.akin.wf@example.com',
        kvkkAccepted: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [instance] = await instancesFor(res.json().id);
    expect(instance).toMatchObject({ event: 'doctor_application', status: 'active' });
    const tasks = await get('admin', '/api/tasks?filter=open');
    const task = tasks.json().tasks.find((x: { instance: { id: string } }) => x.instance.id === instance!.id);
    expect(task).toMatchObject({ name: 'Diploma ve sicil bilgisini doğrula', canComplete: true });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.admin!), eq(notifications.relatedEntityId, task.id)));
    expect(told).toHaveLength(1);
  });

  it('the same event twice, also at once, starts one instance', async () => {
    const entityId = crypto.randomUUID();
    const start = () =>
      runWorkflow(t.app.ctx, 'test.event', (tx, after) =>
        startWorkflowsForEvent(t.app.ctx, tx, after, {
          event: 'doctor_application',
          entityType: 'doctor_application',
          entityId,
          actorId: null,
          subjectId: null,
          label: 'Dr. Tekrar',
        }),
      );
    const first = await start();
    expect(first).toHaveLength(1);
    expect(await start()).toHaveLength(0);
    const together = await Promise.all([start(), start(), start()]);
    expect(together.flat()).toHaveLength(0);
    expect(await instancesFor(entityId)).toHaveLength(1);

    const fresh = crypto.randomUUID();
    const racing = await Promise.all(
      Array.from({ length: 4 }, () =>
        runWorkflow(t.app.ctx, 'test.event', (tx, after) =>
          startWorkflowsForEvent(t.app.ctx, tx, after, {
            event: 'doctor_application',
            entityType: 'doctor_application',
            entityId: fresh,
            actorId: null,
            subjectId: null,
            label: 'Dr. Yarış',
          }),
        ),
      ),
    );
    expect(racing.flat()).toHaveLength(1);
    expect(await instancesFor(fresh)).toHaveLength(1);
  });

  it('orders start the approval only over the trigger amount, and a trigger change reaches the cache', async () => {
    const id = await templateId('Büyük Sipariş Onayı');
    const start = (entityId: string, amount: number) =>
      runWorkflow(t.app.ctx, 'test.order', (tx, after) =>
        startWorkflowsForEvent(t.app.ctx, tx, after, {
          event: 'order_placed',
          entityType: 'order',
          entityId,
          actorId: ids.bayi!,
          subjectId: ids.bayi!,
          label: 'SIP-TEST',
          amount,
        }),
      );
    expect(await start(crypto.randomUUID(), 2_499_999)).toHaveLength(0);
    expect(await start(crypto.randomUUID(), 2_500_000)).toHaveLength(1);
    const changed = await send('admin', 'PUT', `/api/work-flows/templates/${id}/triggers`, {
      triggers: [{ event: 'order_placed', minAmount: 100 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The server that made the change reads the triggers again at once (the others: see 'live').
    expect(await start(crypto.randomUUID(), 150)).toHaveLength(1);
    await send('admin', 'PUT', `/api/work-flows/templates/${id}/triggers`, {
      triggers: [{ event: 'order_placed', minAmount: 2_500_000 }],
    });
  });
});

describe('tasks', () => {
  it('a completed step assigns the next one up the line; only its assignee completes it', async () => {
    const id = await templateId('Büyük Sipariş Onayı');
    const started = await send('istanbul', 'POST', '/api/work-flows/instances', { templateId: id, title: 'Elle onay' });
    expect(started.statusCode, started.body).toBe(201);
    const instance = started.json();
    const [first, second] = instance.steps;
    expect(first).toMatchObject({ status: 'open', assignee: { id: ids.istanbul } });
    expect(second.status).toBe('waiting');

    expect(
      (await send('bayi', 'POST', `/api/tasks/${first.id}/complete`, { checklist: [true, true] })).statusCode,
    ).toBe(403);
    expect(
      (await send('turkiye', 'POST', `/api/tasks/${first.id}/complete`, { checklist: [true, true] })).statusCode,
    ).toBe(404);
    const partial = await send('istanbul', 'POST', `/api/tasks/${first.id}/complete`, { checklist: [true, false] });
    expect(partial.json().code).toBe('TASK_CHECKLIST_INCOMPLETE');

    const countBefore = (await get('turkiye', '/api/tasks/count')).json().open;
    const done = await send('istanbul', 'POST', `/api/tasks/${first.id}/complete`, {
      checklist: [true, true],
      note: 'Ödeme kontrol edildi',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().steps[0]).toMatchObject({ status: 'done', completedBy: { id: ids.istanbul } });
    expect(done.json().steps[1]).toMatchObject({ status: 'open', assignee: { id: ids.turkiye } });
    expect(done.json().comments[0].body).toBe('Ödeme kontrol edildi');
    expect((await get('turkiye', '/api/tasks/count')).json().open).toBe(countBefore + 1);
    // Done twice: the second finds it closed.
    const again = await send('istanbul', 'POST', `/api/tasks/${first.id}/complete`, { checklist: [true, true] });
    expect(again.json().code).toBe('TASK_NOT_OPEN');
    // The city distributor's own list shows it done.
    const mine = await get('istanbul', '/api/tasks?filter=done');
    expect(mine.json().tasks.map((x: { id: string }) => x.id)).toContain(first.id);
  });

  it('a task completed twice at once is completed once and opens the next step once', async () => {
    const id = await templateId('Büyük Sipariş Onayı');
    const started = await send('istanbul', 'POST', '/api/work-flows/instances', { templateId: id, title: 'Çift tık' });
    const [first] = started.json().steps;
    const results = await Promise.all([
      send('istanbul', 'POST', `/api/tasks/${first.id}/complete`, { checklist: [true, true] }),
      send('admin', 'POST', `/api/tasks/${first.id}/complete`, { checklist: [true, true] }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, ids.turkiye!), eq(notifications.relatedEntityId, started.json().steps[1].id)),
      );
    expect(told).toHaveLength(1);
  });

  it('a member outside an instance cannot read it', async () => {
    const [row] = await t.database.db.select().from(workflowInstances).where(eq(workflowInstances.title, 'Elle onay'));
    expect((await get('bayi', `/api/work-flows/instances/${row!.id}`)).statusCode).toBe(403);
    const other = await signIn(t.app, DEMO.ankara);
    expect(
      (await t.app.inject({ url: `/api/work-flows/instances/${row!.id}`, headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(404);
  });

  it('overdue tasks escalate once to the parent, also with two runs at once', async () => {
    const id = await templateId('Yeni Bayi Katılımı');
    const started = await send('istanbul', 'POST', '/api/work-flows/instances', { templateId: id, title: 'Gecikecek' });
    const step = started.json().steps[0];
    expect(step.assignee.id).toBe(ids.istanbul);
    await t.database.db
      .update(workflowSteps)
      .set({ dueAt: new Date(Date.now() - 3_600_000) })
      .where(eq(workflowSteps.id, step.id));
    const [a, b] = await Promise.all([escalateOverdueTasks(t.app.ctx), escalateOverdueTasks(t.app.ctx)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await escalateOverdueTasks(t.app.ctx)).toBe(0);
    const [row] = await t.database.db.select().from(workflowSteps).where(eq(workflowSteps.id, step.id));
    expect(row!.escalatedTo).toBe(ids.turkiye);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.turkiye!), eq(notifications.relatedEntityId, step.id)));
    expect(told).toHaveLength(1);
    const overdue = await get('turkiye', '/api/tasks?filter=overdue');
    expect(overdue.json().tasks.map((x: { id: string }) => x.id)).toContain(step.id);
    expect((await get('turkiye', '/api/tasks/count')).json().overdue).toBeGreaterThan(0);
  });
});

class Client {
  readonly messages: { type: string; payload: Record<string, unknown> | null }[] = [];
  constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => this.messages.push(JSON.parse(raw.toString())));
  }
  async next(match: (m: { type: string; payload: Record<string, unknown> | null }) => boolean) {
    for (let i = 0; i < 250; i++) {
      const found = this.messages.find(match);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no matching message; got ${JSON.stringify(this.messages)}`);
  }
}

function connect(app: App, cookie: string): Promise<Client> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers: { cookie } });
    const client = new Client(socket);
    socket.once('open', () => resolve(client));
    socket.once('error', reject);
  });
}

describe('live', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'a completed step reaches the next assignee on another server',
    async () => {
      const secondDb = await openDatabase({ url: t.database.url!, poolSize: 2 });
      const serverB = await buildApp({ config: testConfig(), database: secondDb, logger: false });
      try {
        await serverB.listen({ port: 0, host: '127.0.0.1' });
        const client = await connect(serverB, c.turkiye!);
        await client.next((m) => m.type === 'hello');
        const id = await templateId('Büyük Sipariş Onayı');
        const started = await send('istanbul', 'POST', '/api/work-flows/instances', {
          templateId: id,
          title: 'Canlı onay',
        });
        const [first, second] = started.json().steps;
        const done = await send('istanbul', 'POST', `/api/tasks/${first.id}/complete`, { checklist: [true, true] });
        expect(done.statusCode, done.body).toBe(200);
        const notice = await client.next((m) => m.type === 'notification' && m.payload?.relatedEntityId === second.id);
        expect(notice.payload).toMatchObject({ userId: ids.turkiye, relatedEntityType: 'workflow_step' });
        await client.next((m) => m.type === 'tasks_changed' && m.payload?.instanceId === started.json().id);
        client.socket.close();

        // A trigger changed on server A reaches server B's cache through the bus.
        const startOnB = () =>
          runWorkflow(serverB.ctx, 'test.order', (tx, after) =>
            startWorkflowsForEvent(serverB.ctx, tx, after, {
              event: 'order_placed',
              entityType: 'order',
              entityId: crypto.randomUUID(),
              actorId: ids.bayi!,
              subjectId: ids.bayi!,
              label: 'SIP-B',
              amount: 150,
            }),
          );
        expect(await startOnB()).toHaveLength(0);
        const changed = await send('admin', 'PUT', `/api/work-flows/templates/${id}/triggers`, {
          triggers: [{ event: 'order_placed', minAmount: 100 }],
        });
        expect(changed.statusCode).toBe(200);
        let startedOnB = 0;
        for (let i = 0; i < 100 && startedOnB === 0; i++) {
          startedOnB = (await startOnB()).length;
          if (!startedOnB) await new Promise((r) => setTimeout(r, 20));
        }
        expect(startedOnB).toBe(1);
        await send('admin', 'PUT', `/api/work-flows/templates/${id}/triggers`, {
          triggers: [{ event: 'order_placed', minAmount: 2_500_000 }],
        });
      } finally {
        await serverB.close();
        await secondDb.close();
      }
    },
  );
});
