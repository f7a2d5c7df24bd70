import { ORDER_STATUS_LABELS, type OrderStatus } from '@portal/shared/orders';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/**
 * One colour per state, shared by every order screen (lists, detail, tracking, the board):
 * waiting in amber, money in blue, the supplier's work in indigo and violet, on the road in sky,
 * done in green, trouble in red and orange, closed returns in grey. Full class names, listed
 * literally so that Tailwind generates them.
 */
export const ORDER_STATUS_TONES: Record<OrderStatus, string> = {
  pending_payment: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  paid: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200',
  confirmed: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-200',
  preparing: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  shipped: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  delivered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  completed: 'bg-green-700 text-white dark:bg-green-600 dark:text-white',
  cancelled: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  return_requested: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
  returned: 'bg-zinc-200 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200',
};

/** The state of an order, in its colour, with the shared Turkish label. */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn('border-transparent', ORDER_STATUS_TONES[status], className)}
      data-testid="order-status"
      data-status={status}
    >
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The name the brief and other screens use for it. */
export { OrderStatusBadge as StatusBadge };
