import type { AuditEntry, AuditFilters } from '@portal/shared/contracts/security';
import { formatDateTime } from '@portal/shared/format';
import { ROLE_LABELS } from '@portal/shared/roles';
import { FileClock, X } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { ExportButtons } from '@/components/export-buttons';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { auditExportUrl, useAuditFacets, useAuditLog } from '@/features/security/api/security-api';
import { LoadError } from '@/components/load-error';

const FILTER_KEYS = ['actorId', 'action', 'entityType', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters as the address bar holds them (so a filtered view can be shared and reloaded). */
function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (!value) continue;
    if ((key === 'from' || key === 'to') && !DAY.test(value)) continue;
    filters[key] = value;
  }
  const update = (key: (typeof FILTER_KEYS)[number], value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const reset = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const key of FILTER_KEYS) next.delete(key);
        return next;
      },
      { replace: true },
    );
  return { filters, update, reset, active: Object.keys(filters).length > 0 };
}

function Values({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <div className="min-w-0">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <pre className="max-h-60 overflow-auto rounded-md bg-muted p-2 text-xs break-all whitespace-pre-wrap">
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

function EntryRow({ e }: { e: AuditEntry }) {
  const hasValues = (e.before !== null && e.before !== undefined) || (e.after !== null && e.after !== undefined);
  return (
    <li className="min-w-0 rounded-lg border p-3" data-testid="audit-row" data-action={e.action}>
      <div className="grid min-w-0 gap-x-4 gap-y-1 sm:grid-cols-[11rem_minmax(0,1fr)_minmax(0,1fr)] sm:items-start">
        <div className="text-xs text-muted-foreground tabular">{formatDateTime(e.createdAt)}</div>
        <div className="min-w-0">
          <div className="truncate font-medium">{e.actor?.name ?? 'Sistem'}</div>
          <div className="truncate text-xs text-muted-foreground">
            {e.actor ? `${e.actor.sellerNo} · ${ROLE_LABELS[e.actor.role]}` : 'Otomatik işlem'}
            {e.ipAddress ? ` · ${e.ipAddress}` : ''}
          </div>
        </div>
        <div className="min-w-0 text-sm">
          <div className="truncate font-mono text-xs">{e.action}</div>
          <div className="truncate text-xs text-muted-foreground">
            {e.entityType}
            {e.entityId ? ` · ${e.entityId}` : ''}
          </div>
        </div>
      </div>
      {hasValues ? (
        <details className="mt-2 min-w-0">
          <summary className="cursor-pointer text-sm text-primary">Önceki ve sonraki değerler</summary>
          <div className="mt-2 grid min-w-0 gap-2 md:grid-cols-2">
            <Values label="Önce" value={e.before} />
            <Values label="Sonra" value={e.after} />
          </div>
        </details>
      ) : null}
    </li>
  );
}

/** Every admin change: who, what, when, before and after; filtered, paged on a keyset, exported as CSV. */
export function AuditLogSection() {
  const id = useId();
  const { filters, update, reset, active } = useAuditFilters();
  const facets = useAuditFacets();
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="security-audit">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="max-w-2xl text-sm text-muted-foreground">
          Yönetim işlemlerinin kaydı: kim, neyi, ne zaman değiştirdi; önceki ve sonraki değerleriyle. Gizli değerler
          (şifre, anahtar, doğrulama kodu) hiçbir zaman gösterilmez.
        </p>
        <div className="sm:shrink-0">
          <ExportButtons href={auditExportUrl(filters)} testId="audit-export" />
        </div>
      </div>

      <div className="grid min-w-0 gap-3 sm:grid-cols-2 lg:grid-cols-5" data-testid="audit-filters">
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-actor`}>Yapan</Label>
          <NativeSelect
            id={`${id}-actor`}
            value={filters.actorId ?? ''}
            onChange={(e) => update('actorId', e.target.value)}
            data-testid="audit-filter-actor"
          >
            <option value="">Tümü</option>
            {facets.data?.actors.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} ({a.sellerNo})
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-action`}>İşlem</Label>
          <NativeSelect
            id={`${id}-action`}
            value={filters.action ?? ''}
            onChange={(e) => update('action', e.target.value)}
            data-testid="audit-filter-action"
          >
            <option value="">Tümü</option>
            {facets.data?.actions.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-entity`}>Kayıt türü</Label>
          <NativeSelect
            id={`${id}-entity`}
            value={filters.entityType ?? ''}
            onChange={(e) => update('entityType', e.target.value)}
            data-testid="audit-filter-entity"
          >
            <option value="">Tümü</option>
            {facets.data?.entityTypes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-from`}>Başlangıç</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(e) => update('from', e.target.value)}
            data-testid="audit-filter-from"
          />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-to`}>Bitiş</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(e) => update('to', e.target.value)}
            data-testid="audit-filter-to"
          />
        </div>
      </div>
      {active ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={reset} data-testid="audit-filters-reset">
          <X aria-hidden="true" />
          Filtreleri temizle
        </Button>
      ) : null}

      {log.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : log.isError && !log.data ? (
        <LoadError
          title="Denetim kaydı alınamadı"
          error={log.error}
          retrying={log.isFetching}
          onRetry={() => log.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={FileClock}
          title={active ? 'Bu filtrelere uyan kayıt yok' : 'Denetim kaydı boş'}
          action={
            active ? (
              <Button variant="outline" onClick={reset}>
                Filtreleri temizle
              </Button>
            ) : undefined
          }
          data-testid="audit-empty"
        />
      ) : (
        <>
          <div className="flex min-h-6 items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
            <span data-testid="audit-count">{entries.length} kayıt gösteriliyor</span>
            {log.isFetching && !log.isFetchingNextPage ? <Spinner label="Güncelleniyor" /> : null}
          </div>
          <ul className={`flex flex-col gap-2 ${log.isPlaceholderData ? 'opacity-60' : ''}`} data-testid="audit-list">
            {entries.map((e) => (
              <EntryRow key={e.id} e={e} />
            ))}
          </ul>
          {log.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              onClick={() => log.fetchNextPage()}
              disabled={log.isFetchingNextPage}
              data-testid="audit-more"
            >
              {log.isFetchingNextPage ? <Spinner /> : null}
              Daha fazla yükle
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
