import type { MoveHistoryPage } from '@portal/shared/contracts/role-transfer';
import { formatDateTime, formatNumber } from '@portal/shared/format';
import { ROLE_LABELS } from '@portal/shared/roles';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowRight, History } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

type Props = {
  query: UseQueryResult<MoveHistoryPage>;
  isMobile: boolean;
  hrefFor?: (page: number) => string;
};

function Change({ from, to }: { from: string; to: string }) {
  if (from === to) return <span>{from}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {from}
      <ArrowRight aria-label="yeni" className="size-3.5 text-muted-foreground" />
      {to}
    </span>
  );
}

/** Every move of the network: who moved, from where to where, with how many members, by whom, why. */
export function MovesHistory({ query, isMobile, hrefFor }: Props) {
  if (query.isError && !query.data) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{query.error.message}</AlertDescription>
      </Alert>
    );
  }
  if (!query.data) return <Skeleton className="h-40 w-full" />;
  const { moves, total, page, pageSize } = query.data;
  if (moves.length === 0) {
    return <EmptyState icon={History} title="Taşıma kaydı yok" description="Yapılan taşımalar burada listelenir." />;
  }
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex flex-col gap-3" data-testid="moves-history">
      {isMobile ? (
        <ul className="flex flex-col gap-2">
          {moves.map((m) => (
            <li
              key={m.id}
              className="flex flex-col gap-1 rounded-xl border bg-card p-3 text-sm shadow-xs"
              data-testid="move-row"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-medium">{m.memberName}</span>
                <span className="text-xs text-muted-foreground">{formatDateTime(m.createdAt)}</span>
              </span>
              <Change from={m.fromParentName ?? '—'} to={m.toParentName ?? '—'} />
              <span className="text-xs text-muted-foreground">
                <Change from={ROLE_LABELS[m.fromRole]} to={ROLE_LABELS[m.toRole]} /> · {formatNumber(m.subtreeSize)} üye
                · {m.movedByName ?? '—'}
              </span>
              {m.reason ? <span className="text-xs">{m.reason}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-xl border bg-card shadow-xs">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Tarih</TableHead>
                <TableHead>Üye</TableHead>
                <TableHead>Üst üye</TableHead>
                <TableHead>Rol</TableHead>
                <TableHead>Üye sayısı</TableHead>
                <TableHead>Yapan</TableHead>
                <TableHead>Açıklama</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {moves.map((m) => (
                <TableRow key={m.id} data-testid="move-row">
                  <TableCell className="text-xs whitespace-nowrap">{formatDateTime(m.createdAt)}</TableCell>
                  <TableCell className="font-medium">{m.memberName}</TableCell>
                  <TableCell>
                    <Change from={m.fromParentName ?? '—'} to={m.toParentName ?? '—'} />
                  </TableCell>
                  <TableCell>
                    <Change from={ROLE_LABELS[m.fromRole]} to={ROLE_LABELS[m.toRole]} />
                  </TableCell>
                  <TableCell className="tabular">{formatNumber(m.subtreeSize)}</TableCell>
                  <TableCell>{m.movedByName ?? '—'}</TableCell>
                  <TableCell className="max-w-56 text-xs">{m.reason ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {hrefFor && totalPages > 1 ? <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} /> : null}
    </div>
  );
}
