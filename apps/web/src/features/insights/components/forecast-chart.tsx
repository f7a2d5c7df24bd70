import type { ForecastOk } from '@portal/shared/contracts/insights';
import { formatDate, formatMoney } from '@portal/shared/format';
import { Area, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const AXIS = { fontSize: 12, fill: 'var(--muted-foreground)' };
const compactLira = new Intl.NumberFormat('tr-TR', { notation: 'compact', maximumFractionDigits: 1 });
const shortDay = (day: string) => {
  const [, m, d] = day.split('-');
  return `${d}.${m}`;
};

interface Row {
  day: string;
  actual?: number;
  value?: number;
  band80?: [number, number];
  band95?: [number, number];
}

function rowsOf(f: ForecastOk): Row[] {
  const history = f.history.slice(-60).map((h) => ({ day: h.day, actual: h.revenue / 100 }));
  const last = history[history.length - 1];
  const ahead = f.points.map((p) => ({
    day: p.day,
    value: p.value / 100,
    band80: [p.lower80 / 100, p.upper80 / 100] as [number, number],
    band95: [p.lower95 / 100, p.upper95 / 100] as [number, number],
  }));
  // The forecast line starts where the history ends.
  if (last)
    ahead.unshift({
      day: last.day,
      value: last.actual,
      band80: [last.actual, last.actual],
      band95: [last.actual, last.actual],
    });
  return [...history.slice(0, -1), { ...last, ...ahead[0] } as Row, ...ahead.slice(1)];
}

type TipProps = { active?: boolean; payload?: readonly { payload?: Row }[] };

function Tip(props: TipProps) {
  const row = props.active ? props.payload?.[0]?.payload : undefined;
  if (!row) return null;
  const money = (lira: number) => formatMoney(Math.round(lira * 100), { decimals: 0 });
  return (
    <div className="rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="mb-1 font-semibold">{formatDate(`${row.day}T12:00:00Z`)}</p>
      {row.actual !== undefined ? <p>Gerçekleşen: {money(row.actual)}</p> : null}
      {row.value !== undefined && row.actual === undefined ? (
        <>
          <p>Tahmin: {money(row.value)}</p>
          {row.band80 ? (
            <p className="text-muted-foreground">
              %80 aralık: {money(row.band80[0])} – {money(row.band80[1])}
            </p>
          ) : null}
          {row.band95 ? (
            <p className="text-muted-foreground">
              %95 aralık: {money(row.band95[0])} – {money(row.band95[1])}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** The last 60 days and the next 30 with the 80 % and 95 % bands (lira). */
export default function ForecastChart({ forecast }: { forecast: ForecastOk }) {
  const rows = rowsOf(forecast);
  return (
    <div className="h-64 w-full sm:h-72" data-testid="forecast-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="var(--border)" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} tick={AXIS} minTickGap={24} />
          <YAxis tickFormatter={(v: number) => `₺${compactLira.format(v)}`} tick={AXIS} width={56} />
          <Tooltip content={<Tip />} />
          <Area
            dataKey="band95"
            stroke="none"
            fill="var(--primary)"
            fillOpacity={0.12}
            isAnimationActive={false}
            name="%95 aralık"
          />
          <Area
            dataKey="band80"
            stroke="none"
            fill="var(--primary)"
            fillOpacity={0.22}
            isAnimationActive={false}
            name="%80 aralık"
          />
          <Line
            dataKey="actual"
            stroke="var(--info)"
            strokeWidth={1.5}
            dot={false}
            isAnimationActive={false}
            name="Gerçekleşen"
          />
          <Line
            dataKey="value"
            stroke="var(--primary)"
            strokeWidth={2}
            strokeDasharray="5 3"
            dot={false}
            isAnimationActive={false}
            name="Tahmin"
          />
        </ComposedChart>
      </ResponsiveContainer>
      <div className="sr-only">
        <table>
          <caption>Önümüzdeki 30 günün satış tahmini</caption>
          <thead>
            <tr>
              <th>Gün</th>
              <th>Tahmin</th>
              <th>%80 alt</th>
              <th>%80 üst</th>
            </tr>
          </thead>
          <tbody>
            {forecast.points.map((p) => (
              <tr key={p.day}>
                <td>{p.day}</td>
                <td>{formatMoney(p.value, { decimals: 0 })}</td>
                <td>{formatMoney(p.lower80, { decimals: 0 })}</td>
                <td>{formatMoney(p.upper80, { decimals: 0 })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
