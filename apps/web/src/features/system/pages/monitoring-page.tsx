import type { MonitoringWindow } from '@portal/shared/contracts/system';
import { formatNumber } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { Gauge } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSystemMonitoring } from '@/features/system/api/system-api';
import { formatMs, shortId } from '@/features/system/components/format';
import { LoadError } from '@/components/load-error';
import { RoutesTable } from '@/features/system/components/routes-table';
import { Stat, StatCard } from '@/features/system/components/stat';

// The chart library loads only when there is something to draw.
const MonitoringCharts = lazy(() => import('@/features/system/components/monitoring-charts'));

const WINDOW_MINUTES: Record<MonitoringWindow, number> = { hour: 60, day: 1440 };

/** system/monitoring: the answering server's requests, errors and latency by route. */
export function MonitoringPage() {
  const [window, setWindow] = useState<MonitoringWindow>('hour');
  const monitoring = useSystemMonitoring(window);
  const data = monitoring.data;

  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="system-monitoring-page">
      <p className="text-sm text-muted-foreground">
        {MESSAGES.system.perServer}
        {data ? (
          <>
            {' '}
            Yanıt veren sunucu: <span className="font-mono">{shortId(data.serverId)}</span>. Dışarıdan toplayıcılar için
            Prometheus ölçümleri <span className="font-mono">/metrics</span> adresindedir.
          </>
        ) : null}
      </p>
      <Tabs value={window} onValueChange={(v) => setWindow(v as MonitoringWindow)}>
        <TabsList>
          <TabsTrigger value="hour" data-testid="monitoring-window-hour">
            Son 1 saat
          </TabsTrigger>
          <TabsTrigger value="day" data-testid="monitoring-window-day">
            Son 24 saat
          </TabsTrigger>
        </TabsList>
      </Tabs>
      {monitoring.isPending ? (
        <div className="flex flex-col gap-4" data-testid="monitoring-loading">
          <Skeleton className="h-32 rounded-xl" />
          <Skeleton className="h-64 rounded-xl" />
        </div>
      ) : monitoring.isError && !data ? (
        <LoadError
          title="İzleme verileri alınamadı"
          error={monitoring.error}
          retrying={monitoring.isFetching}
          onRetry={() => void monitoring.refetch()}
        />
      ) : data ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <StatCard
              title="İstekler"
              icon={<Gauge className="size-4 text-primary" aria-hidden="true" />}
              testId="monitoring-totals"
            >
              <Stat label="Toplam istek" value={formatNumber(data.total.count)} testId="monitoring-total-count" />
              <Stat
                label="Dakikada ortalama"
                value={formatNumber(data.total.count / WINDOW_MINUTES[data.window], { maximumFractionDigits: 1 })}
              />
              <Stat label="Hata (5xx)" value={formatNumber(data.total.errors)} />
              <Stat
                label="Hata oranı"
                value={
                  data.total.count
                    ? `%${formatNumber((data.total.errors / data.total.count) * 100, { maximumFractionDigits: 2 })}`
                    : '—'
                }
              />
            </StatCard>
            <StatCard title="Gecikme" icon={<Gauge className="size-4 text-primary" aria-hidden="true" />}>
              <Stat label="Ortalama" value={formatMs(data.total.avgMs)} />
              <Stat label="p50" value={formatMs(data.total.p50Ms)} testId="monitoring-p50" />
              <Stat label="p95" value={formatMs(data.total.p95Ms)} />
              <Stat label="p99" value={formatMs(data.total.p99Ms)} />
            </StatCard>
          </div>
          {data.total.count === 0 ? (
            <EmptyState
              icon={Gauge}
              title="Bu aralıkta istek yok"
              description="Sunucu bu süre içinde hiçbir istek yanıtlamadı."
              data-testid="monitoring-empty"
            />
          ) : (
            <>
              <Suspense fallback={<Skeleton className="h-64 rounded-xl" />}>
                <MonitoringCharts data={data} />
              </Suspense>
              <section aria-labelledby="monitoring-routes-title" className="flex min-w-0 flex-col gap-3">
                <h2 id="monitoring-routes-title" className="text-base font-semibold">
                  Uç noktalara göre
                </h2>
                <RoutesTable routes={data.routes} />
              </section>
            </>
          )}
        </>
      ) : null}
    </div>
  );
}
