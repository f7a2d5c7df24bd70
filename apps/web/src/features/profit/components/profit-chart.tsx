import type { Profit } from '@portal/shared/contracts/analytics-profit';
import { formatMoney } from '@portal/shared/format';
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const AXIS = { fontSize: 12, fill: 'var(--muted-foreground)' };
const compact = new Intl.NumberFormat('tr-TR', { notation: 'compact', maximumFractionDigits: 1 });
const MONTHS = ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'];
const label = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(2, 4)}`;

/** Net revenue and cost per month as bars, the gross margin as a line. */
export function ProfitChart({ months, costLabel }: { months: Profit['byMonth']; costLabel: string }) {
  const data = months.map((m) => ({ ...m, label: label(m.month), n: m.net / 100, c: m.cost / 100, g: m.margin / 100 }));
  return (
    <figure className="flex flex-col gap-2" data-testid="profit-chart">
      <div className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="var(--border)" vertical={false} />
            <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} />
            <YAxis
              tick={AXIS}
              tickLine={false}
              axisLine={false}
              width={44}
              tickFormatter={(v: number) => compact.format(v)}
            />
            <Tooltip
              content={(props) => {
                const p = props.active ? (props.payload?.[0]?.payload as (typeof data)[number] | undefined) : undefined;
                if (!p) return null;
                return (
                  <div className="rounded-md border bg-popover px-3 py-2 text-xs shadow-md">
                    <p className="mb-1 font-semibold">{p.label}</p>
                    <p>KDV hariç ciro: {formatMoney(p.net)}</p>
                    <p>
                      {costLabel}: {formatMoney(p.cost)}
                    </p>
                    <p>Brüt kâr: {formatMoney(p.margin)}</p>
                  </div>
                );
              }}
            />
            <Bar dataKey="n" fill="var(--primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
            <Bar dataKey="c" fill="var(--muted-foreground)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
            <Line dataKey="g" stroke="var(--success)" strokeWidth={2} dot isAnimationActive={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="flex flex-wrap gap-3 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <span className="size-2 rounded-sm bg-primary" aria-hidden="true" /> KDV hariç ciro
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="size-2 rounded-sm bg-muted-foreground" aria-hidden="true" /> {costLabel}
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="size-2 rounded-full bg-success" aria-hidden="true" /> Brüt kâr
        </span>
      </figcaption>
      <div className="sr-only">
        <table>
          <caption>Aylara göre kâr</caption>
          <thead>
            <tr>
              <th scope="col">Ay</th>
              <th scope="col">KDV hariç ciro</th>
              <th scope="col">{costLabel}</th>
              <th scope="col">Brüt kâr</th>
            </tr>
          </thead>
          <tbody>
            {data.map((p) => (
              <tr key={p.month}>
                <td>{p.label}</td>
                <td>{formatMoney(p.net)}</td>
                <td>{formatMoney(p.cost)}</td>
                <td>{formatMoney(p.margin)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
