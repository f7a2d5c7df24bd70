import { formatDate, formatDateTime, formatMoney } from '@portal/shared/format';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@portal/shared/orders';
import { Coins, Mail, Package, Phone, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useClientStatus } from '@/features/client-account/api/client-account';
import { pointsText } from '@/features/client-account/components/month-label';

/**
 * /dashboard/client/status: my account — active or not, member since, my sponsor and how to reach
 * them, my open orders, my points.
 */
export function ClientStatusPage() {
  const status = useClientStatus();
  const data = status.data;
  if (status.isError && !data) {
    return (
      <LoadError
        title="Hesap durumunuz alınamadı"
        error={status.error}
        retrying={status.isFetching}
        onRetry={() => status.refetch()}
      />
    );
  }
  return (
    <div className="grid min-w-0 gap-5 lg:grid-cols-2" data-testid="client-status-page">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Hesabım</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {data ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 text-sm">
              <dt className="text-muted-foreground">Durum</dt>
              <dd data-testid="client-account-state">
                <Badge variant={data.active ? 'default' : 'secondary'}>{data.active ? 'Aktif' : 'Pasif'}</Badge>
              </dd>
              <dt className="text-muted-foreground">Ad Soyad</dt>
              <dd className="font-medium">{data.name}</dd>
              <dt className="text-muted-foreground">Üye No</dt>
              <dd className="tabular">{data.sellerNo}</dd>
              <dt className="text-muted-foreground">Üyelik tarihi</dt>
              <dd>{formatDate(data.memberSince)}</dd>
            </dl>
          ) : (
            <Skeleton className="h-32 w-full" />
          )}
        </CardContent>
      </Card>

      <Card data-testid="client-sponsor">
        <CardHeader>
          <CardTitle asChild>
            <h2>Sponsorum</h2>
          </CardTitle>
          <CardDescription>Sizi davet eden ve siparişlerinizde yardımcı olan üye</CardDescription>
        </CardHeader>
        <CardContent>
          {!data ? (
            <Skeleton className="h-24 w-full" />
          ) : data.sponsor ? (
            <div className="flex flex-col gap-2 text-sm">
              <p className="flex items-center gap-2 font-medium">
                <UserRound className="size-4 text-primary" aria-hidden="true" />
                {data.sponsor.name}
                <span className="text-muted-foreground tabular">({data.sponsor.sellerNo})</span>
              </p>
              <a
                href={`mailto:${data.sponsor.email}`}
                className="flex min-w-0 items-center gap-2 text-primary underline-offset-4 hover:underline"
              >
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                <span className="truncate">{data.sponsor.email}</span>
              </a>
              {data.sponsor.phone ? (
                <a
                  href={`tel:${data.sponsor.phone}`}
                  className="flex items-center gap-2 text-primary underline-offset-4 hover:underline"
                >
                  <Phone className="size-4" aria-hidden="true" />
                  {data.sponsor.phone}
                </a>
              ) : null}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">Hesabınıza bağlı bir sponsor yok.</p>
          )}
        </CardContent>
      </Card>

      <Card data-testid="client-open-orders">
        <CardHeader>
          <CardTitle asChild>
            <h2>Açık siparişlerim</h2>
          </CardTitle>
          <CardDescription>
            {data ? `${data.openOrderCount} sipariş henüz tamamlanmadı` : 'Yükleniyor...'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {!data ? (
            <Skeleton className="h-32 w-full" />
          ) : data.openOrders.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Package className="size-4" aria-hidden="true" /> Açık siparişiniz yok.
            </p>
          ) : (
            <ul className="flex flex-col divide-y">
              {data.openOrders.map((o) => (
                <li key={o.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0">
                    <Link
                      to={`/dashboard/orders/${o.id}`}
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {o.number}
                    </Link>
                    <span className="block text-xs text-muted-foreground">{formatDateTime(o.createdAt)}</span>
                  </span>
                  <span className="flex shrink-0 flex-col items-end gap-1">
                    <Badge variant="outline">{ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status}</Badge>
                    <span className="tabular">{formatMoney(o.total)}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
          {data && data.openOrderCount > data.openOrders.length ? (
            <Button asChild variant="link" className="mt-2 px-0">
              <Link to="/dashboard/client/orders">Tüm siparişlerim</Link>
            </Button>
          ) : null}
        </CardContent>
      </Card>

      <Card data-testid="client-points-balance">
        <CardHeader>
          <CardTitle asChild>
            <h2>Puanlarım</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {data ? (
            <div className="flex flex-col gap-2 text-sm">
              <p className="flex items-center gap-2">
                <Coins className="size-5 text-amber-500" aria-hidden="true" />
                <span className="text-2xl font-semibold tabular">{pointsText(data.points.balance)}</span>
                <span className="text-muted-foreground">puan</span>
              </p>
              <p className="text-muted-foreground">
                Bugüne kadar kazanılan: {pointsText(data.points.totalEarned)} puan
              </p>
              <p className="text-muted-foreground">
                {data.points.expiresAt
                  ? `Son kullanma: ${formatDate(data.points.expiresAt)}`
                  : 'Puanlarınızın son kullanma tarihi yok.'}
              </p>
            </div>
          ) : (
            <Skeleton className="h-24 w-full" />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
