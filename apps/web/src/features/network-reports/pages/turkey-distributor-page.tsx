import { EMPTY_VALUE, formatMoney, formatNumber } from '@portal/shared/format';
import type { PanelCityDistributor, TurkeyPanel } from '@portal/shared/contracts/network-reports';
import { ORDER_STATUS_LABELS } from '@portal/shared/orders';
import { ArrowRight, Boxes, MailPlus, Network, PackageX, TrendingDown, TrendingUp, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useTurkeyPanel } from '@/features/network-reports/api/get-turkey-panel';
import { useReportsRealtime } from '@/features/network-reports/api/reports-realtime';
import { CitySalesChart } from '@/features/network-reports/components/city-sales-chart';
import { MemberName, ReportError, Section } from '@/features/network-reports/components/report-parts';
import { useIsMobile } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';

const NUMERIC = 'text-right tabular';
const LINK = 'inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline';

function Growth({ value }: { value: number | null }) {
  if (value === null) return <span className="text-muted-foreground">{EMPTY_VALUE}</span>;
  const up = value >= 0;
  const Icon = up ? TrendingUp : TrendingDown;
  return (
    <span
      className={cn('inline-flex items-center gap-1 font-medium tabular', up ? 'text-success' : 'text-destructive')}
      data-testid="cd-growth"
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {`${up ? '+' : ''}${formatNumber(value, { maximumFractionDigits: 1 })}%`}
    </span>
  );
}

function StockState({ cd }: { cd: PanelCityDistributor }) {
  if (cd.lowStock === 0 && cd.outOfStock === 0) return <Badge variant="success">Stok yeterli</Badge>;
  return (
    <span className="flex flex-wrap gap-1">
      {cd.lowStock > 0 ? <Badge variant="warning">{formatNumber(cd.lowStock)} düşük</Badge> : null}
      {cd.outOfStock > 0 ? <Badge variant="destructive">{formatNumber(cd.outOfStock)} tükendi</Badge> : null}
    </span>
  );
}

function Waiting({ waiting }: { waiting: TurkeyPanel['waiting'] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Section
        title="Tedarik ettiğiniz siparişler"
        description="Sizin işleminizi bekleyen siparişler"
        className="lg:col-span-2"
        testId="panel-waiting-orders"
      >
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {waiting.orders.map((o) => (
            <li key={o.status}>
              <Link
                to={`/dashboard/order-management?status=${o.status}`}
                className="flex h-full flex-col gap-1 rounded-lg border p-3 transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                data-testid={`waiting-${o.status}`}
              >
                <span className="text-xs text-muted-foreground">{ORDER_STATUS_LABELS[o.status]}</span>
                <span className="text-2xl font-bold tabular">{formatNumber(o.count)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Davetleriniz" description="Hâlâ kullanılabilen davetler" testId="panel-invitations">
        <div className="flex items-end justify-between gap-2">
          <span className="flex items-center gap-2 text-2xl font-bold tabular" data-testid="active-invitations">
            <MailPlus className="size-5 text-primary" aria-hidden="true" />
            {formatNumber(waiting.activeInvitations)}
          </span>
          <Link to="/dashboard/invitations" className={LINK}>
            Davetler
            <ArrowRight className="size-3.5" aria-hidden="true" />
          </Link>
        </div>
      </Section>
      <Section
        title="Düşük stoklarınız"
        description="Eşiğin altına inen ürünleriniz"
        className="lg:col-span-3"
        testId="panel-low-stock"
        action={
          <Link to="/dashboard/stock-management" className={LINK}>
            Stok Yönetimi
            <ArrowRight className="size-3.5" aria-hidden="true" />
          </Link>
        }
      >
        {waiting.lowStock.count === 0 ? (
          <p className="text-sm text-muted-foreground">Eşiğin altında ürününüz yok.</p>
        ) : (
          <>
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="low-stock-items">
              {waiting.lowStock.items.map((item) => (
                <li
                  key={item.productId}
                  className="flex items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm"
                >
                  <span className="min-w-0 break-words">{item.productName}</span>
                  <span
                    className={cn(
                      'shrink-0 font-semibold tabular',
                      item.saleable <= 0 ? 'text-destructive' : 'text-warning-foreground dark:text-warning',
                    )}
                  >
                    {formatNumber(item.saleable)} / {formatNumber(item.threshold)}
                  </span>
                </li>
              ))}
            </ul>
            {waiting.lowStock.count > waiting.lowStock.items.length ? (
              <p className="mt-2 text-xs text-muted-foreground">
                {formatNumber(waiting.lowStock.count)} ürünün ilk {formatNumber(waiting.lowStock.items.length)} tanesi
              </p>
            ) : null}
          </>
        )}
      </Section>
    </div>
  );
}

function DistributorCards({ rows }: { rows: PanelCityDistributor[] }) {
  return (
    <ul className="flex flex-col gap-2" data-testid="city-distributors" data-layout="cards">
      {rows.map((cd) => (
        <li key={cd.id}>
          <Card className="gap-3 p-3" data-testid="city-distributor">
            <div className="flex items-start justify-between gap-2">
              <MemberName name={cd.name} sellerNo={cd.sellerNo} />
              <span className="text-sm text-muted-foreground">{cd.city ?? EMPTY_VALUE}</span>
            </div>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Satış 30 gün</dt>
                <dd className="font-semibold tabular">{formatMoney(cd.sales30, { decimals: 0 })}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Satış 90 gün</dt>
                <dd className="tabular">{formatMoney(cd.sales90, { decimals: 0 })}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Değişim</dt>
                <dd>
                  <Growth value={cd.growth} />
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Üye</dt>
                <dd className="tabular">{formatNumber(cd.members)}</dd>
              </div>
              <div className="col-span-2 min-w-0">
                <dt className="text-xs text-muted-foreground">Stok</dt>
                <dd>
                  <StockState cd={cd} />
                </dd>
              </div>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function DistributorTable({ rows }: { rows: PanelCityDistributor[] }) {
  return (
    <Table data-testid="city-distributors" data-layout="table" aria-label="Şehir distribütörleri">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Şehir Distribütörü</TableHead>
          <TableHead>Şehir</TableHead>
          <TableHead className="text-right">Üye</TableHead>
          <TableHead className="text-right">Satış 30 gün</TableHead>
          <TableHead className="text-right">Satış 90 gün</TableHead>
          <TableHead className="text-right">Önceki 30 güne göre</TableHead>
          <TableHead>Stok</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((cd) => (
          <TableRow key={cd.id} data-testid="city-distributor">
            <TableCell>
              <MemberName name={cd.name} sellerNo={cd.sellerNo} />
            </TableCell>
            <TableCell>{cd.city ?? EMPTY_VALUE}</TableCell>
            <TableCell className={NUMERIC}>{formatNumber(cd.members)}</TableCell>
            <TableCell className={`${NUMERIC} font-semibold`}>{formatMoney(cd.sales30)}</TableCell>
            <TableCell className={NUMERIC}>{formatMoney(cd.sales90)}</TableCell>
            <TableCell className="text-right">
              <Growth value={cd.growth} />
            </TableCell>
            <TableCell>
              <StockState cd={cd} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function StockByCity({ rows, isMobile }: { rows: TurkeyPanel['stockByCity']; isMobile: boolean }) {
  if (isMobile) {
    return (
      <ul
        className="flex flex-col gap-2"
        data-testid="stock-by-city"
        data-layout="cards"
        aria-label="Şehirlere göre stok"
      >
        {rows.map((s) => (
          <li key={s.city} className="rounded-lg border p-3" data-testid="stock-city">
            <p className="mb-2 font-medium">{s.city || EMPTY_VALUE}</p>
            <dl className="grid grid-cols-4 gap-2 text-sm">
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Ürün</dt>
                <dd className="tabular">{formatNumber(s.products)}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Eldeki</dt>
                <dd className="tabular">{formatNumber(s.onHand)}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Rezerve</dt>
                <dd className="tabular">{formatNumber(s.reserved)}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted-foreground">Düşük</dt>
                <dd className={cn('tabular', s.low > 0 && 'font-semibold text-warning-foreground dark:text-warning')}>
                  {formatNumber(s.low)}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table data-testid="stock-by-city" data-layout="table" aria-label="Şehirlere göre stok">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Şehir</TableHead>
          <TableHead className="text-right">Ürün</TableHead>
          <TableHead className="text-right">Eldeki</TableHead>
          <TableHead className="text-right">Rezerve</TableHead>
          <TableHead className="text-right">Düşük</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((s) => (
          <TableRow key={s.city} data-testid="stock-city">
            <TableCell>{s.city || EMPTY_VALUE}</TableCell>
            <TableCell className={NUMERIC}>{formatNumber(s.products)}</TableCell>
            <TableCell className={NUMERIC}>{formatNumber(s.onHand)}</TableCell>
            <TableCell className={NUMERIC}>{formatNumber(s.reserved)}</TableCell>
            <TableCell className={cn(NUMERIC, s.low > 0 && 'font-semibold text-warning-foreground dark:text-warning')}>
              {formatNumber(s.low)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * /dashboard/turkey-distributor: the national distributor's panel — what waits for it, its
 * network by city, its city distributors' performance and their stock.
 */
export function TurkeyDistributorPage() {
  useReportsRealtime();
  const panel = useTurkeyPanel();
  const isMobile = useIsMobile();
  const data = panel.data;

  if (panel.isError && !data) {
    return (
      <ReportError
        title="Panel alınamadı"
        error={panel.error}
        onRetry={() => panel.refetch()}
        retrying={panel.isFetching}
      />
    );
  }
  if (!data) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true" data-testid="panel-loading">
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-96 rounded-xl" />
      </div>
    );
  }
  const members = data.cities.reduce((s, c) => s + c.members, 0);
  const sales30 = data.cities.reduce((s, c) => s + c.sales30, 0);

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="turkey-panel">
      <p className="max-w-2xl text-sm text-muted-foreground">
        Ülke genelindeki ağınız: bekleyen işleriniz, şehirler, şehir distribütörlerinin performansı ve stokları.
        Satışlar; ödemesi alınmış, iptal ve iade edilmemiş siparişlerdir.
      </p>

      <nav aria-label="Kısayollar" className="flex flex-wrap gap-x-4 gap-y-2">
        <Link to="/dashboard/network" className={LINK}>
          <Network className="size-4" aria-hidden="true" />
          Ağım
        </Link>
        <Link to="/dashboard/order-management" className={LINK}>
          <Boxes className="size-4" aria-hidden="true" />
          Sipariş Yönetimi
        </Link>
        <Link to="/dashboard/stock-management" className={LINK}>
          <PackageX className="size-4" aria-hidden="true" />
          Stok Yönetimi
        </Link>
        <Link to="/dashboard/customers" className={LINK}>
          <Users className="size-4" aria-hidden="true" />
          Müşteriler
        </Link>
      </nav>

      <Waiting waiting={data.waiting} />

      <Section
        title="Şehirler"
        description={`${formatNumber(members)} üye · son 30 günde ${formatMoney(sales30)} satış`}
        testId="panel-cities"
      >
        {data.cities.length === 0 ? (
          <p className="text-sm text-muted-foreground">Şehir bilgisi olan üye yok.</p>
        ) : (
          <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <CitySalesChart cities={data.cities} />
            <Table data-testid="panel-city-table" aria-label="Şehirlere göre üyeler ve satışlar">
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead>Şehir</TableHead>
                  <TableHead className="text-right">Üye</TableHead>
                  <TableHead className="text-right">Satış (30 gün)</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.cities.map((c) => (
                  <TableRow key={c.city} data-testid="panel-city">
                    <TableCell>{c.city}</TableCell>
                    <TableCell className={NUMERIC}>{formatNumber(c.members)}</TableCell>
                    <TableCell className={NUMERIC}>{formatMoney(c.sales30)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </Section>

      <Section
        title="Şehir distribütörleri"
        description="Alt ağlarının satışları ve kendi stok durumları"
        testId="panel-city-distributors"
      >
        {data.cityDistributors.length === 0 ? (
          <p className="text-sm text-muted-foreground">Ağınızda şehir distribütörü yok.</p>
        ) : isMobile ? (
          <DistributorCards rows={data.cityDistributors} />
        ) : (
          <DistributorTable rows={data.cityDistributors} />
        )}
      </Section>

      <Section
        title="Şehirlere göre stok"
        description="Şehir distribütörlerinin elindeki stok"
        testId="panel-stock"
        action={
          <Link to="/dashboard/stock" className={LINK}>
            Stok Durumu
            <ArrowRight className="size-3.5" aria-hidden="true" />
          </Link>
        }
      >
        {data.stockByCity.length === 0 ? (
          <p className="text-sm text-muted-foreground">Şehir distribütörlerinde stok kaydı yok.</p>
        ) : (
          <StockByCity rows={data.stockByCity} isMobile={isMobile} />
        )}
      </Section>
    </div>
  );
}
