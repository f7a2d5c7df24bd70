import type { Transaction, TransactionTotals } from '@portal/shared/contracts/transactions';
import { formatDateTime, formatMoney } from '@portal/shared/format';
import {
  formatPoints,
  formatTransactionAmount,
  TRANSACTION_KIND_LABELS,
  type TransactionKind,
  transactionStatusLabel,
} from '@portal/shared/transactions';
import { ArrowDownLeft, ArrowUpRight, Coins, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

const STATUS_VARIANT: Record<string, BadgeProps['variant']> = {
  pending: 'warning',
  approved: 'info',
  paid: 'success',
  completed: 'success',
  delivered: 'success',
  scheduled: 'info',
  carried_over: 'secondary',
  cancelled: 'secondary',
  returned: 'secondary',
};

export function TransactionStatus({ kind, status }: { kind: TransactionKind; status: string }) {
  return (
    <Badge variant={STATUS_VARIANT[status] ?? 'outline'} data-testid="transaction-status">
      {transactionStatusLabel(kind, status)}
    </Badge>
  );
}

export function TransactionAmount({ t, className }: { t: Transaction; className?: string }) {
  return (
    <span
      className={cn(
        'font-semibold whitespace-nowrap tabular',
        t.amount > 0 ? 'text-success' : t.amount < 0 ? 'text-destructive' : '',
        className,
      )}
      data-testid="transaction-amount"
    >
      {formatTransactionAmount(t.amount, t.currency)}
    </span>
  );
}

function KindIcon({ t }: { t: Transaction }) {
  const Icon = t.currency === 'POINTS' ? Coins : t.amount >= 0 ? ArrowDownLeft : ArrowUpRight;
  return (
    <span
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-full',
        t.currency === 'POINTS'
          ? 'bg-info/15 text-info'
          : t.amount >= 0
            ? 'bg-success/15 text-success'
            : 'bg-destructive/10 text-destructive',
      )}
      aria-hidden="true"
    >
      <Icon className="size-4" />
    </span>
  );
}

const detailHref = (t: Transaction, memberQuery: string) => `/dashboard/transactions/${t.id}${memberQuery}`;

export function TransactionCards({ rows, memberQuery }: { rows: Transaction[]; memberQuery: string }) {
  return (
    <ul className="flex flex-col gap-2" data-testid="transactions" data-layout="cards" aria-label="İşlemler">
      {rows.map((t) => (
        <li key={t.id}>
          <Link
            to={detailHref(t, memberQuery)}
            className="block rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            data-testid="transaction"
            data-kind={t.kind}
            data-id={t.id}
          >
            <Card className="flex-row items-start gap-3 p-3 hover:bg-accent/50">
              <KindIcon t={t} />
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-2">
                  <p className="min-w-0 font-medium break-words">{t.title}</p>
                  <TransactionAmount t={t} />
                </div>
                <p className="text-xs text-muted-foreground">
                  {TRANSACTION_KIND_LABELS[t.kind]}
                  {t.reference ? ` · ${t.reference}` : ''}
                </p>
                <div className="mt-1 flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
                  <span className="tabular">{formatDateTime(t.occurredAt)}</span>
                  <TransactionStatus kind={t.kind} status={t.status} />
                </div>
              </div>
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function TransactionTable({ rows, memberQuery }: { rows: Transaction[]; memberQuery: string }) {
  return (
    <Card className="py-0">
      <Table data-testid="transactions" data-layout="table" aria-label="İşlemler">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="pl-4">Tarih</TableHead>
            <TableHead>İşlem</TableHead>
            <TableHead>Tür</TableHead>
            <TableHead>Referans</TableHead>
            <TableHead>Durum</TableHead>
            <TableHead className="pr-4 text-right">Tutar</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((t) => (
            <TableRow key={t.id} data-testid="transaction" data-kind={t.kind} data-id={t.id}>
              <TableCell className="pl-4 whitespace-nowrap tabular">{formatDateTime(t.occurredAt)}</TableCell>
              <TableCell>
                <Link
                  to={detailHref(t, memberQuery)}
                  className="font-medium hover:underline"
                  data-testid="transaction-link"
                >
                  {t.title}
                </Link>
              </TableCell>
              <TableCell className="whitespace-nowrap">{TRANSACTION_KIND_LABELS[t.kind]}</TableCell>
              <TableCell className="whitespace-nowrap tabular">{t.reference ?? '-'}</TableCell>
              <TableCell>
                <TransactionStatus kind={t.kind} status={t.status} />
              </TableCell>
              <TableCell className="pr-4 text-right">
                <TransactionAmount t={t} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

function Figure({ label, value, tone, testId }: { label: string; value: string; tone?: string; testId: string }) {
  return (
    <div className="flex min-w-0 items-baseline justify-between gap-2 @sm:block">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('font-semibold whitespace-nowrap tabular @sm:text-lg', tone)} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * In, out and net for the filter: lira and points apart (a point is not a lira on this page).
 * The figures go side by side when their card is wide enough, not when the window is: beside the
 * sidebar at 768 px each card is 224 px and three amounts would spill out of it.
 */
export function TransactionTotalsCards({ totals }: { totals: TransactionTotals }) {
  return (
    <div className="grid gap-3 md:grid-cols-2" data-testid="transaction-totals">
      <Card className="@container gap-2 p-4">
        <p className="text-sm font-medium">Para (₺)</p>
        <dl className="grid grid-cols-1 gap-1 @sm:grid-cols-3 @sm:gap-2">
          <Figure label="Giriş" value={formatMoney(totals.money.in)} tone="text-success" testId="totals-money-in" />
          <Figure
            label="Çıkış"
            value={formatMoney(totals.money.out)}
            tone="text-destructive"
            testId="totals-money-out"
          />
          <Figure label="Net" value={formatMoney(totals.money.net)} testId="totals-money-net" />
        </dl>
      </Card>
      <Card className="@container gap-2 p-4">
        <p className="text-sm font-medium">Puan</p>
        <dl className="grid grid-cols-1 gap-1 @sm:grid-cols-3 @sm:gap-2">
          <Figure label="Giriş" value={formatPoints(totals.points.in)} tone="text-success" testId="totals-points-in" />
          <Figure
            label="Çıkış"
            value={formatPoints(totals.points.out)}
            tone="text-destructive"
            testId="totals-points-out"
          />
          <Figure label="Net" value={formatPoints(totals.points.net)} testId="totals-points-net" />
        </dl>
      </Card>
    </div>
  );
}

export function TransactionsSkeleton() {
  return (
    <div className="flex flex-col gap-2" role="status" aria-busy="true" aria-label="İşlemler yükleniyor">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}

export function LoadError({
  title,
  error,
  retry,
  testId,
}: {
  title: string;
  error: Error;
  retry: () => void;
  testId: string;
}) {
  return (
    <Alert variant="destructive" data-testid={testId}>
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{error.message}</p>
        <Button size="sm" variant="outline" className="mt-1" onClick={retry}>
          <RotateCcw aria-hidden="true" />
          Yeniden Dene
        </Button>
      </AlertDescription>
    </Alert>
  );
}
