import { grantedScope } from '@portal/shared/permissions';
import { isStockHolder, type Role } from '@portal/shared/roles';
import { scopeOf } from '@portal/shared/scope';
import { movementDeltas, pickSupplier, type StockMovementKind, saleable, stockStatus } from '@portal/shared/stock';
import type { DbOrTx, Tx } from '@portal/db/client';
import { MESSAGES } from '@portal/shared/messages';
import { audit } from '../../platform/audit';
import type { Actor, AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import {
  insertMany as insertNotifications,
  type NotificationInsert,
  type NotificationRow,
} from '../notifications/notifications.repository';
import { publishNotifications } from '../notifications/notifications.service';
import * as repo from './stock.repository';

/**
 * The stock holders an order of this member may draw on, nearest first: its city distributor,
 * then the national distributor, then the company warehouse. A product the nearest one lacks
 * comes from the next one up that has it.
 */
export async function supplyChain(db: DbOrTx, buyer: { id: string; role: Role; path: string }): Promise<string[]> {
  const ancestors = await repo.stockHoldingAncestors(db, buyer.path);
  const chain = ancestors.map((a) => a.id);
  return buyer.role === 'admin' ? [buyer.id, ...chain] : chain;
}

/**
 * The supply chain as `supplyChain` names it, restricted to the holders that have a level of one
 * of these products, with those levels (each product's in chain order): one statement, for a
 * transaction that must see both as they are now (checkout), sent in a batch with its others.
 * A holder without any of the products could supply none of them, so leaving it out changes no
 * choice of supplier. `chainOf` names the chain from the levels read.
 */
export function supplyChainLevels(buyer: { id: string; role: Role; path: string }, productIds: string[]) {
  const ancestors = buyer.path.split('/').filter(Boolean).slice(0, -1);
  const holders = buyer.role === 'admin' ? [buyer.id, ...ancestors] : ancestors;
  return repo.levelsAtStockHolders(holders, productIds);
}

/** The holders of levels read by `supplyChainLevels`, nearest first. */
export function chainOf(levels: readonly { holderId: string }[]): string[] {
  return [...new Set(levels.map((l) => l.holderId))];
}

const chains = new WeakMap<Member, Promise<string[]>>();

/**
 * The supply chain of the signed-in member, looked up once per resolved session: the member
 * object lives in the session cache for a few seconds and is dropped when the member or any
 * ancestor changes role or place. A transaction that must see the chain as it is now (checkout)
 * calls `supplyChain` with its own connection instead.
 */
export function memberSupplyChain(ctx: AppContext, member: Member): Promise<string[]> {
  let chain = chains.get(member);
  if (!chain) {
    chain = supplyChain(ctx.db, member);
    chain.catch(() => chains.delete(member));
    chains.set(member, chain);
  }
  return chain;
}

/** Who supplies `quantity` of a product to this member, or why nobody can. */
export async function supplierForProduct(db: DbOrTx, chain: string[], productId: string, quantity: number) {
  return pickSupplier(await repo.chainLevels(db, chain, [productId]), quantity);
}

/** Whose stock a member may read: the scope stock management grants (all, or their own). */
function readableHolders(member: Member, holderId?: string): string[] | undefined {
  if (grantedScope('canAccessStockManagement', member) === 'all') return holderId ? [holderId] : undefined;
  if (holderId && holderId !== member.id) throw new AppError('NOT_FOUND');
  return [member.id];
}

/** Whose stock a member may change: their own; the admin anyone's. */
function writableHolder(member: Member, holderId?: string): string {
  if (!holderId || holderId === member.id) {
    if (!isStockHolder(member.role)) throw new AppError('FORBIDDEN');
    return member.id;
  }
  // Changing another holder's stock takes a reach over everyone's, which only the network's root has.
  if (scopeOf(member) !== 'all') throw new AppError('NOT_FOUND');
  return holderId;
}

export async function levels(
  ctx: AppContext,
  member: Member,
  q: { holderId?: string; productId?: string; lowOnly?: boolean; page: number },
) {
  const holderIds = readableHolders(member, q.holderId);
  const rows = await repo.listLevels(ctx.db, {
    holderIds,
    productId: q.productId,
    lowOnly: q.lowOnly,
    limit: 50,
    offset: (q.page - 1) * 50,
  });
  return {
    levels: rows.map((r) => {
      const units = saleable(r.level);
      return {
        holderId: r.level.holderId,
        holderName: r.holderName,
        holderRole: r.holderRole as Role,
        holderCity: r.holderCity,
        productId: r.level.productId,
        productName: r.productName,
        sku: r.sku,
        onHand: r.level.onHand,
        reserved: r.level.reserved,
        saleable: units,
        lowStockThreshold: Number(r.threshold),
        status: stockStatus(units, Number(r.threshold)),
        updatedAt: r.level.updatedAt.toISOString(),
      };
    }),
    total: Number(rows[0]?.total ?? 0),
    page: q.page,
    pageSize: 50,
  };
}

/**
 * The member's own stock at a glance, over the same levels its level list shows: how many
 * products it holds a level for, their saleable units, and how many are low or out.
 */
export async function summary(ctx: AppContext, member: Member) {
  const row = await repo.levelSummary(ctx.db, member.id);
  return {
    productCount: Number(row?.productCount ?? 0),
    totalSaleable: Number(row?.totalSaleable ?? 0),
    lowCount: Number(row?.lowCount ?? 0),
    outCount: Number(row?.outCount ?? 0),
  };
}

export async function movements(
  ctx: AppContext,
  member: Member,
  q: { holderId?: string; productId?: string; kind?: string; from?: string; to?: string; before?: number },
) {
  const holderIds = readableHolders(member, q.holderId);
  const rows = await repo.listMovements(ctx.db, {
    holderIds,
    productId: q.productId,
    kind: q.kind,
    from: q.from ? new Date(q.from) : undefined,
    to: q.to ? new Date(q.to) : undefined,
    before: q.before,
    limit: 50,
  });
  return {
    movements: rows.map((r) => ({
      id: r.movement.id,
      holderId: r.movement.holderId,
      holderName: r.holderName,
      productId: r.movement.productId,
      productName: r.productName,
      kind: r.movement.kind as StockMovementKind,
      onHandDelta: r.movement.onHandDelta,
      reservedDelta: r.movement.reservedDelta,
      reason: r.movement.reason,
      actorId: r.movement.actorId,
      orderId: r.movement.orderId,
      createdAt: r.movement.createdAt.toISOString(),
    })),
    nextBefore: rows.length === 50 ? (rows.at(-1)?.movement.id ?? null) : null,
  };
}

type MovementInput = {
  holderId: string;
  productId: string;
  kind: StockMovementKind;
  quantity: number;
  reason?: string;
  actorId?: string;
  orderId?: string;
  transferId?: string;
};

/**
 * The low-stock notice a movement calls for: when the saleable units fall to the threshold or
 * below, the holder is told once, as they cross it. What was saleable before the movement comes
 * from the level after it (one statement, no re-read).
 */
function lowStockNotice(
  m: MovementInput,
  level: { onHand: number; reserved: number; lowStockThreshold: number | null },
): NotificationInsert | null {
  const d = movementDeltas(m.kind, m.quantity);
  const threshold = level.lowStockThreshold ?? 5;
  const wasAbove = saleable(level) - (d.onHand - d.reserved) > threshold;
  if (!wasAbove || saleable(level) > threshold) return null;
  return {
    userId: m.holderId,
    type: 'warning',
    priority: 'high',
    title: MESSAGES.stock.lowTitle,
    message: MESSAGES.stock.low(saleable(level), threshold),
    actionUrl: '/dashboard/stock-management',
    relatedEntityId: m.productId,
    relatedEntityType: 'product',
  };
}

/** One stock change in its own transaction (or a caller's), with its low-stock notice. */
export async function move(tx: DbOrTx, m: MovementInput, notices: NotificationRow[]) {
  const d = movementDeltas(m.kind, m.quantity);
  const level = await repo.applyMovement(tx, { ...m, onHandDelta: d.onHand, reservedDelta: d.reserved });
  if (!level) throw new AppError('INSUFFICIENT_STOCK');
  const notice = lowStockNotice(m, level);
  if (notice) notices.push(...(await insertNotifications(tx, [notice])));
  return level;
}

/**
 * One stock change as its transaction's last statement, committed with it (decision 065): the
 * level's row is locked for one round trip. Its low-stock notice, if it calls for one, cannot be
 * written in the committed transaction: it is answered for the caller to write after the commit.
 * Without the stock nothing commits: INSUFFICIENT_STOCK, and the transaction is to be rolled back.
 */
export async function moveAndCommit(tx: Tx, m: MovementInput) {
  const d = movementDeltas(m.kind, m.quantity);
  const level = await repo.applyMovementAndCommit(tx, { ...m, onHandDelta: d.onHand, reservedDelta: d.reserved });
  if (!level) throw new AppError('INSUFFICIENT_STOCK');
  return { level, notice: lowStockNotice(m, level) };
}

export async function receive(
  ctx: AppContext,
  actor: Actor,
  member: Member,
  body: { holderId?: string; productId: string; quantity: number; reason: string },
) {
  const holderId = writableHolder(member, body.holderId);
  return change(ctx, actor, member, {
    holderId,
    productId: body.productId,
    kind: 'purchase_in',
    quantity: body.quantity,
    reason: body.reason,
  });
}

export async function adjust(
  ctx: AppContext,
  actor: Actor,
  member: Member,
  body: { holderId?: string; productId: string; delta: number; reason: string },
) {
  const holderId = writableHolder(member, body.holderId);
  return change(ctx, actor, member, {
    holderId,
    productId: body.productId,
    kind: 'adjustment',
    quantity: body.delta,
    reason: body.reason,
  });
}

async function change(
  ctx: AppContext,
  actor: Actor,
  member: Member,
  m: { holderId: string; productId: string; kind: StockMovementKind; quantity: number; reason: string },
) {
  const notices: NotificationRow[] = [];
  const level = await ctx.db.transaction(async (tx) => {
    // The admin may name any holder: one that keeps no stock, or a product that is not there, is
    // not found (rather than a foreign-key failure).
    const exists = await repo.movementTargetsExist(tx, m.holderId, m.productId);
    if (!exists.holder || !exists.product) throw new AppError('NOT_FOUND');
    const result = await move(tx, { ...m, actorId: member.id }, notices);
    await audit(tx, actor, {
      action: `stock.${m.kind}`,
      entityType: 'stock_level',
      entityId: `${m.holderId}:${m.productId}`,
      after: m,
    });
    return result;
  });
  await publishNotifications(ctx, notices);
  await ctx.bus.publish(
    'stock_changed',
    { holderId: m.holderId, productId: m.productId },
    { roles: ['admin', 'turkeyDistributor', 'cityDistributor'] },
  );
  return {
    holderId: level.holderId,
    productId: level.productId,
    onHand: level.onHand,
    reserved: level.reserved,
    saleable: saleable(level),
  };
}

export async function holders(ctx: AppContext, member: Member) {
  if (grantedScope('canAccessStockManagement', member) !== 'all') {
    return [{ id: member.id, name: member.name, role: member.role, city: null as string | null }];
  }
  const rows = await repo.stockHolders(ctx.db);
  return rows.map((r) => ({ ...r, role: r.role as Role }));
}
