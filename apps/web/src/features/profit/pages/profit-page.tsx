import type { Profit, ProfitView } from '@portal/shared/contracts/analytics-profit';
import { EMPTY_VALUE, formatMoney, formatNumber, formatPercentBasisPoints } from '@portal/shared/format';
import { PiggyBank } from 'lucide-react';
import { useState } from 'react';
import { ExportButtons } from '@/components/export-buttons';
import { GlobalFilterBar } from '@/components/global-filters/global-filter-bar';
import { useGlobalFilters } from '@/components/global-filters/use-global-filters';
import { LoadError } from '@/components/load-error';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { profitExportHref, useProfit } from '@/features/profit/api/get-profit';
import { ProfitChart } from '@/features/profit/components/profit-chart';
import { useIsMobile } from '@/lib/use-media-query';
import { useSearchParams } from 'react-router';

type Line = { key: string; name: string; sub?: string | null; costKnown?: boolean } & Profit['totals'];

const margin = (bp: number | null) => (bp === null ? EMPTY_VALUE : formatPercentBasisPoints(bp));

function Kpis({ data, costLabel }: { data: Profit; costLabel: string }) {
  const t = data.totals;
  const items: [string, string, string?][] = [
    ['Ciro (KDV dahil)', formatMoney(t.revenue), `${formatNumber(t.orders)} sipariş`],
    ['KDV hariç ciro', formatMoney(t.net), `${formatNumber(t.quantity)} adet`],
    [costLabel, formatMoney(t.cost)],
    ['Brüt kâr', formatMoney(t.margin), `Marj ${margin(t.marginBp)}`],
    ['Komisyon kazancı', formatMoney(t.commissions), 'Dönemde yazılan komisyonlar'],
  ];
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-5" data-testid="profit-kpis">
      {items.map(([label, value, note]) => (
        <Card key={label} className="gap-1 p-4">
          <p className="text-xs text-muted-foreground">{label}</p>
          <p className="text-lg font-semibold tabular break-words">{value}</p>
          {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
        </Card>
      ))}
    </div>
  );
}

const FIRST_LINES = 15;

function LinesTable({
  lines,
  first,
  costLabel,
  testId,
}: {
  lines: Line[];
  first: string;
  costLabel: string;
  testId: string;
}) {
  const isMobile = useIsMobile();
  const [all, setAll] = useState(false);
  if (lines.length === 0) {
    return <p className="py-6 text-center text-sm text-muted-foreground">Bu dönemde satış yok.</p>;
  }
  const shown = all ? lines : lines.slice(0, FIRST_LINES);
  const more =
    lines.length > FIRST_LINES ? (
      <div className="flex justify-center p-3">
        <Button variant="outline" size="sm" onClick={() => setAll(!all)} data-testid={`${testId}-more`}>
          {all ? 'Daha az göster' : `Tümünü göster (${formatNumber(lines.length)})`}
        </Button>
      </div>
    ) : null;
  if (isMobile) {
    return (
      <>
        <ul className="flex flex-col gap-2" data-testid={testId} data-layout="cards">
          {shown.map((l) => (
            <li key={l.key}>
              <Card className="gap-1 p-3">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium break-words">{l.name}</p>
                    {l.sub ? <p className="text-xs text-muted-foreground">{l.sub}</p> : null}
                  </div>
                  <span className="font-semibold tabular">{formatMoney(l.margin)}</span>
                </div>
                <p className="text-xs text-muted-foreground tabular">
                  {formatNumber(l.quantity)} adet · ciro {formatMoney(l.net)} · {costLabel.toLowerCase()}{' '}
                  {formatMoney(l.cost)} · marj {margin(l.marginBp)}
                </p>
              </Card>
            </li>
          ))}
        </ul>
        {more}
      </>
    );
  }
  return (
    <>
      <Table data-testid={testId} data-layout="table">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="pl-4">{first}</TableHead>
            <TableHead className="text-right">Adet</TableHead>
            <TableHead className="text-right">KDV hariç ciro</TableHead>
            <TableHead className="text-right">{costLabel}</TableHead>
            <TableHead className="text-right">Brüt kâr</TableHead>
            <TableHead className="pr-4 text-right">Marj</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map((l) => (
            <TableRow key={l.key}>
              <TableCell className="pl-4">
                <p className="font-medium">{l.name}</p>
                {l.sub ? <p className="text-xs text-muted-foreground">{l.sub}</p> : null}
                {l.costKnown === false ? <p className="text-xs text-warning">Maliyet fiyatı girilmemiş</p> : null}
              </TableCell>
              <TableCell className="text-right tabular">{formatNumber(l.quantity)}</TableCell>
              <TableCell className="text-right tabular">{formatMoney(l.net)}</TableCell>
              <TableCell className="text-right tabular">{formatMoney(l.cost)}</TableCell>
              <TableCell className="text-right font-semibold tabular">{formatMoney(l.margin)}</TableCell>
              <TableCell className="pr-4 text-right tabular">{margin(l.marginBp)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {more}
    </>
  );
}

const VIEWS: ProfitView[] = ['product', 'category', 'month'];

/**
 * /dashboard/analytics/profit: the admin's gross margin against today's cost prices; a
 * distributor's own margin on the orders it supplied (what its buyers paid, VAT excluded, minus
 * its own price for the same goods) and its commissions.
 */
export function ProfitPage() {
  const { queryString, filters } = useGlobalFilters();
  const [params, setParams] = useSearchParams();
  const view = (VIEWS as string[]).includes(params.get('view') ?? '') ? (params.get('view') as ProfitView) : 'product';
  const q = useProfit(queryString);
  const data = q.data;
  const admin = data?.basis === 'adminCost';
  const costLabel = admin ? 'Maliyet' : 'Alış maliyeti';
  const zero = {
    quantity: 0,
    revenue: 0,
    net: 0,
    cost: 0,
    margin: 0,
    marginBp: null,
    orders: 0,
    commissions: 0,
    productsWithoutCost: 0,
  };

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="profit-page">
      <GlobalFilterBar />
      <p className="max-w-3xl text-sm text-muted-foreground">
        {data
          ? admin
            ? 'Ağdaki sayılan siparişlerin KDV hariç cirosundan ürünlerin bugünkü maliyet fiyatı × adet düşülür. Maliyet bugünün maliyet fiyatıdır; geçmiş aylar da bugünkü fiyatla hesaplanır.'
            : 'Tedarik ettiğiniz siparişlerde alıcılarınızın ödediği KDV hariç tutardan, aynı ürünler için bugünkü kendi alış fiyatınız (KDV hariç) × adet düşülür. Komisyonlarınız ayrıca gösterilir.'
          : 'Seçili dönemin kâr analizi'}
        {filters.cities.length > 0 || filters.regions.length > 0
          ? ' İl ve bölge filtreleri bu sayfaya uygulanmaz.'
          : ''}
      </p>

      {q.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label="Kâr analizi yükleniyor">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-24 w-full" />
            ))}
          </div>
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : q.isError && !data ? (
        <LoadError title="Kâr analizi alınamadı" error={q.error} retrying={q.isFetching} onRetry={() => q.refetch()} />
      ) : data ? (
        <>
          <Kpis data={data} costLabel={costLabel} />
          {data.totals.productsWithoutCost > 0 ? (
            <Alert>
              <AlertDescription>
                {formatNumber(data.totals.productsWithoutCost)} ürünün {admin ? 'maliyet' : 'alış'} fiyatı girilmemiş;
                maliyeti 0 sayıldı.
              </AlertDescription>
            </Alert>
          ) : null}
          {data.byProduct.length === 0 && data.totals.commissions === 0 ? (
            <EmptyState
              icon={PiggyBank}
              title="Bu dönemde satış yok"
              description="Tarih aralığını genişletmeyi deneyin."
            />
          ) : (
            <>
              <Card>
                <CardHeader className="flex flex-row items-center justify-between gap-2">
                  <CardTitle className="text-base">Aylara göre</CardTitle>
                </CardHeader>
                <CardContent>
                  <ProfitChart months={data.byMonth} costLabel={costLabel} />
                </CardContent>
              </Card>
              <Card className="gap-3">
                <Tabs
                  value={view}
                  onValueChange={(v) =>
                    setParams(
                      (prev) => {
                        const next = new URLSearchParams(prev);
                        next.set('view', v);
                        return next;
                      },
                      { replace: true },
                    )
                  }
                >
                  <div className="flex flex-col gap-3 px-4 md:flex-row md:items-center md:justify-between">
                    <TabsList>
                      <TabsTrigger value="product">Ürün</TabsTrigger>
                      <TabsTrigger value="category">Kategori</TabsTrigger>
                      <TabsTrigger value="month">Ay</TabsTrigger>
                    </TabsList>
                    <ExportButtons href={profitExportHref(queryString, view)} testId="profit-export" />
                  </div>
                  <TabsContent value="product" className="md:px-0 px-4">
                    <LinesTable
                      testId="profit-products"
                      first="Ürün"
                      costLabel={costLabel}
                      lines={data.byProduct.map((p) => ({
                        ...zero,
                        ...p,
                        key: p.productId,
                        sub: p.category ?? 'Kategorisiz',
                      }))}
                    />
                  </TabsContent>
                  <TabsContent value="category" className="md:px-0 px-4">
                    <LinesTable
                      testId="profit-categories"
                      first="Kategori"
                      costLabel={costLabel}
                      lines={data.byCategory.map((c) => ({
                        ...zero,
                        ...c,
                        key: c.category ?? '',
                        name: c.category ?? 'Kategorisiz',
                      }))}
                    />
                  </TabsContent>
                  <TabsContent value="month" className="md:px-0 px-4">
                    <LinesTable
                      testId="profit-months"
                      first="Ay"
                      costLabel={costLabel}
                      lines={data.byMonth.map((m) => ({
                        ...zero,
                        ...m,
                        key: m.month,
                        name: new Date(`${m.month}T12:00:00Z`).toLocaleDateString('tr-TR', {
                          month: 'long',
                          year: 'numeric',
                        }),
                        sub: m.commissions ? `Komisyon ${formatMoney(m.commissions)}` : null,
                      }))}
                    />
                  </TabsContent>
                </Tabs>
              </Card>
            </>
          )}
        </>
      ) : null}
    </div>
  );
}
