import type { ClientReportCategory, ClientReportMonth } from '@portal/shared/contracts/client-account';
import { formatMoney } from '@portal/shared/format';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { monthLabel, pointsText } from './month-label';

const AXIS = { fontSize: 12, fill: 'var(--muted-foreground)' };
const GRID = 'var(--border)';
const compact = new Intl.NumberFormat('tr-TR', { notation: 'compact', maximumFractionDigits: 1 });
const COLORS = ['var(--primary)', '#0ea5e9', '#f59e0b', '#10b981', '#8b5cf6', '#ef4444', '#64748b', '#ec4899'];

function Tip({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <div className="rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="mb-1 font-semibold">{title}</p>
      {rows.map(([label, value]) => (
        <p key={label} className="flex justify-between gap-3">
          <span className="text-muted-foreground">{label}</span>
          <span className="font-medium tabular">{value}</span>
        </p>
      ))}
    </div>
  );
}

type TipProps<T> = { active?: boolean; payload?: readonly { payload?: T }[] };
const first = <T,>(p: TipProps<T>) => (p.active && p.payload?.length ? (p.payload[0]?.payload ?? null) : null);

/** My spending per month (bars, ₺) — the table below holds the same figures for screen readers. */
export function MonthlySpendingChart({ months }: { months: ClientReportMonth[] }) {
  const data = months.map((m) => ({ ...m, label: monthLabel(m.month), lira: m.spent / 100 }));
  return (
    <div className="h-64 w-full" data-testid="chart-spending" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} interval="preserveStartEnd" />
          <YAxis tick={AXIS} tickLine={false} axisLine={false} width={48} tickFormatter={(v) => compact.format(v)} />
          <Tooltip
            cursor={{ fill: 'var(--muted)' }}
            content={(p: TipProps<(typeof data)[number]>) => {
              const d = first(p);
              return d ? (
                <Tip
                  title={monthLabel(d.month, true)}
                  rows={[
                    ['Harcama', formatMoney(d.spent)],
                    ['Sipariş', String(d.orders)],
                    ['Kazanılan puan', pointsText(d.pointsEarned)],
                  ]}
                />
              ) : null;
            }}
          />
          <Bar dataKey="lira" fill="var(--primary)" radius={[4, 4, 0, 0]} maxBarSize={48} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Points earned per month (bars). */
export function MonthlyPointsChart({ months }: { months: ClientReportMonth[] }) {
  const data = months.map((m) => ({ ...m, label: monthLabel(m.month), points: m.pointsEarned / 100 }));
  return (
    <div className="h-48 w-full" data-testid="chart-points" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} interval="preserveStartEnd" />
          <YAxis tick={AXIS} tickLine={false} axisLine={false} width={48} tickFormatter={(v) => compact.format(v)} />
          <Tooltip
            cursor={{ fill: 'var(--muted)' }}
            content={(p: TipProps<(typeof data)[number]>) => {
              const d = first(p);
              return d ? (
                <Tip
                  title={monthLabel(d.month, true)}
                  rows={[
                    ['Kazanılan', pointsText(d.pointsEarned)],
                    ['Harcanan', pointsText(d.pointsSpent)],
                  ]}
                />
              ) : null;
            }}
          />
          <Bar dataKey="points" fill="#f59e0b" radius={[4, 4, 0, 0]} maxBarSize={48} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** My spending by category (horizontal bars, largest first). */
export function CategoryChart({ categories }: { categories: ClientReportCategory[] }) {
  const data = categories.slice(0, 8).map((c) => ({ ...c, lira: c.spent / 100 }));
  return (
    <div
      className="w-full"
      style={{ height: Math.max(120, data.length * 40 + 24) }}
      data-testid="chart-categories"
      aria-hidden="true"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 0, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid stroke={GRID} horizontal={false} />
          <XAxis type="number" tick={AXIS} tickLine={false} axisLine={false} tickFormatter={(v) => compact.format(v)} />
          <YAxis type="category" dataKey="name" tick={AXIS} tickLine={false} axisLine={false} width={110} />
          <Tooltip
            cursor={{ fill: 'var(--muted)' }}
            content={(p: TipProps<(typeof data)[number]>) => {
              const d = first(p);
              return d ? (
                <Tip
                  title={d.name}
                  rows={[
                    ['Harcama', formatMoney(d.spent)],
                    ['Adet', String(d.quantity)],
                  ]}
                />
              ) : null;
            }}
          />
          <Bar dataKey="lira" radius={[0, 4, 4, 0]} maxBarSize={28}>
            {data.map((c, i) => (
              <Cell key={c.categoryId ?? 'none'} fill={COLORS[i % COLORS.length]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
