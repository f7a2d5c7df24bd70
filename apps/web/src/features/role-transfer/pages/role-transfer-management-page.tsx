import {
  TRANSFER_REQUEST_STATUSES,
  type TransferMember,
  type TransferRequestStatus,
} from '@portal/shared/contracts/role-transfer';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMoves, useRoleTransferRealtime, useTransferRequests } from '@/features/role-transfer/api/role-transfer';
import { MemberPicker } from '@/features/role-transfer/components/member-picker';
import { MovesHistory } from '@/features/role-transfer/components/moves-history';
import { RequestsList } from '@/features/role-transfer/components/requests-list';
import { TRANSFER_STATUS_LABELS } from '@/features/role-transfer/components/transfer-status-badge';
import { useIsMobile } from '@/lib/use-media-query';
import { useUrlState } from '@/lib/use-url-state';

type Tab = 'requests' | 'history';
type State = {
  tab: Tab;
  status: TransferRequestStatus | '';
  member: string;
  from: string;
  to: string;
  page: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parse(params: URLSearchParams): State {
  const status = params.get('status');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const member = params.get('member') ?? '';
  return {
    tab: params.get('tab') === 'history' ? 'history' : 'requests',
    // Pending requests first: what waits for the admin.
    status:
      status === null
        ? 'pending'
        : (TRANSFER_REQUEST_STATUSES as readonly string[]).includes(status)
          ? (status as TransferRequestStatus)
          : '',
    member: UUID.test(member) ? member : '',
    from: DAY.test(from) ? from : '',
    to: DAY.test(to) ? to : '',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

function write(s: State): URLSearchParams {
  const p = new URLSearchParams();
  if (s.tab !== 'requests') p.set('tab', s.tab);
  if (s.status !== 'pending') p.set('status', s.status);
  if (s.member) p.set('member', s.member);
  if (s.from) p.set('from', s.from);
  if (s.to) p.set('to', s.to);
  if (s.page > 1) p.set('page', String(s.page));
  return p;
}

/** Local midnight of a day, as an instant (the day after for the end of a range). */
function dayStartIso(day: string, addDays = 0): string | undefined {
  if (!day) return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + addDays).toISOString();
}

/**
 * /dashboard/admin/role-transfer-management: members' requests (approve: the move is made; reject
 * with a note) and the history of every move, filtered by member and date.
 */
export function RoleTransferManagementPage() {
  const isMobile = useIsMobile();
  const { state, update, hrefFor } = useUrlState(parse, write);
  const ids = { status: useId(), member: useId(), from: useId(), to: useId() };
  const [member, setMember] = useState<TransferMember | null>(null);
  useRoleTransferRealtime();
  const requests = useTransferRequests(state.status || undefined, state.tab === 'requests' ? state.page : 1);
  const moves = useMoves({
    memberId: state.member || undefined,
    from: dayStartIso(state.from),
    to: dayStartIso(state.to, 1),
    page: state.tab === 'history' ? state.page : 1,
  });
  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="role-transfer-management-page">
      <Tabs value={state.tab} onValueChange={(tab) => update({ tab: tab as Tab })}>
        <TabsList>
          <TabsTrigger value="requests" data-testid="tab-requests">
            Talepler
          </TabsTrigger>
          <TabsTrigger value="history" data-testid="tab-history">
            Taşıma geçmişi
          </TabsTrigger>
        </TabsList>
        <TabsContent value="requests" className="flex flex-col gap-3 pt-2">
          <div className="flex max-w-xs flex-col gap-1.5">
            <Label htmlFor={ids.status} className="text-xs text-muted-foreground">
              Durum
            </Label>
            <NativeSelect
              id={ids.status}
              value={state.status}
              onChange={(e) => update({ status: e.target.value as State['status'] })}
              data-testid="requests-status"
            >
              <option value="">Tüm talepler</option>
              {TRANSFER_REQUEST_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {TRANSFER_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <RequestsList query={requests} hrefFor={hrefFor} />
        </TabsContent>
        <TabsContent value="history" className="flex flex-col gap-3 pt-2">
          <section
            aria-label="Geçmiş filtreleri"
            className="grid grid-cols-2 gap-3 rounded-xl border bg-card p-3 shadow-xs lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
          >
            <div className="col-span-2 flex min-w-0 flex-col gap-1.5 lg:col-span-1">
              <Label htmlFor={ids.member} className="text-xs text-muted-foreground">
                Üye
              </Label>
              <MemberPicker
                id={ids.member}
                value={member && member.id === state.member ? member : null}
                onChange={(m) => {
                  setMember(m);
                  update({ member: m?.id ?? '' });
                }}
                placeholder={state.member ? 'Seçili üye' : 'Tüm üyeler'}
                data-testid="history-member"
              />
            </div>
            <div className="flex min-w-0 flex-col gap-1.5">
              <Label htmlFor={ids.from} className="text-xs text-muted-foreground">
                Başlangıç tarihi
              </Label>
              <Input id={ids.from} type="date" value={state.from} onChange={(e) => update({ from: e.target.value })} />
            </div>
            <div className="flex min-w-0 flex-col gap-1.5">
              <Label htmlFor={ids.to} className="text-xs text-muted-foreground">
                Bitiş tarihi
              </Label>
              <Input id={ids.to} type="date" value={state.to} onChange={(e) => update({ to: e.target.value })} />
            </div>
            {state.member || state.from || state.to ? (
              <Button
                variant="ghost"
                size="sm"
                className="col-span-2 justify-self-start lg:col-span-1"
                onClick={() => {
                  setMember(null);
                  update({ member: '', from: '', to: '' });
                }}
              >
                Filtreleri temizle
              </Button>
            ) : null}
          </section>
          <MovesHistory query={moves} isMobile={isMobile} hrefFor={hrefFor} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
