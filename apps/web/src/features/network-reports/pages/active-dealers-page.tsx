import { EMPTY_VALUE, formatDate, formatMoney, formatNumber } from '@portal/shared/format';
import type { ActiveDealer } from '@portal/shared/contracts/network-reports';
import { ShoppingCart, Store, UserCheck, Users, Wallet, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useActiveDealers } from '@/features/network-reports/api/get-active-dealers';
import { useReportsRealtime } from '@/features/network-reports/api/reports-realtime';
import {
  CitySelect,
  Kpi,
  MemberName,
  ReportError,
  Segmented,
} from '@/features/network-reports/components/report-parts';
import { useActiveDealerFilters } from '@/features/network-reports/components/use-report-filters';
import { useIsMobile } from '@/lib/use-media-query';

const WINDOWS = [
  { value: '30', label: 'Son 30 gün' },
  { value: '90', label: 'Son 90 gün' },
] as const;

const NUMERIC = 'text-right tabular';

function Sponsor({ dealer }: { dealer: ActiveDealer }) {
  return dealer.sponsor ? (
    <MemberName name={dealer.sponsor.name} sellerNo={dealer.sponsor.sellerNo} />
  ) : (
    <span className="text-muted-foreground">{EMPTY_VALUE}</span>
  );
}

function DealerCards({ dealers }: { dealers: ActiveDealer[] }) {
  return (
    <ul className="flex flex-col gap-2" data-testid="active-dealers" data-layout="cards" aria-label="Aktif bayiler">
      {dealers.map((d, i) => (
        <li key={d.id}>
          <Card className="gap-3 p-3" data-testid="active-dealer" data-dealer-id={d.id}>
            <div className="flex items-start justify-between gap-2">
              <div className="flex min-w-0 items-start gap-2">
                <span className="mt-0.5 text-xs font-semibold text-muted-foreground tabular">{i + 1}.</span>
                <MemberName name={d.name} sellerNo={d.sellerNo} />
              </div>
              <span className="text-right font-semibold tabular" data-testid="dealer-volume">
                {formatMoney(d.volume)}
              </span>
            </div>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Sipariş</dt>
                <dd className="tabular">{formatNumber(d.orderCount)}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Müşteri</dt>
                <dd className="tabular">{formatNumber(d.clientCount)}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Son sipariş</dt>
                <dd className="tabular">{formatDate(d.lastOrderAt)}</dd>
              </div>
              <div className="col-span-3 min-w-0">
                <dt className="text-xs text-muted-foreground">Şehir · Sponsor</dt>
                <dd className="break-words">
                  {d.city ?? EMPTY_VALUE} · {d.sponsor ? `${d.sponsor.name} (${d.sponsor.sellerNo})` : EMPTY_VALUE}
                </dd>
              </div>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function DealerTable({ dealers, offset }: { dealers: ActiveDealer[]; offset: number }) {
  return (
    <Card className="py-0">
      <Table data-testid="active-dealers" data-layout="table" aria-label="Aktif bayiler">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="w-0 pl-4">#</TableHead>
            <TableHead>Bayi</TableHead>
            <TableHead>Şehir</TableHead>
            <TableHead>Sponsor</TableHead>
            <TableHead className="text-right">Sipariş</TableHead>
            <TableHead className="text-right">Hacim</TableHead>
            <TableHead>Son sipariş</TableHead>
            <TableHead className="pr-4 text-right">Müşteri</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {dealers.map((d, i) => (
            <TableRow key={d.id} data-testid="active-dealer" data-dealer-id={d.id}>
              <TableCell className="pl-4 text-muted-foreground tabular">{offset + i + 1}</TableCell>
              <TableCell>
                <MemberName name={d.name} sellerNo={d.sellerNo} />
              </TableCell>
              <TableCell>{d.city ?? EMPTY_VALUE}</TableCell>
              <TableCell>
                <Sponsor dealer={d} />
              </TableCell>
              <TableCell className={NUMERIC}>{formatNumber(d.orderCount)}</TableCell>
              <TableCell className={`${NUMERIC} font-semibold`} data-testid="dealer-volume">
                {formatMoney(d.volume)}
              </TableCell>
              <TableCell className="whitespace-nowrap tabular">{formatDate(d.lastOrderAt)}</TableCell>
              <TableCell className={`${NUMERIC} pr-4`}>{formatNumber(d.clientCount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

/**
 * /dashboard/network/active-dealers: dealers whose own or whose clients' purchases were sales in
 * the last 30 or 90 days, by volume.
 */
export function ActiveDealersPage() {
  useReportsRealtime();
  const { state, update, reset, hrefFor } = useActiveDealerFilters();
  const isMobile = useIsMobile();
  const report = useActiveDealers({
    days: String(state.days) as '30' | '90',
    city: state.city || undefined,
    page: state.page,
  });
  const data = report.data;
  const totals = data?.totals;
  const totalPages = data ? Math.max(1, Math.ceil(data.totals.dealers / data.pageSize)) : 1;

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="active-dealers-page">
      <p className="max-w-2xl text-sm text-muted-foreground">
        Kendisi ya da altındaki müşterileri seçilen dönemde satın alma yapmış bayiler. Hacim; ödemesi alınmış, iptal ve
        iade edilmemiş siparişlerin toplamıdır.
      </p>

      <div className="grid grid-cols-1 items-end gap-3 sm:flex sm:flex-wrap" data-testid="dealer-filters">
        <Segmented
          label="Dönem"
          name="active-dealer-days"
          value={String(state.days) as '30' | '90'}
          options={WINDOWS}
          onChange={(v) => update({ days: v === '90' ? 90 : 30 })}
          className="sm:w-72"
          testId="dealers-days"
        />
        <CitySelect
          value={state.city}
          onChange={(city) => update({ city })}
          className="sm:w-52"
          testId="dealers-city"
        />
        {state.city ? (
          <Button variant="ghost" className="justify-self-start" onClick={reset}>
            <X aria-hidden="true" />
            Filtreleri temizle
          </Button>
        ) : null}
        {report.isFetching && data ? <Spinner label="Yenileniyor" className="mb-3 text-primary" /> : null}
      </div>

      {report.isError && !data ? (
        <ReportError
          title="Aktif bayiler alınamadı"
          error={report.error}
          onRetry={() => report.refetch()}
          retrying={report.isFetching}
        />
      ) : (
        <div
          className="flex flex-col gap-5 transition-opacity data-[stale=true]:opacity-60"
          data-stale={report.isPlaceholderData}
          aria-busy={data === undefined}
        >
          <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4" data-testid="dealer-totals">
            <li>
              <Kpi
                label="Aktif bayi"
                value={totals && formatNumber(totals.dealers)}
                icon={UserCheck}
                testId="kpi-dealers"
              />
            </li>
            <li>
              <Kpi
                label="Sipariş"
                value={totals && formatNumber(totals.orders)}
                icon={ShoppingCart}
                testId="kpi-orders"
              />
            </li>
            <li>
              <Kpi label="Hacim" value={totals && formatMoney(totals.volume)} icon={Wallet} testId="kpi-volume" />
            </li>
            <li>
              <Kpi
                label="Müşteri"
                value={totals && formatNumber(totals.clients)}
                hint="Aktif bayilerin altındaki müşteriler"
                icon={Users}
                testId="kpi-clients"
              />
            </li>
          </ul>

          {data === undefined ? (
            <Skeleton className="h-96 rounded-xl" data-testid="dealers-loading" />
          ) : data.dealers.length === 0 ? (
            <EmptyState
              icon={Store}
              title="Bu dönemde aktif bayi yok"
              description={
                state.city
                  ? `${state.city} için son ${state.days} günde satın alma yapan bayi bulunamadı.`
                  : `Son ${state.days} günde satın alma yapan bayi bulunamadı.`
              }
              data-testid="dealers-empty"
            />
          ) : isMobile ? (
            <DealerCards dealers={data.dealers} />
          ) : (
            <DealerTable dealers={data.dealers} offset={(data.page - 1) * data.pageSize} />
          )}
          <Pagination page={state.page} totalPages={totalPages} hrefFor={hrefFor} />
        </div>
      )}
    </div>
  );
}
