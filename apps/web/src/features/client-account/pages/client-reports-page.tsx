import { formatDate, formatMoney, formatPercentBasisPoints } from '@portal/shared/format';
import { Coins, ShoppingBag, ShoppingCart, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExportButtons } from '@/components/export-buttons';
import { GlobalFilterBar } from '@/components/global-filters/global-filter-bar';
import { useGlobalFilters } from '@/components/global-filters/use-global-filters';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { clientReportExportUrl, useClientReport } from '@/features/client-account/api/client-account';
import {
  CategoryChart,
  MonthlyPointsChart,
  MonthlySpendingChart,
} from '@/features/client-account/components/client-report-charts';
import { monthLabel, pointsText } from '@/features/client-account/components/month-label';

function Section({
  title,
  description,
  action,
  children,
  testId,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card className="min-w-0" data-testid={testId}>
      <CardHeader className="gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle asChild>
            <h2>{title}</h2>
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {action}
      </CardHeader>
      <CardContent className="px-3 sm:px-6">{children}</CardContent>
    </Card>
  );
}

/**
 * /dashboard/client/reports: my spending by month and by category over a chosen period, and the
 * points I earned, from my own orders and points ledger; each table exports as CSV and Excel.
 */
export function ClientReportsPage() {
  const { filters } = useGlobalFilters();
  const report = useClientReport(filters.dateFrom, filters.dateTo);
  const data = report.data;
  const empty = data !== undefined && data.totals.orders === 0 && data.totals.pointsEarned === 0;

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="client-reports-page">
      <p className="max-w-2xl text-sm text-muted-foreground">
        Siparişlerinizden harcamalarınız ve kazandığınız puanlar. Ödemesi beklenen, iptal ve iade edilen siparişler
        sayılmaz.
      </p>
      <GlobalFilterBar fields={['dates']} />

      {report.isError && !data ? (
        <LoadError
          title="Raporunuz alınamadı"
          error={report.error}
          retrying={report.isFetching}
          onRetry={() => report.refetch()}
        />
      ) : (
        <div
          className="flex flex-col gap-5 transition-opacity data-[stale=true]:opacity-60"
          data-stale={report.isPlaceholderData}
          aria-busy={data === undefined}
        >
          {data ? (
            <p className="text-sm text-muted-foreground" data-testid="client-report-period">
              {formatDate(`${data.period.from}T12:00:00Z`)} – {formatDate(`${data.period.to}T12:00:00Z`)} (
              {data.period.days} gün)
            </p>
          ) : (
            <Skeleton className="h-5 w-56" />
          )}
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="client-report-kpis">
            <Kpi label="Harcama" icon={Wallet} value={data ? formatMoney(data.totals.spent) : undefined} />
            <Kpi label="Sipariş" icon={ShoppingCart} value={data ? String(data.totals.orders) : undefined} />
            <Kpi
              label="Ortalama sepet"
              icon={ShoppingBag}
              value={data ? formatMoney(data.totals.averageBasket) : undefined}
            />
            <Kpi label="Kazanılan puan" icon={Coins} value={data ? pointsText(data.totals.pointsEarned) : undefined} />
          </ul>

          {empty ? (
            <EmptyState
              icon={ShoppingBag}
              title="Bu dönemde siparişiniz yok"
              description="Başka bir dönem seçin ya da alışverişe başlayın."
              action={
                <Button asChild>
                  <Link to="/dashboard/shop">Alışverişe başla</Link>
                </Button>
              }
              data-testid="client-report-empty"
            />
          ) : (
            <>
              <div className="grid min-w-0 gap-5 xl:grid-cols-2">
                <Section title="Aylık harcamam" description="KDV dahil, ay ay" testId="client-spending">
                  {data ? <MonthlySpendingChart months={data.months} /> : <Skeleton className="h-64 w-full" />}
                </Section>
                <Section
                  title="Kategorilere göre"
                  description="Dönemdeki harcamanızın dağılımı"
                  testId="client-categories-chart"
                >
                  {data ? (
                    data.categories.length > 0 ? (
                      <CategoryChart categories={data.categories} />
                    ) : (
                      <p className="text-sm text-muted-foreground">Bu dönemde ürün alımı yok.</p>
                    )
                  ) : (
                    <Skeleton className="h-48 w-full" />
                  )}
                </Section>
              </div>
              <Section title="Kazandığım puanlar" description="Puan hesabınıza ay ay girenler" testId="client-points">
                {data ? <MonthlyPointsChart months={data.months} /> : <Skeleton className="h-48 w-full" />}
              </Section>
              <Section
                title="Ay ay"
                testId="client-months-table"
                action={
                  <ExportButtons
                    href={clientReportExportUrl('months', filters.dateFrom, filters.dateTo)}
                    testId="client-months-export"
                  />
                }
              >
                {data ? <MonthsTable months={data.months} /> : <TableSkeleton />}
              </Section>
              <Section
                title="Kategoriler"
                testId="client-categories-table"
                action={
                  <ExportButtons
                    href={clientReportExportUrl('categories', filters.dateFrom, filters.dateTo)}
                    testId="client-categories-export"
                  />
                }
              >
                {data ? <CategoriesTable categories={data.categories} /> : <TableSkeleton />}
              </Section>
            </>
          )}
        </div>
      )}
    </div>
  );
}

function Kpi({ label, value, icon: Icon }: { label: string; value: string | undefined; icon: typeof Wallet }) {
  return (
    <li>
      <Card className="h-full gap-2 px-4 py-4">
        <span className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
          {label}
          <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
        </span>
        {value === undefined ? (
          <Skeleton className="h-7 w-24" />
        ) : (
          <span className="text-xl font-semibold tabular sm:text-2xl">{value}</span>
        )}
      </Card>
    </li>
  );
}

function TableSkeleton() {
  return (
    <div className="flex flex-col gap-2">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-9 w-full" />
      ))}
    </div>
  );
}

function MonthsTable({
  months,
}: {
  months: { month: string; orders: number; spent: number; pointsEarned: number; pointsSpent: number }[];
}) {
  const rows = [...months].reverse();
  return (
    <>
      <ul className="flex flex-col gap-2 md:hidden">
        {rows.map((m) => (
          <li key={m.month} className="rounded-lg border p-3 text-sm">
            <p className="font-medium">{monthLabel(m.month, true)}</p>
            <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1">
              <dt className="text-muted-foreground">Harcama</dt>
              <dd className="text-right tabular">{formatMoney(m.spent)}</dd>
              <dt className="text-muted-foreground">Sipariş</dt>
              <dd className="text-right tabular">{m.orders}</dd>
              <dt className="text-muted-foreground">Kazanılan puan</dt>
              <dd className="text-right tabular">{pointsText(m.pointsEarned)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow>
            <TableHead>Ay</TableHead>
            <TableHead className="text-right">Sipariş</TableHead>
            <TableHead className="text-right">Harcama</TableHead>
            <TableHead className="text-right">Kazanılan puan</TableHead>
            <TableHead className="text-right">Harcanan puan</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((m) => (
            <TableRow key={m.month}>
              <TableCell>{monthLabel(m.month, true)}</TableCell>
              <TableCell className="text-right tabular">{m.orders}</TableCell>
              <TableCell className="text-right tabular">{formatMoney(m.spent)}</TableCell>
              <TableCell className="text-right tabular">{pointsText(m.pointsEarned)}</TableCell>
              <TableCell className="text-right tabular">{pointsText(m.pointsSpent)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

function CategoriesTable({
  categories,
}: {
  categories: { categoryId: string | null; name: string; quantity: number; spent: number; shareBp: number }[];
}) {
  if (categories.length === 0) return <p className="text-sm text-muted-foreground">Bu dönemde ürün alımı yok.</p>;
  return (
    <>
      <ul className="flex flex-col gap-2 md:hidden">
        {categories.map((c) => (
          <li
            key={c.categoryId ?? 'none'}
            className="flex items-center justify-between gap-3 rounded-lg border p-3 text-sm"
          >
            <span className="min-w-0">
              <span className="block truncate font-medium">{c.name}</span>
              <span className="text-muted-foreground">
                {c.quantity} adet · {formatPercentBasisPoints(c.shareBp)}
              </span>
            </span>
            <span className="shrink-0 font-medium tabular">{formatMoney(c.spent)}</span>
          </li>
        ))}
      </ul>
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow>
            <TableHead>Kategori</TableHead>
            <TableHead className="text-right">Adet</TableHead>
            <TableHead className="text-right">Harcama</TableHead>
            <TableHead className="text-right">Pay</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {categories.map((c) => (
            <TableRow key={c.categoryId ?? 'none'}>
              <TableCell>{c.name}</TableCell>
              <TableCell className="text-right tabular">{c.quantity}</TableCell>
              <TableCell className="text-right tabular">{formatMoney(c.spent)}</TableCell>
              <TableCell className="text-right tabular">{formatPercentBasisPoints(c.shareBp)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
