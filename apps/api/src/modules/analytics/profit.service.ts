import { type GlobalFilters, periodOf } from '@portal/shared/analytics-filters';
import { marginBasisPoints, PROFIT_WORDS, profitBasisOf } from '@portal/shared/analytics-profit';
import type { Profit, ProfitView } from '@portal/shared/contracts/analytics-profit';
import type { ExportColumn } from '@portal/shared/table-export';
import type { AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import * as repo from './profit.repository';

interface Figures {
  quantity: number;
  revenue: number;
  net: number;
  cost: number;
  margin: number;
  marginBp: number | null;
}

const zero = () => ({ quantity: 0, revenue: 0, net: 0, cost: 0 });
type Sum = ReturnType<typeof zero>;

function add(into: Sum, r: repo.ProfitLineRow) {
  into.quantity += Number(r.quantity);
  into.revenue += Number(r.revenue);
  into.net += Number(r.net);
  into.cost += Number(r.cost);
}

function finish(s: Sum): Figures {
  return { ...s, margin: s.net - s.cost, marginBp: marginBasisPoints(s.net, s.cost) };
}

const byMarginThenName = <T extends { margin: number }>(a: T, b: T, an: string, bn: string) =>
  b.margin - a.margin || an.localeCompare(bn, 'tr');

/**
 * The caller's profit over the period: the admin's gross margin on the network's sales, a
 * distributor's own on the orders it supplied, with its commissions beside it.
 */
export async function profit(ctx: AppContext, member: Member, filters: GlobalFilters): Promise<Profit> {
  const basis = profitBasisOf(member.role);
  if (!basis) throw new AppError('FORBIDDEN');
  const period = periodOf(filters);
  const supplier = basis === 'ownPrice' ? member.id : null;
  const [lines, commissions, orders] = await Promise.all([
    supplier
      ? repo.suppliedProfitLines(ctx.db, member.id, member.role, period.from, period.to)
      : repo.adminProfitLines(ctx.db, period.from, period.to),
    repo.commissionsByMonth(ctx.db, member.id, period.from, period.to),
    repo.orderCount(ctx.db, supplier, period.from, period.to),
  ]);

  const total = zero();
  const months = new Map<string, Sum & { commissions: number }>();
  const products = new Map<string, Sum & { name: string; category: string | null; costKnown: boolean }>();
  const categories = new Map<string, Sum & { category: string | null }>();
  for (const r of lines) {
    add(total, r);
    const m = months.get(r.month) ?? { ...zero(), commissions: 0 };
    add(m, r);
    months.set(r.month, m);
    const p = products.get(r.product_id) ?? { ...zero(), name: r.name, category: r.category, costKnown: r.cost_known };
    add(p, r);
    products.set(r.product_id, p);
    const key = r.category ?? '';
    const c = categories.get(key) ?? { ...zero(), category: r.category };
    add(c, r);
    categories.set(key, c);
  }
  let commissionTotal = 0;
  for (const c of commissions) {
    const amount = Number(c.amount);
    commissionTotal += amount;
    const m = months.get(c.month) ?? { ...zero(), commissions: 0 };
    m.commissions += amount;
    months.set(c.month, m);
  }

  const byProduct = [...products].map(([productId, p]) => ({
    productId,
    name: p.name,
    category: p.category,
    costKnown: p.costKnown,
    ...finish(p),
  }));
  byProduct.sort((a, b) => byMarginThenName(a, b, a.name, b.name));
  const byCategory = [...categories.values()].map((c) => ({ category: c.category, ...finish(c) }));
  byCategory.sort((a, b) => byMarginThenName(a, b, a.category ?? '', b.category ?? ''));
  const byMonth = [...months]
    .map(([month, m]) => ({ month, commissions: m.commissions, ...finish(m) }))
    .sort((a, b) => a.month.localeCompare(b.month));

  return {
    basis,
    period,
    totals: {
      ...finish(total),
      orders,
      commissions: commissionTotal,
      productsWithoutCost: byProduct.filter((p) => !p.costKnown).length,
    },
    byMonth,
    byProduct,
    byCategory,
  };
}

const H = PROFIT_WORDS.headers;
type Row = Figures & { label: string | null; category?: string | null };

function columns(view: ProfitView): ExportColumn<Row>[] {
  const first: ExportColumn<Row>[] =
    view === 'product'
      ? [
          { header: H.product, kind: 'text', value: (r) => r.label, width: 32 },
          { header: H.category, kind: 'text', value: (r) => r.category ?? PROFIT_WORDS.uncategorized },
        ]
      : view === 'category'
        ? [{ header: H.category, kind: 'text', value: (r) => r.label ?? PROFIT_WORDS.uncategorized, width: 28 }]
        : [{ header: H.month, kind: 'day', value: (r) => r.label }];
  return [
    ...first,
    { header: H.quantity, kind: 'integer', value: (r) => r.quantity },
    { header: H.revenue, kind: 'money', value: (r) => r.revenue },
    { header: H.net, kind: 'money', value: (r) => r.net },
    { header: H.cost, kind: 'money', value: (r) => r.cost },
    { header: H.margin, kind: 'money', value: (r) => r.margin },
    { header: H.marginRate, kind: 'percent', value: (r) => r.marginBp },
  ];
}

/** One of the profit tables as an export. */
export async function profitExport(ctx: AppContext, member: Member, view: ProfitView, filters: GlobalFilters) {
  const p = await profit(ctx, member, filters);
  const rows: Row[] =
    view === 'product'
      ? p.byProduct.map((r) => ({ ...r, label: r.name }))
      : view === 'category'
        ? p.byCategory.map((r) => ({ ...r, label: r.category }))
        : p.byMonth.map((r) => ({ ...r, label: r.month }));
  const suffix = { product: PROFIT_WORDS.byProduct, category: PROFIT_WORDS.byCategory, month: PROFIT_WORDS.byMonth }[
    view
  ];
  return { columns: columns(view), rows: [rows], fileName: `${PROFIT_WORDS.fileName}-${suffix}` };
}
