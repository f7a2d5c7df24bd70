import type { AdminPayment, AdminPaymentPage, PaymentFilters } from '@portal/shared/contracts/payments-admin';
import { PAYMENTS_ADMIN_PAGE_SIZE } from '@portal/shared/contracts/payments-admin';
import { CSV_BOM, csvLine } from '@portal/shared/csv';
import type { ExportColumn } from '@portal/shared/table-export';
import { MESSAGES } from '@portal/shared/messages';
import { formatDateTime } from '@portal/shared/format';
import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@portal/shared/orders';
import { csvMoney, PAYMENT_METHOD_LABELS } from '@portal/shared/transactions';
import type { AppContext } from '../../platform/context';
import * as repo from './payments-admin.repository';

/** Rows a CSV export holds at most. */
export const PAYMENTS_EXPORT_LIMIT = 50_000;

function toPayment(r: repo.AdminPaymentRow): AdminPayment {
  return {
    id: r.id,
    createdAt: new Date(r.created_at).toISOString(),
    completedAt: r.completed_at ? new Date(r.completed_at).toISOString() : null,
    method: r.method,
    provider: r.provider,
    amount: Number(r.amount),
    status: r.status as PaymentStatus,
    reference: r.provider_ref,
    failureReason: r.failure_reason,
    callbackCount: r.callback_count,
    order: { id: r.order_id, number: r.order_number, status: r.order_status },
    buyer: { id: r.buyer_id, name: r.buyer_name, sellerNo: r.buyer_seller_no },
  };
}

/**
 * Every payment attempt (the page is the admin's and the national distributor's, whose network
 * is every buyer), with the count and amount of each status for the other filters.
 */
export async function listPayments(ctx: AppContext, q: PaymentFilters & { page: number }): Promise<AdminPaymentPage> {
  const { status, ...rest } = q;
  const [rows, totals] = await Promise.all([
    repo.listPayments(ctx.db, {
      ...q,
      q: q.q || undefined,
      limit: PAYMENTS_ADMIN_PAGE_SIZE,
      offset: (q.page - 1) * PAYMENTS_ADMIN_PAGE_SIZE,
    }),
    repo.paymentTotalsByStatus(ctx.db, { ...rest, q: rest.q || undefined }),
  ]);
  void status;
  const byStatus = new Map(totals.map((t) => [t.status, t]));
  return {
    payments: rows.map(toPayment),
    total: rows[0]?.total ?? 0,
    page: q.page,
    pageSize: PAYMENTS_ADMIN_PAGE_SIZE,
    byStatus: PAYMENT_STATUSES.map((s) => ({
      status: s,
      count: byStatus.get(s)?.n ?? 0,
      amount: Number(byStatus.get(s)?.amount ?? 0),
    })),
  };
}

export const PAYMENTS_CSV_HEADER = MESSAGES.transactions.paymentsCsvHeader;

export async function paymentsCsv(ctx: AppContext, q: PaymentFilters): Promise<string> {
  const rows = await repo.listPayments(ctx.db, { ...q, q: q.q || undefined, limit: PAYMENTS_EXPORT_LIMIT, offset: 0 });
  return (
    CSV_BOM +
    csvLine(PAYMENTS_CSV_HEADER) +
    rows
      .map(toPayment)
      .map((p) =>
        csvLine([
          formatDateTime(p.createdAt),
          p.order.number,
          p.buyer.name,
          p.buyer.sellerNo,
          PAYMENT_METHOD_LABELS[p.method] ?? p.method,
          p.provider,
          csvMoney(p.amount),
          PAYMENT_STATUS_LABELS[p.status],
          p.reference,
          p.failureReason,
          ORDER_STATUS_LABELS[p.order.status as OrderStatus] ?? p.order.status,
        ]),
      )
      .join('')
  );
}

const H = PAYMENTS_CSV_HEADER;
/** The columns of the XLSX export: the CSV's, with numbers and dates Excel can sum and sort. */
export const PAYMENTS_COLUMNS: ExportColumn<AdminPayment>[] = [
  { header: H[0], kind: 'dateTime', value: (p) => p.createdAt, width: 18 },
  { header: H[1], kind: 'text', value: (p) => p.order.number },
  { header: H[2], kind: 'text', value: (p) => p.buyer.name, width: 24 },
  { header: H[3], kind: 'text', value: (p) => p.buyer.sellerNo },
  { header: H[4], kind: 'text', value: (p) => PAYMENT_METHOD_LABELS[p.method] ?? p.method },
  { header: H[5], kind: 'text', value: (p) => p.provider },
  { header: H[6], kind: 'money', value: (p) => p.amount },
  { header: H[7], kind: 'text', value: (p) => PAYMENT_STATUS_LABELS[p.status] },
  { header: H[8], kind: 'text', value: (p) => p.reference },
  { header: H[9], kind: 'text', value: (p) => p.failureReason, width: 28 },
  { header: H[10], kind: 'text', value: (p) => ORDER_STATUS_LABELS[p.order.status as OrderStatus] ?? p.order.status },
];

/** The rows the export holds (the same as the CSV's), for the XLSX. */
export async function paymentsExportRows(ctx: AppContext, q: PaymentFilters) {
  const rows = await repo.listPayments(ctx.db, { ...q, q: q.q || undefined, limit: PAYMENTS_EXPORT_LIMIT, offset: 0 });
  return [rows.map(toPayment)];
}
