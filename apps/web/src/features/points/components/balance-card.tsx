import { MESSAGES } from '@portal/shared/messages';
import { formatNumber } from '@portal/shared/format';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePointsBalance } from '@/features/points/api/get-balance';
import { useSyncPointsBalance } from '@/features/points/api/sync-balance';
import { isApiError } from '@/lib/api/client';

const points = (v: number) => formatNumber(v, { maximumFractionDigits: 2 });

/** Balance, total earned, used, and the mismatch warning with "Senkronize et" (the spec's toasts). */
export function BalanceCard() {
  const balance = usePointsBalance();
  const sync = useSyncPointsBalance();
  const runSync = () =>
    sync.mutate(undefined, {
      onSuccess: () => toast.success(MESSAGES.points.synced),
      onError: (error) => {
        if (isApiError(error) && error.status === 401) toast.error(MESSAGES.points.sessionMissing);
        else toast.error(MESSAGES.points.syncFailedTitle, { description: MESSAGES.points.syncFailed });
      },
    });

  return (
    <Card data-testid="points-balance-card">
      <CardHeader>
        <CardTitle>Puan bakiyesi</CardTitle>
        <CardDescription>1 puan = ₺1; bakiye puan hareketlerinizden hesaplanır.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {balance.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : balance.isError && !balance.data ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-destructive">{MESSAGES.data.pointsBalanceFailed}</p>
            <Button variant="outline" size="sm" onClick={() => void balance.refetch()}>
              Tekrar dene
            </Button>
          </div>
        ) : (
          <>
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              <div className="rounded-lg bg-primary/10 px-4 py-3">
                <dt className="text-sm text-muted-foreground">Mevcut bakiye</dt>
                <dd className="text-2xl font-semibold tabular" data-testid="points-balance">
                  {points(balance.data.balance)}
                </dd>
              </div>
              <div className="rounded-lg bg-muted px-4 py-3">
                <dt className="text-sm text-muted-foreground">Toplam kazanılan</dt>
                <dd className="text-xl font-semibold tabular">{points(balance.data.totalEarned)}</dd>
              </div>
              <div className="rounded-lg bg-muted px-4 py-3">
                <dt className="text-sm text-muted-foreground">Kullanılan puan</dt>
                <dd className="text-xl font-semibold tabular">{points(balance.data.used)}</dd>
              </div>
            </dl>
            {balance.data.mismatch ? (
              <div
                role="alert"
                className="flex flex-col gap-3 rounded-md bg-warning/15 px-3 py-3 text-sm sm:flex-row sm:items-center"
              >
                <span className="flex items-start gap-2">
                  <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  Profilinizdeki puan ({points(balance.data.storedBalance)}) hesap hareketlerinizle uyuşmuyor.
                </span>
                <Button size="sm" variant="outline" className="sm:ml-auto" onClick={runSync} disabled={sync.isPending}>
                  <RefreshCw aria-hidden="true" className={sync.isPending ? 'animate-spin' : undefined} />
                  Senkronize et
                </Button>
              </div>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
