import type { PerformanceMember } from '@portal/shared/contracts/analytics-performance';
import { formatMoney, formatNumber } from '@portal/shared/format';
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const AXIS = { fontSize: 12, fill: 'var(--muted-foreground)' };
const compact = new Intl.NumberFormat('tr-TR', { notation: 'compact', maximumFractionDigits: 1 });
const MONTHS = ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'];

export const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(2, 4)}`;

type Point = PerformanceMember['series'][number];

/** The member's team per month: sales as bars, active buyers as a line. */
export function MemberSeriesChart({ series }: { series: Point[] }) {
  const data = series.map((p) => ({ ...p, label: monthLabel(p.month), lira: p.sales / 100 }));
  return (
    <figure className="flex flex-col gap-2" data-testid="member-series">
      <div className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="var(--border)" vertical={false} />
            <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} interval="preserveStartEnd" />
            <YAxis
              yAxisId="sales"
              tick={AXIS}
              tickLine={false}
              axisLine={false}
              width={44}
              tickFormatter={(v: number) => compact.format(v)}
            />
            <YAxis yAxisId="buyers" orientation="right" tick={AXIS} tickLine={false} axisLine={false} width={28} />
            <Tooltip
              content={(props) => {
                const p = props.active ? (props.payload?.[0]?.payload as (typeof data)[number] | undefined) : undefined;
                if (!p) return null;
                return (
                  <div className="rounded-md border bg-popover px-3 py-2 text-xs shadow-md">
                    <p className="mb-1 font-semibold">{p.label}</p>
                    <p>Satış: {formatMoney(p.sales)}</p>
                    <p>Sipariş: {formatNumber(p.orders)}</p>
                    <p>Aktif alıcı: {formatNumber(p.activeBuyers)}</p>
                  </div>
                );
              }}
            />
            <Bar yAxisId="sales" dataKey="lira" fill="var(--primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
            <Line
              yAxisId="buyers"
              dataKey="activeBuyers"
              stroke="var(--success)"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="flex flex-wrap gap-3 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <span className="size-2 rounded-sm bg-primary" aria-hidden="true" /> Satış (son 12 ay)
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="size-2 rounded-full bg-success" aria-hidden="true" /> Aktif alıcı
        </span>
      </figcaption>
      <div className="sr-only">
        <table>
          <caption>Aylara göre satış, sipariş ve aktif alıcı</caption>
          <thead>
            <tr>
              <th scope="col">Ay</th>
              <th scope="col">Satış</th>
              <th scope="col">Sipariş</th>
              <th scope="col">Aktif alıcı</th>
            </tr>
          </thead>
          <tbody>
            {data.map((p) => (
              <tr key={p.month}>
                <td>{p.label}</td>
                <td>{formatMoney(p.sales)}</td>
                <td>{formatNumber(p.orders)}</td>
                <td>{formatNumber(p.activeBuyers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
