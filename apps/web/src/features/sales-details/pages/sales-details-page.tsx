import { COMMISSION_STATUS_LABELS, COMMISSION_STATUSES, type CommissionStatus } from '@portal/shared/commissions';
import type { SalesDetail } from '@portal/shared/contracts/transactions';
import { EMPTY_VALUE, formatDateTime, formatMoney, formatNumber } from '@portal/shared/format';
import { Receipt, RotateCcw, X } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { ExportButtons } from '@/components/export-buttons';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { salesDetailsExportUrl, useSalesDetails } from '@/features/sales-details/api/get-sales-details';
import { useSalesDetailsRealtime } from '@/features/sales-details/api/sales-details-realtime';
import { toSalesFilters, useSalesFilters } from '@/features/sales-details/components/use-sales-filters';
import { useIsMobile } from '@/lib/use-media-query';

const VARIANT: Record<CommissionStatus, BadgeProps['variant']> = {
  pending: 'warning',
  approved: 'info',
  paid: 'success',
  cancelled: 'secondary',
};

function States({ statuses }: { statuses: CommissionStatus[] }) {
  return (
    <span className="flex flex-wrap gap-1">
      {statuses.map((s) => (
        <Badge key={s} variant={VARIANT[s]}>
          {COMMISSION_STATUS_LABELS[s]}
        </Badge>
      ))}
    </span>
  );
}

function Commission({ row }: { row: SalesDetail }) {
  return (
    <span className="flex flex-col items-end">
      <span className="font-semibold tabular text-success">{formatMoney(row.commission)}</span>
      {row.clawback < 0 ? (
        <span className="text-xs text-destructive tabular">Geri alınan {formatMoney(row.clawback)}</span>
      ) : null}
    </span>
  );
}

function SalesCards({ rows }: { rows: SalesDetail[] }) {
  return (
    <ul className="flex flex-col gap-2" data-testid="sales-details" data-layout="cards" aria-label="Satışlar">
      {rows.map((r) => (
        <li key={r.orderId}>
          <Card className="gap-2 p-3" data-testid="sale">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <Link to={`/dashboard/orders/${r.orderId}`} className="font-medium tabular hover:underline">
                  {r.orderNumber}
                </Link>
                <p className="text-xs text-muted-foreground tabular">{formatDateTime(r.paidAt)}</p>
              </div>
              <Commission row={r} />
            </div>
            <p className="text-sm break-words">
              {r.buyer.name} · {r.city ?? EMPTY_VALUE}
            </p>
            <p className="text-xs text-muted-foreground break-words">{r.products.join(', ') || EMPTY_VALUE}</p>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="text-muted-foreground">
                KDV hariç <span className="text-foreground tabular">{formatMoney(r.base)}</span>
              </span>
              <States statuses={r.statuses} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function SalesTable({ rows }: { rows: SalesDetail[] }) {
  return (
    <Card className="py-0">
      <Table data-testid="sales-details" data-layout="table" aria-label="Satışlar">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="pl-4">Sipariş</TableHead>
            <TableHead>Alıcı</TableHead>
            <TableHead>Şehir</TableHead>
            <TableHead>Ürünler</TableHead>
            <TableHead className="text-right">KDV hariç</TableHead>
            <TableHead className="text-right">Komisyon</TableHead>
            <TableHead className="pr-4">Durum</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.orderId} data-testid="sale">
              <TableCell className="pl-4">
                <Link to={`/dashboard/orders/${r.orderId}`} className="font-medium tabular hover:underline">
                  {r.orderNumber}
                </Link>
                <p className="text-xs text-muted-foreground tabular whitespace-nowrap">{formatDateTime(r.paidAt)}</p>
              </TableCell>
              <TableCell>
                {r.buyer.name}
                <p className="text-xs text-muted-foreground tabular">{r.buyer.sellerNo}</p>
              </TableCell>
              <TableCell>{r.city ?? EMPTY_VALUE}</TableCell>
              <TableCell className="max-w-64 whitespace-normal">{r.products.join(', ') || EMPTY_VALUE}</TableCell>
              <TableCell className="text-right tabular">{formatMoney(r.base)}</TableCell>
              <TableCell className="text-right">
                <Commission row={r} />
              </TableCell>
              <TableCell className="pr-4">
                <States statuses={r.statuses} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

/**
 * /dashboard/sales/details: the sales that earned the member a commission, one row per order
 * (for the admin and the national distributor, every commissioned sale of the network), with
 * totals and a CSV for Excel.
 */
export function SalesDetailsPage() {
  useSalesDetailsRealtime();
  const id = useId();
  const isMobile = useIsMobile();
  const { state, update, reset, hrefFor } = useSalesFilters();
  const filters = toSalesFilters(state);
  const list = useSalesDetails(filters, state.page);
  const data = list.data;
  const filtered = !!(state.from || state.to || state.status || state.q);

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="sales-details-page">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="max-w-2xl text-sm text-muted-foreground">
          {data?.scope === 'network'
            ? 'Ağdaki komisyon kazandıran tüm satışlar, sipariş başına bir satır: KDV hariç tutar ve ödenen toplam komisyon.'
            : 'Size komisyon kazandıran satışlar, sipariş başına bir satır: KDV hariç tutar, komisyonunuz ve durumu.'}
        </p>
        <div className="sm:shrink-0">
          <ExportButtons href={salesDetailsExportUrl(filters)} testId="sales-export" />
        </div>
      </div>

      <div
        className="grid gap-3 rounded-lg border bg-card p-3 sm:grid-cols-2 lg:grid-cols-5"
        data-testid="sales-filters"
      >
        <div className="grid min-w-0 gap-1.5 sm:col-span-2">
          <Label htmlFor={`${id}-q`}>Ara</Label>
          <SearchInput
            id={`${id}-q`}
            value={state.q}
            onCommit={(q) => update({ q: q.trim() })}
            placeholder="Sipariş no, alıcı veya ürün"
          />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-status`}>Komisyon durumu</Label>
          <NativeSelect
            id={`${id}-status`}
            value={state.status}
            onChange={(e) => update({ status: e.target.value as CommissionStatus | '' })}
          >
            <option value="">Tüm durumlar</option>
            {COMMISSION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {COMMISSION_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-0 grid-cols-2 gap-2 sm:col-span-2 lg:col-span-2">
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor={`${id}-from`}>İlk gün</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={state.from}
              max={state.to || undefined}
              onChange={(e) => update({ from: e.target.value })}
            />
          </div>
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor={`${id}-to`}>Son gün</Label>
            <Input
              id={`${id}-to`}
              type="date"
              value={state.to}
              min={state.from || undefined}
              onChange={(e) => update({ to: e.target.value })}
            />
          </div>
        </div>
        {filtered ? (
          <div className="sm:col-span-2 lg:col-span-5">
            <Button variant="outline" size="sm" onClick={reset}>
              <X aria-hidden="true" />
              Filtreleri temizle
            </Button>
          </div>
        ) : null}
      </div>

      {data ? (
        <Card className="grid grid-cols-2 gap-3 p-4 md:grid-cols-4" data-testid="sales-totals">
          {[
            ['Sipariş', formatNumber(data.totals.orders)],
            ['KDV hariç satış', formatMoney(data.totals.base)],
            ['Komisyon', formatMoney(data.totals.commission)],
            ['Geri alınan', formatMoney(data.totals.clawback)],
          ].map(([label, value]) => (
            <div key={label} className="min-w-0">
              <p className="text-xs text-muted-foreground">{label}</p>
              <p className="text-lg font-semibold tabular break-words">{value}</p>
            </div>
          ))}
        </Card>
      ) : null}

      {list.isPending ? (
        <div className="flex flex-col gap-2" role="status" aria-busy="true" aria-label="Satışlar yükleniyor">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : list.isError && !data ? (
        <Alert variant="destructive" data-testid="sales-error">
          <AlertTitle>Satışlar alınamadı</AlertTitle>
          <AlertDescription>
            <p>{list.error.message}</p>
            <Button size="sm" variant="outline" className="mt-1" onClick={() => list.refetch()}>
              <RotateCcw aria-hidden="true" />
              Yeniden Dene
            </Button>
          </AlertDescription>
        </Alert>
      ) : !data || data.rows.length === 0 ? (
        <EmptyState
          icon={Receipt}
          title={filtered ? 'Bu filtrelere uyan satış yok' : 'Henüz komisyon kazandıran satış yok'}
          description="Ağınızdan bir sipariş ödendiğinde komisyonu burada görünür."
          data-testid="sales-empty"
        />
      ) : (
        <div className="flex flex-col gap-3">
          <div className="flex min-h-6 items-center gap-2 text-sm text-muted-foreground">
            <p aria-live="polite">
              <span className="font-medium text-foreground tabular">{formatNumber(data.total)}</span> sipariş
            </p>
            {list.isFetching ? <Spinner label="Güncelleniyor" /> : null}
          </div>
          {isMobile ? <SalesCards rows={data.rows} /> : <SalesTable rows={data.rows} />}
          <Pagination
            page={data.page}
            totalPages={Math.max(1, Math.ceil(data.total / data.pageSize))}
            hrefFor={hrefFor}
            aria-label="Satış sayfaları"
          />
        </div>
      )}
    </div>
  );
}
