import { EMPTY_VALUE, formatDate, formatMoney, formatNumber } from '@portal/shared/format';
import type { NewMember } from '@portal/shared/contracts/network-reports';
import { MEMBER_PERIOD_LABELS, MEMBER_PERIODS } from '@portal/shared/network-reports';
import { ROLE_LABELS, ROLES, type Role } from '@portal/shared/roles';
import { UserRoundPlus, X } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useNewMembers } from '@/features/network-reports/api/get-new-members';
import { useReportsRealtime } from '@/features/network-reports/api/reports-realtime';
import {
  CitySelect,
  MemberName,
  ReportError,
  ROLE_COLORS,
  Segmented,
} from '@/features/network-reports/components/report-parts';
import { useNewMemberFilters } from '@/features/network-reports/components/use-report-filters';
import { useIsMobile } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';

const PERIOD_OPTIONS = MEMBER_PERIODS.map((value) => ({ value, label: MEMBER_PERIOD_LABELS[value] }));
const NO_ORDER = 'Henüz sipariş yok';

function FirstOrder({ member }: { member: NewMember }) {
  const order = member.firstOrder;
  if (!order) return <span className="text-muted-foreground">{NO_ORDER}</span>;
  return (
    <span className="flex flex-col" data-testid="first-order">
      <Link
        to={`/dashboard/orders/${order.id}`}
        className="font-mono text-xs font-medium text-primary underline-offset-4 hover:underline"
      >
        {order.number}
      </Link>
      <span className="text-xs text-muted-foreground tabular">
        {formatDate(order.createdAt)} · {formatMoney(order.total)}
      </span>
    </span>
  );
}

function Sponsor({ member }: { member: NewMember }) {
  return member.sponsor ? (
    <MemberName name={member.sponsor.name} sellerNo={member.sponsor.sellerNo} />
  ) : (
    <span className="text-muted-foreground">{EMPTY_VALUE}</span>
  );
}

function MemberCards({ members }: { members: NewMember[] }) {
  return (
    <ul className="flex flex-col gap-2" data-testid="new-members" data-layout="cards" aria-label="Yeni üyeler">
      {members.map((m) => (
        <li key={m.id}>
          <Card className="gap-3 p-3" data-testid="new-member" data-role={m.role}>
            <div className="flex items-start justify-between gap-2">
              <MemberName name={m.name} sellerNo={m.sellerNo} />
              <Badge variant="outline">{ROLE_LABELS[m.role]}</Badge>
            </div>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Katılım</dt>
                <dd className="tabular">{formatDate(m.joinedAt)}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Şehir</dt>
                <dd>{m.city ?? EMPTY_VALUE}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Sponsor</dt>
                <dd>
                  <Sponsor member={m} />
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">İlk sipariş</dt>
                <dd>
                  <FirstOrder member={m} />
                </dd>
              </div>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function MemberTable({ members }: { members: NewMember[] }) {
  return (
    <Card className="py-0">
      <Table data-testid="new-members" data-layout="table" aria-label="Yeni üyeler">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="pl-4">Üye</TableHead>
            <TableHead>Rol</TableHead>
            <TableHead>Şehir</TableHead>
            <TableHead>Sponsor</TableHead>
            <TableHead>Katılım</TableHead>
            <TableHead className="pr-4">İlk sipariş</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {members.map((m) => (
            <TableRow key={m.id} data-testid="new-member" data-role={m.role}>
              <TableCell className="pl-4">
                <MemberName name={m.name} sellerNo={m.sellerNo} />
              </TableCell>
              <TableCell>
                <Badge variant="outline">{ROLE_LABELS[m.role]}</Badge>
              </TableCell>
              <TableCell>{m.city ?? EMPTY_VALUE}</TableCell>
              <TableCell>
                <Sponsor member={m} />
              </TableCell>
              <TableCell className="whitespace-nowrap tabular">{formatDate(m.joinedAt)}</TableCell>
              <TableCell className="pr-4">
                <FirstOrder member={m} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

/**
 * /dashboard/network/new-members: who joined in a period, who brought them and what they bought
 * first; counts by role at the top (a count picks its role).
 */
export function NewMembersPage() {
  useReportsRealtime();
  const { state, update, reset, hrefFor } = useNewMemberFilters();
  const isMobile = useIsMobile();
  const fromId = useId();
  const toId = useId();
  const roleId = useId();
  const rangeErrorId = useId();
  const custom = state.period === 'custom';
  const rangeMissing = custom && (!state.from || !state.to);
  const rangeInvalid = custom && !rangeMissing && state.from > state.to;
  const report = useNewMembers(
    {
      period: state.period,
      from: custom ? state.from : undefined,
      to: custom ? state.to : undefined,
      role: state.role || undefined,
      city: state.city || undefined,
      page: state.page,
    },
    !rangeMissing && !rangeInvalid,
  );
  const data = report.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const customised = state.period !== 'thisMonth' || state.role !== '' || state.city !== '';
  const roles = ROLES.filter((role) => role !== 'admin' || (data?.byRole.find((r) => r.role === role)?.count ?? 0) > 0);

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="new-members-page">
      <p className="max-w-2xl text-sm text-muted-foreground">
        Seçilen dönemde ağa katılan üyeler, sponsorları ve ilk siparişleri. İlk sipariş; ödemesi alınmış, iptal ve iade
        edilmemiş ilk siparişidir.
      </p>

      <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap" data-testid="member-filters">
        <Segmented
          label="Dönem"
          name="new-members-period"
          value={state.period}
          options={PERIOD_OPTIONS}
          onChange={(period) =>
            update(period === 'custom' && data ? { period, from: data.from, to: data.to } : { period })
          }
          className="col-span-2"
          testId="members-period"
        />
        {custom ? (
          <>
            <div className="grid min-w-0 gap-1.5 sm:w-44">
              <Label htmlFor={fromId}>Başlangıç</Label>
              <Input
                id={fromId}
                type="date"
                value={state.from}
                max={state.to || undefined}
                onChange={(e) => update({ from: e.target.value })}
                aria-invalid={rangeInvalid}
                aria-describedby={rangeInvalid ? rangeErrorId : undefined}
                data-testid="members-from"
              />
            </div>
            <div className="grid min-w-0 gap-1.5 sm:w-44">
              <Label htmlFor={toId}>Bitiş</Label>
              <Input
                id={toId}
                type="date"
                value={state.to}
                min={state.from || undefined}
                onChange={(e) => update({ to: e.target.value })}
                aria-invalid={rangeInvalid}
                aria-describedby={rangeInvalid ? rangeErrorId : undefined}
                data-testid="members-to"
              />
            </div>
          </>
        ) : null}
        <div className="grid min-w-0 gap-1.5 sm:w-48">
          <Label htmlFor={roleId}>Rol</Label>
          <NativeSelect
            id={roleId}
            value={state.role}
            onChange={(e) => update({ role: e.target.value as Role | '' })}
            data-testid="members-role"
          >
            <option value="">Tüm roller</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <CitySelect
          value={state.city}
          onChange={(city) => update({ city })}
          className="sm:w-52"
          testId="members-city"
        />
        {customised ? (
          <Button variant="ghost" className="col-span-2 justify-self-start" onClick={reset}>
            <X aria-hidden="true" />
            Filtreleri temizle
          </Button>
        ) : null}
        {report.isFetching && data ? <Spinner label="Yenileniyor" className="mb-3 text-primary" /> : null}
      </div>

      {rangeMissing ? (
        <p className="text-sm text-muted-foreground" data-testid="members-range-hint">
          Özel aralık için başlangıç ve bitiş tarihini seçin.
        </p>
      ) : rangeInvalid ? (
        <p id={rangeErrorId} role="alert" className="text-sm font-medium text-destructive">
          Başlangıç tarihi bitiş tarihinden sonra olamaz.
        </p>
      ) : report.isError && !data ? (
        <ReportError
          title="Yeni üyeler alınamadı"
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
          <section aria-labelledby="members-by-role-title" className="flex flex-col gap-2">
            <h2 id="members-by-role-title" className="text-sm font-medium text-muted-foreground">
              {data
                ? `${formatDate(`${data.from}T12:00:00Z`)} – ${formatDate(`${data.to}T12:00:00Z`)} arasında katılanlar`
                : 'Rollere göre'}
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="members-by-role">
              {roles.map((role) => {
                const count = data?.byRole.find((r) => r.role === role)?.count;
                const selected = state.role === role;
                return (
                  <li key={role}>
                    <button
                      type="button"
                      aria-pressed={selected}
                      onClick={() => update({ role: selected ? '' : role })}
                      className={cn(
                        'flex h-full w-full flex-col items-start gap-1 rounded-xl border bg-card px-4 py-3 text-left shadow-xs transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                        selected && 'border-primary ring-1 ring-primary',
                      )}
                      data-testid={`role-count-${role}`}
                    >
                      <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
                        <span
                          className="size-2 rounded-full"
                          style={{ background: ROLE_COLORS[role] }}
                          aria-hidden="true"
                        />
                        {ROLE_LABELS[role]}
                      </span>
                      {count === undefined ? (
                        <Skeleton className="h-7 w-12" />
                      ) : (
                        <span className="text-2xl font-bold tabular" data-testid="role-count">
                          {formatNumber(count)}
                        </span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>

          {data === undefined ? (
            <Skeleton className="h-96 rounded-xl" />
          ) : data.members.length === 0 ? (
            <EmptyState
              icon={UserRoundPlus}
              title="Bu dönemde yeni üye yok"
              description="Seçilen dönemde ve süzgeçlerle eşleşen yeni üye bulunamadı. Dönemi genişletmeyi deneyin."
              data-testid="members-empty"
            />
          ) : isMobile ? (
            <MemberCards members={data.members} />
          ) : (
            <MemberTable members={data.members} />
          )}
          <Pagination page={state.page} totalPages={totalPages} hrefFor={hrefFor} />
        </div>
      )}
    </div>
  );
}
