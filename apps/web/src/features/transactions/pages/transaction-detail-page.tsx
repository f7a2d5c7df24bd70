import type { TransactionDetail } from '@portal/shared/contracts/transactions';
import { COMMISSION_STATUS_LABELS, type CommissionStatus, periodLabel } from '@portal/shared/commissions';
import {
  EMPTY_VALUE,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercentBasisPoints,
} from '@portal/shared/format';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@portal/shared/orders';
import { ROLE_LABELS, type Role } from '@portal/shared/roles';
import {
  PAYMENT_METHOD_LABELS,
  PAYOUT_METHOD_LABELS,
  POINTS_TYPE_LABELS,
  TRANSACTION_KIND_LABELS,
  type TransactionKind,
} from '@portal/shared/transactions';
import { ArrowLeft, ExternalLink, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useTransaction } from '@/features/transactions/api/get-transaction';
import { useTransactionsRealtime } from '@/features/transactions/api/transactions-realtime';
import { LoadError, TransactionAmount, TransactionStatus } from '@/features/transactions/components/transaction-parts';
import { isApiError } from '@/lib/api/client';

const SOURCE_LABELS: Record<TransactionKind, string> = {
  order: 'Siparişe git',
  refund: 'Siparişe git',
  commission: 'Komisyon satırına git',
  clawback: 'Komisyon satırına git',
  payout: 'Komisyon ödemelerine git',
  points: 'Puanlarıma git',
};

function Fields({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">{children}</dl>;
}

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="break-words tabular" data-testid={testId}>
        {children ?? EMPTY_VALUE}
      </dd>
    </div>
  );
}

const when = (iso: string | null) => (iso ? formatDateTime(iso) : EMPTY_VALUE);

function OrderSection({ order }: { order: NonNullable<TransactionDetail['order']> }) {
  return (
    <Card data-testid="transaction-order">
      <CardHeader>
        <CardTitle>Sipariş</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Fields>
          <Field label="Sipariş no">
            <Link
              to={`/dashboard/orders/${order.id}`}
              className="font-medium underline-offset-4 hover:underline"
              data-testid="transaction-order-link"
            >
              {order.number}
            </Link>
          </Field>
          <Field label="Durum">{ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status}</Field>
          <Field label="Alıcı">
            {order.buyer.name} ({order.buyer.sellerNo})
          </Field>
          <Field label="Ödeme yöntemi">{PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod}</Field>
          <Field label="KDV hariç tutar">{formatMoney(order.subtotal)}</Field>
          <Field label="KDV">{formatMoney(order.vatTotal)}</Field>
          <Field label="Toplam">{formatMoney(order.total)}</Field>
          <Field label="İade tutarı">
            {order.refundAmount === null ? EMPTY_VALUE : formatMoney(order.refundAmount)}
          </Field>
          <Field label="Sipariş tarihi">{when(order.createdAt)}</Field>
          <Field label="Ödeme tarihi">{when(order.paidAt)}</Field>
          <Field label="Kapanış tarihi">{when(order.closedAt)}</Field>
        </Fields>
      </CardContent>
    </Card>
  );
}

function CommissionSection({ c }: { c: NonNullable<TransactionDetail['commission']> }) {
  return (
    <Card data-testid="transaction-commission">
      <CardHeader>
        <CardTitle>{c.entry === 'clawback' ? 'Komisyon geri alımı' : 'Komisyon'}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="rounded-md bg-muted px-3 py-2 text-sm tabular" data-testid="transaction-explanation">
          {c.explanation}
        </p>
        <Fields>
          <Field label="Komisyon türü">{c.kindLabel}</Field>
          <Field label="Ürün">{c.productName}</Field>
          <Field label="KDV hariç satır tutarı">{formatMoney(c.base)}</Field>
          <Field label="Adet">{formatNumber(c.quantity)}</Field>
          <Field label={c.commissionType === 'fixed' ? 'Adet başı sabit tutar' : 'Oran'}>
            {c.commissionType === 'fixed'
              ? formatMoney(c.fixedPerUnit ?? 0)
              : c.rateBp === null
                ? EMPTY_VALUE
                : formatPercentBasisPoints(c.rateBp)}
          </Field>
          <Field label="Tutar">{formatMoney(c.amount)}</Field>
          <Field label="Dönem">{periodLabel(c.period)}</Field>
          <Field label="Ödemeye alındı">{c.payoutId ? 'Evet' : 'Hayır'}</Field>
          <Field label="Onay tarihi">{when(c.approvedAt)}</Field>
          <Field label="Ödeme tarihi">{when(c.paidAt)}</Field>
          <Field label="İptal tarihi">{when(c.cancelledAt)}</Field>
          {c.reversesId ? (
            <Field label="Geri alınan satır">
              <Link
                to={`/dashboard/transactions/commission_${c.reversesId}`}
                className="underline-offset-4 hover:underline"
              >
                Komisyonu aç
              </Link>
            </Field>
          ) : null}
        </Fields>
        {c.chain.length > 0 ? (
          <div>
            <p className="mb-1 text-xs text-muted-foreground">Sipariş ödendiğinde alıcının üst hattı (en yakından)</p>
            <ol className="flex flex-col gap-1 text-sm">
              {c.chain.map((m, i) => (
                <li key={m.id} className="tabular">
                  {i + 1}. {m.name} ({m.sellerNo}) · {ROLE_LABELS[m.role as Role] ?? m.role}
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function PayoutSection({ p }: { p: NonNullable<TransactionDetail['payout']> }) {
  return (
    <Card data-testid="transaction-payout">
      <CardHeader>
        <CardTitle>Komisyon ödemesi</CardTitle>
      </CardHeader>
      <CardContent>
        <Fields>
          <Field label="Dönem">{periodLabel(p.period)}</Field>
          <Field label="Komisyon satırı">{formatNumber(p.lineCount)}</Field>
          <Field label="Brüt">{formatMoney(p.gross)}</Field>
          <Field label="Stopaj">{formatMoney(p.withholding)}</Field>
          <Field label="Net">{formatMoney(p.net)}</Field>
          <Field label="Ödeme yöntemi">{PAYOUT_METHOD_LABELS[p.method] ?? p.method}</Field>
          <Field label="Planlanan ödeme günü">{p.scheduledFor ? formatDate(p.scheduledFor) : EMPTY_VALUE}</Field>
          <Field label="Banka referansı">{p.bankReference}</Field>
          <Field label="Ödeme tarihi">{when(p.paidAt)}</Field>
        </Fields>
      </CardContent>
    </Card>
  );
}

function PointsSection({ p }: { p: NonNullable<TransactionDetail['points']> }) {
  return (
    <Card data-testid="transaction-points">
      <CardHeader>
        <CardTitle>Puan hareketi</CardTitle>
      </CardHeader>
      <CardContent>
        <Fields>
          <Field label="Hareket türü">{POINTS_TYPE_LABELS[p.type] ?? p.type}</Field>
          <Field label="Açıklama">{p.description}</Field>
          <Field label="Karşı taraf">
            {p.counterparty ? `${p.counterparty.name} (${p.counterparty.sellerNo})` : EMPTY_VALUE}
          </Field>
          {p.relatedPayoutId ? (
            <Field label="Komisyon ödemesi">
              <Link
                to={`/dashboard/transactions/payout_${p.relatedPayoutId}`}
                className="underline-offset-4 hover:underline"
              >
                Ödemeyi aç
              </Link>
            </Field>
          ) : null}
        </Fields>
      </CardContent>
    </Card>
  );
}

/** /dashboard/transactions/{kind_id}: one movement with every field and a link to where it comes from. */
export function TransactionDetailPage() {
  useTransactionsRealtime();
  const { id = '' } = useParams();
  const { search } = useLocation();
  const detail = useTransaction(id);
  const back = (
    <Button asChild variant="ghost" size="sm" className="self-start">
      <Link to={`/dashboard/transactions${search}`}>
        <ArrowLeft aria-hidden="true" />
        İşlemler
      </Link>
    </Button>
  );

  if (detail.isPending) {
    return (
      <div className="flex flex-col gap-4" role="status" aria-busy="true" aria-label="İşlem yükleniyor">
        {back}
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (detail.isError) {
    const missing = isApiError(detail.error) && (detail.error.status === 404 || detail.error.status === 400);
    return (
      <div className="flex flex-col gap-4">
        {back}
        {missing ? (
          <EmptyState
            icon={SearchX}
            title="İşlem bulunamadı"
            description="Bu işlem yok ya da görme yetkiniz yok."
            data-testid="transaction-not-found"
          />
        ) : (
          <LoadError
            title="İşlem alınamadı"
            error={detail.error}
            retry={() => detail.refetch()}
            testId="transaction-error"
          />
        )}
      </div>
    );
  }
  const { transaction: t, member, order, commission, payout, points } = detail.data;
  const statusText =
    t.kind === 'commission' || t.kind === 'clawback'
      ? COMMISSION_STATUS_LABELS[t.status as CommissionStatus]
      : undefined;

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="transaction-detail" data-kind={t.kind}>
      {back}
      <Card>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <p className="text-xs text-muted-foreground">{TRANSACTION_KIND_LABELS[t.kind]}</p>
              <h2 className="text-lg font-semibold break-words" data-testid="transaction-title">
                {t.title}
              </h2>
              <p className="text-sm text-muted-foreground tabular">{formatDateTime(t.occurredAt)}</p>
            </div>
            <div className="flex flex-col items-start gap-2 sm:items-end">
              <TransactionAmount t={t} className="text-2xl" />
              <TransactionStatus kind={t.kind} status={t.status} />
            </div>
          </div>
          <Fields>
            <Field label="Üye">
              {member.name} ({member.sellerNo}) · {ROLE_LABELS[member.role]}
            </Field>
            <Field label="Referans">{t.reference}</Field>
            <Field label="Para birimi">{t.currency === 'POINTS' ? 'Puan' : 'Türk lirası (₺)'}</Field>
            <Field label="İşlem numarası">
              <span className="font-mono text-xs break-all">{t.id}</span>
            </Field>
            {statusText ? <Field label="Komisyon durumu">{statusText}</Field> : null}
          </Fields>
          <Button asChild className="self-start">
            <Link to={t.link} data-testid="transaction-source-link">
              <ExternalLink aria-hidden="true" />
              {SOURCE_LABELS[t.kind]}
            </Link>
          </Button>
        </CardContent>
      </Card>
      {commission ? <CommissionSection c={commission} /> : null}
      {payout ? <PayoutSection p={payout} /> : null}
      {points ? <PointsSection p={points} /> : null}
      {order ? <OrderSection order={order} /> : null}
    </div>
  );
}
