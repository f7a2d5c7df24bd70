import type { AdminPayment } from '@portal/shared/contracts/payments-admin';
import { EMPTY_VALUE, formatDateTime, formatMoney, formatNumber } from '@portal/shared/format';
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUSES, type PaymentStatus } from '@portal/shared/orders';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/transactions';
import { AlertTriangle, CreditCard, RotateCcw, X } from 'lucide-react';
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
import { paymentsExportUrl, usePayments } from '@/features/payments/api/get-payments';
import { usePaymentsRealtime } from '@/features/payments/api/payments-realtime';
import { toPaymentFilters, usePaymentFilters } from '@/features/payments/components/use-payment-filters';
import { useIsMobile } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';

const VARIANT: Record<PaymentStatus, BadgeProps['variant']> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'destructive',
  expired: 'secondary',
  refund_required: 'destructive',
};

function Status({ status }: { status: PaymentStatus }) {
  return (
    <Badge variant={VARIANT[status]} data-testid="payment-status">
      {status === 'refund_required' ? <AlertTriangle aria-hidden="true" /> : null}
      {PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

const owed = (p: AdminPayment) => p.status === 'refund_required';

function PaymentCards({ rows }: { rows: AdminPayment[] }) {
  return (
    <ul className="flex flex-col gap-2" data-testid="payments" data-layout="cards" aria-label="Ödemeler">
      {rows.map((p) => (
        <li key={p.id}>
          <Card
            className={cn('gap-2 p-3', owed(p) && 'border-destructive bg-destructive/5')}
            data-testid="payment"
            data-status={p.status}
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <Link to={`/dashboard/orders/${p.order.id}`} className="font-medium tabular hover:underline">
                  {p.order.number}
                </Link>
                <p className="text-xs text-muted-foreground tabular">{formatDateTime(p.createdAt)}</p>
              </div>
              <span className="font-semibold tabular">{formatMoney(p.amount)}</span>
            </div>
            <p className="text-sm">
              {p.buyer.name} · {PAYMENT_METHOD_LABELS[p.method] ?? p.method}
            </p>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-xs text-muted-foreground break-all">{p.reference ?? EMPTY_VALUE}</span>
              <Status status={p.status} />
            </div>
            {p.failureReason ? <p className="text-xs text-muted-foreground">{p.failureReason}</p> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}

function PaymentTable({ rows }: { rows: AdminPayment[] }) {
  return (
    <Card className="py-0">
      <Table data-testid="payments" data-layout="table" aria-label="Ödemeler">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="pl-4">Tarih</TableHead>
            <TableHead>Sipariş</TableHead>
            <TableHead>Alıcı</TableHead>
            <TableHead>Yöntem</TableHead>
            <TableHead>Referans</TableHead>
            <TableHead>Durum</TableHead>
            <TableHead className="pr-4 text-right">Tutar</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((p) => (
            <TableRow
              key={p.id}
              className={cn(owed(p) && 'bg-destructive/5')}
              data-testid="payment"
              data-status={p.status}
            >
              <TableCell className="pl-4 whitespace-nowrap tabular">{formatDateTime(p.createdAt)}</TableCell>
              <TableCell>
                <Link to={`/dashboard/orders/${p.order.id}`} className="font-medium tabular hover:underline">
                  {p.order.number}
                </Link>
              </TableCell>
              <TableCell>
                {p.buyer.name}
                <p className="text-xs text-muted-foreground tabular">{p.buyer.sellerNo}</p>
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {PAYMENT_METHOD_LABELS[p.method] ?? p.method}
                <p className="text-xs text-muted-foreground">{p.provider}</p>
              </TableCell>
              <TableCell className="max-w-48 break-all text-xs">{p.reference ?? EMPTY_VALUE}</TableCell>
              <TableCell>
                <Status status={p.status} />
                {p.failureReason ? (
                  <p className="mt-1 max-w-56 text-xs text-muted-foreground">{p.failureReason}</p>
                ) : null}
              </TableCell>
              <TableCell className="pr-4 text-right font-semibold tabular">{formatMoney(p.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

/** /dashboard/payments: the money received for orders, every attempt, and what is owed back. */
export function PaymentsPage() {
  usePaymentsRealtime();
  const id = useId();
  const isMobile = useIsMobile();
  const { state, update, reset, hrefFor } = usePaymentFilters();
  const filters = toPaymentFilters(state);
  const list = usePayments(filters, state.page);
  const data = list.data;
  const filtered = !!(state.status || state.method || state.from || state.to || state.q);
  const refunds = data?.byStatus.find((s) => s.status === 'refund_required');

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="payments-page">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="max-w-2xl text-sm text-muted-foreground">
          Siparişler için alınan ödemeler: her ödeme denemesi, yöntemi, sağlayıcısı, tutarı ve durumu. İade edilmesi
          gereken ödemeler sağlayıcıda iade edilmelidir.
        </p>
        <div className="sm:shrink-0">
          <ExportButtons href={paymentsExportUrl(filters)} testId="payments-export" />
        </div>
      </div>

      {refunds && refunds.count > 0 ? (
        <Alert variant="destructive" data-testid="refunds-owed">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>İade edilmesi gereken ödemeler</AlertTitle>
          <AlertDescription>
            <p>
              {formatNumber(refunds.count)} ödeme, toplam {formatMoney(refunds.amount)}: sipariş başka bir ödemeyle
              ödendiği ya da ödeme gelmeden kapandığı için alıcıya geri ödenmeli.
            </p>
            {state.status !== 'refund_required' ? (
              <Button
                size="sm"
                variant="outline"
                className="mt-1"
                onClick={() => update({ status: 'refund_required' })}
              >
                Yalnızca bunları göster
              </Button>
            ) : null}
          </AlertDescription>
        </Alert>
      ) : null}

      <div
        className="grid gap-3 rounded-lg border bg-card p-3 sm:grid-cols-2 lg:grid-cols-6"
        data-testid="payment-filters"
      >
        <div className="grid min-w-0 gap-1.5 sm:col-span-2">
          <Label htmlFor={`${id}-q`}>Ara</Label>
          <SearchInput
            id={`${id}-q`}
            value={state.q}
            onCommit={(q) => update({ q: q.trim() })}
            placeholder="Sipariş no, referans veya alıcı"
          />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-status`}>Durum</Label>
          <NativeSelect
            id={`${id}-status`}
            value={state.status}
            onChange={(e) => update({ status: e.target.value as PaymentStatus | '' })}
            data-testid="payment-status-filter"
          >
            <option value="">Tüm durumlar</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PAYMENT_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-method`}>Yöntem</Label>
          <NativeSelect
            id={`${id}-method`}
            value={state.method}
            onChange={(e) => update({ method: e.target.value as 'card' | 'bank_transfer' | '' })}
          >
            <option value="">Tüm yöntemler</option>
            <option value="card">{PAYMENT_METHOD_LABELS.card}</option>
            <option value="bank_transfer">{PAYMENT_METHOD_LABELS.bank_transfer}</option>
          </NativeSelect>
        </div>
        <div className="grid min-w-0 grid-cols-2 gap-2 sm:col-span-2">
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
          <div className="sm:col-span-2 lg:col-span-6">
            <Button variant="outline" size="sm" onClick={reset}>
              <X aria-hidden="true" />
              Filtreleri temizle
            </Button>
          </div>
        ) : null}
      </div>

      {data ? (
        <div className="grid grid-cols-2 gap-2 md:grid-cols-5" data-testid="payment-totals">
          {data.byStatus.map((s) => (
            <button
              key={s.status}
              type="button"
              onClick={() => update({ status: state.status === s.status ? '' : s.status })}
              aria-pressed={state.status === s.status}
              className={cn(
                'min-w-0 rounded-lg border bg-card p-3 text-left transition-colors hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                state.status === s.status && 'border-primary ring-1 ring-primary',
                s.status === 'refund_required' && s.count > 0 && 'border-destructive',
              )}
              data-testid="payment-total"
              data-status={s.status}
            >
              <span className="block text-xs text-muted-foreground">{PAYMENT_STATUS_LABELS[s.status]}</span>
              <span className="block text-base font-semibold tabular">{formatMoney(s.amount)}</span>
              <span className="block text-xs text-muted-foreground tabular">{formatNumber(s.count)} ödeme</span>
            </button>
          ))}
        </div>
      ) : null}

      {list.isPending ? (
        <div className="flex flex-col gap-2" role="status" aria-busy="true" aria-label="Ödemeler yükleniyor">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : list.isError && !data ? (
        <Alert variant="destructive" data-testid="payments-error">
          <AlertTitle>Ödemeler alınamadı</AlertTitle>
          <AlertDescription>
            <p>{list.error.message}</p>
            <Button size="sm" variant="outline" className="mt-1" onClick={() => list.refetch()}>
              <RotateCcw aria-hidden="true" />
              Yeniden Dene
            </Button>
          </AlertDescription>
        </Alert>
      ) : !data || data.payments.length === 0 ? (
        <EmptyState
          icon={CreditCard}
          title={filtered ? 'Bu filtrelere uyan ödeme yok' : 'Henüz ödeme yok'}
          data-testid="payments-empty"
        />
      ) : (
        <div className="flex flex-col gap-3">
          <div className="flex min-h-6 items-center gap-2 text-sm text-muted-foreground">
            <p aria-live="polite">
              <span className="font-medium text-foreground tabular">{formatNumber(data.total)}</span> ödeme
            </p>
            {list.isFetching ? <Spinner label="Güncelleniyor" /> : null}
          </div>
          {isMobile ? <PaymentCards rows={data.payments} /> : <PaymentTable rows={data.payments} />}
          <Pagination
            page={data.page}
            totalPages={Math.max(1, Math.ceil(data.total / data.pageSize))}
            hrefFor={hrefFor}
            aria-label="Ödeme sayfaları"
          />
        </div>
      )}
    </div>
  );
}
