import type { AdminInvitationQuery, Invitation } from '@portal/shared/contracts/invitations';
import { INVITATION_MESSAGES, INVITATION_STATUSES, type InvitationStatus } from '@portal/shared/invitations';
import { isRole, ROLE_LABELS, ROLES, type Role } from '@portal/shared/roles';
import { MailPlus, UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useResendInvitation } from '@/features/invitations/api/change-invitation';
import { useAdminInvitations } from '@/features/invitations/api/get-admin-invitations';
import { useInvitationsRealtime } from '@/features/invitations/api/invitations-realtime';
import { CreateInvitationDialog } from '@/features/invitations/components/create-invitation-dialog';
import { InvitationList } from '@/features/invitations/components/invitation-list';
import { MemberCombobox } from '@/features/invitations/components/member-combobox';
import { RevokeInvitationDialog } from '@/features/invitations/components/revoke-invitation-dialog';
import { InvitationStatusTabs } from '@/features/invitations/components/status-tabs';
import { useIsMobile } from '@/lib/use-media-query';
import { messageOf } from '@/lib/use-server-form';
import { useUrlState } from '@/lib/use-url-state';

type State = {
  status: InvitationStatus | '';
  role: Role | '';
  inviter: string;
  from: string;
  to: string;
  q: string;
  page: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function parse(params: URLSearchParams): State {
  const status = params.get('status') ?? '';
  const role = params.get('role') ?? '';
  const page = Number(params.get('page'));
  const day = (key: string) => {
    const v = params.get(key) ?? '';
    return DAY.test(v) ? v : '';
  };
  return {
    status: (INVITATION_STATUSES as readonly string[]).includes(status) ? (status as InvitationStatus) : '',
    role: isRole(role) ? role : '',
    inviter: params.get('inviter') ?? '',
    from: day('from'),
    to: day('to'),
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}
function write(state: State): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['status', 'role', 'inviter', 'from', 'to', 'q'] as const)
    if (state[key]) params.set(key, state[key]);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** /dashboard/admin/invitations: every invitation, filtered, with revoke, resend and a new one under any parent. */
export function AdminInvitationsPage() {
  const isMobile = useIsMobile();
  const { state, update, reset, hrefFor } = useUrlState(parse, write);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const resend = useResendInvitation();
  useInvitationsRealtime();
  const query: AdminInvitationQuery = {
    status: state.status || undefined,
    role: state.role || undefined,
    inviterId: state.inviter || undefined,
    from: state.from || undefined,
    to: state.to || undefined,
    q: state.q || undefined,
    page: state.page,
  };
  const list = useAdminInvitations(query);
  const data = list.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Boolean(state.role || state.inviter || state.from || state.to || state.q);

  const onResend = async (invitation: Invitation) => {
    try {
      await resend.mutateAsync(invitation.id);
      toast.success(INVITATION_MESSAGES.resent);
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="admin-invitations-page">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">Ağdaki bütün davetler: kim, kimi, hangi rolle davet etti.</p>
        <Button onClick={() => setCreating(true)} className="sm:shrink-0" data-testid="new-invitation">
          <UserPlus aria-hidden="true" />
          Yeni Davet
        </Button>
      </div>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <div className="col-span-2 flex min-w-0 flex-col gap-1.5 lg:col-span-1">
          <Label htmlFor="invitation-search">Ara</Label>
          <SearchInput
            id="invitation-search"
            value={state.q}
            onCommit={(q) => update({ q })}
            placeholder="Kod, ad veya e-posta"
            data-testid="invitation-search"
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="invitation-role">Rol</Label>
          <NativeSelect
            id="invitation-role"
            value={state.role}
            onChange={(event) => update({ role: event.target.value as Role | '' })}
          >
            <option value="">Tüm roller</option>
            {ROLES.filter((r) => r !== 'admin').map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label id="invitation-inviter-label">Davet eden</Label>
          <MemberCombobox
            aria-labelledby="invitation-inviter-label"
            value={state.inviter}
            onValueChange={(inviter) => update({ inviter })}
            placeholder="Tüm üyeler"
            allLabel="Tüm üyeler"
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="invitation-from">Başlangıç tarihi</Label>
          <Input
            id="invitation-from"
            type="date"
            value={state.from}
            max={state.to || undefined}
            onChange={(event) => update({ from: event.target.value })}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="invitation-to">Bitiş tarihi</Label>
          <Input
            id="invitation-to"
            type="date"
            value={state.to}
            min={state.from || undefined}
            onChange={(event) => update({ to: event.target.value })}
          />
        </div>
      </div>
      {filtered ? (
        <div>
          <Button variant="ghost" size="sm" onClick={reset}>
            <X aria-hidden="true" />
            Filtreleri temizle
          </Button>
        </div>
      ) : null}

      <InvitationStatusTabs value={state.status} counts={data?.counts} onChange={(status) => update({ status })}>
        {list.isError && !data ? (
          <p className="text-sm text-destructive">Davetler yüklenemedi.</p>
        ) : !data ? (
          <div className="flex flex-col gap-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : data.invitations.length === 0 ? (
          <EmptyState icon={MailPlus} title="Davet bulunamadı" description="Filtreleri değiştirip yeniden deneyin." />
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {data.total} davet
            </p>
            <InvitationList
              invitations={data.invitations}
              isMobile={isMobile}
              showInviter
              onRevoke={setRevoking}
              onResend={onResend}
            />
            <Pagination
              page={state.page}
              totalPages={totalPages}
              hrefFor={hrefFor}
              onNavigate={(page) => update({ page })}
            />
          </>
        )}
      </InvitationStatusTabs>

      <CreateInvitationDialog open={creating} onOpenChange={setCreating} />
      <RevokeInvitationDialog invitation={revoking} onClose={() => setRevoking(null)} />
    </div>
  );
}
