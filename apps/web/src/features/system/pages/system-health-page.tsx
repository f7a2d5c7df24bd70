import { formatDateTime, formatNumber } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { Activity, Clock, Database, MemoryStick, Radio } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useSystemHealth } from '@/features/system/api/system-api';
import { useSystemMetricsLive } from '@/features/system/api/system-realtime';
import { formatBytes, formatMs, formatUptime, shortId } from '@/features/system/components/format';
import { JobsList } from '@/features/system/components/jobs-list';
import { LoadError } from '@/components/load-error';
import { Stat, StatCard } from '@/features/system/components/stat';

const ICON = 'size-4 text-primary';

function HealthSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="system-health-loading">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-44 rounded-xl" />
      ))}
    </div>
  );
}

/** admin/system-health and system/health: the answering server's health, read every 30 s. */
export function SystemHealthPage() {
  const health = useSystemHealth();
  const live = useSystemMetricsLive();

  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="system-health-page">
      <p className="text-sm text-muted-foreground">{MESSAGES.system.perServer}</p>
      {health.isPending ? (
        <HealthSkeleton />
      ) : health.isError && !health.data ? (
        <LoadError
          title="Sistem durumu alınamadı"
          error={health.error}
          retrying={health.isFetching}
          onRetry={() => void health.refetch()}
        />
      ) : (
        <HealthView data={health.data} />
      )}
      {live.length > 0 ? (
        <section aria-labelledby="system-live-title" className="flex flex-col gap-3" data-testid="system-live">
          <h2 id="system-live-title" className="text-base font-semibold">
            Canlı ölçümler
          </h2>
          <ul className="grid gap-3 md:grid-cols-2">
            {live.map((m) => (
              <li key={m.serverId} className="rounded-lg border p-3 text-sm">
                <p className="mb-1 font-medium">
                  Sunucu {shortId(m.serverId)} · {formatDateTime(m.at)}
                </p>
                <p className="text-muted-foreground tabular">
                  Son dakika {formatNumber(m.requestsLastMinute)} istek, {formatNumber(m.errorsLastMinute)} hata, p95{' '}
                  {formatMs(m.p95LastMinuteMs)} · Bellek {formatBytes(m.rssBytes)} · {formatNumber(m.sockets)} bağlantı
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function HealthView({ data }: { data: NonNullable<ReturnType<typeof useSystemHealth>['data']> }) {
  const { database, bus, memory } = data;
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {data.status === 'ok' ? (
          <Badge variant="success" data-testid="system-status">
            Sistem çalışıyor
          </Badge>
        ) : (
          <Badge variant="destructive" data-testid="system-status">
            Sorun var
          </Badge>
        )}
        <span className="text-muted-foreground">
          Sunucu <span className="font-mono">{shortId(data.serverId)}</span> · Son kontrol{' '}
          {formatDateTime(data.checkedAt)}
        </span>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard title="Veritabanı" icon={<Database className={ICON} aria-hidden="true" />} testId="system-database">
          <Stat label="Durum" value={database.ok ? 'Bağlı' : 'Yanıt yok'} />
          <Stat label="Tür" value={database.kind === 'postgres' ? 'PostgreSQL' : 'Gömülü (PGlite)'} />
          <Stat label="Gidiş-dönüş" value={formatMs(database.roundTripMs)} testId="system-db-roundtrip" />
          <Stat label="Boyut" value={database.sizeBytes === null ? '—' : formatBytes(database.sizeBytes)} />
          <Stat
            label="Bağlantı havuzu"
            value={
              database.pool
                ? `${database.pool.total - database.pool.idle} kullanımda / ${database.pool.total} açık / ${database.pool.max} (${database.pool.waiting} bekleyen)`
                : 'Yok (tek bağlantı)'
            }
          />
        </StatCard>
        <StatCard
          title="Gerçek zamanlı veri yolu"
          icon={<Radio className={ICON} aria-hidden="true" />}
          testId="system-bus"
        >
          <Stat label="LISTEN bağlantısı" value={bus.listening ? 'Açık' : 'Kapalı'} testId="system-bus-listening" />
          <Stat label="Gidiş-dönüş" value={formatMs(bus.roundTripMs)} />
          <Stat label="Son dakikadaki olay" value={formatNumber(bus.eventsLastMinute)} />
          <Stat label="Saatlik ortalama (olay/dk)" value={formatNumber(bus.eventsPerMinuteHour)} />
          <Stat
            label="Bu sunucudaki bağlantı"
            value={`${formatNumber(bus.sockets.local)} (${bus.sockets.admins} yönetici)`}
          />
          <Stat label="Son yeniden bağlanma" value={bus.resumedAt ? formatDateTime(bus.resumedAt) : 'Kesinti yok'} />
        </StatCard>
        <StatCard title="Bellek" icon={<MemoryStick className={ICON} aria-hidden="true" />} testId="system-memory">
          <Stat label="Toplam (RSS)" value={formatBytes(memory.rssBytes)} testId="system-rss" />
          <Stat
            label="Heap kullanımı"
            value={`${formatBytes(memory.heapUsedBytes)} / ${formatBytes(memory.heapTotalBytes)}`}
          />
          <Stat label="Harici" value={formatBytes(memory.externalBytes)} />
        </StatCard>
        <StatCard title="Çalışma süresi" icon={<Clock className={ICON} aria-hidden="true" />} testId="system-uptime">
          <Stat label="Açık kalma" value={formatUptime(data.uptimeSeconds)} testId="system-uptime-value" />
          <Stat label="Başlangıç" value={formatDateTime(data.startedAt)} />
          <Stat label="Sürüm" value={data.version} />
        </StatCard>
      </div>
      {bus.socketsByServer.length > 1 ? (
        <section className="flex flex-col gap-2 text-sm" aria-labelledby="system-servers-title">
          <h2 id="system-servers-title" className="text-base font-semibold">
            Sunuculara göre bağlantılar
          </h2>
          <ul className="flex flex-wrap gap-2">
            {bus.socketsByServer.map((s) => (
              <li key={s.serverId} className="rounded-md border px-2 py-1 tabular">
                <span className="font-mono">{shortId(s.serverId)}</span>: {formatNumber(s.sockets)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="system-jobs-title" className="flex flex-col gap-3">
        <h2 id="system-jobs-title" className="flex items-center gap-2 text-base font-semibold">
          <Activity className={ICON} aria-hidden="true" />
          Zamanlanmış görevler
        </h2>
        <JobsList jobs={data.jobs} />
      </section>
    </>
  );
}
