import { csvDecimal, csvDocument, type CsvValue } from './csv';
import { BENEFITS_CAP_BP, directSalesRatios, RECRUITMENT_CAP_BP } from './direct-sales';
import { formatPercentBasisPoints } from './format';
import type { ExportColumn } from './table-export';
import { MESSAGES } from './messages';
import { lastMonths } from './network-reports';

/**
 * The rules of the admin's financial reports (decision 030). Months are Istanbul calendar months
 * (YYYY-MM); money is kuruş; ratios are basis points. The server aggregates in SQL and hands the
 * figures to these functions, which put them together the same way for the page, the CSV and the PDF.
 *
 * - A **sale** is an order in SALE_STATUSES (network-reports.ts) paid with money (card or bank
 *   transfer), counted in the Istanbul month it was **paid**, the month its commissions accrue in.
 *   An order cancelled or returned later leaves the month it was paid in (the month is restated)
 *   and its refund appears in the month it was cancelled or returned.
 * - Points orders are paid with benefits already given, so they are no sale; they are shown apart.
 * - Cost of goods uses each product's **current** admin_cost_price (order lines keep no cost).
 */

export const FINANCIAL_REPORT_MAX_MONTHS = 36;
export const FINANCIAL_REPORT_DEFAULT_MONTHS = 12;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: string): boolean {
  return MONTH.test(value);
}

/** Months from `from` to `to`, both included, oldest first ([] when `from` is after `to`). */
export function monthsBetween(from: string, to: string): string[] {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  const count = (ty - fy) * 12 + (tm - fm) + 1;
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(new Date(Date.UTC(fy, fm - 1 + i, 1)).toISOString().slice(0, 7));
  return out;
}

/** The default range: the last 12 months up to and including the current one. */
export function defaultMonthRange(currentMonth: string): { from: string; to: string } {
  const months = lastMonths(`${currentMonth}-01`, FINANCIAL_REPORT_DEFAULT_MONTHS);
  return { from: months[0]!, to: months.at(-1)! };
}

/** Gross margin (net sales − cost of goods) and its share of net sales in basis points (null without sales). */
export function grossMargin(netSales: number, costOfGoods: number) {
  const margin = netSales - costOfGoods;
  const marginBp = netSales > 0 ? Number((BigInt(margin) * 10_000n) / BigInt(netSales)) : null;
  return { margin, marginBp };
}

/** The figures of one month, as the SQL gives them (kuruş). */
export interface MonthFigures {
  month: string;
  orderCount: number;
  netSales: number;
  vatByRate: { rateBp: number; net: number; vat: number }[];
  costOfGoods: number;
  /** Units sold whose product has no cost price (counted at zero cost). */
  unitsWithoutCost: number;
  commissionsAccrued: number;
  /** Positive: what was taken back by clawbacks in the month. */
  clawbacks: number;
  commissionsPaid: number;
  withholding: number;
  refunds: number;
  pointsLiability: number;
  pointsOrderCount: number;
  pointsOrderNet: number;
}

export function monthRow(f: MonthFigures) {
  const vat = f.vatByRate.reduce((s, r) => s + r.vat, 0);
  const { margin, marginBp } = grossMargin(f.netSales, f.costOfGoods);
  return {
    ...f,
    vatByRate: [...f.vatByRate].sort((a, b) => a.rateBp - b.rateBp),
    vat,
    grossSales: f.netSales + vat,
    grossMargin: margin,
    grossMarginBp: marginBp,
  };
}
export type MonthRow = ReturnType<typeof monthRow>;

/** Totals over the months; the points liability is the last month's (a balance, not a flow). */
export function totalsOf(rows: readonly MonthRow[]) {
  const sum = (key: keyof MonthFigures) => rows.reduce((s, r) => s + (r[key] as number), 0);
  const vatByRate = new Map<number, { rateBp: number; net: number; vat: number }>();
  for (const r of rows) {
    for (const v of r.vatByRate) {
      const t = vatByRate.get(v.rateBp) ?? { rateBp: v.rateBp, net: 0, vat: 0 };
      t.net += v.net;
      t.vat += v.vat;
      vatByRate.set(v.rateBp, t);
    }
  }
  return monthRow({
    month: rows.length ? `${rows[0]!.month}..${rows.at(-1)!.month}` : '',
    orderCount: sum('orderCount'),
    netSales: sum('netSales'),
    vatByRate: [...vatByRate.values()],
    costOfGoods: sum('costOfGoods'),
    unitsWithoutCost: sum('unitsWithoutCost'),
    commissionsAccrued: sum('commissionsAccrued'),
    clawbacks: sum('clawbacks'),
    commissionsPaid: sum('commissionsPaid'),
    withholding: sum('withholding'),
    refunds: sum('refunds'),
    pointsLiability: rows.at(-1)?.pointsLiability ?? 0,
    pointsOrderCount: sum('pointsOrderCount'),
    pointsOrderNet: sum('pointsOrderNet'),
  });
}

/** Every VAT rate that occurs in the months, ascending (the columns of the table and the CSV). */
export function vatRatesOf(rows: readonly { vatByRate: { rateBp: number }[] }[]): number[] {
  return [...new Set(rows.flatMap((r) => r.vatByRate.map((v) => v.rateBp)))].sort((a, b) => a - b);
}

// ---------------------------------------------------------------- Direct Sales Regulation

/** A cap is "near" from 90 % of it on. */
export const NEAR_CAP_SHARE_BP = 9_000;
export const CAP_STATES = ['compliant', 'near', 'exceeded'] as const;
export type CapState = (typeof CAP_STATES)[number];
export const CAP_STATE_LABELS: Record<CapState, string> = {
  compliant: 'Uyumlu',
  near: 'Sınırda',
  exceeded: 'Aşıldı',
};

/** Where a ratio stands against its cap: over it, at 90 % of it or more, or under that. */
export function capState(ratioBp: number | null, ok: boolean, capBp: number): CapState {
  if (!ok) return 'exceeded';
  if (ratioBp !== null && ratioBp * 10_000 >= capBp * NEAR_CAP_SHARE_BP) return 'near';
  return 'compliant';
}

/** The year's (or a month's) figures against both caps, with the state of each. */
export function directSalesAssessment(figures: {
  netSales: number;
  salesBenefits: number;
  recruitmentBenefits: number;
}) {
  const r = directSalesRatios(figures);
  return {
    ...figures,
    benefits: r.benefits,
    benefitsBp: r.benefitsBp,
    recruitmentBp: r.recruitmentBp,
    benefitsCapBp: BENEFITS_CAP_BP,
    recruitmentCapBp: RECRUITMENT_CAP_BP,
    benefitsState: capState(r.benefitsBp, r.benefitsOk, BENEFITS_CAP_BP),
    recruitmentState: capState(r.recruitmentBp, r.recruitmentOk, RECRUITMENT_CAP_BP),
  };
}

// ---------------------------------------------------------------- CSV

/**
 * The report as a CSV Turkish Excel opens as it is (csv.ts: BOM, `;`, CRLF): one line per month
 * and a total line; amounts as 1.234,56 (lira), the margin in percent, VAT base and VAT per rate.
 */
export function financialReportCsv(report: {
  vatRates: readonly number[];
  months: readonly MonthRow[];
  totals: MonthRow;
}) {
  const m = MESSAGES.financialReports;
  const header = [
    m.month,
    m.orderCount,
    m.netSales,
    ...report.vatRates.flatMap((r) => [m.vatNet(formatPercentBasisPoints(r)), m.vat(formatPercentBasisPoints(r))]),
    m.vatTotal,
    m.grossSales,
    m.costOfGoods,
    m.grossMargin,
    m.grossMarginPercent,
    m.commissionsAccrued,
    m.clawbacks,
    m.commissionsPaid,
    m.withholding,
    m.refunds,
    m.pointsLiability,
    m.pointsOrders,
  ];
  const line = (label: string, r: MonthRow): CsvValue[] => [
    label,
    r.orderCount,
    csvDecimal(r.netSales),
    ...report.vatRates.flatMap((rate) => {
      const v = r.vatByRate.find((x) => x.rateBp === rate);
      return [csvDecimal(v?.net ?? 0), csvDecimal(v?.vat ?? 0)];
    }),
    csvDecimal(r.vat),
    csvDecimal(r.grossSales),
    csvDecimal(r.costOfGoods),
    csvDecimal(r.grossMargin),
    r.grossMarginBp === null ? null : csvDecimal(r.grossMarginBp),
    csvDecimal(r.commissionsAccrued),
    csvDecimal(r.clawbacks),
    csvDecimal(r.commissionsPaid),
    csvDecimal(r.withholding),
    csvDecimal(r.refunds),
    csvDecimal(r.pointsLiability),
    csvDecimal(r.pointsOrderNet),
  ];
  return csvDocument(header, [...report.months.map((r) => line(r.month, r)), line(m.total, report.totals)]);
}

/**
 * The report's XLSX columns: the CSV's header and the same figures as numbers Excel can sum (one
 * row per month, then the totals row).
 */
export function financialReportColumns(report: {
  vatRates: readonly number[];
}): ExportColumn<MonthRow & { label: string }>[] {
  const m = MESSAGES.financialReports;
  const money = (header: string, value: (r: MonthRow) => number): ExportColumn<MonthRow & { label: string }> => ({
    header,
    kind: 'money',
    value,
  });
  return [
    { header: m.month, kind: 'text', value: (r) => r.label, width: 18 },
    { header: m.orderCount, kind: 'integer', value: (r) => r.orderCount },
    money(m.netSales, (r) => r.netSales),
    ...report.vatRates.flatMap((rate) => [
      money(m.vatNet(formatPercentBasisPoints(rate)), (r) => r.vatByRate.find((x) => x.rateBp === rate)?.net ?? 0),
      money(m.vat(formatPercentBasisPoints(rate)), (r) => r.vatByRate.find((x) => x.rateBp === rate)?.vat ?? 0),
    ]),
    money(m.vatTotal, (r) => r.vat),
    money(m.grossSales, (r) => r.grossSales),
    money(m.costOfGoods, (r) => r.costOfGoods),
    money(m.grossMargin, (r) => r.grossMargin),
    { header: m.grossMarginPercent, kind: 'percent', value: (r) => r.grossMarginBp },
    money(m.commissionsAccrued, (r) => r.commissionsAccrued),
    money(m.clawbacks, (r) => r.clawbacks),
    money(m.commissionsPaid, (r) => r.commissionsPaid),
    money(m.withholding, (r) => r.withholding),
    money(m.refunds, (r) => r.refunds),
    money(m.pointsLiability, (r) => r.pointsLiability),
    money(m.pointsOrders, (r) => r.pointsOrderNet),
  ];
}

/** The report's rows for the XLSX: the months, then the totals. */
export function financialReportRows(report: { months: readonly MonthRow[]; totals: MonthRow }) {
  return [
    ...report.months.map((r) => ({ ...r, label: r.month })),
    { ...report.totals, label: MESSAGES.financialReports.total },
  ];
}
