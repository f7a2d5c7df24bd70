import type { SecuritySession } from '@portal/shared/contracts/security';
import { formatDateTime, formatNumber } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { ROLE_LABELS } from '@portal/shared/roles';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useEndMemberSession, useSecuritySessions } from '@/features/security/api/security-api';
import { LoadError } from '@/components/load-error';

/**
 * Live sessions across the caller's network, latest activity first. With `canEnd` (the admin's
 * security management) each session can be ended; the member's open tabs are then signed out.
 */
export function SessionsSection({ canEnd }: { canEnd: boolean }) {
  const [q, setQ] = useState('');
  const sessions = useSecuritySessions(q);
  const end = useEndMemberSession();
  const [confirm, setConfirm] = useState<SecuritySession | null>(null);
  const rows = sessions.data?.pages.flatMap((p) => p.sessions) ?? [];
  const total = sessions.data?.pages[0]?.total ?? 0;

  const onEnd = (s: SecuritySession) =>
    end.mutate(s.id, {
      onSuccess: () => toast.success(MESSAGES.settings.sessionEnded),
      onError: (error) => toast.error(MESSAGES.settings.sessionEndFailed, { description: error.message }),
    });

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="security-sessions">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Ağdaki açık oturumlar, son etkinliği en yeni olan önce.
          {canEnd ? ' Bir oturumu sonlandırdığınızda üyenin o cihazdaki açık sekmeleri hemen kapanır.' : ''}
        </p>
        <SearchInput
          value={q}
          onCommit={setQ}
          placeholder="Ad, e-posta veya satıcı no"
          className="sm:w-72"
          data-testid="sessions-search"
        />
      </div>

      {sessions.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : sessions.isError && !sessions.data ? (
        <LoadError
          title="Oturumlar alınamadı"
          error={sessions.error}
          retrying={sessions.isFetching}
          onRetry={() => sessions.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={MonitorSmartphone}
          title={q ? 'Aramaya uyan açık oturum yok' : 'Açık oturum yok'}
          data-testid="sessions-empty"
        />
      ) : (
        <>
          <p className="flex min-h-6 items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
            <span>
              <span className="font-medium text-foreground tabular" data-testid="sessions-total">
                {formatNumber(total)}
              </span>{' '}
              açık oturum
            </span>
            {sessions.isFetching && !sessions.isFetchingNextPage ? <Spinner label="Güncelleniyor" /> : null}
          </p>
          <ul className="flex flex-col gap-2" data-testid="sessions-list">
            {rows.map((s) => (
              <li
                key={s.id}
                className="grid min-w-0 gap-x-4 gap-y-1 rounded-lg border p-3 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-center"
                data-testid="session-row"
                data-member={s.member.name}
              >
                <div className="min-w-0">
                  <div className="flex min-w-0 items-center gap-2">
                    <span className="truncate font-medium">{s.member.name}</span>
                    {s.isCurrent ? <Badge variant="info">Bu oturum</Badge> : null}
                  </div>
                  <div className="truncate text-xs text-muted-foreground">
                    {s.member.sellerNo} · {ROLE_LABELS[s.member.role]}
                  </div>
                </div>
                <div className="min-w-0 text-sm">
                  <div className="truncate">
                    {s.deviceName} · {s.browser}
                  </div>
                  <div className="truncate font-mono text-xs text-muted-foreground">{s.ipAddress ?? '-'}</div>
                </div>
                <div className="min-w-0 text-xs text-muted-foreground">
                  <div>Son etkinlik: {formatDateTime(s.lastActive)}</div>
                  <div>Giriş: {formatDateTime(s.createdAt)}</div>
                </div>
                {canEnd ? (
                  <Button
                    size="sm"
                    variant="outline"
                    className="justify-self-start sm:justify-self-end"
                    onClick={() => setConfirm(s)}
                    disabled={end.isPending && end.variables === s.id}
                    data-testid="session-end"
                  >
                    {end.isPending && end.variables === s.id ? <Spinner /> : <LogOut aria-hidden="true" />}
                    Oturumu Sonlandır
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          {sessions.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              onClick={() => sessions.fetchNextPage()}
              disabled={sessions.isFetchingNextPage}
              data-testid="sessions-more"
            >
              {sessions.isFetchingNextPage ? <Spinner /> : null}
              Daha fazla yükle
            </Button>
          ) : null}
        </>
      )}

      <AlertDialog open={confirm !== null} onOpenChange={(open) => (open ? null : setConfirm(null))}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Oturum sonlandırılsın mı?</AlertDialogTitle>
            <AlertDialogDescription>
              {confirm
                ? `${confirm.member.name} adlı üyenin ${confirm.deviceName} · ${confirm.browser} oturumu kapanır; o cihazda yeniden giriş yapması gerekir.`
                : ''}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Vazgeç</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (confirm) onEnd(confirm);
                setConfirm(null);
              }}
              data-testid="session-end-confirm"
            >
              Oturumu Sonlandır
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
