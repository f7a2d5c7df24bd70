import { REPORT_GRAINS, type ReportGrain } from '@portal/shared/analytics-performance';
import type { PerformanceReport } from '@portal/shared/contracts/analytics-performance';
import { formatMoney, formatNumber } from '@portal/shared/format';
import { isRole, ROLE_LABELS, type Role } from '@portal/shared/roles';
import { ChartColumn } from 'lucide-react';
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
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { reportExportHref, usePerformanceReport } from '@/features/performance/api/get-performance';
import { pageOf, usePageParams } from '@/features/performance/components/use-page-params';
import { useIsMobile } from '@/lib/use-media-query';

const GRAIN_LABELS: Record<ReportGrain, string> = { month: 'Aylık', quarter: 'Çeyreklik' };
const COUNTS: Record<ReportGrain, number[]> = { month: [3, 6, 12], quarter: [2, 4, 8] };

function ReportTable({ data }: { data: PerformanceReport }) {
  return (
    <Card className="py-0">
      <Table data-testid="report" data-layout="table" aria-label="Dönem karşılaştırması">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="pl-4">Üye</TableHead>
            {data.periods.map((p) => (
              <TableHead key={p.key} className="text-right whitespace-nowrap">
                {p.label}
              </TableHead>
            ))}
            <TableHead className="pr-4 text-right">Toplam</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.rows.map((r) => (
            <TableRow key={r.id} data-testid="report-row">
              <TableCell className="pl-4">
                <p className="font-medium">{r.name}</p>
                <p className="text-xs text-muted-foreground">
                  {r.sellerNo} · {r.city ?? 'İl yok'}
                </p>
              </TableCell>
              {r.cells.map((c, i) => (
                <TableCell key={data.periods[i]!.key} className="text-right tabular whitespace-nowrap">
                  {formatMoney(c.sales, { decimals: 0 })}
                  <p className="text-xs text-muted-foreground">{formatNumber(c.orders)} sip.</p>
                </TableCell>
              ))}
              <TableCell className="pr-4 text-right font-semibold tabular whitespace-nowrap">
                {formatMoney(r.total.sales, { decimals: 0 })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow data-testid="report-totals">
            <TableCell className="pl-4 font-semibold">Toplam (tüm {ROLE_LABELS[data.level]} üyeleri)</TableCell>
            {data.totals.cells.map((c, i) => (
              <TableCell key={data.periods[i]!.key} className="text-right font-semibold tabular whitespace-nowrap">
                {formatMoney(c.sales, { decimals: 0 })}
              </TableCell>
            ))}
            <TableCell className="pr-4 text-right font-semibold tabular whitespace-nowrap">
              {formatMoney(data.totals.total.sales, { decimals: 0 })}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Card>
  );
}

function ReportCards({ data }: { data: PerformanceReport }) {
  const cards = [
    ...data.rows.map((r) => ({ ...r, key: r.id, sub: `${r.sellerNo} · ${r.city ?? 'İl yok'}` })),
    { key: 'totals', name: 'Toplam', sub: `Tüm ${ROLE_LABELS[data.level]} üyeleri`, ...data.totals },
  ];
  return (
    <ul className="flex flex-col gap-2" data-testid="report" data-layout="cards" aria-label="Dönem karşılaştırması">
      {cards.map((r) => (
        <li key={r.key}>
          <Card className="gap-2 p-3" data-testid={r.key === 'totals' ? 'report-totals' : 'report-row'}>
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="truncate font-medium">{r.name}</p>
                <p className="text-xs text-muted-foreground">{r.sub}</p>
              </div>
              <span className="font-semibold tabular">{formatMoney(r.total.sales, { decimals: 0 })}</span>
            </div>
            <dl className="grid grid-cols-3 gap-x-3 gap-y-1 text-xs">
              {r.cells.map((c, i) => (
                <div key={data.periods[i]!.key} className="min-w-0">
                  <dt className="text-muted-foreground">{data.periods[i]!.label}</dt>
                  <dd className="tabular">{formatMoney(c.sales, { decimals: 0 })}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/**
 * /dashboard/performance-reports: the same ranking over the last months or quarters side by side,
 * one row per member of the level, with the level's totals; exports as CSV and XLSX.
 */
export function PerformanceReportsPage() {
  const id = useId();
  const isMobile = useIsMobile();
  const { queryString } = useGlobalFilters();
  const { params, set, hrefFor } = usePageParams();
  const levelParam = params.get('level');
  const level: Role | undefined = isRole(levelParam) ? levelParam : undefined;
  const grain: ReportGrain = (REPORT_GRAINS as readonly string[]).includes(params.get('grain') ?? '')
    ? (params.get('grain') as ReportGrain)
    : 'month';
  const asked = Number(params.get('periods'));
  const periods = COUNTS[grain].includes(asked) ? asked : COUNTS[grain][1]!;
  const page = pageOf(params);
  const q = usePerformanceReport(queryString, level, grain, periods, page);
  const data = q.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="performance-reports-page">
      <GlobalFilterBar />
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
          <div className="col-span-2 flex min-w-44 flex-col gap-1">
            <Label htmlFor={`${id}-level`}>Seviye</Label>
            <NativeSelect
              id={`${id}-level`}
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
          <div className="flex min-w-32 flex-col gap-1">
            <Label htmlFor={`${id}-grain`}>Dönem</Label>
            <NativeSelect
              id={`${id}-grain`}
              value={grain}
              onChange={(e) => set({ grain: e.target.value, periods: undefined })}
            >
              {REPORT_GRAINS.map((g) => (
                <option key={g} value={g}>
                  {GRAIN_LABELS[g]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex min-w-32 flex-col gap-1">
            <Label htmlFor={`${id}-periods`}>Son</Label>
            <NativeSelect
              id={`${id}-periods`}
              value={String(periods)}
              onChange={(e) => set({ periods: e.target.value })}
            >
              {COUNTS[grain].map((n) => (
                <option key={n} value={n}>
                  {n} {grain === 'month' ? 'ay' : 'çeyrek'}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <ExportButtons href={reportExportHref(queryString, level, grain, periods)} testId="report-export" />
      </div>
      <p className="text-xs text-muted-foreground">
        Her sütun bir dönemin ekip satışıdır (KDV dahil); son dönem bugüne kadardır. Bu rapor tarih filtresi yerine
        seçilen dönemleri kullanır; il, durum ve arama filtreleri üyelere uygulanır.
      </p>

      {q.isPending ? (
        <div className="flex flex-col gap-2" role="status" aria-busy="true" aria-label="Rapor yükleniyor">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className={isMobile ? 'h-28 w-full' : 'h-14 w-full'} />
          ))}
        </div>
      ) : q.isError && !data ? (
        <LoadError title="Rapor alınamadı" error={q.error} retrying={q.isFetching} onRetry={() => q.refetch()} />
      ) : data && data.rows.length === 0 ? (
        <EmptyState
          icon={ChartColumn}
          title="Raporlanacak üye yok"
          description="Bu seviyede, seçili filtrelere uyan bir üye bulunamadı."
        />
      ) : data ? (
        <>
          {isMobile ? <ReportCards data={data} /> : <ReportTable data={data} />}
          {totalPages > 1 ? (
            <Pagination page={page} totalPages={totalPages} hrefFor={(p) => hrefFor({ page: p })} />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
