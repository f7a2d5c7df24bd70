import { COMMISSION_STATUS_LABELS } from '@portal/shared/commissions';
import {
  SALES_DETAILS_PAGE_SIZE,
  type SalesDetail,
  type SalesDetails,
  type SalesDetailsFilters,
} from '@portal/shared/contracts/transactions';
import { CSV_BOM, csvLine } from '@portal/shared/csv';
import type { ExportColumn } from '@portal/shared/table-export';
import { MESSAGES } from '@portal/shared/messages';
import { formatDateTime } from '@portal/shared/format';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@portal/shared/orders';
import { type ScopeGrant, scopeOf } from '@portal/shared/scope';
import { csvMoney } from '@portal/shared/transactions';
import type { AppContext, Member } from '../../platform/context';
import * as repo from './sales-details.repository';

/** The admin and the national distributor see every commissioned sale of the network; the others their own. */
export const SALES_DETAILS_SCOPE: ScopeGrant = { admin: 'all', turkeyDistributor: 'all', default: 'own' };

/** Rows a CSV export holds at most. */
export const SALES_DETAILS_EXPORT_LIMIT = 50_000;

function toDetail(r: repo.SalesDetailRow): SalesDetail {
  return {
    orderId: r.order_id,
    orderNumber: r.order_number,
    paidAt: new Date(r.paid_at).toISOString(),
    orderStatus: r.order_status,
    buyer: { id: r.buyer_id, name: r.buyer_name, sellerNo: r.buyer_seller_no },
    city: r.city,
    products: (r.products ?? []).slice().sort((a, b) => a.localeCompare(b, 'tr')),
    base: Number(r.base),
    commission: Number(r.commission),
    clawback: Number(r.clawback),
    statuses: r.statuses,
  };
}

function filterOf(member: Member, f: SalesDetailsFilters) {
  const scope = scopeOf(member, SALES_DETAILS_SCOPE);
  return {
    scope,
    filter: {
      beneficiaryId: scope === 'all' ? null : member.id,
      from: f.from,
      to: f.to,
      status: f.status,
      q: f.q || undefined,
    },
  };
}

export async function salesDetails(
  ctx: AppContext,
  member: Member,
  q: SalesDetailsFilters & { page: number },
): Promise<SalesDetails> {
  const { scope, filter } = filterOf(member, q);
  const rows = await repo.listSalesDetails(ctx.db, {
    ...filter,
    limit: SALES_DETAILS_PAGE_SIZE,
    offset: (q.page - 1) * SALES_DETAILS_PAGE_SIZE,
  });
  const first = rows[0];
  return {
    scope: scope === 'all' ? 'network' : 'own',
    rows: rows.map(toDetail),
    total: first?.total ?? 0,
    page: q.page,
    pageSize: SALES_DETAILS_PAGE_SIZE,
    totals: {
      orders: first?.total ?? 0,
      base: Number(first?.total_base ?? 0),
      commission: Number(first?.total_commission ?? 0),
      clawback: Number(first?.total_clawback ?? 0),
    },
  };
}

export const SALES_DETAILS_CSV_HEADER = MESSAGES.transactions.salesCsvHeader;

/** The filtered list as a CSV that Turkish Excel opens as it is (BOM, ';', 1.234,56). */
export async function salesDetailsCsv(ctx: AppContext, member: Member, q: SalesDetailsFilters): Promise<string> {
  const { filter } = filterOf(member, q);
  const rows = await repo.listSalesDetails(ctx.db, { ...filter, limit: SALES_DETAILS_EXPORT_LIMIT, offset: 0 });
  return (
    CSV_BOM +
    csvLine(SALES_DETAILS_CSV_HEADER) +
    rows
      .map(toDetail)
      .map((d) =>
        csvLine([
          d.orderNumber,
          formatDateTime(d.paidAt),
          d.buyer.name,
          d.buyer.sellerNo,
          d.city,
          d.products.join(', '),
          csvMoney(d.base),
          csvMoney(d.commission),
          // Written as a positive amount taken back: a leading minus would be quoted as text.
          csvMoney(Math.abs(d.clawback)),
          d.statuses.map((s) => COMMISSION_STATUS_LABELS[s]).join(', '),
          ORDER_STATUS_LABELS[d.orderStatus as OrderStatus] ?? d.orderStatus,
        ]),
      )
      .join('')
  );
}

const H = SALES_DETAILS_CSV_HEADER;
/** The columns of the XLSX export: the CSV's, with numbers and dates Excel can sum and sort. */
export const SALES_DETAILS_COLUMNS: ExportColumn<SalesDetail>[] = [
  { header: H[0], kind: 'text', value: (d) => d.orderNumber },
  { header: H[1], kind: 'dateTime', value: (d) => d.paidAt, width: 18 },
  { header: H[2], kind: 'text', value: (d) => d.buyer.name, width: 24 },
  { header: H[3], kind: 'text', value: (d) => d.buyer.sellerNo },
  { header: H[4], kind: 'text', value: (d) => d.city },
  { header: H[5], kind: 'text', value: (d) => d.products.join(', '), width: 36 },
  { header: H[6], kind: 'money', value: (d) => d.base },
  { header: H[7], kind: 'money', value: (d) => d.commission },
  { header: H[8], kind: 'money', value: (d) => Math.abs(d.clawback) },
  { header: H[9], kind: 'text', value: (d) => d.statuses.map((s) => COMMISSION_STATUS_LABELS[s]).join(', ') },
  { header: H[10], kind: 'text', value: (d) => ORDER_STATUS_LABELS[d.orderStatus as OrderStatus] ?? d.orderStatus },
];

/** The rows the export holds (the same as the CSV's), for the XLSX. */
export async function salesDetailsExportRows(ctx: AppContext, member: Member, q: SalesDetailsFilters) {
  const { filter } = filterOf(member, q);
  const rows = await repo.listSalesDetails(ctx.db, { ...filter, limit: SALES_DETAILS_EXPORT_LIMIT, offset: 0 });
  return [rows.map(toDetail)];
}
