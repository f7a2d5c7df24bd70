import { periodOf } from '@portal/shared/analytics-filters';
import type {
  ClientReport,
  ClientReportCategory,
  ClientReportMonth,
  ClientSignIns,
  ClientStatus,
} from '@portal/shared/contracts/client-account';
import { MESSAGES } from '@portal/shared/messages';
import type { ExportColumn } from '@portal/shared/table-export';
import type { AppContext, Member } from '../../platform/context';
import * as repo from './client-account.repository';

/**
 * The client's own pages (decision 055). Every function reads the caller's own rows; the routes
 * admit clients only.
 */

const n = (v: string | number | null | undefined) => Number(v ?? 0);

/** The months from `from` to `to` (YYYY-MM), so a month without orders still has its row. */
function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.slice(0, 7).split('-').map(Number) as [number, number];
  const end = to.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    out.push(key);
    if (key >= end || out.length > 60) return out;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
}

export async function report(
  ctx: AppContext,
  member: Member,
  q: { dateFrom?: string; dateTo?: string },
): Promise<ClientReport> {
  const period = periodOf(q);
  const [spend, categories, points] = await Promise.all([
    repo.spendingByMonth(ctx.db, member.id, period.from, period.to),
    repo.spendingByCategory(ctx.db, member.id, period.from, period.to),
    repo.pointsByMonth(ctx.db, member.id, period.from, period.to),
  ]);
  const spendBy = new Map(spend.map((r) => [r.month, r]));
  const pointsBy = new Map(points.map((r) => [r.month, r]));
  const months: ClientReportMonth[] = monthsBetween(period.from, period.to).map((month) => ({
    month,
    orders: n(spendBy.get(month)?.orders),
    spent: n(spendBy.get(month)?.spent),
    pointsEarned: n(pointsBy.get(month)?.earned),
    pointsSpent: n(pointsBy.get(month)?.spent),
  }));
  const spent = months.reduce((s, m) => s + m.spent, 0);
  const orders = months.reduce((s, m) => s + m.orders, 0);
  const categorySpent = categories.reduce((s, c) => s + n(c.spent), 0);
  return {
    period: { from: period.from, to: period.to, days: period.days },
    totals: {
      orders,
      spent,
      items: spend.reduce((s, r) => s + n(r.items), 0),
      averageBasket: orders > 0 ? Math.round(spent / orders) : 0,
      pointsEarned: months.reduce((s, m) => s + m.pointsEarned, 0),
      pointsSpent: months.reduce((s, m) => s + m.pointsSpent, 0),
    },
    months,
    categories: categories.map(
      (c): ClientReportCategory => ({
        categoryId: c.category_id,
        name: c.name ?? MESSAGES.clientReports.uncategorised,
        quantity: n(c.quantity),
        spent: n(c.spent),
        shareBp: categorySpent > 0 ? Math.round((n(c.spent) / categorySpent) * 10_000) : 0,
      }),
    ),
  };
}

const MH = MESSAGES.clientReports.monthsHeader;
export const MONTH_COLUMNS: ExportColumn<ClientReportMonth>[] = [
  { header: MH[0], kind: 'text', value: (m) => m.month },
  { header: MH[1], kind: 'integer', value: (m) => m.orders },
  { header: MH[2], kind: 'money', value: (m) => m.spent },
  { header: MH[3], kind: 'points', value: (m) => m.pointsEarned },
  { header: MH[4], kind: 'points', value: (m) => m.pointsSpent },
];
const CH = MESSAGES.clientReports.categoriesHeader;
export const CATEGORY_COLUMNS: ExportColumn<ClientReportCategory>[] = [
  { header: CH[0], kind: 'text', value: (c) => c.name, width: 28 },
  { header: CH[1], kind: 'integer', value: (c) => c.quantity },
  { header: CH[2], kind: 'money', value: (c) => c.spent },
  { header: CH[3], kind: 'percent', value: (c) => c.shareBp },
];

const OPEN_ORDERS_SHOWN = 10;

export async function status(ctx: AppContext, member: Member): Promise<ClientStatus> {
  const [row, open] = await Promise.all([
    repo.statusOf(ctx.db, member.id),
    repo.openOrders(ctx.db, member.id, OPEN_ORDERS_SHOWN),
  ]);
  if (!row) throw new Error('member vanished');
  return {
    name: row.name,
    sellerNo: row.seller_no,
    active: row.is_active,
    memberSince: new Date(row.created_at).toISOString(),
    sponsor:
      row.sponsor_name && row.sponsor_seller_no && row.sponsor_email
        ? {
            name: row.sponsor_name,
            sellerNo: row.sponsor_seller_no,
            email: row.sponsor_email,
            phone: row.sponsor_phone,
          }
        : null,
    openOrders: open.map((o) => ({
      id: o.id,
      number: o.number,
      status: o.status,
      total: n(o.total),
      createdAt: new Date(o.created_at).toISOString(),
    })),
    openOrderCount: open[0]?.open_count ?? 0,
    points: { balance: n(row.points), totalEarned: n(row.total_earned_points), expiresAt: null },
  };
}

const SIGN_INS_SHOWN = 20;

export async function signIns(ctx: AppContext, member: Member): Promise<ClientSignIns> {
  const rows = await repo.recentSignIns(ctx.db, member.id, SIGN_INS_SHOWN);
  return {
    signIns: rows.map((r) => ({
      at: new Date(r.created_at).toISOString(),
      ipAddress: r.ip_address,
      success: r.success,
      reason: r.reason,
    })),
  };
}
