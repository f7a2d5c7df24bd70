import { formatMoney, formatNumber, kurusToLira } from '@portal/shared/format';
import type { TurkeyPanel } from '@portal/shared/contracts/network-reports';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import {
  AXIS,
  compactLira,
  firstOf,
  GRID,
  type TipProps,
  TooltipBox,
} from '@/features/network-reports/components/report-parts';

type Datum = TurkeyPanel['cities'][number] & { lira: number };

/** Sales of the last 30 days by city, largest first (horizontal bars fit a phone). */
export function CitySalesChart({ cities }: { cities: TurkeyPanel['cities'] }) {
  const data: Datum[] = cities.slice(0, 12).map((c) => ({ ...c, lira: kurusToLira(c.sales30) }));
  return (
    <div className="w-full" style={{ height: 48 + data.length * 30 }} aria-hidden="true" data-testid="chart-city-sales">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          accessibilityLayer={false}
          data={data}
          layout="vertical"
          margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
        >
          <CartesianGrid horizontal={false} stroke={GRID} strokeDasharray="3 3" />
          <XAxis
            type="number"
            tick={AXIS}
            tickLine={false}
            axisLine={false}
            tickFormatter={(v: number) => `₺${compactLira.format(v)}`}
          />
          <YAxis type="category" dataKey="city" tick={AXIS} tickLine={false} axisLine={false} width={92} />
          <Tooltip
            cursor={{ fill: 'var(--muted)', opacity: 0.6 }}
            content={(props: TipProps<Datum>) => {
              const d = firstOf(props);
              return d ? (
                <TooltipBox
                  title={d.city}
                  rows={[
                    { label: 'Satış (30 gün)', value: formatMoney(d.sales30), color: 'var(--primary)' },
                    { label: 'Üye', value: formatNumber(d.members) },
                  ]}
                />
              ) : null;
            }}
          />
          <Bar
            dataKey="lira"
            name="Satış"
            fill="var(--primary)"
            radius={[0, 3, 3, 0]}
            maxBarSize={22}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
