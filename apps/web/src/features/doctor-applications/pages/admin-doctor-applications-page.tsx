import type { DoctorApplication } from '@portal/shared/contracts/doctor-applications';
import {
  DOCTOR_APPLICATION_STATUS_LABELS,
  DOCTOR_APPLICATION_STATUSES,
  type DoctorApplicationStatus,
} from '@portal/shared/doctor-applications';
import { formatDate, formatNumber } from '@portal/shared/format';
import { Stethoscope } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDoctorApplicationsRealtime } from '@/features/doctor-applications/api/applications-realtime';
import { useDoctorApplications } from '@/features/doctor-applications/api/get-applications';
import { ApplicationDetailSheet } from '@/features/doctor-applications/components/application-detail';
import { ApplicationStatusBadge } from '@/features/doctor-applications/components/application-status-badge';
import { ApproveDialog, RejectDialog } from '@/features/doctor-applications/components/review-dialogs';
import { useIsMobile } from '@/lib/use-media-query';
import { useUrlState } from '@/lib/use-url-state';

type State = { status: DoctorApplicationStatus; q: string; id: string; page: number };

function parse(params: URLSearchParams): State {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    status: (DOCTOR_APPLICATION_STATUSES as readonly string[]).includes(status)
      ? (status as DoctorApplicationStatus)
      : 'pending',
    q: params.get('q') ?? '',
    id: params.get('id') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}
function write(state: State): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status !== 'pending') params.set('status', state.status);
  if (state.q) params.set('q', state.q);
  if (state.id) params.set('id', state.id);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** /dashboard/admin/doctor-applications: applications by status; open one to approve or reject it. */
export function AdminDoctorApplicationsPage() {
  const isMobile = useIsMobile();
  const { state, update, hrefFor } = useUrlState(parse, write);
  const [approving, setApproving] = useState<DoctorApplication | null>(null);
  const [rejecting, setRejecting] = useState<DoctorApplication | null>(null);
  const list = useDoctorApplications({ status: state.status, q: state.q || undefined, page: state.page });
  useDoctorApplicationsRealtime();
  const data = list.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const open = (id: string) => update({ id, page: state.page });

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="doctor-applications-page">
      <Tabs
        value={state.status}
        onValueChange={(v) => update({ status: v as DoctorApplicationStatus, id: '' })}
        className="gap-5"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="-mx-1 min-w-0 overflow-x-auto px-1 pb-1">
            <TabsList>
              {DOCTOR_APPLICATION_STATUSES.map((s) => (
                <TabsTrigger key={s} value={s} data-testid={`application-tab-${s}`}>
                  {DOCTOR_APPLICATION_STATUS_LABELS[s]}
                  {data ? (
                    <span className="tabular ml-1 text-xs text-muted-foreground">({formatNumber(data.counts[s])})</span>
                  ) : null}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          <SearchInput
            value={state.q}
            onCommit={(q) => update({ q, id: '' })}
            placeholder="Ad, e-posta, uzmanlık, il"
            className="sm:w-72"
            data-testid="application-search"
          />
        </div>

        <TabsContent value={state.status} className="flex flex-col gap-5">
          {list.isError && !data ? (
            <p className="text-sm text-destructive">Başvurular yüklenemedi.</p>
          ) : !data ? (
            <div className="flex flex-col gap-2">
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          ) : data.applications.length === 0 ? (
            <EmptyState
              icon={Stethoscope}
              title={`${DOCTOR_APPLICATION_STATUS_LABELS[state.status]} başvuru yok`}
              description={state.q ? 'Aramanızı değiştirip yeniden deneyin.' : undefined}
            />
          ) : isMobile ? (
            <ul className="flex flex-col gap-3" data-testid="application-list">
              {data.applications.map((a) => (
                <li key={a.id}>
                  <Card className="gap-0 py-0" data-testid="application-row" data-email={a.email}>
                    <CardContent className="flex flex-col gap-2 p-4">
                      <div className="flex items-start justify-between gap-2">
                        <div className="min-w-0">
                          <p className="truncate font-medium">{a.name}</p>
                          <p className="truncate text-sm text-muted-foreground">
                            {a.specialty} · {a.city}
                          </p>
                        </div>
                        <ApplicationStatusBadge status={a.status} />
                      </div>
                      <p className="truncate text-sm text-muted-foreground">{a.email}</p>
                      <div className="flex items-center justify-between gap-2">
                        <span className="text-xs text-muted-foreground">{formatDate(a.createdAt)}</span>
                        <Button size="sm" variant="outline" onClick={() => open(a.id)} data-testid="application-open">
                          İncele
                        </Button>
                      </div>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          ) : (
            <div className="overflow-x-auto rounded-lg border">
              <Table data-testid="application-list">
                <TableHeader>
                  <TableRow>
                    <TableHead>Ad soyad</TableHead>
                    <TableHead>Uzmanlık</TableHead>
                    <TableHead>İl</TableHead>
                    <TableHead>E-posta</TableHead>
                    <TableHead>Başvuru</TableHead>
                    <TableHead>Durum</TableHead>
                    <TableHead className="text-right">İşlem</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.applications.map((a) => (
                    <TableRow key={a.id} data-testid="application-row" data-email={a.email}>
                      <TableCell className="font-medium">{a.name}</TableCell>
                      <TableCell>{a.specialty}</TableCell>
                      <TableCell>{a.city}</TableCell>
                      <TableCell className="max-w-56 truncate">{a.email}</TableCell>
                      <TableCell className="whitespace-nowrap">{formatDate(a.createdAt)}</TableCell>
                      <TableCell>
                        <ApplicationStatusBadge status={a.status} />
                      </TableCell>
                      <TableCell className="text-right">
                        <Button size="sm" variant="outline" onClick={() => open(a.id)} data-testid="application-open">
                          İncele
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
          {data ? (
            <Pagination
              page={state.page}
              totalPages={totalPages}
              hrefFor={hrefFor}
              onNavigate={(page) => update({ page })}
            />
          ) : null}
        </TabsContent>
      </Tabs>

      <ApplicationDetailSheet
        id={state.id || null}
        onClose={() => update({ id: '', page: state.page })}
        onApprove={setApproving}
        onReject={setRejecting}
      />
      <ApproveDialog application={approving} onClose={() => setApproving(null)} />
      <RejectDialog application={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}
