import { EMPTY_VALUE, formatDateTime, formatNumber } from '@portal/shared/format';
import { PackagePlus, SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import type { StockLevel } from '@portal/shared/contracts/stock';
import { holderLabel } from '@/features/stock/components/holder-select';
import { ACTION_LABELS, type StockChangeKind } from '@/features/stock/components/stock-actions';
import { StockStatusBadge } from '@/features/stock/components/stock-status-badge';
import { cn } from '@/lib/utils';

type LevelsTableProps = {
  levels: StockLevel[];
  isMobile: boolean;
  /** Every holder is listed: each row says whose stock it is. */
  showHolder: boolean;
  /** Rows whose stock the member may change get the two actions. */
  canChange: (level: StockLevel) => boolean;
  onAction: (kind: StockChangeKind, level: StockLevel) => void;
  /** The previous page is shown while the next one loads. */
  stale?: boolean;
  label: string;
};

const NUMERIC = 'text-right tabular';

function holderOf(level: StockLevel): string {
  return holderLabel({ name: level.holderName, role: level.holderRole, city: level.holderCity });
}

function Saleable({ level }: { level: StockLevel }) {
  return (
    <span
      className={cn(
        'font-semibold',
        level.status === 'low' && 'text-warning-foreground dark:text-warning',
        level.status === 'out' && 'text-destructive',
      )}
    >
      {formatNumber(level.saleable)}
    </span>
  );
}

function RowActions({
  level,
  onAction,
  compact,
}: {
  level: StockLevel;
  onAction: LevelsTableProps['onAction'];
  compact: boolean;
}) {
  const actions: { kind: StockChangeKind; icon: typeof PackagePlus }[] = [
    { kind: 'receive', icon: PackagePlus },
    { kind: 'adjust', icon: SlidersHorizontal },
  ];
  if (!compact) {
    return (
      <div className="grid grid-cols-2 gap-2">
        {actions.map(({ kind, icon: Icon }) => (
          <Button
            key={kind}
            variant="outline"
            size="sm"
            onClick={() => onAction(kind, level)}
            data-testid={`level-${kind}`}
          >
            <Icon aria-hidden="true" />
            {ACTION_LABELS[kind]}
          </Button>
        ))}
      </div>
    );
  }
  return (
    <div className="flex justify-end gap-1">
      {actions.map(({ kind, icon: Icon }) => (
        <Tooltip key={kind}>
          <TooltipTrigger asChild>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`${level.productName}: ${ACTION_LABELS[kind]}`}
              onClick={() => onAction(kind, level)}
              data-testid={`level-${kind}`}
            >
              <Icon aria-hidden="true" />
            </Button>
          </TooltipTrigger>
          <TooltipContent>{ACTION_LABELS[kind]}</TooltipContent>
        </Tooltip>
      ))}
    </div>
  );
}

/** Stock levels: a table on wider screens, cards on a phone. */
export function LevelsTable({ levels, isMobile, showHolder, canChange, onAction, stale, label }: LevelsTableProps) {
  const anyActions = levels.some(canChange);

  if (isMobile) {
    return (
      <ul
        className="flex flex-col gap-2 transition-opacity data-[stale=true]:opacity-60"
        data-stale={stale}
        data-testid="stock-levels"
        data-layout="cards"
        aria-label={label}
      >
        {levels.map((level) => (
          <li key={`${level.holderId}:${level.productId}`}>
            <Card
              className="gap-3 p-3"
              data-testid="stock-level"
              data-product-id={level.productId}
              data-status={level.status}
            >
              <div className="flex items-start justify-between gap-2">
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-medium break-words" data-testid="level-product">
                    {level.productName}
                  </span>
                  <span className="font-mono text-xs text-muted-foreground">{level.sku ?? 'SKU yok'}</span>
                  {showHolder ? <span className="text-xs text-muted-foreground">{holderOf(level)}</span> : null}
                </div>
                <StockStatusBadge status={level.status} />
              </div>
              <dl className="grid grid-cols-4 gap-2 text-sm">
                <div className="min-w-0">
                  <dt className="text-xs text-muted-foreground">Eldeki</dt>
                  <dd className="tabular" data-testid="level-on-hand">
                    {formatNumber(level.onHand)}
                  </dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-xs text-muted-foreground">Rezerve</dt>
                  <dd className="tabular">{formatNumber(level.reserved)}</dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-xs text-muted-foreground">Satılabilir</dt>
                  <dd className="tabular" data-testid="level-saleable">
                    <Saleable level={level} />
                  </dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-xs text-muted-foreground">Eşik</dt>
                  <dd className="tabular">{formatNumber(level.lowStockThreshold)}</dd>
                </div>
              </dl>
              {canChange(level) ? <RowActions level={level} onAction={onAction} compact={false} /> : null}
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card className="py-0 transition-opacity data-[stale=true]:opacity-60" data-stale={stale}>
      <Table data-testid="stock-levels" data-layout="table" aria-label={label}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="pl-4">Ürün</TableHead>
            <TableHead>SKU</TableHead>
            {showHolder ? <TableHead>Stok noktası</TableHead> : null}
            <TableHead className="text-right">Eldeki</TableHead>
            <TableHead className="text-right">Rezerve</TableHead>
            <TableHead className="text-right">Satılabilir</TableHead>
            <TableHead className="text-right">Eşik</TableHead>
            <TableHead>Durum</TableHead>
            {anyActions ? (
              <TableHead className="w-0 pr-4">
                <span className="sr-only">İşlemler</span>
              </TableHead>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {levels.map((level) => (
            <TableRow
              key={`${level.holderId}:${level.productId}`}
              data-testid="stock-level"
              data-product-id={level.productId}
              data-status={level.status}
            >
              <TableCell className="pl-4">
                <span className="font-medium" data-testid="level-product">
                  {level.productName}
                </span>
                <span className="block text-xs text-muted-foreground">
                  Güncellendi: {formatDateTime(level.updatedAt)}
                </span>
              </TableCell>
              <TableCell className="font-mono text-xs whitespace-nowrap">{level.sku ?? EMPTY_VALUE}</TableCell>
              {showHolder ? <TableCell className="min-w-40 text-sm">{holderOf(level)}</TableCell> : null}
              <TableCell className={NUMERIC} data-testid="level-on-hand">
                {formatNumber(level.onHand)}
              </TableCell>
              <TableCell className={cn(NUMERIC, 'text-muted-foreground')}>{formatNumber(level.reserved)}</TableCell>
              <TableCell className={NUMERIC} data-testid="level-saleable">
                <Saleable level={level} />
              </TableCell>
              <TableCell className={cn(NUMERIC, 'text-muted-foreground')}>
                {formatNumber(level.lowStockThreshold)}
              </TableCell>
              <TableCell>
                <StockStatusBadge status={level.status} />
              </TableCell>
              {anyActions ? (
                <TableCell className="w-0 pr-4 whitespace-nowrap">
                  {canChange(level) ? <RowActions level={level} onAction={onAction} compact /> : null}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

export function LevelsSkeleton({ isMobile }: { isMobile: boolean }) {
  return (
    <div className="flex flex-col gap-2" aria-busy="true" data-testid="stock-levels-loading">
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className={isMobile ? 'h-32 w-full rounded-xl' : 'h-12 w-full'} />
      ))}
    </div>
  );
}
