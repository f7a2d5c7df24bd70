import { periodLabel } from '@portal/shared/commissions';
import { formatDate, formatMoney } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { Wallet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useMyPayouts } from '@/features/payouts/api/get-my-payouts';
import { usePayoutsRealtime } from '@/features/payouts/api/payouts-realtime';
import { PayoutStatusBadge } from '@/features/payouts/components/payout-status-badge';
import { messageOf } from '@/lib/use-server-form';

const day = (value: string | null) => (value ? formatDate(`${value}T12:00:00Z`) : '—');

/** /dashboard/commissions/payments: the member's own payouts, carried-over records and withholding included. */
export function MyPayoutsPage() {
  usePayoutsRealtime();
  const query = useMyPayouts();
  const data = query.data;

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="my-payouts-page">
      <p className="text-sm text-muted-foreground">
        Kapanan her dönemde onaylanmış komisyonlarınız tek bir ödemede toplanır. Asgari tutarın altında kalanlar sonraki
        döneme devredilir.
      </p>
      {query.isError ? (
        <EmptyState
          title="Ödemeler yüklenemedi"
          description={messageOf(query.error)}
          action={<Button onClick={() => query.refetch()}>Yeniden Dene</Button>}
        />
      ) : !data ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <Card>
              <CardHeader>
                <CardTitle className="text-sm font-medium text-muted-foreground">Ödenen (net)</CardTitle>
              </CardHeader>
              <CardContent className="tabular text-2xl font-semibold" data-testid="paid-total">
                {formatMoney(data.totals.paidNet)}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="text-sm font-medium text-muted-foreground">Planlanan (net)</CardTitle>
              </CardHeader>
              <CardContent className="tabular text-2xl font-semibold">
                {formatMoney(data.totals.scheduledNet)}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="text-sm font-medium text-muted-foreground">Kesilen stopaj</CardTitle>
              </CardHeader>
              <CardContent className="tabular text-2xl font-semibold">
                {formatMoney(data.totals.withholding)}
              </CardContent>
            </Card>
          </div>
          {data.payouts.length === 0 ? (
            <EmptyState
              icon={Wallet}
              title="Henüz ödemeniz yok"
              description="Bir dönem kapatıldığında komisyon ödemeniz burada görünür."
            />
          ) : (
            <>
              <ul className="flex flex-col gap-3 md:hidden" aria-label="Komisyon ödemelerim">
                {data.payouts.map((p) => (
                  <li key={p.id} className="rounded-xl border p-4" data-testid="my-payout">
                    <div className="flex items-center justify-between gap-2">
                      <span className="font-medium">{periodLabel(p.period)}</span>
                      <PayoutStatusBadge status={p.status} />
                    </div>
                    <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                      <dt className="text-muted-foreground">Brüt</dt>
                      <dd className="tabular text-right">{formatMoney(p.gross)}</dd>
                      <dt className="text-muted-foreground">Stopaj</dt>
                      <dd className="tabular text-right">{formatMoney(p.withholding)}</dd>
                      <dt className="text-muted-foreground">Net</dt>
                      <dd className="tabular text-right font-semibold">{formatMoney(p.net)}</dd>
                      <dt className="text-muted-foreground">Yöntem</dt>
                      <dd className="text-right">{MESSAGES.payouts.methods[p.method]}</dd>
                      <dt className="text-muted-foreground">Ödeme tarihi</dt>
                      <dd className="text-right">{day(p.scheduledFor)}</dd>
                      {p.bankReference ? (
                        <>
                          <dt className="text-muted-foreground">Banka referansı</dt>
                          <dd className="break-all text-right font-mono text-xs">{p.bankReference}</dd>
                        </>
                      ) : null}
                    </dl>
                  </li>
                ))}
              </ul>
              <div className="hidden overflow-x-auto rounded-xl border md:block">
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>Dönem</TableHead>
                      <TableHead className="text-right">Brüt</TableHead>
                      <TableHead className="text-right">Stopaj</TableHead>
                      <TableHead className="text-right">Net</TableHead>
                      <TableHead>Yöntem</TableHead>
                      <TableHead>Durum</TableHead>
                      <TableHead>Ödeme tarihi</TableHead>
                      <TableHead>Banka referansı</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {data.payouts.map((p) => (
                      <TableRow key={p.id} data-testid="my-payout-row">
                        <TableCell className="font-medium">{periodLabel(p.period)}</TableCell>
                        <TableCell className="tabular text-right">{formatMoney(p.gross)}</TableCell>
                        <TableCell className="tabular text-right">{formatMoney(p.withholding)}</TableCell>
                        <TableCell className="tabular text-right font-semibold">{formatMoney(p.net)}</TableCell>
                        <TableCell>{MESSAGES.payouts.methods[p.method]}</TableCell>
                        <TableCell>
                          <PayoutStatusBadge status={p.status} />
                        </TableCell>
                        <TableCell>{day(p.scheduledFor)}</TableCell>
                        <TableCell className="font-mono text-xs">{p.bankReference ?? '—'}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            </>
          )}
        </>
      )}
    </div>
  );
}
