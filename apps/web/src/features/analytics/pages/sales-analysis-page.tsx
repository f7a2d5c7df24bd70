import {
  type Granularity,
  isTimeDimension,
  SALES_DIMENSION_LABELS,
  SALES_DIMENSIONS,
  type SalesDimension,
} from '@portal/shared/analytics';
import type { SalesRow } from '@portal/shared/contracts/analytics';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatPercentBasisPoints } from '@portal/shared/format';
import { ORDER_STATUS_LABELS } from '@portal/shared/orders';
import { BarChart3, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ExportButtons } from '@/components/export-buttons';
import { GlobalFilterBar } from '@/components/global-filters/global-filter-bar';
import { useGlobalFilters } from '@/components/global-filters/use-global-filters';
import { LoadError } from '@/components/load-error';
import { ANALYTICS_PAGE_GROUP, RelatedPages } from '@/components/related-pages';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { analyticsKeys } from '@/features/analytics/api/analytics-keys';
import {
  salesExportHref,
  salesOrdersExportHref,
  useSalesByDimension,
  useSalesOrders,
} from '@/features/analytics/api/get-sales';
import { DimensionChart } from '@/features/analytics/components/sales-charts';
import { useIsMobile } from '@/lib/use-media-query';
import { useSalesRealtime } from '@/lib/use-sales-realtime';
import { cn } from '@/lib/utils';

const DIMENSION_PARAM = 'dimension';
const BAR_PARAM = 'bar';
const PAGE_PARAM = 'page';

function dimensionOf(value: string | null): SalesDimension {
  return (SALES_DIMENSIONS as readonly string[]).includes(value ?? '') ? (value as SalesDimension) : 'product';
}

/** The page's own address state beside the filters: the dimension, the chosen bar, the drill-down's page. */
function useSalesView() {
  const [params, setParams] = useSearchParams();
  const dimension = dimensionOf(params.get(DIMENSION_PARAM));
  const bar = params.get(BAR_PARAM) || null;
  const page = Math.max(1, Number(params.get(PAGE_PARAM)) || 1);
  const set = (patch: Record<string, string | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(patch)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: false },
    );
  };
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    next.set(PAGE_PARAM, String(p));
    return `?${next.toString()}`;
  };
  return {
    dimension,
    bar,
    page,
    hrefFor,
    setDimension: (d: SalesDimension) => set({ [DIMENSION_PARAM]: d, [BAR_PARAM]: null, [PAGE_PARAM]: null }),
    select: (key: string | null) => set({ [BAR_PARAM]: key, [PAGE_PARAM]: null }),
  };
}

function SalesTable({
  rows,
  dimension,
  selected,
  onSelect,
}: {
  rows: SalesRow[];
  dimension: SalesDimension;
  selected: string | null;
  onSelect: (row: SalesRow) => void;
}) {
  return (
    <Table data-testid="sales-table" aria-label="Satışlar">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-4">{SALES_DIMENSION_LABELS[dimension]}</TableHead>
          <TableHead className="text-right">Ciro</TableHead>
          <TableHead className="text-right">Net</TableHead>
          <TableHead className="text-right">Sipariş</TableHead>
          <TableHead className="text-right">Adet</TableHead>
          <TableHead className="pr-4 text-right">Pay</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow
            key={r.key}
            data-testid="sales-row"
            data-key={r.key}
            data-state={selected === r.key ? 'selected' : undefined}
          >
            <TableCell className="pl-4">
              <button
                type="button"
                className="inline-flex items-center gap-1 text-left font-medium hover:underline"
                onClick={() => onSelect(r)}
              >
                {r.label}
                <ChevronRight className="size-3.5 text-muted-foreground" aria-hidden="true" />
              </button>
            </TableCell>
            <TableCell className="text-right tabular">{formatMoney(r.revenue)}</TableCell>
            <TableCell className="text-right tabular">{formatMoney(r.net)}</TableCell>
            <TableCell className="text-right tabular">{formatNumber(r.orders)}</TableCell>
            <TableCell className="text-right tabular">{formatNumber(r.quantity)}</TableCell>
            <TableCell className="pr-4 text-right tabular">{formatPercentBasisPoints(r.shareBp)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function SalesCards({
  rows,
  selected,
  onSelect,
}: {
  rows: SalesRow[];
  selected: string | null;
  onSelect: (row: SalesRow) => void;
}) {
  return (
    <ul className="flex flex-col divide-y" data-testid="sales-table" aria-label="Satışlar">
      {rows.map((r) => (
        <li key={r.key} data-testid="sales-row" data-key={r.key}>
          <button
            type="button"
            onClick={() => onSelect(r)}
            className={cn(
              'flex w-full flex-col gap-1 px-4 py-3 text-left outline-none hover:bg-muted/60 focus-visible:bg-muted',
              selected === r.key && 'bg-muted',
            )}
          >
            <span className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 truncate font-medium">{r.label}</span>
              <span className="shrink-0 font-semibold tabular">{formatMoney(r.revenue)}</span>
            </span>
            <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground tabular">
              <span>{formatNumber(r.orders)} sipariş</span>
              <span>{formatNumber(r.quantity)} adet</span>
              <span>Pay {formatPercentBasisPoints(r.shareBp)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function DrillDown({
  queryString,
  dimension,
  bar,
  page,
  hrefFor,
  onClose,
  fromAddress,
}: {
  /** The bar the page was opened with. */
  fromAddress: string | null;
  queryString: string;
  dimension: SalesDimension;
  bar: string;
  page: number;
  hrefFor: (page: number) => string;
  onClose: () => void;
}) {
  const orders = useSalesOrders(queryString, dimension, bar, page);
  const isMobile = useIsMobile();
  const ref = useRef<HTMLElement>(null);
  // A bar chosen on the page brings its orders into view; one that came with the address does not move the page.
  useEffect(() => {
    if (bar !== fromAddress) ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [bar, fromAddress]);
  const data = orders.data;
  return (
    <section ref={ref} aria-labelledby="drill-title" className="scroll-mt-4" data-testid="sales-drill">
      <Card className="gap-3 py-4">
        <CardHeader className="flex flex-col gap-2 px-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <CardTitle id="drill-title" className="text-base">
              {data ? `${data.label} siparişleri` : 'Siparişler'}
            </CardTitle>
            <p className="text-sm text-muted-foreground tabular" data-testid="drill-summary">
              {data ? `${formatNumber(data.total)} sipariş · ${formatMoney(data.totalRevenue)}` : ' '}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <ExportButtons href={salesOrdersExportHref(queryString, dimension, bar)} testId="drill-export" />
            <Button variant="ghost" size="sm" onClick={onClose}>
              <X aria-hidden="true" /> Kapat
            </Button>
          </div>
        </CardHeader>
        <CardContent className="px-0">
          {orders.isError && !data ? (
            <div className="px-4">
              <LoadError
                title="Siparişler alınamadı"
                error={orders.error}
                retrying={orders.isFetching}
                onRetry={() => orders.refetch()}
              />
            </div>
          ) : !data ? (
            <ul className="flex flex-col gap-2 px-4">
              {Array.from({ length: 5 }, (_, i) => (
                <li key={i}>
                  <Skeleton className="h-10 w-full" />
                </li>
              ))}
            </ul>
          ) : data.rows.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-muted-foreground">Bu seçimde sipariş yok.</p>
          ) : isMobile ? (
            <ul className="flex flex-col divide-y" data-testid="drill-orders">
              {data.rows.map((o) => (
                <li key={o.id} data-testid="drill-order">
                  <Link to={`/dashboard/orders/${o.id}`} className="flex flex-col gap-1 px-4 py-3 hover:bg-muted/60">
                    <span className="flex items-baseline justify-between gap-3">
                      <span className="font-medium tabular">{o.number}</span>
                      <span className="font-semibold tabular">{formatMoney(o.total)}</span>
                    </span>
                    <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                      <span>{o.buyerName}</span>
                      <span>· {o.city}</span>
                      <span className="tabular">· {formatDateTime(o.createdAt)}</span>
                      <Badge variant="secondary">{ORDER_STATUS_LABELS[o.status]}</Badge>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <Table data-testid="drill-orders" aria-label="Siparişler">
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead className="pl-4">Sipariş</TableHead>
                  <TableHead>Tarih</TableHead>
                  <TableHead>Alıcı</TableHead>
                  <TableHead>İl</TableHead>
                  <TableHead>Durum</TableHead>
                  <TableHead className="pr-4 text-right">Tutar</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.rows.map((o) => (
                  <TableRow key={o.id} data-testid="drill-order">
                    <TableCell className="pl-4">
                      <Link to={`/dashboard/orders/${o.id}`} className="font-medium tabular hover:underline">
                        {o.number}
                      </Link>
                    </TableCell>
                    <TableCell className="tabular whitespace-nowrap">{formatDateTime(o.createdAt)}</TableCell>
                    <TableCell>{o.buyerName}</TableCell>
                    <TableCell>{o.city}</TableCell>
                    <TableCell>
                      <Badge variant="secondary">{ORDER_STATUS_LABELS[o.status]}</Badge>
                    </TableCell>
                    <TableCell className="pr-4 text-right tabular">{formatMoney(o.total)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {data ? (
            <Pagination
              className="mt-3 px-4"
              page={data.page}
              totalPages={Math.ceil(data.total / data.pageSize)}
              hrefFor={hrefFor}
            />
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}

/**
 * /dashboard/sales-analysis (and /dashboard/sales): the member's sales by product, category,
 * city, role or time under the global filters; a bar or a row opens the orders behind it. The
 * address holds the filters, the dimension and the chosen bar, so a link shows the same view.
 */
export function SalesAnalysisPage() {
  const { queryString } = useGlobalFilters();
  const view = useSalesView();
  const openedWith = useRef(view.bar);
  const sales = useSalesByDimension(queryString, view.dimension);
  const isMobile = useIsMobile();
  useSalesRealtime(analyticsKeys.all);
  const data = sales.data?.dimension === view.dimension ? sales.data : undefined;
  const time = isTimeDimension(view.dimension);
  const onSelect = (row: SalesRow) => view.select(row.key);

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="sales-analysis-page">
      <GlobalFilterBar />
      <RelatedPages paths={ANALYTICS_PAGE_GROUP} label="Analiz sayfaları" />

      <div className="-mx-1 overflow-x-auto px-1" role="tablist" aria-label="Boyut">
        <div className="inline-flex gap-1 rounded-lg bg-muted p-1">
          {SALES_DIMENSIONS.map((d) => (
            <button
              key={d}
              type="button"
              role="tab"
              aria-selected={view.dimension === d}
              data-testid={`dimension-${d}`}
              onClick={() => view.setDimension(d)}
              className={cn(
                'inline-flex h-8 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
                view.dimension === d && 'bg-background text-foreground shadow-sm',
              )}
            >
              {SALES_DIMENSION_LABELS[d]}
            </button>
          ))}
        </div>
      </div>

      {sales.isError && !data ? (
        <LoadError
          title="Satış verileri alınamadı"
          error={sales.error}
          retrying={sales.isFetching}
          onRetry={() => sales.refetch()}
        />
      ) : null}

      <Card className="gap-3 py-4">
        <CardHeader className="flex flex-col gap-2 px-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <CardTitle className="text-base">{SALES_DIMENSION_LABELS[view.dimension]} bazında satışlar</CardTitle>
            <div className="min-h-5 text-sm text-muted-foreground tabular" data-testid="sales-totals">
              {data ? (
                <>
                  {formatDate(`${data.period.from}T12:00:00Z`)} – {formatDate(`${data.period.to}T12:00:00Z`)} ·{' '}
                  {formatMoney(data.totals.revenue)} ·{' '}
                  {/* A product or category counts an order once for each of its products: the units say more. */}
                  {view.dimension === 'product' || view.dimension === 'category'
                    ? `${formatNumber(data.totals.quantity)} adet`
                    : `${formatNumber(data.totals.orders)} sipariş`}
                </>
              ) : (
                <Skeleton className="h-5 w-64 max-w-full" />
              )}
            </div>
          </div>
          <ExportButtons href={salesExportHref(queryString, view.dimension)} testId="sales-export" />
        </CardHeader>
        <CardContent className="px-2 sm:px-4">
          {!data ? (
            <Skeleton className="h-64 w-full sm:h-80" />
          ) : data.rows.length === 0 ? (
            <EmptyState
              icon={BarChart3}
              title="Bu seçimde satış yok"
              description="Tarih aralığını genişletin ya da filtreleri temizleyin."
              className="h-64"
            />
          ) : (
            <>
              <DimensionChart
                rows={data.rows}
                time={time ? (view.dimension as Granularity) : null}
                period={data.period}
                selected={view.bar}
                onSelect={onSelect}
                narrow={isMobile}
              />
              <p className="mt-1 px-2 text-xs text-muted-foreground">
                Bir çubuğa ya da satıra dokunun: arkasındaki siparişler açılır.
              </p>
            </>
          )}
        </CardContent>
      </Card>

      {view.bar ? (
        <DrillDown
          queryString={queryString}
          dimension={view.dimension}
          bar={view.bar}
          page={view.page}
          hrefFor={view.hrefFor}
          onClose={() => view.select(null)}
          fromAddress={openedWith.current}
        />
      ) : null}

      {data && data.rows.length > 0 ? (
        <Card className="py-0">
          {isMobile ? (
            <SalesCards rows={data.rows} selected={view.bar} onSelect={onSelect} />
          ) : (
            <SalesTable rows={data.rows} dimension={view.dimension} selected={view.bar} onSelect={onSelect} />
          )}
        </Card>
      ) : null}
    </div>
  );
}
