import { formatDateTime } from '@portal/shared/format';
import { ORDER_FLOW, ORDER_STATUS_LABELS, type OrderStatus } from '@portal/shared/orders';
import { Check, CircleSlash, Undo2 } from 'lucide-react';
import type { OrderDetail } from '@portal/shared/contracts/orders';
import { cn } from '@/lib/utils';

type StepState = 'done' | 'current' | 'upcoming';

/** How far along ORDER_FLOW the order got: its state, or for a cancelled or returned order the last step it reached. */
export function flowPosition(order: Pick<OrderDetail, 'status' | 'history'>): number {
  const here = ORDER_FLOW.indexOf(order.status);
  if (here >= 0) return here;
  let furthest = 0;
  for (const entry of order.history) furthest = Math.max(furthest, ORDER_FLOW.indexOf(entry.toStatus));
  return furthest;
}

/** When the order first reached each state. */
function reachedAt(order: Pick<OrderDetail, 'history' | 'createdAt'>): Map<OrderStatus, string> {
  const at = new Map<OrderStatus, string>();
  for (const entry of order.history) if (!at.has(entry.toStatus)) at.set(entry.toStatus, entry.createdAt);
  if (!at.has('pending_payment')) at.set('pending_payment', order.createdAt);
  return at;
}

const OFF_FLOW: Partial<Record<OrderStatus, { icon: typeof Check; tone: string }>> = {
  cancelled: { icon: CircleSlash, tone: 'border-destructive bg-destructive text-destructive-foreground' },
  return_requested: { icon: Undo2, tone: 'border-orange-500 bg-orange-500 text-white' },
  returned: { icon: Undo2, tone: 'border-zinc-500 bg-zinc-500 text-white' },
};

/**
 * The order's way along ORDER_FLOW: a horizontal stepper from `md` up, a vertical one on a phone.
 * A cancelled or returned order shows the steps it reached and then where it left the flow.
 */
export function OrderProgress({ order }: { order: OrderDetail }) {
  const position = flowPosition(order);
  const at = reachedAt(order);
  const offFlow = OFF_FLOW[order.status];
  const stepState = (index: number): StepState => {
    if (index < position) return 'done';
    if (index === position) return offFlow ? 'done' : order.status === 'completed' ? 'done' : 'current';
    return 'upcoming';
  };
  // An order that left the flow never reaches the rest of it: those steps are not shown as ahead of it.
  const steps = offFlow ? ORDER_FLOW.slice(0, position + 1) : ORDER_FLOW;

  return (
    <ol
      className="flex flex-col gap-0 md:flex-row md:items-start"
      aria-label="Sipariş ilerlemesi"
      data-testid="order-progress"
      data-status={order.status}
    >
      {steps.map((status, index) => {
        const state = stepState(index);
        const isLast = index === steps.length - 1 && !offFlow;
        return (
          <li
            key={status}
            className="relative flex flex-1 gap-3 pb-5 last:pb-0 md:flex-col md:items-center md:gap-2 md:pb-0 md:text-center"
            data-testid="progress-step"
            data-state={state}
            data-status={status}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            {isLast ? null : (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-8 bottom-0 left-[0.9375rem] w-0.5 md:top-[0.9375rem] md:right-[calc(-50%+1.25rem)] md:bottom-auto md:left-[calc(50%+1.25rem)] md:h-0.5 md:w-auto',
                  index < position ? 'bg-primary' : 'bg-border',
                )}
              />
            )}
            <span
              className={cn(
                'relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold',
                state === 'done' && 'border-primary bg-primary text-primary-foreground',
                state === 'current' && 'border-primary bg-background text-primary ring-4 ring-primary/20',
                state === 'upcoming' && 'border-border bg-background text-muted-foreground',
              )}
              aria-hidden="true"
            >
              {state === 'done' ? <Check className="size-4" /> : index + 1}
            </span>
            <div className="flex min-w-0 flex-col gap-0.5 pt-1 md:px-1 md:pt-0">
              <span
                className={cn(
                  'text-sm font-medium',
                  state === 'upcoming' && 'text-muted-foreground',
                  state === 'current' && 'text-primary',
                )}
              >
                {ORDER_STATUS_LABELS[status]}
                <span className="sr-only">
                  {state === 'done' ? ' (tamamlandı)' : state === 'current' ? ' (şu anki adım)' : ' (bekleniyor)'}
                </span>
              </span>
              {state !== 'upcoming' && at.get(status) ? (
                <time className="text-xs text-muted-foreground" dateTime={at.get(status)}>
                  {formatDateTime(at.get(status) ?? '')}
                </time>
              ) : null}
            </div>
          </li>
        );
      })}
      {offFlow ? (
        <li
          className="relative flex flex-1 gap-3 md:flex-col md:items-center md:gap-2 md:text-center"
          data-testid="progress-step"
          data-state="current"
          data-status={order.status}
          aria-current="step"
        >
          <span
            className={cn(
              'relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2',
              offFlow.tone,
            )}
            aria-hidden="true"
          >
            <offFlow.icon className="size-4" />
          </span>
          <div className="flex min-w-0 flex-col gap-0.5 pt-1 md:px-1 md:pt-0">
            <span className="text-sm font-semibold">{ORDER_STATUS_LABELS[order.status]}</span>
            {at.get(order.status) ? (
              <time className="text-xs text-muted-foreground" dateTime={at.get(order.status)}>
                {formatDateTime(at.get(order.status) ?? '')}
              </time>
            ) : null}
          </div>
        </li>
      ) : null}
    </ol>
  );
}
