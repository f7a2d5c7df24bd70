import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateStock } from '@/features/stock/api/stock-keys';
import { useRealtimeEvent } from '@/lib/realtime';

/** A burst of changes (an order reserving several lines) refreshes once (spec §9: 250 ms). */
const REFRESH_DEBOUNCE_MS = 250;

/** Keeps an open stock screen current: every `stock_changed` event refreshes the stock queries. */
export function useStockRealtime(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  useRealtimeEvent('stock_changed', () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void invalidateStock(queryClient);
    }, REFRESH_DEBOUNCE_MS);
  });
}
