import { formatDateTime } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { Bug, Flag, Info } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useSystemDebug } from '@/features/system/api/system-api';
import { LoadError } from '@/components/load-error';
import { Stat, StatCard } from '@/features/system/components/stat';

const ENVIRONMENTS = { development: 'Geliştirme', production: 'Üretim', test: 'Test' } as const;

/** admin/debug: build info, what the configuration turns on, and the server's last errors. */
export function DebugPage() {
  const debug = useSystemDebug();

  if (debug.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2" data-testid="debug-loading">
        <Skeleton className="h-56 rounded-xl" />
        <Skeleton className="h-56 rounded-xl" />
      </div>
    );
  }
  if (debug.isError && !debug.data) {
    return (
      <LoadError
        title="Hata ayıklama bilgileri alınamadı"
        error={debug.error}
        retrying={debug.isFetching}
        onRetry={() => void debug.refetch()}
      />
    );
  }
  const { build, flags, recentErrors } = debug.data;
  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="debug-page">
      <p className="text-sm text-muted-foreground">{MESSAGES.system.perServer}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <StatCard
          title="Derleme bilgisi"
          icon={<Info className="size-4 text-primary" aria-hidden="true" />}
          testId="debug-build"
        >
          <Stat label="Sürüm" value={build.version} />
          <Stat
            label="Commit"
            value={<span className="font-mono">{build.commit === 'unknown' ? 'Bilinmiyor' : build.commit}</span>}
          />
          <Stat label="Node.js" value={build.nodeVersion} testId="debug-node" />
          <Stat label="Ortam" value={ENVIRONMENTS[build.environment]} />
          <Stat label="Veritabanı" value={build.databaseKind === 'postgres' ? 'PostgreSQL' : 'Gömülü (PGlite)'} />
          <Stat label="Başlangıç" value={formatDateTime(build.startedAt)} />
          <Stat label="Sunucu" value={<span className="font-mono">{build.serverId.slice(0, 8)}</span>} />
        </StatCard>
        <StatCard
          title="Özellik anahtarları"
          icon={<Flag className="size-4 text-primary" aria-hidden="true" />}
          testId="debug-flags"
        >
          {flags.map((f) => (
            <Stat
              key={f.key}
              label={MESSAGES.system.flags[f.key]}
              value={
                <span className="inline-flex items-center gap-2">
                  {f.detail ? <span className="text-muted-foreground">{f.detail}</span> : null}
                  <Badge variant={f.enabled ? 'success' : 'secondary'}>{f.enabled ? 'Açık' : 'Kapalı'}</Badge>
                </span>
              }
            />
          ))}
        </StatCard>
      </div>
      <section aria-labelledby="debug-errors-title" className="flex min-w-0 flex-col gap-3">
        <h2 id="debug-errors-title" className="flex items-center gap-2 text-base font-semibold">
          <Bug className="size-4 text-primary" aria-hidden="true" />
          Son hatalar
        </h2>
        {recentErrors.length === 0 ? (
          <EmptyState
            icon={Bug}
            title="Beklenmeyen hata yok"
            description="Bu sunucu açıldığından beri hiçbir istek sunucu hatasıyla sonuçlanmadı."
            data-testid="debug-errors-empty"
          />
        ) : (
          <ul className="flex flex-col gap-2" data-testid="debug-errors">
            {recentErrors.map((e) => (
              <li key={`${e.requestId}-${e.at}`} className="min-w-0 rounded-lg border p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="destructive">{e.status}</Badge>
                  <span className="break-all font-mono text-xs">
                    {e.method} {e.route}
                  </span>
                  <span className="text-muted-foreground">{formatDateTime(e.at)}</span>
                </div>
                <p className="mt-1 break-words">{e.message}</p>
                <p className="mt-1 break-all text-xs text-muted-foreground">
                  İstek kimliği: <span className="font-mono select-all">{e.requestId}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
