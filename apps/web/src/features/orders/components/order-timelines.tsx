import { formatDateTime } from '@portal/shared/format';
import { SHIPMENT_STATUS_LABELS } from '@portal/shared/orders';
import { ArrowRight, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { OrderHistoryEntry, ShipmentEvent } from '@portal/shared/contracts/orders';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { cn } from '@/lib/utils';

type TimelineItem = { key: string | number; title: ReactNode; meta: ReactNode; body?: ReactNode; testId: string };

/** A vertical line of events, oldest at the top; the last one (now) is marked. */
function Timeline({ items, label, testId }: { items: TimelineItem[]; label: string; testId: string }) {
  return (
    <ol className="flex flex-col" aria-label={label} data-testid={testId}>
      {items.map((item, index) => {
        const last = index === items.length - 1;
        return (
          <li key={item.key} className="relative flex gap-3 pb-4 last:pb-0" data-testid={item.testId}>
            {last ? null : (
              <span aria-hidden="true" className="absolute top-4 bottom-0 left-[0.4375rem] w-px bg-border" />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative mt-1 size-3.5 shrink-0 rounded-full border-2',
                last ? 'border-primary bg-primary' : 'border-muted-foreground/40 bg-background',
              )}
            />
            <div className="flex min-w-0 flex-col gap-0.5">
              <div className="flex flex-wrap items-center gap-1.5 text-sm font-medium">{item.title}</div>
              <div className="text-xs text-muted-foreground">{item.meta}</div>
              {item.body ? <div className="text-sm break-words">{item.body}</div> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The order's changes of state: from → to, who, when and the note. */
export function HistoryTimeline({ history }: { history: OrderHistoryEntry[] }) {
  if (history.length === 0) return <p className="text-sm text-muted-foreground">Henüz durum değişikliği yok.</p>;
  return (
    <Timeline
      label="Durum geçmişi"
      testId="order-history"
      items={history.map((entry) => ({
        key: entry.id,
        testId: 'history-entry',
        title: entry.fromStatus ? (
          <>
            <OrderStatusBadge status={entry.fromStatus} />
            <ArrowRight className="size-3.5 text-muted-foreground" aria-label="sonra" />
            <OrderStatusBadge status={entry.toStatus} />
          </>
        ) : (
          <>
            <span>Sipariş oluşturuldu</span>
            <OrderStatusBadge status={entry.toStatus} />
          </>
        ),
        meta: (
          <>
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            {' · '}
            {entry.actorName ?? 'Sistem (otomatik)'}
          </>
        ),
        // The server's own note on the first entry only repeats the title.
        body:
          entry.note && !(entry.fromStatus === null && entry.note === 'Sipariş oluşturuldu') ? (
            <q className="text-muted-foreground italic">{entry.note}</q>
          ) : undefined,
      }))}
    />
  );
}

/**
 * One entry per step: a step recorded twice in a row (a delivery entered on the parcel also
 * delivers the order, and the server may write the step for both) is shown once, with whichever
 * record says more (where, a note).
 */
export function collapseRepeatedSteps(events: readonly ShipmentEvent[]): ShipmentEvent[] {
  const out: ShipmentEvent[] = [];
  for (const event of events) {
    const previous = out[out.length - 1];
    if (previous && previous.status === event.status) {
      const richer = (e: ShipmentEvent) => (e.location ? 1 : 0) + (e.note ? 1 : 0);
      if (richer(event) > richer(previous)) out[out.length - 1] = event;
      continue;
    }
    out.push(event);
  }
  return out;
}

/** A parcel's steps, from the shipment record to the door. */
export function ShipmentTimeline({ events: recorded }: { events: ShipmentEvent[] }) {
  const events = collapseRepeatedSteps(recorded);
  if (events.length === 0) return <p className="text-sm text-muted-foreground">Henüz kargo hareketi yok.</p>;
  return (
    <Timeline
      label="Kargo hareketleri"
      testId="shipment-timeline"
      items={events.map((event) => ({
        key: event.id,
        testId: 'shipment-event',
        title: <span data-status={event.status}>{SHIPMENT_STATUS_LABELS[event.status]}</span>,
        meta: (
          <span className="flex flex-wrap items-center gap-x-2">
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
            {event.location ? (
              <span className="inline-flex items-center gap-0.5 whitespace-nowrap">
                <MapPin className="size-3" aria-hidden="true" />
                {event.location}
              </span>
            ) : null}
          </span>
        ),
        body: event.note ?? undefined,
      }))}
    />
  );
}
