import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateOrders } from '@/lib/api/order-keys';
import { useRealtimeEvent } from '@/lib/realtime';

/** A bulk change sends one event per order; they refresh once. */
const REFRESH_DEBOUNCE_MS = 250;

/** Keeps an open order screen current: every `order_updated` event refreshes the order queries. */
export function useOrdersRealtime(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  useRealtimeEvent('order_updated', () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void invalidateOrders(queryClient);
    }, REFRESH_DEBOUNCE_MS);
  });
}
