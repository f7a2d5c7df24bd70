import { PERFORMANCE_SORT_LABELS, PERFORMANCE_SORTS, type PerformanceSort } from '@portal/shared/analytics-performance';
import type { PerformanceRow } from '@portal/shared/contracts/analytics-performance';
import { formatDate, formatMoney, formatNumber } from '@portal/shared/format';
import { isRole, ROLE_LABELS, type Role } from '@portal/shared/roles';
import { ArrowDown, Trophy } from 'lucide-react';
import { useId } from 'react';
import { ExportButtons } from '@/components/export-buttons';
import { GlobalFilterBar } from '@/components/global-filters/global-filter-bar';
import { useGlobalFilters } from '@/components/global-filters/use-global-filters';
import { LoadError } from '@/components/load-error';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { rankingExportHref, usePerformanceRanking } from '@/features/performance/api/get-performance';
import { ActiveRateBar, Growth } from '@/features/performance/components/growth';
import { MemberSheet } from '@/features/performance/components/member-sheet';
import { pageOf, usePageParams } from '@/features/performance/components/use-page-params';
import { useIsMobile } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';

const isSort = (v: string | null): v is PerformanceSort => (PERFORMANCE_SORTS as readonly string[]).includes(v ?? '');

function SortHead({
  sort,
  current,
  onSort,
  className,
}: {
  sort: PerformanceSort;
  current: PerformanceSort;
  onSort: (s: PerformanceSort) => void;
  className?: string;
}) {
  const active = sort === current;
  return (
    <TableHead className={cn('text-right', className)} aria-sort={active ? 'descending' : undefined}>
      <button
        type="button"
        className={cn(
          'inline-flex items-center gap-1 hover:text-foreground',
          active && 'font-semibold text-foreground',
        )}
        onClick={() => onSort(sort)}
        data-testid={`sort-${sort}`}
      >
        {PERFORMANCE_SORT_LABELS[sort]}
        {active ? <ArrowDown className="size-3.5" aria-hidden="true" /> : null}
      </button>
    </TableHead>
  );
}

function RankingTable({
  rows,
  sort,
  onSort,
  onOpen,
}: {
  rows: PerformanceRow[];
  sort: PerformanceSort;
  onSort: (s: PerformanceSort) => void;
  onOpen: (id: string) => void;
}) {
  return (
    <Card className="py-0">
      <Table data-testid="ranking" data-layout="table" aria-label="Performans sıralaması">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="w-12 pl-4">Sıra</TableHead>
            <TableHead>Üye</TableHead>
            <SortHead sort="sales" current={sort} onSort={onSort} />
            <SortHead sort="growth" current={sort} onSort={onSort} />
            <SortHead sort="orders" current={sort} onSort={onSort} />
            <SortHead sort="averageBasket" current={sort} onSort={onSort} />
            <SortHead sort="activeRate" current={sort} onSort={onSort} className="pr-4" />
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} data-testid="ranking-row" className="cursor-pointer" onClick={() => onOpen(r.id)}>
              <TableCell className="pl-4 font-semibold tabular">{r.rank}</TableCell>
              <TableCell>
                <button
                  type="button"
                  className="text-left font-medium hover:underline"
                  onClick={(e) => {
                    e.stopPropagation();
                    onOpen(r.id);
                  }}
                >
                  {r.name}
                </button>
                <p className="text-xs text-muted-foreground">
                  {r.sellerNo} · {r.city ?? 'İl yok'} · ekip {formatNumber(r.teamSize)}
                </p>
              </TableCell>
              <TableCell className="text-right tabular">{formatMoney(r.sales)}</TableCell>
              <TableCell className="text-right">
                <Growth bp={r.growthBp} />
              </TableCell>
              <TableCell className="text-right tabular">{formatNumber(r.orders)}</TableCell>
              <TableCell className="text-right tabular">{formatMoney(r.averageBasket)}</TableCell>
              <TableCell className="pr-4">
                <ActiveRateBar bp={r.activeRateBp} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

function RankingCards({ rows, onOpen }: { rows: PerformanceRow[]; onOpen: (id: string) => void }) {
  return (
    <ol className="flex flex-col gap-2" data-testid="ranking" data-layout="cards" aria-label="Performans sıralaması">
      {rows.map((r) => (
        <li key={r.id}>
          <button type="button" className="w-full text-left" onClick={() => onOpen(r.id)} data-testid="ranking-row">
            <Card className="gap-2 p-3">
              <div className="flex items-start gap-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold tabular">
                  {r.rank}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{r.name}</p>
                  <p className="text-xs text-muted-foreground">
                    {r.sellerNo} · {r.city ?? 'İl yok'}
                  </p>
                </div>
                <div className="flex flex-col items-end">
                  <span className="font-semibold tabular">{formatMoney(r.sales)}</span>
                  <Growth bp={r.growthBp} className="text-xs" />
                </div>
              </div>
              <div className="flex items-center justify-between gap-3 text-xs text-muted-foreground">
                <span className="tabular">
                  {formatNumber(r.orders)} sipariş · sepet {formatMoney(r.averageBasket)}
                </span>
              </div>
              <ActiveRateBar bp={r.activeRateBp} />
            </Card>
          </button>
        </li>
      ))}
    </ol>
  );
}

/**
 * /dashboard/analytics/performance: the members of one level of the caller's network ranked by
 * their teams' sales, growth, orders, basket and active rate over the filtered period; a row opens
 * the member's drill-down (`?member=<id>` in the address).
 */
export function PerformancePage() {
  const id = useId();
  const isMobile = useIsMobile();
  const { queryString } = useGlobalFilters();
  const { params, set, hrefFor } = usePageParams();
  const levelParam = params.get('level');
  const level: Role | undefined = isRole(levelParam) ? levelParam : undefined;
  const sortParam = params.get('sort');
  const sort: PerformanceSort = isSort(sortParam) ? sortParam : 'sales';
  const page = pageOf(params);
  const memberId = params.get('member');
  const q = usePerformanceRanking(queryString, level, sort, page);
  const data = q.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const open = (member: string) => set({ member }, { keepPage: true });

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="performance-page">
      <GlobalFilterBar />
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex min-w-44 flex-col gap-1">
            <Label htmlFor={`${id}-level`}>Seviye</Label>
            <NativeSelect
              id={`${id}-level`}
              data-testid="level"
              value={data?.level ?? level ?? ''}
              onChange={(e) => set({ level: e.target.value })}
            >
              {(data?.levels ?? (level ? [level] : [])).map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex min-w-44 flex-col gap-1">
            <Label htmlFor={`${id}-sort`}>Sıralama</Label>
            <NativeSelect
              id={`${id}-sort`}
              data-testid="sort"
              value={sort}
              onChange={(e) => set({ sort: e.target.value })}
            >
              {PERFORMANCE_SORTS.map((s) => (
                <option key={s} value={s}>
                  {PERFORMANCE_SORT_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <ExportButtons href={rankingExportHref(queryString, level, sort)} testId="ranking-export" />
      </div>

      {data ? (
        <Card className="grid grid-cols-2 gap-3 p-4 md:grid-cols-4" data-testid="ranking-totals">
          <div className="min-w-0">
            <p className="text-xs text-muted-foreground">Dönem</p>
            <p className="text-sm font-semibold tabular">
              {formatDate(`${data.period.from}T12:00:00Z`)} – {formatDate(`${data.period.to}T12:00:00Z`)}
            </p>
          </div>
          <div className="min-w-0">
            <p className="text-xs text-muted-foreground">{ROLE_LABELS[data.level]} sayısı</p>
            <p className="text-lg font-semibold tabular">{formatNumber(data.total)}</p>
          </div>
          <div className="min-w-0">
            <p className="text-xs text-muted-foreground">Toplam ekip satışı</p>
            <p className="text-lg font-semibold tabular">{formatMoney(data.totals.sales)}</p>
          </div>
          <div className="min-w-0">
            <p className="text-xs text-muted-foreground">Sipariş</p>
            <p className="text-lg font-semibold tabular">{formatNumber(data.totals.orders)}</p>
          </div>
        </Card>
      ) : null}

      {q.isPending ? (
        <div className="flex flex-col gap-2" role="status" aria-busy="true" aria-label="Sıralama yükleniyor">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className={isMobile ? 'h-28 w-full' : 'h-14 w-full'} />
          ))}
        </div>
      ) : q.isError && !data ? (
        <LoadError title="Sıralama alınamadı" error={q.error} retrying={q.isFetching} onRetry={() => q.refetch()} />
      ) : data && data.rows.length === 0 ? (
        <EmptyState
          icon={Trophy}
          title="Sıralanacak üye yok"
          description="Bu seviyede, seçili filtrelere uyan bir üye bulunamadı."
        />
      ) : data ? (
        <>
          {isMobile ? (
            <RankingCards rows={data.rows} onOpen={open} />
          ) : (
            <RankingTable rows={data.rows} sort={sort} onSort={(s) => set({ sort: s })} onOpen={open} />
          )}
          {totalPages > 1 ? (
            <Pagination page={page} totalPages={totalPages} hrefFor={(p) => hrefFor({ page: p, member: undefined })} />
          ) : null}
          <p className="text-xs text-muted-foreground">
            Ekip satışı: üyenin kendisi ve altındaki herkesin sayılan siparişleri (KDV dahil). Büyüme, aynı uzunluktaki
            önceki döneme göredir. Aktif oran, dönemin dokunduğu aylarda ({data.months.length} ay) alışveriş yapan ekip
            üyelerinin aylık ortalamasının ekip büyüklüğüne oranıdır.
          </p>
        </>
      ) : null}

      <MemberSheet
        memberId={memberId}
        queryString={queryString}
        onOpen={open}
        onClose={() => set({ member: undefined }, { keepPage: true })}
      />
    </div>
  );
}
