import type { Monitoring } from '@portal/shared/contracts/system';
import { formatNumber } from '@portal/shared/format';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const AXIS = { fontSize: 12, fill: 'var(--muted-foreground)' };
const GRID = 'var(--border)';
const time = new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' });

function rows(data: Monitoring) {
  return data.points.map((p) => ({
    label: time.format(new Date(p.at)),
    requests: p.count,
    errors: p.errors,
    // A minute without requests has no latency: a gap, not a zero.
    p50: p.count ? p.p50Ms : null,
    p95: p.count ? p.p95Ms : null,
    p99: p.count ? p.p99Ms : null,
  }));
}

/** Requests and 5xx errors per interval, then latency percentiles, as two charts (loaded lazily). */
export default function MonitoringCharts({ data }: { data: Monitoring }) {
  const points = rows(data);
  const interval = Math.max(0, Math.floor(points.length / 6) - 1);
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2" data-testid="monitoring-charts">
      <figure className="min-w-0">
        <figcaption className="mb-2 text-sm font-medium">
          İstek ve hata sayısı ({data.stepMinutes === 1 ? 'dakikalık' : `${data.stepMinutes} dakikalık`})
        </figcaption>
        <div className="h-64 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid stroke={GRID} vertical={false} />
              <XAxis dataKey="label" tick={AXIS} interval={interval} />
              <YAxis tick={AXIS} allowDecimals={false} tickFormatter={(v: number) => formatNumber(v)} />
              <Tooltip formatter={(v) => formatNumber(Number(v))} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar dataKey="requests" name="İstek" fill="var(--info)" isAnimationActive={false} />
              <Line
                dataKey="errors"
                name="Hata (5xx)"
                stroke="var(--destructive)"
                dot={false}
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="min-w-0">
        <figcaption className="mb-2 text-sm font-medium">Gecikme yüzdelikleri (ms)</figcaption>
        <div className="h-64 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
              <CartesianGrid stroke={GRID} vertical={false} />
              <XAxis dataKey="label" tick={AXIS} interval={interval} />
              <YAxis tick={AXIS} tickFormatter={(v: number) => formatNumber(v)} />
              <Tooltip formatter={(v) => `${formatNumber(Number(v))} ms`} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Line dataKey="p50" name="p50" stroke="var(--primary)" dot={false} isAnimationActive={false} />
              <Line dataKey="p95" name="p95" stroke="var(--warning)" dot={false} isAnimationActive={false} />
              <Line dataKey="p99" name="p99" stroke="var(--destructive)" dot={false} isAnimationActive={false} />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
