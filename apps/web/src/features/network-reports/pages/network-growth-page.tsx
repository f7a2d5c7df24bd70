import { formatNumber } from '@portal/shared/format';
import type { GrowthMonth } from '@portal/shared/contracts/network-reports';
import { ROLE_LABELS, ROLES, type Role } from '@portal/shared/roles';
import { ChartNoAxesCombined, UserCheck, UserRoundPlus, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useNetworkGrowth } from '@/features/network-reports/api/get-growth';
import { useReportsRealtime } from '@/features/network-reports/api/reports-realtime';
import { ActiveMembersChart, monthTitle, NewMembersChart } from '@/features/network-reports/components/growth-charts';
import { CitySelect, Kpi, ReportError, Section } from '@/features/network-reports/components/report-parts';
import { useGrowthFilters } from '@/features/network-reports/components/use-report-filters';

const sum = (counts: Record<Role, number>, roles: Role[]) => roles.reduce((s, r) => s + counts[r], 0);

function GrowthTable({ months, roles }: { months: GrowthMonth[]; roles: Role[] }) {
  // With one role chosen its column would repeat the total.
  const byRole = roles.length > 1 ? roles : [];
  const rows = [...months].reverse();
  const joined = months.reduce((s, m) => s + sum(m.newMembers, roles), 0);
  return (
    <Table data-testid="growth-table" aria-label="Aylara göre ağ büyümesi">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-1 sm:pl-4">Ay</TableHead>
          {byRole.map((role) => (
            <TableHead key={role} className="hidden text-right lg:table-cell">
              Yeni {ROLE_LABELS[role]}
            </TableHead>
          ))}
          <TableHead className="text-right">Yeni üye</TableHead>
          <TableHead className="pr-1 text-right sm:pr-4">Alışveriş yapan</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((m) => (
          <TableRow key={m.month} data-testid="growth-row" data-month={m.month}>
            <TableCell className="pl-1 whitespace-nowrap sm:pl-4">{monthTitle(m.month)}</TableCell>
            {byRole.map((role) => (
              <TableCell key={role} className="hidden text-right tabular lg:table-cell">
                {formatNumber(m.newMembers[role])}
              </TableCell>
            ))}
            <TableCell className="text-right font-medium tabular" data-testid="growth-new">
              {formatNumber(sum(m.newMembers, roles))}
            </TableCell>
            <TableCell className="pr-1 text-right font-medium tabular sm:pr-4" data-testid="growth-active">
              {formatNumber(sum(m.activeMembers, roles))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell className="pl-1 sm:pl-4">12 ay</TableCell>
          {byRole.map((role) => (
            <TableCell key={role} className="hidden text-right tabular lg:table-cell">
              {formatNumber(months.reduce((s, m) => s + m.newMembers[role], 0))}
            </TableCell>
          ))}
          <TableCell className="text-right tabular">{formatNumber(joined)}</TableCell>
          <TableCell className="pr-1 sm:pr-4" />
        </TableRow>
      </TableFooter>
    </Table>
  );
}

/**
 * /dashboard/network/growth: the last 12 months (Istanbul months) — who joined, by role, and who
 * bought at least once in the month.
 */
export function NetworkGrowthPage() {
  useReportsRealtime();
  const { state, update, reset } = useGrowthFilters();
  const roleId = useId();
  const report = useNetworkGrowth({ role: state.role || undefined, city: state.city || undefined });
  const data = report.data;
  // The admin is one account; its bars would only add noise unless asked for.
  const roles: Role[] = state.role ? [state.role] : ROLES.filter((r) => r !== 'admin');
  const current = data?.months.at(-1);
  const joinedYear = data?.months.reduce((s, m) => s + sum(m.newMembers, roles), 0);
  const empty = data?.months.every((m) => sum(m.newMembers, roles) + sum(m.activeMembers, roles) === 0) ?? false;
  const customised = state.role !== '' || state.city !== '';

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="network-growth-page">
      <p className="max-w-2xl text-sm text-muted-foreground">
        Son 12 ayda ağa katılan üyeler ve her ay en az bir alışveriş yapan üyeler, rollere göre. Alışveriş; ödemesi
        alınmış, iptal ve iade edilmemiş siparişlerdir.
      </p>

      <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap" data-testid="growth-filters">
        <div className="grid min-w-0 gap-1.5 sm:w-48">
          <Label htmlFor={roleId}>Rol</Label>
          <NativeSelect
            id={roleId}
            value={state.role}
            onChange={(e) => update({ role: e.target.value as Role | '' })}
            data-testid="growth-role"
          >
            <option value="">Tüm roller</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <CitySelect value={state.city} onChange={(city) => update({ city })} className="sm:w-52" testId="growth-city" />
        {customised ? (
          <Button variant="ghost" className="col-span-2 justify-self-start" onClick={reset}>
            <X aria-hidden="true" />
            Filtreleri temizle
          </Button>
        ) : null}
        {report.isFetching && data ? <Spinner label="Yenileniyor" className="mb-3 text-primary" /> : null}
      </div>

      {report.isError && !data ? (
        <ReportError
          title="Ağ büyümesi alınamadı"
          error={report.error}
          onRetry={() => report.refetch()}
          retrying={report.isFetching}
        />
      ) : (
        <div
          className="flex flex-col gap-5 transition-opacity data-[stale=true]:opacity-60"
          data-stale={report.isPlaceholderData}
          aria-busy={data === undefined}
        >
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3" data-testid="growth-kpis">
            <li>
              <Kpi
                label="Bu ay katılan"
                value={current && formatNumber(sum(current.newMembers, roles))}
                hint={current ? monthTitle(current.month) : undefined}
                icon={UserRoundPlus}
                testId="kpi-new-this-month"
              />
            </li>
            <li>
              <Kpi
                label="Bu ay alışveriş yapan"
                value={current && formatNumber(sum(current.activeMembers, roles))}
                hint={current ? monthTitle(current.month) : undefined}
                icon={UserCheck}
                testId="kpi-active-this-month"
              />
            </li>
            <li className="col-span-2 lg:col-span-1">
              <Kpi
                label="12 ayda katılan"
                value={joinedYear === undefined ? undefined : formatNumber(joinedYear)}
                icon={ChartNoAxesCombined}
                testId="kpi-new-year"
              />
            </li>
          </ul>

          {data === undefined ? (
            <div className="grid gap-4 lg:grid-cols-2">
              <Skeleton className="h-96 rounded-xl" />
              <Skeleton className="h-96 rounded-xl" />
            </div>
          ) : empty ? (
            <EmptyState
              icon={ChartNoAxesCombined}
              title="Bu süzgeçlerle hareket yok"
              description="Son 12 ayda seçilen rol ve şehirde katılan ya da alışveriş yapan üye bulunamadı."
              action={
                <Button variant="outline" onClick={reset}>
                  <X aria-hidden="true" />
                  Filtreleri temizle
                </Button>
              }
              data-testid="growth-empty"
            />
          ) : (
            <>
              <div className="grid gap-4 lg:grid-cols-2">
                <Section
                  title="Yeni üyeler"
                  description="Aylara göre katılan üyeler, rollere göre"
                  testId="growth-new-members"
                >
                  <NewMembersChart months={data.months} roles={roles} />
                </Section>
                <Section
                  title="Alışveriş yapan üyeler"
                  description="Ay içinde en az bir alışveriş yapan üyeler"
                  testId="growth-active-members"
                >
                  <ActiveMembersChart months={data.months} roles={roles} />
                </Section>
              </div>
              <Card className="px-3 py-2 sm:px-0">
                <GrowthTable months={data.months} roles={roles} />
              </Card>
            </>
          )}
        </div>
      )}
    </div>
  );
}
