import type { EarningsMonth } from '@portal/shared/contracts/commissions';
import { formatMoney } from '@portal/shared/format';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const AXIS = { fontSize: 12, fill: 'var(--muted-foreground)' };
const compactLira = new Intl.NumberFormat('tr-TR', { notation: 'compact', maximumFractionDigits: 1 });
const monthShort = new Intl.DateTimeFormat('tr-TR', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const monthLong = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
export const monthLabel = (period: string) => monthShort.format(new Date(`${period}-01T00:00:00Z`));
export const monthTitle = (period: string) => monthLong.format(new Date(`${period}-01T00:00:00Z`));

/** The states stacked, bottom up; clawbacks go below zero. */
export const EARNINGS_SERIES = [
  { key: 'paid', label: 'Ödendi', color: 'var(--success)' },
  { key: 'approved', label: 'Onaylandı', color: 'var(--info)' },
  { key: 'pending', label: 'Beklemede', color: 'var(--warning)' },
  { key: 'clawedBack', label: 'İade kesintisi', color: 'var(--destructive)' },
] as const;

type Datum = EarningsMonth & { label: string };
type TipProps = { active?: boolean; payload?: readonly { payload?: Datum }[] };

function EarningsTooltip(props: TipProps) {
  const d = props.active ? props.payload?.[0]?.payload : undefined;
  if (!d) return null;
  return (
    <div className="rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="mb-1 font-semibold">{monthTitle(d.period)}</p>
      <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5">
        {EARNINGS_SERIES.map((s) => (
          <div key={s.key} className="contents">
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              <span className="size-2 rounded-full" style={{ background: s.color }} aria-hidden="true" />
              {s.label}
            </dt>
            <dd className="text-right font-medium tabular">{formatMoney(d[s.key])}</dd>
          </div>
        ))}
        <dt className="font-medium">Net</dt>
        <dd className="text-right font-semibold tabular">{formatMoney(d.net)}</dd>
      </dl>
    </div>
  );
}

/** Monthly commission income stacked by state (amounts are kuruş; the axis shows lira). */
export function EarningsChart({ months }: { months: EarningsMonth[] }) {
  const data: Datum[] = months.map((m) => ({ ...m, label: monthLabel(m.period) }));
  return (
    <div className="h-80 w-full" aria-hidden="true" data-testid="earnings-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          accessibilityLayer={false}
          data={data}
          stackOffset="sign"
          margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
        >
          <CartesianGrid vertical={false} stroke="var(--border)" strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} minTickGap={8} />
          <YAxis
            tick={AXIS}
            tickLine={false}
            axisLine={false}
            width={52}
            tickFormatter={(v: number) => `₺${compactLira.format(v / 100)}`}
          />
          <ReferenceLine y={0} stroke="var(--border)" />
          <Tooltip cursor={{ fill: 'var(--muted)', opacity: 0.6 }} content={<EarningsTooltip />} />
          <Legend
            itemSorter={null}
            verticalAlign="top"
            height={36}
            iconSize={10}
            wrapperStyle={{ fontSize: 12 }}
            formatter={(value: string) => <span className="text-muted-foreground">{value}</span>}
          />
          {EARNINGS_SERIES.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              stackId="earnings"
              fill={s.color}
              maxBarSize={40}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
