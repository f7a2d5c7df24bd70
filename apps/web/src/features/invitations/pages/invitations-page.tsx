import type { Invitation } from '@portal/shared/contracts/invitations';
import { INVITATION_MESSAGES, INVITATION_STATUSES, type InvitationStatus } from '@portal/shared/invitations';
import { NEW_INVITATION_QUERY } from '@portal/shared/navigation';
import { MailPlus, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { ErrorBoundary } from '@/components/error-boundary';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { useResendInvitation } from '@/features/invitations/api/change-invitation';
import { useMyInvitations } from '@/features/invitations/api/get-my-invitations';
import { useInvitationsRealtime } from '@/features/invitations/api/invitations-realtime';
import { CreateInvitationDialog } from '@/features/invitations/components/create-invitation-dialog';
import { InvitationList } from '@/features/invitations/components/invitation-list';
import { PermanentCodeCard } from '@/features/invitations/components/permanent-code-card';
import { RevokeInvitationDialog } from '@/features/invitations/components/revoke-invitation-dialog';
import { InvitationStatusTabs } from '@/features/invitations/components/status-tabs';
import { useIsMobile } from '@/lib/use-media-query';
import { messageOf } from '@/lib/use-server-form';
import { useUrlState } from '@/lib/use-url-state';

type State = { status: InvitationStatus | ''; page: number };

function parse(params: URLSearchParams): State {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    status: (INVITATION_STATUSES as readonly string[]).includes(status) ? (status as InvitationStatus) : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}
function write(state: State): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * /dashboard/invitations: the member's permanent code for clients, their invitations by status
 * with the ways to share or revoke each, and a new invitation (also opened by the phone header's
 * button through `?create=1`).
 */
export function InvitationsPage() {
  const isMobile = useIsMobile();
  const { state, update, hrefFor } = useUrlState(parse, write);
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const list = useMyInvitations({ status: state.status || undefined, page: state.page });
  useInvitationsRealtime();
  const resend = useResendInvitation();
  const onResend = async (invitation: Invitation) => {
    try {
      await resend.mutateAsync(invitation.id);
      toast.success(INVITATION_MESSAGES.resent);
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

  // The header's new-invitation button: open the dialog once, and take the flag out of the address.
  useEffect(() => {
    if (!params.has(NEW_INVITATION_QUERY)) return;
    setCreating(true);
    const next = new URLSearchParams(params);
    next.delete(NEW_INVITATION_QUERY);
    setParams(next, { replace: true });
  }, [params, setParams]);

  const data = list.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="invitations-page">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Davet bağlantısıyla kayıt olanlar ağınıza sizin altınıza katılır.
        </p>
        <Button onClick={() => setCreating(true)} data-testid="new-invitation" className="sm:shrink-0">
          <UserPlus aria-hidden="true" />
          Yeni Davet
        </Button>
      </div>

      <ErrorBoundary level="component">
        <PermanentCodeCard />
      </ErrorBoundary>

      <section aria-labelledby="invitations-title" className="flex flex-col gap-3">
        <h2 id="invitations-title" className="text-base font-semibold">
          Davetlerim
        </h2>
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
            <EmptyState
              icon={MailPlus}
              title={state.status ? 'Bu durumda davet yok' : 'Henüz davet oluşturmadınız'}
              description="Yeni bir davet oluşturup bağlantısını paylaşın."
              action={
                <Button variant="outline" onClick={() => setCreating(true)}>
                  Yeni Davet
                </Button>
              }
            />
          ) : (
            <>
              <InvitationList
                invitations={data.invitations}
                isMobile={isMobile}
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
      </section>

      <CreateInvitationDialog open={creating} onOpenChange={setCreating} />
      <RevokeInvitationDialog invitation={revoking} onClose={() => setRevoking(null)} />
    </div>
  );
}
