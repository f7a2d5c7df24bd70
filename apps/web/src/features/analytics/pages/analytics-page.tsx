import { OVERVIEW_TOP } from '@portal/shared/analytics';
import type { AnalyticsOverview } from '@portal/shared/contracts/analytics';
import { formatDate, formatMoney, formatNumber } from '@portal/shared/format';
import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';
import { GlobalFilterBar } from '@/components/global-filters/global-filter-bar';
import { useGlobalFilters, withFilters } from '@/components/global-filters/use-global-filters';
import { LoadError } from '@/components/load-error';
import { ANALYTICS_PAGE_GROUP, RelatedPages } from '@/components/related-pages';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { analyticsKeys } from '@/features/analytics/api/analytics-keys';
import { useAnalyticsOverview } from '@/features/analytics/api/get-overview';
import { FigureCard } from '@/features/analytics/components/figure-card';
import { SeriesChart } from '@/features/analytics/components/sales-charts';
import { useSalesRealtime } from '@/lib/use-sales-realtime';

const money = (n: number) => formatMoney(n, { decimals: 0 });
const count = (n: number) => formatNumber(n);

const FIGURES: { key: keyof AnalyticsOverview['figures']; label: string; format: (n: number) => string }[] = [
  { key: 'revenue', label: 'Ciro (KDV dahil)', format: money },
  { key: 'net', label: 'Net satış (KDV hariç)', format: money },
  { key: 'orders', label: 'Sipariş', format: count },
  { key: 'averageBasket', label: 'Ortalama sepet', format: money },
  { key: 'items', label: 'Satılan adet', format: count },
  { key: 'activeMembers', label: 'Aktif üye', format: count },
  { key: 'newMembers', label: 'Yeni üye', format: count },
];

function TopList({
  title,
  rows,
  empty,
  testId,
}: {
  title: string;
  rows: { key: string; label: string; revenue: number; detail: string; href: string }[] | undefined;
  empty: string;
  testId: string;
}) {
  return (
    <Card className="gap-3 py-4" data-testid={testId}>
      <CardHeader className="px-4">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="px-4">
        {!rows ? (
          <ul className="flex flex-col gap-3">
            {Array.from({ length: 5 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-9 w-full" />
              </li>
            ))}
          </ul>
        ) : rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {rows.map((r, i) => {
              const max = rows[0]?.revenue || 1;
              return (
                <li key={r.key}>
                  <Link
                    to={r.href}
                    className="group flex flex-col gap-1 rounded-md px-1 py-1 outline-none hover:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <span className="flex items-baseline justify-between gap-3 text-sm">
                      <span className="min-w-0 truncate">
                        <span className="mr-1.5 text-muted-foreground tabular">{i + 1}.</span>
                        {r.label}
                      </span>
                      <span className="shrink-0 font-medium tabular">{money(r.revenue)}</span>
                    </span>
                    <span className="flex items-center gap-2">
                      <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted">
                        <span
                          className="block h-full rounded-full bg-primary"
                          style={{ width: `${Math.max(2, Math.round((r.revenue / max) * 100))}%` }}
                        />
                      </span>
                      <span className="shrink-0 text-xs text-muted-foreground tabular">{r.detail}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /dashboard/analytics: the overview of the member's sales (its subtree's; the admin's network)
 * under the global filters: figures against the previous period, the series, the top products
 * and cities, each leading to the sales analysis.
 */
export function AnalyticsPage() {
  const { queryString } = useGlobalFilters();
  const overview = useAnalyticsOverview(queryString);
  useSalesRealtime(analyticsKeys.all);
  const data = overview.data;
  const drill = (dimension: string, bar: string) =>
    withFilters('/dashboard/sales-analysis', queryString, { dimension, bar });

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="analytics-page">
      <GlobalFilterBar />
      <RelatedPages paths={ANALYTICS_PAGE_GROUP} label="Analiz sayfaları" />

      {overview.isError && !data ? (
        <LoadError
          title="Analiz verileri alınamadı"
          error={overview.error}
          retrying={overview.isFetching}
          onRetry={() => overview.refetch()}
        />
      ) : null}

      <div className="min-h-5 text-sm text-muted-foreground" data-testid="analytics-period">
        {data ? (
          <>
            {formatDate(`${data.period.from}T12:00:00Z`)} – {formatDate(`${data.period.to}T12:00:00Z`)} (
            {data.period.days} gün), önceki dönem {formatDate(`${data.period.previousFrom}T12:00:00Z`)} –{' '}
            {formatDate(`${data.period.previousTo}T12:00:00Z`)} ile karşılaştırılıyor.
          </>
        ) : (
          <Skeleton className="h-5 w-80 max-w-full" />
        )}
      </div>

      <ul
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
        aria-busy={overview.isPending}
        data-testid="analytics-figures"
      >
        {FIGURES.map((f) => (
          <li key={f.key} className="min-w-0">
            <FigureCard label={f.label} figure={data?.figures[f.key]} format={f.format} testId={`figure-${f.key}`} />
          </li>
        ))}
      </ul>

      <Card className="gap-3 py-4">
        <CardHeader className="flex flex-row items-center justify-between gap-2 px-4">
          <CardTitle className="text-base">Satış trendi</CardTitle>
          <Link
            to={withFilters('/dashboard/sales-analysis', queryString, { dimension: data?.granularity ?? 'day' })}
            className="text-sm font-medium text-primary hover:underline"
          >
            Satış analizine git
          </Link>
        </CardHeader>
        <CardContent className="px-2 sm:px-4">
          {!data ? (
            <Skeleton className="h-64 w-full sm:h-72" />
          ) : data.figures.orders.value === 0 ? (
            <EmptyState
              icon={BarChart3}
              title="Bu dönemde satış yok"
              description="Tarih aralığını genişletin ya da filtreleri temizleyin."
              className="h-64 sm:h-72"
            />
          ) : (
            <SeriesChart data={data} />
          )}
        </CardContent>
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <TopList
          title={`En çok satan ${OVERVIEW_TOP} ürün`}
          testId="top-products"
          empty="Bu dönemde satılan ürün yok."
          rows={data?.topProducts.map((p) => ({
            key: p.productId,
            label: p.name,
            revenue: p.revenue,
            detail: `${formatNumber(p.quantity)} adet`,
            href: drill('product', p.productId),
          }))}
        />
        <TopList
          title="En çok satış yapılan iller"
          testId="top-cities"
          empty="Bu dönemde satış yapılan il yok."
          rows={data?.topCities.map((c) => ({
            key: c.city,
            label: c.city,
            revenue: c.revenue,
            detail: `${formatNumber(c.orders)} sipariş`,
            href: drill('city', c.city),
          }))}
        />
      </div>
    </div>
  );
}
