import type { OrderStatus } from '@portal/shared/orders';

/**
 * Each state's colour as a CSS colour, the same on the charts and the board's columns (strong
 * enough for a dot or a bar; the badges' paler tones are features/orders' ORDER_STATUS_TONES).
 */
export const STATUS_COLORS: Record<OrderStatus, string> = {
  pending_payment: 'var(--warning)',
  paid: 'var(--info)',
  confirmed: 'var(--primary)',
  preparing: 'oklch(0.6 0.13 290)',
  shipped: 'oklch(0.62 0.12 230)',
  delivered: 'var(--success)',
  completed: 'oklch(0.45 0.1 160)',
  cancelled: 'var(--destructive)',
  return_requested: 'oklch(0.7 0.15 50)',
  returned: 'oklch(0.58 0.02 260)',
};
