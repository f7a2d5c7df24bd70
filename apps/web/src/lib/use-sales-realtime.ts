import { SALES_CHANGED_EVENT } from '@portal/shared/analytics';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtimeEvent } from '@/lib/realtime';

/** A burst of order events (a bulk change sends one per order) refreshes once (spec §9: 250 ms). */
export const ANALYTICS_REFRESH_DEBOUNCE_MS = 250;

/**
 * Re-reads the given queries when an order in the member's reach starts or stops counting: the
 * live sales event reaches the buyer's whole upline; `order_updated` the buyer, the supplier and
 * the admins.
 */
export function useSalesRealtime(queryKey: readonly unknown[]): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const key = useRef(queryKey);
  key.current = queryKey;
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  const refresh = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey: key.current });
    }, ANALYTICS_REFRESH_DEBOUNCE_MS);
  };
  useRealtimeEvent(SALES_CHANGED_EVENT, refresh);
  useRealtimeEvent('order_updated', refresh);
}
