import { formatMoney, formatNumber } from '@portal/shared/format';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@portal/shared/orders';
import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsPeriod, OrderAnalytics } from '@portal/shared/contracts/orders';
import { periodTitle, type SeriesPoint } from '@/features/orders/components/analytics-series';
import { STATUS_COLORS } from '@/features/orders/components/status-colors';

const AXIS = { fontSize: 12, fill: 'var(--muted-foreground)' };
const GRID = 'var(--border)';
const compactLira = new Intl.NumberFormat('tr-TR', { notation: 'compact', maximumFractionDigits: 1 });
const compactCount = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });

function TooltipBox({ title, rows }: { title: string; rows: { label: string; value: string; color?: string }[] }) {
  return (
    <div className="rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="mb-1 font-semibold">{title}</p>
      <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="flex items-center gap-1.5 text-muted-foreground">
              {row.color ? (
                <span className="size-2 rounded-full" style={{ background: row.color }} aria-hidden="true" />
              ) : null}
              {row.label}
            </dt>
            <dd className="text-right font-medium tabular">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

type TipProps<T> = { active?: boolean; payload?: readonly { payload?: T }[] };

function firstOf<T>(props: TipProps<T>): T | null {
  if (!props.active || !props.payload?.length) return null;
  return props.payload[0]?.payload ?? null;
}

/** A chart's data also as a table, for screen readers. */
function ScreenReaderTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    // A table ignores the 1px width of .sr-only, so the wrapper hides it.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Revenue (line, left axis) and orders (bars, right axis) per period. */
export function RevenueChart({ points, period }: { points: SeriesPoint[]; period: AnalyticsPeriod }) {
  return (
    <>
      <div className="h-72 w-full" aria-hidden="true" data-testid="chart-revenue">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
            <CartesianGrid vertical={false} stroke={GRID} strokeDasharray="3 3" />
            <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} minTickGap={16} />
            <YAxis
              yAxisId="revenue"
              tick={AXIS}
              tickLine={false}
              axisLine={false}
              width={56}
              tickFormatter={(v: number) => `₺${compactLira.format(v)}`}
            />
            <YAxis
              yAxisId="count"
              orientation="right"
              allowDecimals={false}
              tick={AXIS}
              tickLine={false}
              axisLine={false}
              width={32}
              tickFormatter={(v: number) => compactCount.format(v)}
            />
            <Tooltip
              cursor={{ fill: 'var(--muted)', opacity: 0.6 }}
              content={(props: TipProps<SeriesPoint>) => {
                const p = firstOf(props);
                return p ? (
                  <TooltipBox
                    title={periodTitle(period, p.period)}
                    rows={[
                      { label: 'Ciro', value: formatMoney(p.revenue), color: 'var(--primary)' },
                      { label: 'Sipariş', value: formatNumber(p.count), color: 'var(--info)' },
                      { label: 'Ortalama sepet', value: formatMoney(p.averageBasket) },
                    ]}
                  />
                ) : null;
              }}
            />
            <Legend
              verticalAlign="top"
              height={28}
              iconSize={10}
              wrapperStyle={{ fontSize: 12 }}
              formatter={(value: string) => <span className="text-muted-foreground">{value}</span>}
            />
            <Bar
              yAxisId="count"
              dataKey="count"
              name="Sipariş sayısı"
              fill="var(--info)"
              fillOpacity={0.35}
              radius={[3, 3, 0, 0]}
              maxBarSize={32}
              isAnimationActive={false}
            />
            <Line
              yAxisId="revenue"
              dataKey="revenueLira"
              name="Ciro"
              type="monotone"
              stroke="var(--primary)"
              strokeWidth={2}
              dot={points.length <= 31 ? { r: 2.5 } : false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <ScreenReaderTable
        caption="Dönemlere göre ciro ve sipariş sayısı"
        head={['Dönem', 'Sipariş', 'Ciro', 'Ortalama sepet']}
        rows={points
          .filter((p) => p.count > 0)
          .map((p) => [
            periodTitle(period, p.period),
            formatNumber(p.count),
            formatMoney(p.revenue),
            formatMoney(p.averageBasket),
          ])}
      />
    </>
  );
}

type StatusDatum = { status: OrderStatus; label: string; count: number; amount: number };

/** Orders in each state, every state listed in the order of the flow. */
export function StatusChart({ byStatus }: { byStatus: OrderAnalytics['byStatus'] }) {
  const data: StatusDatum[] = ORDER_STATUSES.map((status) => {
    const row = byStatus.find((s) => s.status === status);
    return { status, label: ORDER_STATUS_LABELS[status], count: row?.count ?? 0, amount: row?.amount ?? 0 };
  });
  return (
    <>
      <div className="h-80 w-full" aria-hidden="true" data-testid="chart-status">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            accessibilityLayer={false}
            data={data}
            layout="vertical"
            margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
          >
            <CartesianGrid horizontal={false} stroke={GRID} strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} />
            <YAxis type="category" dataKey="label" tick={AXIS} tickLine={false} axisLine={false} width={140} />
            <Tooltip
              cursor={{ fill: 'var(--muted)', opacity: 0.6 }}
              content={(props: TipProps<StatusDatum>) => {
                const d = firstOf(props);
                return d ? (
                  <TooltipBox
                    title={d.label}
                    rows={[
                      { label: 'Sipariş', value: formatNumber(d.count), color: STATUS_COLORS[d.status] },
                      { label: 'Tutar', value: formatMoney(d.amount) },
                    ]}
                  />
                ) : null;
              }}
            />
            <Bar dataKey="count" name="Sipariş" radius={[0, 3, 3, 0]} maxBarSize={20} isAnimationActive={false}>
              {data.map((d) => (
                <Cell key={d.status} fill={STATUS_COLORS[d.status]} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ScreenReaderTable
        caption="Durumlara göre siparişler"
        head={['Durum', 'Sipariş', 'Tutar']}
        rows={data.map((d) => [d.label, formatNumber(d.count), formatMoney(d.amount)])}
      />
    </>
  );
}

/** The cities with the most orders (up to ten), with their revenue in the tooltip. */
export function CityChart({ byCity }: { byCity: OrderAnalytics['byCity'] }) {
  const height = Math.max(160, byCity.length * 34 + 24);
  return (
    <>
      <div className="w-full" style={{ height }} aria-hidden="true" data-testid="chart-city">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            accessibilityLayer={false}
            data={byCity}
            layout="vertical"
            margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
          >
            <CartesianGrid horizontal={false} stroke={GRID} strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} />
            <YAxis type="category" dataKey="city" tick={AXIS} tickLine={false} axisLine={false} width={104} />
            <Tooltip
              cursor={{ fill: 'var(--muted)', opacity: 0.6 }}
              content={(props: TipProps<OrderAnalytics['byCity'][number]>) => {
                const d = firstOf(props);
                return d ? (
                  <TooltipBox
                    title={d.city}
                    rows={[
                      { label: 'Sipariş', value: formatNumber(d.count), color: 'var(--primary)' },
                      { label: 'Ciro', value: formatMoney(d.revenue) },
                    ]}
                  />
                ) : null;
              }}
            />
            <Bar
              dataKey="count"
              name="Sipariş"
              fill="var(--primary)"
              radius={[0, 3, 3, 0]}
              maxBarSize={20}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ScreenReaderTable
        caption="Şehirlere göre siparişler"
        head={['Şehir', 'Sipariş', 'Ciro']}
        rows={byCity.map((d) => [d.city, formatNumber(d.count), formatMoney(d.revenue)])}
      />
    </>
  );
}
