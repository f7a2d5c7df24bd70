import { formatDateTime, formatMoney, formatNumber } from '@portal/shared/format';
import { ORDER_STATUS_LABELS, ORDER_TRANSITIONS } from '@portal/shared/orders';
import { ArrowRightLeft, GripVertical } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import type { BoardMove } from '@/features/orders/api/board';
import type { OrderListItem } from '@portal/shared/contracts/orders';
import { STATUS_COLORS } from '@/features/orders/components/status-colors';
import { cn } from '@/lib/utils';

type BoardCardProps = {
  order: OrderListItem;
  /** The columns the member may move this order to; none means the card stays where it is. */
  moves: BoardMove[];
  onMove: (order: OrderListItem, move: BoardMove) => void;
  onDragStart: (order: OrderListItem) => void;
  onDragEnd: () => void;
  moving: boolean;
  /** The last move of this card failed: it is back, and says so for a moment. */
  failed: boolean;
  dragging: boolean;
};

/** One order on the board: number, buyer, total and date, dragged or moved with the 'Taşı' menu. */
export function BoardCard({ order, moves, onMove, onDragStart, onDragEnd, moving, failed, dragging }: BoardCardProps) {
  const movable = moves.length > 0 && !moving;
  return (
    <article
      draggable={movable}
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', order.number);
        onDragStart(order);
      }}
      onDragEnd={onDragEnd}
      aria-label={`${order.number}, ${order.buyerName}`}
      aria-busy={moving}
      data-testid="board-card"
      data-order-id={order.id}
      data-number={order.number}
      data-status={order.status}
      data-failed={failed || undefined}
      className={cn(
        'group relative flex flex-col gap-2 rounded-lg border bg-card p-3 text-sm shadow-xs transition',
        movable && 'cursor-grab active:cursor-grabbing md:hover:border-primary/50',
        dragging && 'opacity-40',
        moving && 'opacity-70',
        failed && 'border-destructive ring-2 ring-destructive/40',
      )}
    >
      <div className="flex items-start gap-1.5">
        {movable ? (
          <GripVertical
            className="mt-0.5 -ml-1 hidden size-4 shrink-0 text-muted-foreground/60 md:block"
            aria-hidden="true"
          />
        ) : null}
        <Link
          to={`/dashboard/orders/${order.id}`}
          draggable={false}
          className="min-w-0 flex-1 truncate font-mono text-xs font-semibold text-primary underline-offset-4 hover:underline"
          data-testid="board-card-number"
        >
          {order.number}
        </Link>
        {moving ? (
          <Spinner label="Taşınıyor" className="text-primary" />
        ) : moves.length > 0 ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                variant="outline"
                size="sm"
                className="-mt-1 -mr-1 h-7 gap-1 px-2 text-xs"
                aria-label={`${order.number} siparişini taşı`}
                data-testid="board-card-move"
              >
                <ArrowRightLeft className="size-3.5" aria-hidden="true" />
                Taşı
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" className="w-60" data-testid="board-move-menu">
              <DropdownMenuLabel className="text-xs text-muted-foreground">Şu duruma taşı</DropdownMenuLabel>
              <DropdownMenuSeparator />
              {moves.map((move) => (
                <DropdownMenuItem
                  key={move.action}
                  variant={move.action === 'cancel' ? 'destructive' : 'default'}
                  onSelect={() => onMove(order, move)}
                  data-testid="board-move-option"
                  data-to={move.to}
                >
                  <span
                    className="size-2.5 shrink-0 rounded-full"
                    style={{ background: STATUS_COLORS[move.to] }}
                    aria-hidden="true"
                  />
                  <span className="flex min-w-0 flex-col">
                    <span>{ORDER_STATUS_LABELS[move.to]}</span>
                    <span className="text-xs text-muted-foreground">{ORDER_TRANSITIONS[move.action].label}</span>
                  </span>
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="truncate font-medium" data-testid="board-card-buyer">
          {order.buyerName}
        </span>
        <span className="truncate text-xs text-muted-foreground">
          {order.city} · {formatNumber(order.itemCount)} ürün
        </span>
      </div>
      <div className="flex items-end justify-between gap-2">
        <span className="font-semibold tabular" data-testid="board-card-total">
          {formatMoney(order.total)}
        </span>
        <time dateTime={order.createdAt} className="text-xs text-muted-foreground tabular">
          {formatDateTime(order.createdAt)}
        </time>
      </div>
    </article>
  );
}
