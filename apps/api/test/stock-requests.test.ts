import {
  notifications,
  products,
  shipments,
  stockLevels,
  stockMovements,
  stockRequests,
  stockTransfers,
} from '@portal/db/schema';
import { STOCK_TRANSFER_STATUSES, suggestedRequestQuantity } from '@portal/shared/stock-requests';
import { RESTOCK_DEMAND_DAYS } from '@portal/shared/insights/restock';
import { queryRows } from '@portal/db/client';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerDisagreements } from '../src/modules/stock/stock.repository';
import { createTestApp, DEMO, signIn, type TestContext } from './helpers';

// Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL); the concurrent steps only race on PostgreSQL.
let t: TestContext;
const c: Record<string, string> = {};
const ids: Record<string, string> = {};
let stocked: { id: string; name: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({}, 10);
  for (const key of ['admin', 'turkiye', 'istanbul', 'ankara', 'bayi'] as const) {
    const s = await signIn(t.app, DEMO[key]);
    c[key] = s.cookie;
    ids[key] = s.user.id;
  }
  // Products the national distributor has plenty of.
  stocked = await t.database.db
    .select({ id: products.id, name: products.name })
    .from(stockLevels)
    .innerJoin(products, eq(products.id, stockLevels.productId))
    .where(
      and(
        eq(stockLevels.holderId, ids.turkiye!),
        sql`${stockLevels.onHand} - ${stockLevels.reserved} >= 30`,
        eq(products.isDeleted, false),
      ),
    )
    .orderBy(products.name)
    .limit(6);
  expect(stocked.length).toBe(6);
});
afterAll(() => t.close());

const post = (who: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: c[who] as string }, ...(payload ? { payload } : {}) });
const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: c[who] as string } });
const level = async (holder: string, productId: string) => {
  const [row] = await t.database.db
    .select()
    .from(stockLevels)
    .where(and(eq(stockLevels.holderId, holder), eq(stockLevels.productId, productId)));
  return row ?? { onHand: 0, reserved: 0 };
};
const ledgerAgrees = async () => expect(await ledgerDisagreements(t.database.db)).toEqual([]);
const create = async (who: string, items: { productId: string; quantity: number }[], note?: string) => {
  const res = await post(who, '/api/stock/requests', { items, ...(note ? { note } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
};
const detail = async (who: string, id: string) => {
  const res = await get(who, `/api/stock/requests/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('stock requests', () => {
  it('the demo has requests and transfers in every state, and its ledger agrees with the levels', async () => {
    const requests = await t.database.db.selectDistinct({ s: stockRequests.status }).from(stockRequests);
    expect(requests.map((r) => r.s).sort()).toEqual([
      'approved',
      'cancelled',
      'partially_approved',
      'pending',
      'rejected',
    ]);
    const transfers = await t.database.db.selectDistinct({ s: stockTransfers.status }).from(stockTransfers);
    expect(transfers.map((r) => r.s).sort()).toEqual([...STOCK_TRANSFER_STATUSES].sort());
    await ledgerAgrees();
    // The national distributor's inbox holds the city distributors' requests.
    const inbox = (await get('turkiye', '/api/stock/requests?direction=in')).json();
    expect(inbox.total).toBeGreaterThanOrEqual(8);
  });

  it('a city distributor asks the national distributor, who is told; each side lists it', async () => {
    const id = await create('istanbul', [{ productId: stocked[0]!.id, quantity: 4 }], 'Hafta sonu kampanyası');
    const d = await detail('istanbul', id);
    expect(d).toMatchObject({ status: 'pending', supplier: { id: ids.turkiye }, requester: { id: ids.istanbul } });
    expect(d.number).toMatch(/^ST-\d{8}-\d{4,}$/);
    expect(d.actions).toEqual(['cancel']);
    // The requester does not see the parent's stock; the parent does.
    expect(d.items[0].supplierSaleable).toBeNull();
    expect((await detail('turkiye', id)).actions).toEqual(['approve', 'reject']);
    expect((await detail('turkiye', id)).items[0].supplierSaleable).toBeGreaterThanOrEqual(30);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.turkiye!), eq(notifications.relatedEntityId, id)));
    expect(told).toHaveLength(1);
    const inbox = (await get('turkiye', '/api/stock/requests?direction=in')).json();
    expect(inbox.requests.map((r: { id: string }) => r.id)).toContain(id);
    const outbox = (await get('istanbul', '/api/stock/requests?direction=out')).json();
    expect(outbox.requests.map((r: { id: string }) => r.id)).toContain(id);
    expect((await get('istanbul', '/api/stock/requests?direction=in')).json().requests).not.toContainEqual(
      expect.objectContaining({ id }),
    );
  });

  it('only the parties see a request; only the network root lists every one', async () => {
    const id = await create('istanbul', [{ productId: stocked[0]!.id, quantity: 1 }]);
    expect((await get('ankara', `/api/stock/requests/${id}`)).statusCode).toBe(404);
    expect((await get('admin', `/api/stock/requests/${id}`)).statusCode).toBe(200);
    expect((await get('istanbul', '/api/stock/requests?direction=all')).statusCode).toBe(403);
    expect((await get('admin', '/api/stock/requests?direction=all')).statusCode).toBe(200);
    expect(
      (
        await post('ankara', `/api/stock/requests/${id}/approve`, {
          items: [{ productId: stocked[0]!.id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(404);
    // The requester cannot approve its own request.
    expect(
      (
        await post('istanbul', `/api/stock/requests/${id}/approve`, {
          items: [{ productId: stocked[0]!.id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(403);
    expect((await post('turkiye', `/api/stock/requests/${id}/cancel`)).statusCode).toBe(403);
  });

  it('refuses a request without a parent, with a product twice, or from a member who holds no stock', async () => {
    const res = await post('admin', '/api/stock/requests', { items: [{ productId: stocked[0]!.id, quantity: 1 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('STOCK_REQUEST_NO_PARENT');
    const twice = await post('istanbul', '/api/stock/requests', {
      items: [
        { productId: stocked[0]!.id, quantity: 1 },
        { productId: stocked[0]!.id, quantity: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const unknown = await post('istanbul', '/api/stock/requests', {
      items: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
    });
    expect(unknown.json().code).toBe('STOCK_REQUEST_PRODUCT_INVALID');
    expect(
      (await post('bayi', '/api/stock/requests', { items: [{ productId: stocked[0]!.id, quantity: 1 }] })).statusCode,
    ).toBe(403);
  });

  it('two approvals of the same request at once make one transfer and one reservation', async () => {
    const p = stocked[1]!.id;
    const before = await level(ids.turkiye!, p);
    const id = await create('istanbul', [{ productId: p, quantity: 3 }]);
    const body = { items: [{ productId: p, quantity: 3 }] };
    const results = await Promise.all(
      Array.from({ length: 4 }, () => post('turkiye', `/api/stock/requests/${id}/approve`, body)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    expect(
      results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'STOCK_REQUEST_NOT_PENDING'),
    ).toBe(true);
    const transfers = await t.database.db.select().from(stockTransfers).where(eq(stockTransfers.requestId, id));
    expect(transfers).toHaveLength(1);
    expect((await level(ids.turkiye!, p)).reserved).toBe(before.reserved + 3);
    await ledgerAgrees();
  });

  it('approvals never take the parent below zero: of two requests for all its units, one is approved', async () => {
    const p = stocked[2]!.id;
    const { onHand, reserved } = await level(ids.turkiye!, p);
    const units = onHand - reserved;
    const a = await create('istanbul', [{ productId: p, quantity: units }]);
    const b = await create('ankara', [{ productId: p, quantity: units }]);
    const results = await Promise.all(
      [a, b].map((id) =>
        post('turkiye', `/api/stock/requests/${id}/approve`, { items: [{ productId: p, quantity: units }] }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('INSUFFICIENT_STOCK');
    const after = await level(ids.turkiye!, p);
    expect(after.reserved).toBe(after.onHand);
    // The refused approval left nothing behind: the request still waits, no transfer.
    const refused = [a, b][results.findIndex((r) => r.statusCode === 409)]!;
    expect((await detail('turkiye', refused)).status).toBe('pending');
    // Shipping the approved one takes the parent to zero, never below.
    const approved = [a, b][results.findIndex((r) => r.statusCode === 200)]!;
    const transferId = (await detail('turkiye', approved)).transferId as string;
    const ship = await post('turkiye', `/api/stock/transfers/${transferId}/ship`, {
      carrier: 'aras',
      trackingNumber: 'ZERO-1',
      desi: 2,
    });
    expect(ship.statusCode, ship.body).toBe(200);
    expect(await level(ids.turkiye!, p)).toMatchObject({ onHand: 0, reserved: 0 });
    // Nothing is left to approve the other with.
    const again = await post('turkiye', `/api/stock/requests/${refused}/approve`, {
      items: [{ productId: p, quantity: 1 }],
    });
    expect(again.json().code).toBe('INSUFFICIENT_STOCK');
    await ledgerAgrees();
  });

  it('request → partial approval → ship → cargo steps → partial receipt: the ledger equals the levels at every step', async () => {
    const [p, q, r] = [stocked[3]!.id, stocked[4]!.id, stocked[5]!.id];
    const parent0 = { p: await level(ids.turkiye!, p), q: await level(ids.turkiye!, q) };
    const child0 = { p: await level(ids.istanbul!, p), q: await level(ids.istanbul!, q) };
    const id = await create('istanbul', [
      { productId: p, quantity: 10 },
      { productId: q, quantity: 6 },
      { productId: r, quantity: 2 },
    ]);
    await ledgerAgrees();

    // More than asked, or nothing at all, is not an approval.
    const over = await post('turkiye', `/api/stock/requests/${id}/approve`, {
      items: [{ productId: p, quantity: 11 }],
    });
    expect(over.json().code).toBe('STOCK_APPROVAL_INVALID');
    const none = await post('turkiye', `/api/stock/requests/${id}/approve`, { items: [{ productId: p, quantity: 0 }] });
    expect(none.json().code).toBe('STOCK_APPROVAL_INVALID');

    // 8 of 10 of p, all 6 of q, none of r.
    const approve = await post('turkiye', `/api/stock/requests/${id}/approve`, {
      items: [
        { productId: p, quantity: 8 },
        { productId: q, quantity: 6 },
      ],
      note: 'Kalan stok sınırlı',
    });
    expect(approve.statusCode, approve.body).toBe(200);
    let d = await detail('istanbul', id);
    expect(d).toMatchObject({ status: 'partially_approved', transferStatus: 'preparing', quantityApproved: 14 });
    expect(await level(ids.turkiye!, p)).toMatchObject({ onHand: parent0.p.onHand, reserved: parent0.p.reserved + 8 });
    await ledgerAgrees();
    // A decided request is decided.
    expect((await post('turkiye', `/api/stock/requests/${id}/reject`, { reason: 'Geç kaldı' })).json().code).toBe(
      'STOCK_REQUEST_NOT_PENDING',
    );
    // The requester cannot receive before it is shipped, nor ship itself.
    const transferId = d.transferId as string;
    const early = await post('istanbul', `/api/stock/transfers/${transferId}/receive`, {
      items: [
        { productId: p, quantityReceived: 8 },
        { productId: q, quantityReceived: 6 },
      ],
    });
    expect(early.json().code).toBe('STOCK_TRANSFER_STATUS_INVALID');
    expect(
      (
        await post('istanbul', `/api/stock/transfers/${transferId}/ship`, {
          carrier: 'mng',
          trackingNumber: 'MNG-12345',
          desi: 3,
        })
      ).statusCode,
    ).toBe(403);

    const ship = await post('turkiye', `/api/stock/transfers/${transferId}/ship`, {
      carrier: 'mng',
      trackingNumber: 'mng-12345',
      desi: 3.5,
    });
    expect(ship.statusCode, ship.body).toBe(200);
    expect(await level(ids.turkiye!, p)).toMatchObject({ onHand: parent0.p.onHand - 8, reserved: parent0.p.reserved });
    expect(await level(ids.turkiye!, q)).toMatchObject({ onHand: parent0.q.onHand - 6, reserved: parent0.q.reserved });
    await ledgerAgrees();
    const [parcel] = await t.database.db.select().from(shipments).where(eq(shipments.transferId, transferId));
    expect(parcel).toMatchObject({ carrier: 'mng', trackingNumber: 'MNG-12345', desiHundredths: 350, orderId: null });
    // Shipped once only.
    expect(
      (
        await post('turkiye', `/api/stock/transfers/${transferId}/ship`, {
          carrier: 'mng',
          trackingNumber: 'MNG-99999',
          desi: 1,
        })
      ).json().code,
    ).toBe('STOCK_TRANSFER_STATUS_INVALID');

    // The parcel's steps, forward only.
    expect(
      (await post('turkiye', `/api/stock/transfers/${transferId}/events`, { status: 'in_transit', location: 'Ankara' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('turkiye', `/api/stock/transfers/${transferId}/events`, { status: 'picked_up' })).json().code,
    ).toBe('SHIPMENT_STATUS_INVALID');
    expect(
      (await post('turkiye', `/api/stock/transfers/${transferId}/events`, { status: 'delivered' })).statusCode,
    ).toBe(200);
    d = await detail('istanbul', id);
    expect(d.transfer.status).toBe('delivered');
    expect(d.transfer.shipment.events.map((e: { status: string }) => e.status)).toEqual([
      'created',
      'in_transit',
      'delivered',
    ]);
    expect(d.actions).toEqual(['receive']);

    // More than was sent cannot arrive.
    const tooMany = await post('istanbul', `/api/stock/transfers/${transferId}/receive`, {
      items: [
        { productId: p, quantityReceived: 9 },
        { productId: q, quantityReceived: 6 },
      ],
    });
    expect(tooMany.json().code).toBe('STOCK_RECEIPT_INVALID');
    // 7 of the 8 p arrive, all 6 q.
    const receive = await post('istanbul', `/api/stock/transfers/${transferId}/receive`, {
      items: [
        { productId: p, quantityReceived: 7 },
        { productId: q, quantityReceived: 6 },
      ],
      note: 'Bir kutu hasarlı',
    });
    expect(receive.statusCode, receive.body).toBe(200);
    expect(await level(ids.istanbul!, p)).toMatchObject({ onHand: child0.p.onHand + 7 });
    expect(await level(ids.istanbul!, q)).toMatchObject({ onHand: child0.q.onHand + 6 });
    await ledgerAgrees();
    d = await detail('turkiye', id);
    expect(d.transfer.status).toBe('partially_received');
    expect(d.items.find((i: { productId: string }) => i.productId === p)).toMatchObject({
      quantityRequested: 10,
      quantityApproved: 8,
      quantitySent: 8,
      quantityReceived: 7,
    });
    expect(d.timeline.map((e: { step: string }) => e.step)).toEqual([
      'created',
      'partially_approved',
      'preparing',
      'shipped',
      'delivered',
      'partially_received',
    ]);
    expect(d.timeline.at(-1).note).toContain('1');
    // The transfer's ledger: reserve, release, transfer_out at the parent; transfer_in at the child.
    const moves = await t.database.db
      .select({
        holder: stockMovements.holderId,
        kind: stockMovements.kind,
        qty: sql<number>`sum(${stockMovements.onHandDelta})::int`,
        res: sql<number>`sum(${stockMovements.reservedDelta})::int`,
      })
      .from(stockMovements)
      .where(and(eq(stockMovements.transferId, transferId), eq(stockMovements.productId, p)))
      .groupBy(stockMovements.holderId, stockMovements.kind);
    expect(moves).toEqual(
      expect.arrayContaining([
        { holder: ids.turkiye, kind: 'reserve', qty: 0, res: 8 },
        { holder: ids.turkiye, kind: 'release', qty: 0, res: -8 },
        { holder: ids.turkiye, kind: 'transfer_out', qty: -8, res: 0 },
        { holder: ids.istanbul, kind: 'transfer_in', qty: 7, res: 0 },
      ]),
    );
    expect(moves).toHaveLength(4);
    // Received is final.
    expect(
      (
        await post('istanbul', `/api/stock/transfers/${transferId}/receive`, {
          items: [
            { productId: p, quantityReceived: 1 },
            { productId: q, quantityReceived: 1 },
          ],
        })
      ).json().code,
    ).toBe('STOCK_TRANSFER_STATUS_INVALID');
    const transfers = (await get('istanbul', '/api/stock/transfers?direction=in')).json();
    expect(transfers.transfers.find((x: { id: string }) => x.id === transferId)).toMatchObject({
      quantity: 14,
      quantityReceived: 13,
      carrier: 'mng',
      shipmentStatus: 'delivered',
    });
  });

  it('a rejection needs a reason and reserves nothing; the requester may withdraw a waiting request', async () => {
    const p = stocked[0]!.id;
    const before = await level(ids.turkiye!, p);
    const a = await create('istanbul', [{ productId: p, quantity: 2 }]);
    expect((await post('turkiye', `/api/stock/requests/${a}/reject`, { reason: '' })).statusCode).toBe(400);
    expect((await post('turkiye', `/api/stock/requests/${a}/reject`, { reason: 'Bu ay kota doldu' })).statusCode).toBe(
      200,
    );
    const d = await detail('istanbul', a);
    expect(d).toMatchObject({ status: 'rejected', decisionNote: 'Bu ay kota doldu', transfer: null, actions: [] });
    const b = await create('istanbul', [{ productId: p, quantity: 2 }]);
    expect((await post('istanbul', `/api/stock/requests/${b}/cancel`)).statusCode).toBe(200);
    expect((await detail('turkiye', b)).status).toBe('cancelled');
    expect(
      (await post('turkiye', `/api/stock/requests/${b}/approve`, { items: [{ productId: p, quantity: 2 }] })).json()
        .code,
    ).toBe('STOCK_REQUEST_NOT_PENDING');
    expect(await level(ids.turkiye!, p)).toMatchObject({ onHand: before.onHand, reserved: before.reserved });
  });

  it('a transfer called off before shipping releases what it reserved', async () => {
    const p = stocked[0]!.id;
    const before = await level(ids.turkiye!, p);
    const id = await create('istanbul', [{ productId: p, quantity: 5 }]);
    await post('turkiye', `/api/stock/requests/${id}/approve`, { items: [{ productId: p, quantity: 5 }] });
    const transferId = (await detail('turkiye', id)).transferId;
    expect((await level(ids.turkiye!, p)).reserved).toBe(before.reserved + 5);
    expect(
      (await post('turkiye', `/api/stock/transfers/${transferId}/cancel`, { reason: 'Araç arızalandı' })).statusCode,
    ).toBe(200);
    expect(await level(ids.turkiye!, p)).toMatchObject({ onHand: before.onHand, reserved: before.reserved });
    expect((await detail('istanbul', id)).transferStatus).toBe('cancelled');
    await ledgerAgrees();
  });

  it('a parcel returned to the sender puts the units back into the parent’s stock', async () => {
    const p = stocked[0]!.id;
    const before = await level(ids.turkiye!, p);
    const id = await create('istanbul', [{ productId: p, quantity: 2 }]);
    await post('turkiye', `/api/stock/requests/${id}/approve`, { items: [{ productId: p, quantity: 2 }] });
    const transferId = (await detail('turkiye', id)).transferId;
    await post('turkiye', `/api/stock/transfers/${transferId}/ship`, {
      carrier: 'ptt',
      trackingNumber: 'PTT-RET-1',
      desi: 1,
    });
    expect((await level(ids.turkiye!, p)).onHand).toBe(before.onHand - 2);
    expect(
      (await post('turkiye', `/api/stock/transfers/${transferId}/events`, { status: 'returned' })).statusCode,
    ).toBe(200);
    expect(await level(ids.turkiye!, p)).toMatchObject({ onHand: before.onHand, reserved: before.reserved });
    expect((await detail('istanbul', id)).actions).toEqual([]);
    await ledgerAgrees();
  });

  it('suggests a request for each low product, with the parent and the shared quantity rule', async () => {
    const p = stocked[0]!.id;
    const { onHand, reserved } = await level(ids.istanbul!, p);
    // Bring İstanbul's units of p to 2 (threshold 5 by default).
    const delta = 2 - (onHand - reserved);
    if (delta !== 0) {
      const adj = await post('istanbul', '/api/stock/adjust', { productId: p, delta, reason: 'Sayım düzeltmesi' });
      expect(adj.statusCode, adj.body).toBe(200);
    }
    const res = await get('istanbul', '/api/stock/request-suggestions');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.parent).toEqual({ id: ids.turkiye, name: expect.any(String) });
    const s = body.suggestions.find((x: { productId: string }) => x.productId === p);
    // What İstanbul supplied of p over the restock window sizes the request with the threshold rule.
    const [supplied] = await queryRows<{ units: number }>(
      t.database.db,
      sql`select coalesce(sum(l.quantity), 0)::int as units from orders o join order_lines l on l.order_id = o.id
          where o.supplier_id = ${ids.istanbul!} and l.product_id = ${p} and analytics_counted(o.status)
            and o.created_at >= now() - make_interval(days => ${RESTOCK_DEMAND_DAYS})`,
    );
    expect(s).toMatchObject({
      saleable: 2,
      quantity: suggestedRequestQuantity({
        saleable: 2,
        threshold: s.threshold,
        dailyDemand: (supplied?.units ?? 0) / RESTOCK_DEMAND_DAYS,
      }),
    });
    expect(s.quantity).toBeGreaterThan(0);
  });
});
