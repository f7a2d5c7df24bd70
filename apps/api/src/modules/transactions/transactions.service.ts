import {
  COMMISSION_KIND_LABELS,
  type CommissionEntry,
  type CommissionKind,
  explainCommission,
} from '@portal/shared/commissions';
import type {
  Transaction,
  TransactionDetail,
  TransactionFilters,
  TransactionPage,
  TransactionTotals,
} from '@portal/shared/contracts/transactions';
import { MESSAGES } from '@portal/shared/messages';
import type { Role } from '@portal/shared/roles';
import { canSee, type ScopeGrant, scopeOf } from '@portal/shared/scope';
import {
  parseTransactionId,
  TRANSACTIONS_PAGE_SIZE,
  type TransactionKind,
  transactionId,
  transactionLink,
  transactionTitle,
} from '@portal/shared/transactions';
import type { AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import * as repo from './transactions.repository';

/**
 * Whose movements a member may open: every member's for the admin, the whole network (below it)
 * for the national distributor, their own for everyone else. Outside it a member does not exist (404).
 */
export const TRANSACTIONS_SCOPE: ScopeGrant = { admin: 'all', turkeyDistributor: 'downline', default: 'own' };

const iso = (v: Date | string | null | undefined) => (v ? new Date(v).toISOString() : null);

/** The member whose movements are shown: the caller, or one they chose within their reach. */
async function subjectOf(ctx: AppContext, caller: Member, memberId?: string) {
  if (!memberId || memberId === caller.id) {
    const self = await repo.memberById(ctx.db, caller.id);
    if (!self) throw new AppError('NOT_FOUND');
    return self;
  }
  const scope = scopeOf(caller, TRANSACTIONS_SCOPE);
  const other = await repo.memberById(ctx.db, memberId);
  if (!other || !canSee(caller, { ownerId: other.id, ownerPath: other.path }, scope)) {
    throw new AppError('TRANSACTION_NOT_FOUND');
  }
  return other;
}

function toTransaction(row: repo.TransactionRow): Transaction {
  return {
    id: transactionId(row.kind, row.source_id),
    kind: row.kind,
    sourceId: row.source_id,
    occurredAt: iso(row.occurred_at)!,
    amount: Number(row.amount),
    currency: row.currency,
    status: row.status,
    title: transactionTitle({ kind: row.kind, status: row.status, sub: row.sub, note: row.note }),
    reference: row.reference,
    orderId: row.order_id,
    link: transactionLink({ kind: row.kind, sourceId: row.source_id, orderId: row.order_id }),
  };
}

const toMemberDto = (m: NonNullable<Awaited<ReturnType<typeof repo.memberById>>>) => ({
  id: m.id,
  name: m.name,
  sellerNo: m.sellerNo,
  role: m.role as Role,
});

function encodeCursor(row: repo.TransactionRow): string {
  return Buffer.from(JSON.stringify([row.occurred_key, row.kind, row.source_id])).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function decodeCursor(cursor: string): repo.Cursor {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      typeof value[0] === 'string' &&
      KEY.test(value[0]) &&
      typeof value[1] === 'string' &&
      /^[a-z]{1,20}$/.test(value[1]) &&
      typeof value[2] === 'string' &&
      UUID.test(value[2])
    ) {
      return { occurredKey: value[0], kind: value[1], sourceId: value[2] };
    }
  } catch {
    // falls through to the refusal
  }
  throw new AppError('VALIDATION_ERROR', {
    details: [{ path: ['cursor'], message: MESSAGES.transactions.invalidCursor }],
  });
}

const filterOf = (f: TransactionFilters): repo.TransactionFilter => ({
  kind: f.kind,
  direction: f.direction,
  from: f.from,
  to: f.to,
  q: f.q || undefined,
});

export async function listTransactions(
  ctx: AppContext,
  caller: Member,
  q: TransactionFilters & { cursor?: string; limit?: number },
): Promise<TransactionPage> {
  const subject = await subjectOf(ctx, caller, q.memberId);
  const limit = q.limit ?? TRANSACTIONS_PAGE_SIZE;
  const rows = await repo.listTransactions(ctx.db, subject.id, {
    ...filterOf(q),
    cursor: q.cursor ? decodeCursor(q.cursor) : undefined,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  return {
    member: toMemberDto(subject),
    canChooseMember: scopeOf(caller, TRANSACTIONS_SCOPE) !== 'own',
    transactions: page.map(toTransaction),
    nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!) : null,
  };
}

export async function transactionTotals(
  ctx: AppContext,
  caller: Member,
  q: TransactionFilters,
): Promise<TransactionTotals> {
  const subject = await subjectOf(ctx, caller, q.memberId);
  const row = await repo.transactionTotals(ctx.db, subject.id, filterOf(q));
  const totals = (inn: number | string, out: number | string) => {
    const a = Number(inn);
    const b = Number(out);
    return { in: a, out: b, net: a + b };
  };
  return {
    count: row.n,
    money: totals(row.money_in, row.money_out),
    points: totals(row.points_in, row.points_out),
  };
}

export async function transactionDetail(ctx: AppContext, caller: Member, id: string): Promise<TransactionDetail> {
  const parsed = parseTransactionId(id);
  if (!parsed) throw new AppError('TRANSACTION_NOT_FOUND');
  const row = await repo.findTransaction(ctx.db, parsed.kind, parsed.sourceId);
  if (!row) throw new AppError('TRANSACTION_NOT_FOUND');
  const owner = await repo.memberById(ctx.db, row.member_id);
  const scope = scopeOf(caller, TRANSACTIONS_SCOPE);
  if (!owner || !canSee(caller, { ownerId: owner.id, ownerPath: owner.path }, scope)) {
    throw new AppError('TRANSACTION_NOT_FOUND');
  }
  const kind: TransactionKind = row.kind;
  const orderId = row.order_id;
  const [order, line, payout, points] = await Promise.all([
    orderId ? repo.orderWithBuyer(ctx.db, orderId) : null,
    kind === 'commission' || kind === 'clawback' ? repo.commissionLine(ctx.db, row.source_id) : null,
    kind === 'payout' ? repo.payout(ctx.db, row.source_id) : null,
    kind === 'points' ? repo.pointsMovement(ctx.db, row.source_id) : null,
  ]);
  const counterparty = points?.counterpartyId ? await repo.memberById(ctx.db, points.counterpartyId) : null;
  return {
    transaction: toTransaction(row),
    member: toMemberDto(owner),
    order: order
      ? {
          id: order.order.id,
          number: order.order.number,
          status: order.order.status,
          paymentMethod: order.order.paymentMethod,
          subtotal: order.order.subtotal,
          vatTotal: order.order.vatTotal,
          total: order.order.total,
          refundAmount: order.order.refundAmount,
          createdAt: iso(order.order.createdAt)!,
          paidAt: iso(order.order.paidAt),
          closedAt: iso(order.order.closedAt),
          buyer: order.buyer,
        }
      : null,
    commission: line
      ? {
          id: line.id,
          kind: line.kind,
          kindLabel: COMMISSION_KIND_LABELS[line.kind as CommissionKind] ?? line.kind,
          entry: line.entry,
          productName: line.productName,
          commissionType: line.commissionType,
          base: line.base,
          quantity: line.quantity,
          rateBp: line.rateBp,
          fixedPerUnit: line.fixedPerUnit,
          amount: line.amount,
          period: line.period,
          payoutId: line.payoutId,
          reversesId: line.reversesId,
          explanation: explainCommission({
            orderNumber: line.orderNumber,
            entry: line.entry as CommissionEntry,
            kind: line.kind as CommissionKind,
            commissionType: line.commissionType === 'fixed' ? 'fixed' : 'percentage',
            base: line.base,
            quantity: line.quantity,
            rateBp: line.rateBp,
            fixedPerUnit: line.fixedPerUnit,
            amount: line.amount,
          }),
          approvedAt: iso(line.approvedAt),
          paidAt: iso(line.paidAt),
          cancelledAt: iso(line.cancelledAt),
          chain: line.chain,
        }
      : null,
    payout: payout
      ? {
          id: payout.id,
          period: payout.period,
          lineCount: payout.lineCount,
          gross: payout.gross,
          withholding: payout.withholding,
          net: payout.net,
          method: payout.method,
          status: payout.status,
          scheduledFor: payout.scheduledFor,
          bankReference: payout.bankReference,
          paidAt: iso(payout.paidAt),
        }
      : null,
    points: points
      ? {
          id: points.id,
          type: points.transactionType,
          source: points.source,
          description: points.description,
          status: points.status,
          relatedOrderId: points.relatedOrderId,
          relatedPayoutId: points.relatedPayoutId,
          counterparty: counterparty
            ? { id: counterparty.id, name: counterparty.name, sellerNo: counterparty.sellerNo }
            : null,
        }
      : null,
  };
}
