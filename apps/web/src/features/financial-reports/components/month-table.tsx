import type { FinancialMonth } from '@portal/shared/contracts/financial-reports';
import { formatMoney, formatNumber, formatPercentBasisPoints } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { monthTitle } from '@/features/financial-reports/components/report-parts';

const M = MESSAGES.financialReports;
const margin = (m: FinancialMonth) => (m.grossMarginBp === null ? '-' : formatPercentBasisPoints(m.grossMarginBp));
const vatOf = (m: FinancialMonth, rate: number) => m.vatByRate.find((v) => v.rateBp === rate)?.vat ?? 0;

type Col = { key: string; title: string; value: (m: FinancialMonth) => string; strong?: boolean };

function columns(rates: number[]): Col[] {
  return [
    { key: 'orders', title: M.orderCount, value: (m) => formatNumber(m.orderCount) },
    { key: 'net', title: M.netSales, value: (m) => formatMoney(m.netSales), strong: true },
    ...rates.map((r) => ({
      key: `vat-${r}`,
      title: M.vat(formatPercentBasisPoints(r)),
      value: (m: FinancialMonth) => formatMoney(vatOf(m, r)),
    })),
    { key: 'gross', title: M.grossSales, value: (m) => formatMoney(m.grossSales) },
    { key: 'cost', title: M.costOfGoods, value: (m) => formatMoney(m.costOfGoods) },
    { key: 'margin', title: M.grossMargin, value: (m) => `${formatMoney(m.grossMargin)} (${margin(m)})`, strong: true },
    { key: 'accrued', title: M.commissionsAccrued, value: (m) => formatMoney(m.commissionsAccrued) },
    { key: 'paid', title: M.commissionsPaid, value: (m) => formatMoney(m.commissionsPaid) },
    { key: 'withholding', title: M.withholding, value: (m) => formatMoney(m.withholding) },
    { key: 'clawbacks', title: M.clawbacks, value: (m) => formatMoney(m.clawbacks) },
    { key: 'refunds', title: M.refunds, value: (m) => formatMoney(m.refunds) },
    { key: 'points', title: M.pointsLiability, value: (m) => formatMoney(m.pointsLiability) },
    { key: 'points-orders', title: M.pointsOrders, value: (m) => formatMoney(m.pointsOrderNet) },
  ];
}

/** Every month of the range, newest first, with a total line: a table on wide screens, cards on a phone. */
export function MonthTable({
  months,
  totals,
  rates,
}: {
  months: FinancialMonth[];
  totals: FinancialMonth;
  rates: number[];
}) {
  const cols = columns(rates);
  const rows = [...months].reverse();
  return (
    <>
      <Card className="hidden px-0 py-2 md:block">
        <Table data-testid="financial-table" aria-label="Aylara göre finansal rapor">
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead className="sticky left-0 bg-card pl-4">{M.month}</TableHead>
              {cols.map((c) => (
                <TableHead key={c.key} className="text-right whitespace-normal">
                  {c.title}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((m) => (
              <TableRow key={m.month} data-testid="financial-row" data-month={m.month}>
                <TableCell className="sticky left-0 bg-card pl-4 whitespace-nowrap">{monthTitle(m.month)}</TableCell>
                {cols.map((c) => (
                  <TableCell
                    key={c.key}
                    className={`text-right whitespace-nowrap tabular ${c.strong ? 'font-medium' : ''}`}
                    data-col={c.key}
                  >
                    {c.value(m)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow data-testid="financial-total">
              <TableCell className="sticky left-0 bg-muted pl-4">{M.total}</TableCell>
              {cols.map((c) => (
                <TableCell key={c.key} className="text-right whitespace-nowrap tabular">
                  {c.key === 'points' ? '' : c.value(totals)}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        </Table>
      </Card>
      <ul className="grid gap-3 md:hidden" data-testid="financial-cards" aria-label="Aylara göre finansal rapor">
        {rows.map((m) => (
          <li key={m.month}>
            <Card className="gap-2 px-4 py-3" data-testid="financial-card" data-month={m.month}>
              <h3 className="font-semibold">{monthTitle(m.month)}</h3>
              <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
                {cols.map((c) => (
                  <div key={c.key} className="contents">
                    <dt className="text-muted-foreground">{c.title}</dt>
                    <dd className={`text-right tabular ${c.strong ? 'font-medium' : ''}`}>{c.value(m)}</dd>
                  </div>
                ))}
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
