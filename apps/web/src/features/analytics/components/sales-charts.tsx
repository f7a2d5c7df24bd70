import { bucketsOf, type Granularity } from '@portal/shared/analytics';
import type { AnalyticsOverview, SalesRow } from '@portal/shared/contracts/analytics';
import { formatMoney, formatNumber } from '@portal/shared/format';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const AXIS = { fontSize: 12, fill: 'var(--muted-foreground)' };
const GRID = 'var(--border)';
const compact = new Intl.NumberFormat('tr-TR', { notation: 'compact', maximumFractionDigits: 1 });
const lira = (kurus: number) => compact.format(kurus / 100);

/** '2026-11-24' as the axis shows it: '24.11', a week '23.11', a month 'Kas 26'. */
export function shortBucket(bucket: string, g: Granularity): string {
  const [, m, d] = bucket.split('-');
  if (g === 'month') {
    return new Intl.DateTimeFormat('tr-TR', { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
      new Date(`${bucket}T12:00:00Z`),
    );
  }
  return `${d}.${m}`;
}

function TooltipBox({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <div className="rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="mb-1 font-semibold">{title}</p>
      <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right font-medium tabular">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

type TipProps<T> = { active?: boolean; payload?: readonly { payload?: T }[] };
const first = <T,>(p: TipProps<T>): T | null => (p.active && p.payload?.[0]?.payload) || null;

/** The overview's sales over the period, one point per day, week or month. */
export function SeriesChart({ data }: { data: AnalyticsOverview }) {
  const points = data.series.map((p) => ({ ...p, label: shortBucket(p.bucket, data.granularity) }));
  return (
    <div className="h-64 w-full sm:h-72" data-testid="series-chart">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} minTickGap={16} />
          <YAxis tick={AXIS} tickLine={false} axisLine={false} width={44} tickFormatter={lira} />
          <Tooltip
            content={(props) => {
              const p = first(props as TipProps<(typeof points)[number]>);
              return p ? (
                <TooltipBox
                  title={p.label}
                  rows={[
                    ['Ciro', formatMoney(p.revenue)],
                    ['Sipariş', formatNumber(p.orders)],
                  ]}
                />
              ) : null;
            }}
          />
          <Area
            type="monotone"
            dataKey="revenue"
            stroke="var(--primary)"
            fill="var(--primary)"
            fillOpacity={0.15}
            strokeWidth={2}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}

/** A time dimension's rows with a zero bar for every bucket without sales (up to a readable number of bars). */
function withEmptyBuckets(rows: SalesRow[], g: Granularity, period: { from: string; to: string }): SalesRow[] {
  const buckets = bucketsOf(period.from, period.to, g);
  if (buckets.length > 400) return rows;
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return buckets.map(
    (key) => byKey.get(key) ?? { key, label: key, revenue: 0, net: 0, orders: 0, quantity: 0, shareBp: 0 },
  );
}

type BarShapeProps = { x?: number; y?: number; width?: number; height?: number; payload?: SalesRow };

/**
 * Sales by a dimension as bars: across for time, lying down (labels readable on a phone) for the
 * rest. A bar is a button: clicking it opens the orders behind it.
 */
export function DimensionChart({
  rows,
  time,
  period,
  selected,
  onSelect,
  narrow = false,
}: {
  rows: SalesRow[];
  /** The step of a time dimension (null for the others). */
  time: Granularity | null;
  /** The period, so that a time chart shows its empty buckets too. */
  period: { from: string; to: string };
  /** A phone: shorter labels, so the bars keep most of the width. */
  narrow?: boolean;
  selected: string | null;
  onSelect: (row: SalesRow) => void;
}) {
  const shown = time ? withEmptyBuckets(rows, time, period) : rows.slice(0, 12);
  const shape = (props: unknown) => {
    const { x = 0, y = 0, width = 0, height = 0, payload } = props as BarShapeProps;
    if (!payload || payload.orders === 0) return <g />;
    const active = selected === payload.key;
    return (
      // biome-ignore lint/a11y/useSemanticElements: an SVG bar cannot be a <button>; the table below is the keyboard path.
      <rect
        x={x}
        y={y}
        width={Math.max(width, 0)}
        height={Math.max(height, 0)}
        rx={3}
        fill={active ? 'var(--chart-2, var(--primary))' : 'var(--primary)'}
        fillOpacity={selected && !active ? 0.45 : 1}
        className="cursor-pointer"
        role="button"
        aria-label={`${payload.label}: ${formatMoney(payload.revenue)}`}
        data-testid="sales-bar"
        data-key={payload.key}
        onClick={() => onSelect(payload)}
      />
    );
  };
  const tooltip = (props: unknown) => {
    const r = first(props as TipProps<SalesRow>);
    return r ? (
      <TooltipBox
        title={r.label}
        rows={[
          ['Ciro', formatMoney(r.revenue)],
          ['Sipariş', formatNumber(r.orders)],
          ['Adet', formatNumber(r.quantity)],
        ]}
      />
    ) : null;
  };
  if (time) {
    return (
      <div className="h-64 w-full sm:h-80" data-testid="dimension-chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={shown} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke={GRID} vertical={false} />
            <XAxis
              dataKey="key"
              tick={AXIS}
              tickLine={false}
              axisLine={false}
              minTickGap={12}
              tickFormatter={(k: string) => shortBucket(k, time)}
            />
            <YAxis tick={AXIS} tickLine={false} axisLine={false} width={44} tickFormatter={lira} />
            <Tooltip content={tooltip} cursor={{ fill: 'var(--muted)' }} />
            <Bar dataKey="revenue" shape={shape} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    );
  }
  return (
    <div className="w-full" style={{ height: Math.max(160, shown.length * 34 + 32) }} data-testid="dimension-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={shown} layout="vertical" margin={{ top: 4, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={GRID} horizontal={false} />
          <XAxis type="number" tick={AXIS} tickLine={false} axisLine={false} tickFormatter={lira} />
          <YAxis
            type="category"
            dataKey="label"
            // A wide text box: the label is cut by length, never wrapped onto two lines.
            tick={{ ...AXIS, width: 400 }}
            tickLine={false}
            axisLine={false}
            width={narrow ? 96 : 150}
            tickFormatter={(l: string) => {
              const max = narrow ? 13 : 21;
              return l.length > max ? `${l.slice(0, max - 1)}…` : l;
            }}
          />
          <Tooltip content={tooltip} cursor={{ fill: 'var(--muted)' }} />
          <Bar dataKey="revenue" shape={shape} barSize={narrow ? 18 : 20} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
