import { formatDateTime, formatMoney, formatNumber } from '@portal/shared/format';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/orders';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { OrderListItem } from '@portal/shared/contracts/orders';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { cn } from '@/lib/utils';

/** Rows may be picked for a bulk action; only those some bulk action can change have a checkbox. */
export type OrderSelection = {
  selected: ReadonlySet<string>;
  isSelectable: (order: OrderListItem) => boolean;
  onToggle: (order: OrderListItem) => void;
  onToggleAll: (orders: OrderListItem[], on: boolean) => void;
};

type OrdersTableProps = {
  orders: OrderListItem[];
  isMobile: boolean;
  /** The managed lists name the buyer and the supplier; my orders does not. */
  showParties: boolean;
  selection?: OrderSelection;
  /** The previous page is shown while the next one loads. */
  stale?: boolean;
  label: string;
};

export function orderPath(id: string): string {
  return `/dashboard/orders/${encodeURIComponent(id)}`;
}

const CHECKBOX = 'size-4 cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-40';

function RowCheckbox({ order, selection }: { order: OrderListItem; selection: OrderSelection }) {
  // Nothing to pick where nothing can be done: no disabled box standing for a refusal.
  if (!selection.isSelectable(order)) return null;
  return (
    <input
      type="checkbox"
      className={CHECKBOX}
      checked={selection.selected.has(order.id)}
      onChange={() => selection.onToggle(order)}
      aria-label={`${order.number} siparişini seç`}
      data-testid="order-select"
    />
  );
}

/** Orders: a table on wider screens, cards on a phone. */
export function OrdersTable({ orders, isMobile, showParties, selection, stale, label }: OrdersTableProps) {
  if (isMobile) {
    return (
      <ul
        className="flex flex-col gap-2 transition-opacity data-[stale=true]:opacity-60"
        data-stale={stale}
        data-testid="orders-list"
        data-layout="cards"
        aria-label={label}
      >
        {orders.map((order) => (
          <li key={order.id}>
            <Card
              className="relative gap-2 p-3"
              data-testid="order-row"
              data-order-id={order.id}
              data-number={order.number}
              data-status={order.status}
            >
              <div className="flex items-start gap-3">
                {selection ? (
                  <div className="relative z-10 pt-0.5">
                    <RowCheckbox order={order} selection={selection} />
                  </div>
                ) : null}
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex items-start justify-between gap-2">
                    <Link
                      to={orderPath(order.id)}
                      className="font-mono text-sm font-semibold after:absolute after:inset-0 after:content-['']"
                      data-testid="order-number"
                    >
                      {order.number}
                    </Link>
                    <OrderStatusBadge status={order.status} />
                  </div>
                  <span className="text-xs text-muted-foreground">{formatDateTime(order.createdAt)}</span>
                  {showParties ? (
                    <span className="truncate text-sm" data-testid="order-buyer">
                      {order.buyerName} <span className="text-muted-foreground">· {order.city}</span>
                    </span>
                  ) : null}
                  <div className="flex items-baseline justify-between gap-2 text-sm">
                    <span className="text-muted-foreground">
                      {formatNumber(order.itemCount)} adet · {PAYMENT_METHOD_LABELS[order.paymentMethod]}
                    </span>
                    <span className="font-semibold tabular" data-testid="order-total">
                      {formatMoney(order.total)}
                    </span>
                  </div>
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  const selectable = selection ? orders.filter(selection.isSelectable) : [];
  const allOn = selectable.length > 0 && selectable.every((o) => selection?.selected.has(o.id));
  const someOn = selectable.some((o) => selection?.selected.has(o.id));

  return (
    <Card className="py-0 transition-opacity data-[stale=true]:opacity-60" data-stale={stale}>
      <Table data-testid="orders-list" data-layout="table" aria-label={label}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {selection ? (
              <TableHead className="w-0 pl-4">
                <input
                  type="checkbox"
                  className={CHECKBOX}
                  checked={allOn}
                  ref={(el) => {
                    if (el) el.indeterminate = someOn && !allOn;
                  }}
                  disabled={selectable.length === 0}
                  onChange={() => selection.onToggleAll(selectable, !allOn)}
                  aria-label="Sayfadaki tüm siparişleri seç"
                  data-testid="order-select-all"
                />
              </TableHead>
            ) : null}
            <TableHead className={cn(!selection && 'pl-4')}>Sipariş No</TableHead>
            <TableHead>Durum</TableHead>
            <TableHead>Tarih</TableHead>
            {showParties ? <TableHead>Alıcı</TableHead> : null}
            {showParties ? <TableHead className="hidden 2xl:table-cell">Tedarikçi</TableHead> : null}
            <TableHead className="hidden 2xl:table-cell">Ödeme</TableHead>
            <TableHead className="text-right">Adet</TableHead>
            <TableHead className="text-right">Toplam</TableHead>
            <TableHead className="w-0 pr-4">
              <span className="sr-only">Detay</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {orders.map((order) => (
            <TableRow
              key={order.id}
              data-testid="order-row"
              data-order-id={order.id}
              data-number={order.number}
              data-status={order.status}
              data-state={selection?.selected.has(order.id) ? 'selected' : undefined}
            >
              {selection ? (
                <TableCell className="w-0 pl-4">
                  <RowCheckbox order={order} selection={selection} />
                </TableCell>
              ) : null}
              <TableCell className={cn('whitespace-nowrap', !selection && 'pl-4')}>
                <Link
                  to={orderPath(order.id)}
                  className="font-mono text-sm font-semibold hover:underline"
                  data-testid="order-number"
                >
                  {order.number}
                </Link>
              </TableCell>
              <TableCell>
                <OrderStatusBadge status={order.status} />
              </TableCell>
              <TableCell className="text-sm whitespace-nowrap text-muted-foreground">
                {formatDateTime(order.createdAt)}
              </TableCell>
              {showParties ? (
                <TableCell className="min-w-36 text-sm" data-testid="order-buyer">
                  <span className="block font-medium">{order.buyerName}</span>
                  <span className="block text-xs text-muted-foreground">{order.city}</span>
                </TableCell>
              ) : null}
              {showParties ? (
                <TableCell className="hidden min-w-36 text-sm 2xl:table-cell">{order.supplierName}</TableCell>
              ) : null}
              <TableCell className="hidden text-sm whitespace-nowrap 2xl:table-cell">
                {PAYMENT_METHOD_LABELS[order.paymentMethod]}
              </TableCell>
              <TableCell className="text-right tabular">{formatNumber(order.itemCount)}</TableCell>
              <TableCell className="text-right font-semibold whitespace-nowrap tabular" data-testid="order-total">
                {formatMoney(order.total)}
              </TableCell>
              <TableCell className="w-0 pr-4">
                <Link
                  to={orderPath(order.id)}
                  className="flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground"
                  aria-label={`${order.number} siparişinin detayı`}
                >
                  <ChevronRight className="size-4" aria-hidden="true" />
                </Link>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

export function OrdersSkeleton({ isMobile }: { isMobile: boolean }) {
  return (
    <div className="flex flex-col gap-2" aria-busy="true" data-testid="orders-loading">
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className={isMobile ? 'h-28 w-full rounded-xl' : 'h-12 w-full'} />
      ))}
    </div>
  );
}
