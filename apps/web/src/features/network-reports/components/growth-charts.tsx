import { formatNumber } from '@portal/shared/format';
import type { GrowthMonth } from '@portal/shared/contracts/network-reports';
import { ROLE_LABELS, type Role } from '@portal/shared/roles';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  AXIS,
  firstOf,
  GRID,
  ROLE_COLORS,
  type TipProps,
  TooltipBox,
} from '@/features/network-reports/components/report-parts';

const monthShort = new Intl.DateTimeFormat('tr-TR', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const monthLong = new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** YYYY-MM as "Oca 26" on an axis. */
export const monthLabel = (month: string) => monthShort.format(new Date(`${month}-01T00:00:00Z`));
/** YYYY-MM as "Ocak 2026". */
export const monthTitle = (month: string) => monthLong.format(new Date(`${month}-01T00:00:00Z`));

type Datum = { month: string; label: string } & Record<Role, number>;

function toData(months: GrowthMonth[], key: 'newMembers' | 'activeMembers'): Datum[] {
  return months.map((m) => ({ month: m.month, label: monthLabel(m.month), ...m[key] }));
}

function tooltip(roles: Role[]) {
  return (props: TipProps<Datum>) => {
    const d = firstOf(props);
    if (!d) return null;
    const total = roles.reduce((sum, role) => sum + d[role], 0);
    return (
      <TooltipBox
        title={monthTitle(d.month)}
        rows={[
          ...roles.map((role) => ({
            label: ROLE_LABELS[role],
            value: formatNumber(d[role]),
            color: ROLE_COLORS[role],
          })),
          { label: 'Toplam', value: formatNumber(total) },
        ]}
      />
    );
  };
}

// Roles in their order, top to bottom (the legend would sort its items by name).
const legend = (
  <Legend
    itemSorter={null}
    verticalAlign="top"
    height={36}
    iconSize={10}
    wrapperStyle={{ fontSize: 12 }}
    formatter={(value: string) => <span className="text-muted-foreground">{value}</span>}
  />
);

/** New members per month, stacked by role. */
export function NewMembersChart({ months, roles }: { months: GrowthMonth[]; roles: Role[] }) {
  const data = toData(months, 'newMembers');
  return (
    <div className="h-72 w-full" aria-hidden="true" data-testid="chart-new-members">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke={GRID} strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} minTickGap={8} />
          <YAxis allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} width={32} />
          <Tooltip cursor={{ fill: 'var(--muted)', opacity: 0.6 }} content={tooltip(roles)} />
          {legend}
          {roles.map((role, i) => (
            <Bar
              key={role}
              dataKey={role}
              name={ROLE_LABELS[role]}
              stackId="members"
              fill={ROLE_COLORS[role]}
              radius={i === roles.length - 1 ? [3, 3, 0, 0] : undefined}
              maxBarSize={36}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Members with at least one sale in the month, a line per role. */
export function ActiveMembersChart({ months, roles }: { months: GrowthMonth[]; roles: Role[] }) {
  const data = toData(months, 'activeMembers');
  return (
    <div className="h-72 w-full" aria-hidden="true" data-testid="chart-active-members">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke={GRID} strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={false} minTickGap={8} />
          <YAxis allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} width={32} />
          <Tooltip content={tooltip(roles)} />
          {legend}
          {roles.map((role) => (
            <Line
              key={role}
              dataKey={role}
              name={ROLE_LABELS[role]}
              type="monotone"
              stroke={ROLE_COLORS[role]}
              strokeWidth={2}
              dot={{ r: 2.5 }}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
