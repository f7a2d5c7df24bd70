import { formatNumber } from '@portal/shared/format';
import { Clock, Play } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import type { AutomationRunResult } from '@portal/shared/contracts/orders';
import { useAutomation, useRunAutomation } from '@/features/orders/api/automation';
import { AutomationRuleCard } from '@/features/orders/components/automation-rule-card';
import { intervalLabel } from '@/features/orders/components/duration';
import { invalidateOrders } from '@/lib/api/order-keys';

function runSummary(result: AutomationRunResult): string {
  if (result.cancelled === 0 && result.completed === 0)
    return 'Kurallara uyan sipariş bulunmadı; hiçbir sipariş değişmedi.';
  return `${formatNumber(result.cancelled)} sipariş iptal edildi, ${formatNumber(result.completed)} sipariş tamamlandı.`;
}

/**
 * /dashboard/orders/automation: the two rules the server applies to orders on its own (cancel
 * unpaid bank transfers, complete delivered orders), their hours, their last runs, and a run now.
 */
export function OrderAutomationPage() {
  const automation = useAutomation();
  const queryClient = useQueryClient();
  // Cancelled and completed orders change every order screen.
  const run = useRunAutomation(() => void invalidateOrders(queryClient));
  const [result, setResult] = useState<AutomationRunResult | null>(null);
  const settings = automation.data;
  const anyEnabled = settings?.rules.some((r) => r.enabled) ?? false;

  const onRun = () => {
    setResult(null);
    run.mutate(undefined, {
      onSuccess: (counts) => {
        setResult(counts);
        toast.success('Otomasyon çalıştırıldı', { description: runSummary(counts) });
      },
      onError: (error) => toast.error('Otomasyon çalıştırılamadı', { description: error.message }),
    });
  };

  if (automation.isError && !settings) {
    return (
      <Alert variant="destructive" data-testid="automation-error">
        <AlertTitle>Otomasyon kuralları alınamadı</AlertTitle>
        <AlertDescription>
          <p>{automation.error.message}</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-1"
            onClick={() => automation.refetch()}
            disabled={automation.isFetching}
          >
            Yeniden Dene
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="order-automation-page">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex max-w-2xl flex-col gap-1.5">
          <p className="text-sm text-muted-foreground">
            Sunucu, etkin kuralları siparişlere kendiliğinden uygular. Her sipariş, bir kişinin yaptığı işlemle aynı
            kurallarla ve sipariş geçmişine not düşülerek değişir.
          </p>
          <p className="flex items-center gap-2 text-sm" data-testid="automation-interval">
            <Clock className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {settings === undefined ? (
              <Skeleton className="h-4 w-56" />
            ) : settings.intervalMs > 0 ? (
              <span>
                Kurallar <span className="font-medium">{intervalLabel(settings.intervalMs)}</span> çalışır.
              </span>
            ) : (
              <span>Zamanlanmış çalışma kapalı; kurallar yalnızca “Şimdi Çalıştır” ile çalışır.</span>
            )}
          </p>
        </div>
        <Button
          onClick={onRun}
          disabled={run.isPending || !settings}
          className="sm:shrink-0"
          data-testid="automation-run"
        >
          {run.isPending ? <Spinner /> : <Play aria-hidden="true" />}
          Şimdi Çalıştır
        </Button>
      </div>

      {result ? (
        <Alert variant="success" data-testid="automation-run-result">
          <AlertTitle>Otomasyon çalıştırıldı</AlertTitle>
          <AlertDescription>
            {anyEnabled ? runSummary(result) : 'Etkin kural olmadığı için hiçbir sipariş değişmedi.'}
          </AlertDescription>
        </Alert>
      ) : null}

      <div className="grid gap-4 md:grid-cols-2" aria-busy={settings === undefined}>
        {settings === undefined
          ? [0, 1].map((i) => <Skeleton key={i} className="h-80 rounded-xl" />)
          : settings.rules.map((rule) => <AutomationRuleCard key={rule.kind} rule={rule} />)}
      </div>
    </div>
  );
}
