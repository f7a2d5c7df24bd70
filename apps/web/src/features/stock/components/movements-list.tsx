import { EMPTY_VALUE, formatDateTime, formatNumber } from '@portal/shared/format';
import { STOCK_MOVEMENT_LABELS, type StockMovementKind } from '@portal/shared/stock';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { StockMovement } from '@portal/shared/contracts/stock';
import { cn } from '@/lib/utils';

/** Goods in read green, goods out red, reservations and corrections neutral. */
const KIND_VARIANTS: Record<StockMovementKind, NonNullable<BadgeProps['variant']>> = {
  purchase_in: 'success',
  transfer_in: 'success',
  return_in: 'success',
  ship: 'destructive',
  transfer_out: 'destructive',
  reserve: 'secondary',
  release: 'secondary',
  adjustment: 'outline',
};

export function MovementKindBadge({ kind }: { kind: StockMovementKind }) {
  return (
    <Badge variant={KIND_VARIANTS[kind]} data-testid="movement-kind" data-kind={kind}>
      {STOCK_MOVEMENT_LABELS[kind]}
    </Badge>
  );
}

/** +7, -3; no change is a muted 0. */
function Delta({ value, testId }: { value: number; testId?: string }) {
  return (
    <span
      className={cn(
        'tabular',
        value > 0 && 'font-semibold text-success',
        value < 0 && 'font-semibold text-destructive',
        value === 0 && 'text-muted-foreground',
      )}
      data-testid={testId}
    >
      {formatNumber(value, { signDisplay: 'exceptZero' })}
    </span>
  );
}

type MovementsListProps = {
  movements: StockMovement[];
  isMobile: boolean;
  showHolder: boolean;
  stale?: boolean;
};

/** The ledger, newest first: a table on wider screens, cards on a phone. */
export function MovementsList({ movements, isMobile, showHolder, stale }: MovementsListProps) {
  if (isMobile) {
    return (
      <ul
        className="flex flex-col gap-2 transition-opacity data-[stale=true]:opacity-60"
        data-stale={stale}
        data-testid="stock-movements"
        data-layout="cards"
        aria-label="Stok hareketleri"
      >
        {movements.map((m) => (
          <li key={m.id}>
            <Card className="gap-2 p-3" data-testid="stock-movement" data-kind={m.kind}>
              <div className="flex items-start justify-between gap-2">
                <span className="min-w-0 font-medium break-words">{m.productName}</span>
                <MovementKindBadge kind={m.kind} />
              </div>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                <span>
                  <span className="text-muted-foreground">Eldeki </span>
                  <Delta value={m.onHandDelta} testId="movement-on-hand" />
                </span>
                <span>
                  <span className="text-muted-foreground">Rezerve </span>
                  <Delta value={m.reservedDelta} />
                </span>
              </div>
              {m.reason ? <p className="text-sm break-words text-muted-foreground">{m.reason}</p> : null}
              <p className="text-xs text-muted-foreground">
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                {showHolder ? ` · ${m.holderName}` : null}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card className="py-0 transition-opacity data-[stale=true]:opacity-60" data-stale={stale}>
      <Table data-testid="stock-movements" data-layout="table" aria-label="Stok hareketleri">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="pl-4">Tarih</TableHead>
            <TableHead>Ürün</TableHead>
            {showHolder ? <TableHead>Stok noktası</TableHead> : null}
            <TableHead>Hareket</TableHead>
            <TableHead className="text-right">Eldeki</TableHead>
            <TableHead className="text-right">Rezerve</TableHead>
            <TableHead className="pr-4">Açıklama</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {movements.map((m) => (
            <TableRow key={m.id} data-testid="stock-movement" data-kind={m.kind}>
              <TableCell className="pl-4 whitespace-nowrap text-muted-foreground">
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
              </TableCell>
              <TableCell className="font-medium">{m.productName}</TableCell>
              {showHolder ? <TableCell className="text-sm">{m.holderName}</TableCell> : null}
              <TableCell>
                <MovementKindBadge kind={m.kind} />
              </TableCell>
              <TableCell className="text-right">
                <Delta value={m.onHandDelta} testId="movement-on-hand" />
              </TableCell>
              <TableCell className="text-right">
                <Delta value={m.reservedDelta} />
              </TableCell>
              <TableCell className="max-w-72 pr-4 text-sm break-words text-muted-foreground">
                {m.reason ?? EMPTY_VALUE}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

export function MovementsSkeleton({ isMobile }: { isMobile: boolean }) {
  return (
    <div className="flex flex-col gap-2" aria-busy="true" data-testid="stock-movements-loading">
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className={isMobile ? 'h-24 w-full rounded-xl' : 'h-11 w-full'} />
      ))}
    </div>
  );
}
