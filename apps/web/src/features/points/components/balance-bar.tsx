import { MESSAGES } from '@portal/shared/messages';
import { formatNumber } from '@portal/shared/format';
import { ChevronDown, Coins, RotateCw, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { usePointsBalance } from '@/features/points/api/get-balance';
import { usePointsRealtime } from '@/features/points/api/points-realtime';
import { cn } from '@/lib/utils';

/**
 * Mobile sticky points bar (spec §2): balance, refresh, and on expand total earned, points used
 * and a warning when the stored balance disagrees with the ledger.
 */
export function BalanceBar({ className }: { className?: string }) {
  const balance = usePointsBalance();
  // A transfer, a bonus or a points order elsewhere shows here at once.
  usePointsRealtime();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const refreshing = balance.isFetching;

  return (
    <section
      aria-label="Puan bakiyesi"
      data-testid="balance-bar"
      className={cn('border-b bg-card/95 px-4 py-2 backdrop-blur supports-[backdrop-filter]:bg-card/80', className)}
    >
      <div className="flex items-center gap-2">
        <Coins className="size-4 shrink-0 text-primary" aria-hidden="true" />
        <span className="text-sm text-muted-foreground">Puan bakiyesi</span>
        <div className="ml-auto flex items-center gap-1" aria-live="polite">
          {balance.isPending ? (
            <Skeleton className="h-5 w-16" />
          ) : balance.isError && !balance.data ? (
            <span className="text-sm font-medium text-destructive" data-testid="balance-error">
              {MESSAGES.points.loadFailed}
            </span>
          ) : (
            <span className="text-base font-semibold tabular" data-testid="balance-value">
              {formatNumber(balance.data.balance)}
            </span>
          )}
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Puan bakiyesini yenile"
          onClick={() => balance.refetch()}
          disabled={refreshing}
        >
          <RotateCw aria-hidden="true" className={cn(refreshing && 'animate-spin')} />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={expanded ? 'Puan ayrıntılarını gizle' : 'Puan ayrıntılarını göster'}
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((v) => !v)}
        >
          <ChevronDown aria-hidden="true" className={cn('transition-transform', expanded && 'rotate-180')} />
        </Button>
      </div>
      <div id={detailsId} hidden={!expanded} className="pt-2 pb-1">
        {balance.data ? (
          <>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div className="rounded-md bg-muted px-3 py-2">
                <dt className="text-muted-foreground">Toplam kazanılan</dt>
                <dd className="font-semibold tabular">{formatNumber(balance.data.totalEarned)}</dd>
              </div>
              <div className="rounded-md bg-muted px-3 py-2">
                <dt className="text-muted-foreground">Kullanılan puan</dt>
                <dd className="font-semibold tabular">{formatNumber(balance.data.used)}</dd>
              </div>
            </dl>
            {balance.data.mismatch ? (
              <p role="alert" className="mt-2 flex items-start gap-2 rounded-md bg-warning/15 px-3 py-2 text-sm">
                <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning-foreground" aria-hidden="true" />
                <span>
                  Profilinizdeki puan ({formatNumber(balance.data.storedBalance)}) hesap hareketlerinizle uyuşmuyor.
                  Bakiye hareketlerden hesaplanarak gösterilmektedir.
                </span>
              </p>
            ) : null}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            {balance.isError ? MESSAGES.points.loadFailed : 'Yükleniyor...'}
          </p>
        )}
      </div>
    </section>
  );
}
