import type { FinancialMonth } from '@portal/shared/contracts/financial-reports';
import { formatMoney, formatPercentBasisPoints, kurusToLira } from '@portal/shared/format';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  AXIS,
  compactLira,
  firstOf,
  GRID,
  monthLabel,
  monthTitle,
  type TipProps,
  TooltipBox,
} from '@/features/financial-reports/components/report-parts';

const COLORS = {
  net: 'var(--primary)',
  margin: 'oklch(0.72 0.15 60)',
  accrued: 'var(--info)',
  paid: 'var(--primary)',
  clawbacks: 'var(--destructive)',
};
const RATE_COLORS = [
  'var(--primary)',
  'var(--info)',
  'oklch(0.72 0.15 60)',
  'oklch(0.5 0.16 290)',
  'var(--destructive)',
];

const legend = (
  <Legend
    verticalAlign="top"
    height={36}
    iconSize={10}
    wrapperStyle={{ fontSize: 12 }}
    formatter={(value: string) => <span className="text-muted-foreground">{value}</span>}
  />
);
const yAxis = (
  <YAxis
    tick={AXIS}
    tickLine={false}
    axisLine={false}
    width={44}
    tickFormatter={(v: number) => compactLira.format(v)}
  />
);
const xAxis = <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} minTickGap={8} />;
const grid = <CartesianGrid vertical={false} stroke={GRID} strokeDasharray="3 3" />;

type SalesDatum = { month: string; label: string; net: number; margin: number; row: FinancialMonth };

function SalesTip(props: TipProps<SalesDatum>) {
  const d = firstOf(props);
  if (!d) return null;
  return (
    <TooltipBox
      title={monthTitle(d.month)}
      rows={[
        { label: 'Net satış', value: formatMoney(d.row.netSales), color: COLORS.net },
        { label: 'Brüt kâr', value: formatMoney(d.row.grossMargin), color: COLORS.margin },
        {
          label: 'Marj',
          value: d.row.grossMarginBp === null ? '-' : formatPercentBasisPoints(d.row.grossMarginBp),
        },
      ]}
    />
  );
}

/** Net sales (bars) and gross margin (line) by month. */
export function SalesMarginChart({ months }: { months: FinancialMonth[] }) {
  const data: SalesDatum[] = months.map((m) => ({
    month: m.month,
    label: monthLabel(m.month),
    net: kurusToLira(m.netSales),
    margin: kurusToLira(m.grossMargin),
    row: m,
  }));
  return (
    <div className="h-72 w-full" aria-hidden="true" data-testid="chart-sales-margin">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
          {grid}
          {xAxis}
          {yAxis}
          <Tooltip cursor={{ fill: 'var(--muted)', opacity: 0.6 }} content={SalesTip} />
          {legend}
          <Bar
            dataKey="net"
            name="Net satış"
            fill={COLORS.net}
            radius={[3, 3, 0, 0]}
            maxBarSize={36}
            isAnimationActive={false}
          />
          <Line
            dataKey="margin"
            name="Brüt kâr"
            type="monotone"
            stroke={COLORS.margin}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

type CommissionDatum = {
  month: string;
  label: string;
  accrued: number;
  paid: number;
  clawbacks: number;
  row: FinancialMonth;
};

function CommissionTip(props: TipProps<CommissionDatum>) {
  const d = firstOf(props);
  if (!d) return null;
  return (
    <TooltipBox
      title={monthTitle(d.month)}
      rows={[
        { label: 'Tahakkuk eden', value: formatMoney(d.row.commissionsAccrued), color: COLORS.accrued },
        { label: 'Ödenen', value: formatMoney(d.row.commissionsPaid), color: COLORS.paid },
        { label: 'Geri alınan', value: formatMoney(d.row.clawbacks), color: COLORS.clawbacks },
      ]}
    />
  );
}

/** Commissions accrued, paid and clawed back by month. */
export function CommissionsChart({ months }: { months: FinancialMonth[] }) {
  const data: CommissionDatum[] = months.map((m) => ({
    month: m.month,
    label: monthLabel(m.month),
    accrued: kurusToLira(m.commissionsAccrued),
    paid: kurusToLira(m.commissionsPaid),
    clawbacks: kurusToLira(m.clawbacks),
    row: m,
  }));
  return (
    <div className="h-72 w-full" aria-hidden="true" data-testid="chart-commissions">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
          {grid}
          {xAxis}
          {yAxis}
          <Tooltip cursor={{ fill: 'var(--muted)', opacity: 0.6 }} content={CommissionTip} />
          {legend}
          <Bar dataKey="accrued" name="Tahakkuk eden" fill={COLORS.accrued} maxBarSize={18} isAnimationActive={false} />
          <Bar dataKey="paid" name="Ödenen" fill={COLORS.paid} maxBarSize={18} isAnimationActive={false} />
          <Bar
            dataKey="clawbacks"
            name="Geri alınan"
            fill={COLORS.clawbacks}
            maxBarSize={18}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** VAT by rate, stacked by month. */
export function VatChart({ months, rates }: { months: FinancialMonth[]; rates: number[] }) {
  const data = months.map((m) => ({
    month: m.month,
    label: monthLabel(m.month),
    ...Object.fromEntries(rates.map((r) => [`r${r}`, kurusToLira(m.vatByRate.find((v) => v.rateBp === r)?.vat ?? 0)])),
    row: m,
  }));
  const tip = (props: TipProps<(typeof data)[number]>) => {
    const d = firstOf(props);
    if (!d) return null;
    return (
      <TooltipBox
        title={monthTitle(d.month)}
        rows={rates.map((r, i) => ({
          label: `KDV ${formatPercentBasisPoints(r)}`,
          value: formatMoney(d.row.vatByRate.find((v) => v.rateBp === r)?.vat ?? 0),
          color: RATE_COLORS[i % RATE_COLORS.length],
        }))}
      />
    );
  };
  return (
    <div className="h-72 w-full" aria-hidden="true" data-testid="chart-vat">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
          {grid}
          {xAxis}
          {yAxis}
          <Tooltip cursor={{ fill: 'var(--muted)', opacity: 0.6 }} content={tip} />
          {legend}
          {rates.map((r, i) => (
            <Bar
              key={r}
              dataKey={`r${r}`}
              name={`KDV ${formatPercentBasisPoints(r)}`}
              stackId="vat"
              fill={RATE_COLORS[i % RATE_COLORS.length]}
              maxBarSize={36}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
