import { periodOf } from '@portal/shared/commissions';
import type { DirectSalesReport, FinancialReport } from '@portal/shared/contracts/financial-reports';
import {
  defaultMonthRange,
  directSalesAssessment,
  type MonthFigures,
  monthRow,
  monthsBetween,
  totalsOf,
  vatRatesOf,
} from '@portal/shared/financial-reports';
import type { AppContext } from '../../platform/context';
import * as repo from './financial-reports.repository';

const emptyMonth = (month: string): MonthFigures => ({
  month,
  orderCount: 0,
  netSales: 0,
  vatByRate: [],
  costOfGoods: 0,
  unitsWithoutCost: 0,
  commissionsAccrued: 0,
  clawbacks: 0,
  commissionsPaid: 0,
  withholding: 0,
  refunds: 0,
  pointsLiability: 0,
  pointsOrderCount: 0,
  pointsOrderNet: 0,
});

/**
 * The financial report of [from, to] (Istanbul months; default the last 12). Five aggregates,
 * read together, put into one row per month (months without activity are zeros).
 */
export async function financialReport(
  ctx: AppContext,
  query: { from?: string; to?: string },
  now: Date = new Date(),
): Promise<FinancialReport> {
  const range = query.from && query.to ? { from: query.from, to: query.to } : defaultMonthRange(periodOf(now));
  const months = monthsBetween(range.from, range.to);
  const [sales, refunds, commissions, payouts, points] = await Promise.all([
    repo.sales(ctx.db, range.from, range.to),
    repo.refunds(ctx.db, range.from, range.to),
    repo.commissions(ctx.db, range.from, range.to),
    repo.payoutsPaid(ctx.db, range.from, range.to),
    repo.pointsMovements(ctx.db, range.from, range.to),
  ]);
  const byMonth = new Map(months.map((m) => [m, emptyMonth(m)]));
  const at = (month: string | null) => (month ? byMonth.get(month) : undefined);

  for (const s of sales) {
    const m = at(s.month);
    if (!m) continue;
    if (s.points) {
      if (s.rateBp === null) m.pointsOrderCount += s.orderCount;
      else m.pointsOrderNet += s.net;
      continue;
    }
    if (s.rateBp === null) {
      m.orderCount += s.orderCount;
      continue;
    }
    m.netSales += s.net;
    m.costOfGoods += s.cost;
    m.unitsWithoutCost += s.unitsWithoutCost;
    m.vatByRate.push({ rateBp: s.rateBp, net: s.net, vat: s.vat });
  }
  for (const r of refunds) {
    const m = at(r.month);
    if (m) m.refunds += r.refunds;
  }
  for (const c of commissions) {
    const m = at(c.month);
    if (!m) continue;
    m.commissionsAccrued += c.accrued;
    m.clawbacks += c.clawbacks;
  }
  for (const p of payouts) {
    const m = at(p.month);
    if (!m) continue;
    m.commissionsPaid += p.gross;
    m.withholding += p.withholding;
  }
  let liability = points.find((p) => p.month === null)?.amount ?? 0;
  const change = new Map(points.filter((p) => p.month !== null).map((p) => [p.month!, p.amount]));
  for (const month of months) {
    liability += change.get(month) ?? 0;
    byMonth.get(month)!.pointsLiability = Math.max(0, liability);
  }

  const rows = months.map((m) => monthRow(byMonth.get(m)!));
  return {
    from: range.from,
    to: range.to,
    vatRates: vatRatesOf(rows),
    months: rows,
    totals: totalsOf(rows),
    generatedAt: now.toISOString(),
  };
}

/**
 * The Direct Sales Regulation report of a calendar year (decision 030): net sales as in the
 * financial report; sales commissions and the new-member bonus as accrued in the year's months,
 * clawbacks taken out; both caps for the year and for each month.
 */
export async function directSalesReport(
  ctx: AppContext,
  query: { year?: number },
  now: Date = new Date(),
): Promise<DirectSalesReport> {
  const year = query.year ?? Number(periodOf(now).slice(0, 4));
  const from = `${year}-01`;
  const to = `${year}-12`;
  const months = monthsBetween(from, to);
  const [sales, commissions, given] = await Promise.all([
    repo.sales(ctx.db, from, to),
    repo.commissions(ctx.db, from, to),
    repo.pointsGiven(ctx.db, from, to),
  ]);
  const figures = new Map(months.map((m) => [m, { netSales: 0, salesBenefits: 0, recruitmentBenefits: 0 }]));
  for (const s of sales) {
    const f = figures.get(s.month);
    if (f && !s.points && s.rateBp !== null) f.netSales += s.net;
  }
  for (const c of commissions) {
    const f = figures.get(c.month);
    if (!f) continue;
    if (c.recruitment) f.recruitmentBenefits += c.accrued - c.clawbacks;
    else f.salesBenefits += c.accrued - c.clawbacks;
  }
  const total = { netSales: 0, salesBenefits: 0, recruitmentBenefits: 0 };
  for (const f of figures.values()) {
    total.netSales += f.netSales;
    total.salesBenefits += f.salesBenefits;
    total.recruitmentBenefits += f.recruitmentBenefits;
  }
  const assessed = directSalesAssessment(total);
  const ifCounted = directSalesAssessment({
    ...total,
    salesBenefits: total.salesBenefits + given.purchaseRewards + given.adminBonuses,
  });
  return {
    year,
    total: assessed,
    months: months.map((m) => ({ month: m, ...directSalesAssessment(figures.get(m)!) })),
    notCounted: {
      purchaseRewards: given.purchaseRewards,
      adminBonuses: given.adminBonuses,
      benefitsBpIfCounted: ifCounted.benefitsBp,
    },
    generatedAt: now.toISOString(),
  };
}
