import type { PointsTransaction } from '@portal/shared/contracts/points';
import { formatDateTime, formatNumber } from '@portal/shared/format';
import { POINTS_STATUS_LABELS, POINTS_TYPE_LABELS } from '@portal/shared/points';
import { History } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { usePointsTransactions } from '@/features/points/api/get-transactions';
import { cn } from '@/lib/utils';

const signed = (v: number) => `${v > 0 ? '+' : ''}${formatNumber(v, { maximumFractionDigits: 2 })}`;

function Related({ tx }: { tx: PointsTransaction }) {
  if (tx.order) {
    return (
      <Link className="text-primary underline-offset-2 hover:underline" to={`/dashboard/orders/${tx.order.id}`}>
        {tx.order.number}
      </Link>
    );
  }
  if (tx.payoutId) return <span className="text-muted-foreground">Komisyon ödemesi</span>;
  if (tx.counterparty) return <span className="text-muted-foreground">{tx.counterparty.name}</span>;
  return null;
}

function Amount({ value }: { value: number }) {
  return (
    <span className={cn('font-semibold tabular', value < 0 ? 'text-destructive' : 'text-success')}>
      {signed(value)}
    </span>
  );
}

/** The member's points movements, 50 a page: a table on a desktop, cards on a phone. */
export function HistoryTable({ page, hrefFor }: { page: number; hrefFor: (page: number) => string }) {
  const history = usePointsTransactions(page);
  const data = history.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Card data-testid="points-history">
      <CardHeader>
        <CardTitle>Puan geçmişi</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {history.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : history.isError && !data ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-destructive">Puan geçmişi yüklenemedi.</p>
            <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
              Tekrar dene
            </Button>
          </div>
        ) : data && data.items.length === 0 ? (
          <EmptyState
            icon={History}
            title="Henüz puan hareketiniz yok"
            description="Kazandığınız ve harcadığınız puanlar burada görünür."
          />
        ) : data ? (
          <>
            <div className="hidden md:block">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Tarih</TableHead>
                    <TableHead>Tür</TableHead>
                    <TableHead>Açıklama</TableHead>
                    <TableHead>İlgili</TableHead>
                    <TableHead>Durum</TableHead>
                    <TableHead className="text-right">Puan</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.items.map((tx) => (
                    <TableRow key={tx.id} data-testid="points-row">
                      <TableCell className="whitespace-nowrap">{formatDateTime(tx.createdAt)}</TableCell>
                      <TableCell>{POINTS_TYPE_LABELS[tx.type]}</TableCell>
                      <TableCell className="max-w-80 whitespace-normal">{tx.description}</TableCell>
                      <TableCell>
                        <Related tx={tx} />
                      </TableCell>
                      <TableCell>
                        <Badge variant={tx.status === 'completed' ? 'secondary' : 'outline'}>
                          {POINTS_STATUS_LABELS[tx.status]}
                        </Badge>
                      </TableCell>
                      <TableCell className="text-right">
                        <Amount value={tx.amount} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
            <ul className="flex flex-col gap-2 md:hidden">
              {data.items.map((tx) => (
                <li key={tx.id} className="rounded-lg border p-3" data-testid="points-card">
                  <div className="flex items-start justify-between gap-2">
                    <div className="flex flex-col">
                      <span className="font-medium">{POINTS_TYPE_LABELS[tx.type]}</span>
                      <span className="text-xs text-muted-foreground">{formatDateTime(tx.createdAt)}</span>
                    </div>
                    <Amount value={tx.amount} />
                  </div>
                  {tx.description ? <p className="mt-1 text-sm">{tx.description}</p> : null}
                  <div className="mt-2 flex items-center justify-between gap-2 text-sm">
                    <Related tx={tx} />
                    <Badge variant={tx.status === 'completed' ? 'secondary' : 'outline'}>
                      {POINTS_STATUS_LABELS[tx.status]}
                    </Badge>
                  </div>
                </li>
              ))}
            </ul>
            <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
