import { formatStockRequestNumber } from '@portal/shared/stock-requests';
import { MESSAGES } from '@portal/shared/messages';
import { istanbulDay } from '@portal/shared/orders';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../client';
import {
  shipmentEvents,
  shipments,
  stockMovements,
  stockRequestHistory,
  stockRequestItems,
  stockRequests,
  stockTransferItems,
  stockTransfers,
} from '../schema';

type Kind = 'reserve' | 'release' | 'transfer_out' | 'transfer_in' | 'return_in';
const DELTAS: Record<Kind, (q: number) => [number, number]> = {
  reserve: (q) => [0, q],
  release: (q) => [0, -q],
  transfer_out: (q) => [-q, 0],
  transfer_in: (q) => [q, 0],
  return_in: (q) => [q, 0],
};

type Stage =
  | 'pending'
  | 'rejected'
  | 'cancelled'
  | 'preparing'
  | 'transfer_cancelled'
  | 'shipped'
  | 'delivered'
  | 'received'
  | 'partially_received'
  | 'returned';

/**
 * Stock requests and transfers of the named holders in every state (decision 043): waiting,
 * rejected, withdrawn, preparing, called off, on the way, delivered, received in full and in part,
 * and returned to the sender. Each stock step is a movement with its level, as the workflows write
 * them, so the ledger and the levels still agree.
 */
export async function seedStockRequests(
  tx: Tx,
  people: { admin: string; turkiye: string; istanbul: string; ankara: string },
  productIds: string[],
  now: Date,
) {
  // Products every holder keeps (the seed's low/out products are every ninth from the fifth).
  const stocked = productIds.filter((_, i) => i % 9 !== 4);
  const product = (n: number) => stocked[n % stocked.length] as string;
  const daysAgo = (d: number, h = 0) => new Date(now.getTime() - d * 86_400_000 - h * 3_600_000);

  const move = async (
    holderId: string,
    productId: string,
    kind: Kind,
    q: number,
    transferId: string,
    actorId: string,
    at: Date,
  ) => {
    const [onHand, reserved] = DELTAS[kind](q);
    // Arriving stock may open a level; anything else changes one that is there.
    if (onHand > 0) {
      await tx.execute(sql`insert into stock_levels (holder_id, product_id, on_hand, reserved, updated_at)
        values (${holderId}::uuid, ${productId}::uuid, ${onHand}::int, 0, ${at})
        on conflict (holder_id, product_id) do update set on_hand = stock_levels.on_hand + ${onHand}::int, updated_at = ${at}`);
    } else {
      await tx.execute(sql`update stock_levels set on_hand = on_hand + ${onHand}::int, reserved = reserved + ${reserved}::int,
        updated_at = ${at} where holder_id = ${holderId}::uuid and product_id = ${productId}::uuid`);
    }
    await tx.insert(stockMovements).values({
      holderId,
      productId,
      kind,
      onHandDelta: onHand,
      reservedDelta: reserved,
      actorId,
      transferId,
      createdAt: at,
    });
  };

  const plans: {
    from: string;
    to: string;
    stage: Stage;
    age: number;
    lines: [number, number, number?][]; // product index, requested, approved (default: all)
    note?: string;
    decision?: string;
    received?: number[]; // per approved line
    carrier?: string;
  }[] = [
    {
      from: people.istanbul,
      to: people.turkiye,
      stage: 'pending',
      age: 0,
      lines: [
        [1, 24],
        [2, 12],
      ],
      note: 'Kampanya haftası için ek stok',
    },
    { from: people.ankara, to: people.turkiye, stage: 'pending', age: 1, lines: [[3, 30]] },
    {
      from: people.ankara,
      to: people.turkiye,
      stage: 'rejected',
      age: 9,
      lines: [[4, 40]],
      decision: 'Bu ürünün bu ayki dağıtım kotası doldu',
    },
    { from: people.istanbul, to: people.turkiye, stage: 'cancelled', age: 8, lines: [[5, 10]] },
    {
      from: people.ankara,
      to: people.turkiye,
      stage: 'preparing',
      age: 2,
      lines: [
        [6, 20],
        [7, 15],
      ],
    },
    {
      from: people.istanbul,
      to: people.turkiye,
      stage: 'transfer_cancelled',
      age: 12,
      lines: [[8, 6]],
      decision: 'Araç arızası nedeniyle gönderilemedi',
    },
    {
      from: people.istanbul,
      to: people.turkiye,
      stage: 'shipped',
      age: 3,
      lines: [
        [9, 20, 15],
        [10, 10],
      ],
      carrier: 'yurtici',
      note: 'Acil',
    },
    { from: people.ankara, to: people.turkiye, stage: 'delivered', age: 4, lines: [[11, 12]], carrier: 'aras' },
    {
      from: people.turkiye,
      to: people.admin,
      stage: 'received',
      age: 15,
      lines: [
        [12, 40],
        [13, 25],
      ],
      carrier: 'mng',
      received: [40, 25],
    },
    {
      from: people.istanbul,
      to: people.turkiye,
      stage: 'partially_received',
      age: 20,
      lines: [
        [14, 18],
        [15, 10],
      ],
      carrier: 'ptt',
      received: [16, 10],
      note: 'Yaz dönemi',
    },
    { from: people.ankara, to: people.turkiye, stage: 'returned', age: 25, lines: [[16, 8]], carrier: 'surat' },
  ];

  let tracking = 1000;
  for (const plan of plans) {
    const at = daysAgo(plan.age, 6);
    const step = (h: number) => new Date(at.getTime() + h * 3_600_000);
    const [seq] = await queryRows<{ n: string }>(tx, sql`select nextval('stock_request_number_seq') as n`);
    const decided = plan.stage !== 'pending';
    const lines = plan.lines.map(([n, requested, approved]) => ({
      productId: product(n),
      requested,
      approved: approved ?? requested,
    }));
    const requestStatus =
      plan.stage === 'pending' || plan.stage === 'rejected' || plan.stage === 'cancelled'
        ? plan.stage
        : lines.some((l) => l.approved < l.requested)
          ? 'partially_approved'
          : 'approved';
    const [request] = await tx
      .insert(stockRequests)
      .values({
        number: formatStockRequestNumber(istanbulDay(at), Number(seq!.n)),
        requesterId: plan.from,
        supplierId: plan.to,
        status: requestStatus,
        note: plan.note ?? null,
        decisionNote: plan.stage === 'rejected' ? (plan.decision ?? null) : null,
        decidedBy: decided ? (plan.stage === 'cancelled' ? plan.from : plan.to) : null,
        decidedAt: decided ? step(2) : null,
        createdAt: at,
        updatedAt: decided ? step(2) : at,
      })
      .returning();
    const id = request!.id;
    await tx.insert(stockRequestItems).values(
      lines.map((l) => ({
        requestId: id,
        productId: l.productId,
        quantityRequested: l.requested,
        quantityApproved: requestStatus === 'approved' || requestStatus === 'partially_approved' ? l.approved : null,
      })),
    );
    const history: (typeof stockRequestHistory.$inferInsert)[] = [
      { requestId: id, step: 'created', actorId: plan.from, note: plan.note ?? null, createdAt: at },
    ];
    if (plan.stage === 'rejected' || plan.stage === 'cancelled') {
      history.push({
        requestId: id,
        step: plan.stage,
        actorId: plan.stage === 'cancelled' ? plan.from : plan.to,
        note: plan.decision ?? null,
        createdAt: step(2),
      });
    }
    if (requestStatus === 'approved' || requestStatus === 'partially_approved') {
      const stage = plan.stage;
      const status = stage === 'transfer_cancelled' ? 'cancelled' : stage === 'preparing' ? 'preparing' : stage;
      const shippedAt = ['shipped', 'delivered', 'received', 'partially_received', 'returned'].includes(stage)
        ? step(20)
        : null;
      const receivedAt = stage === 'received' || stage === 'partially_received' ? step(70) : null;
      const [transfer] = await tx
        .insert(stockTransfers)
        .values({
          requestId: id,
          fromHolderId: plan.to,
          toHolderId: plan.from,
          status,
          shippedAt,
          receivedAt,
          createdAt: step(2),
          updatedAt: receivedAt ?? shippedAt ?? step(2),
        })
        .returning();
      const tid = transfer!.id;
      await tx.insert(stockTransferItems).values(
        lines.map((l, n) => ({
          transferId: tid,
          productId: l.productId,
          quantity: l.approved,
          quantityReceived: receivedAt ? (plan.received?.[n] ?? l.approved) : null,
        })),
      );
      history.push({ requestId: id, step: requestStatus, actorId: plan.to, createdAt: step(2) });
      history.push({ requestId: id, step: 'preparing', actorId: plan.to, createdAt: step(2) });
      for (const l of lines) await move(plan.to, l.productId, 'reserve', l.approved, tid, plan.to, step(2));
      if (stage === 'transfer_cancelled') {
        for (const l of lines) await move(plan.to, l.productId, 'release', l.approved, tid, plan.to, step(5));
        history.push({
          requestId: id,
          step: 'cancelled',
          actorId: plan.to,
          note: plan.decision ?? null,
          createdAt: step(5),
        });
      }
      if (shippedAt) {
        for (const l of lines) {
          await move(plan.to, l.productId, 'release', l.approved, tid, plan.to, shippedAt);
          await move(plan.to, l.productId, 'transfer_out', l.approved, tid, plan.to, shippedAt);
        }
        const carrier = plan.carrier ?? 'yurtici';
        const trackingNumber = `ST${carrier.toUpperCase()}${tracking++}`;
        const parcelStatus = stage === 'shipped' ? 'in_transit' : stage === 'returned' ? 'returned' : 'delivered';
        const [parcel] = await tx
          .insert(shipments)
          .values({
            transferId: tid,
            carrier,
            trackingNumber,
            desiHundredths: 450,
            status: parcelStatus,
            deliveredAt: parcelStatus === 'delivered' ? step(60) : null,
            createdAt: shippedAt,
            updatedAt: step(60),
          })
          .returning();
        const events: (typeof shipmentEvents.$inferInsert)[] = [
          { shipmentId: parcel!.id, status: 'created', actorId: plan.to, createdAt: shippedAt },
          {
            shipmentId: parcel!.id,
            status: 'in_transit',
            location: 'Ankara Aktarma Merkezi',
            actorId: plan.to,
            createdAt: step(30),
          },
        ];
        history.push({ requestId: id, step: 'shipped', actorId: plan.to, note: trackingNumber, createdAt: shippedAt });
        if (parcelStatus === 'delivered') {
          events.push({ shipmentId: parcel!.id, status: 'delivered', actorId: plan.to, createdAt: step(60) });
          history.push({ requestId: id, step: 'delivered', actorId: plan.to, createdAt: step(60) });
        }
        if (parcelStatus === 'returned') {
          events.push({
            shipmentId: parcel!.id,
            status: 'returned',
            note: 'Alıcı adreste bulunamadı',
            actorId: plan.to,
            createdAt: step(60),
          });
          history.push({ requestId: id, step: 'returned', actorId: plan.to, createdAt: step(60) });
          for (const l of lines) await move(plan.to, l.productId, 'return_in', l.approved, tid, plan.to, step(60));
        }
        await tx.insert(shipmentEvents).values(events);
      }
      if (receivedAt) {
        let shortage = 0;
        for (const [n, l] of lines.entries()) {
          const got = plan.received?.[n] ?? l.approved;
          shortage += l.approved - got;
          if (got > 0) await move(plan.from, l.productId, 'transfer_in', got, tid, plan.from, receivedAt);
        }
        history.push({
          requestId: id,
          step: stage,
          actorId: plan.from,
          note: shortage > 0 ? MESSAGES.stockRequests.shortageNote(shortage) : null,
          createdAt: receivedAt,
        });
      }
    }
    await tx.insert(stockRequestHistory).values(history);
  }
}
