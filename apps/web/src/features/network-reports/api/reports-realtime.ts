import { NETWORK_MEMBER_EVENT } from '@portal/shared/contracts/network-events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { reportKeys } from '@/features/network-reports/api/report-keys';
import { useRealtimeEvent } from '@/lib/realtime';

/** A burst of events (a bulk change sends one per order) refreshes once. */
const REFRESH_DEBOUNCE_MS = 500;

/**
 * Keeps an open report current: an order that changes state, stock that moves or a member who
 * joins or moves refreshes the reports' queries.
 */
export function useReportsRealtime(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
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
      void queryClient.invalidateQueries({ queryKey: reportKeys.all });
    }, REFRESH_DEBOUNCE_MS);
  };
  useRealtimeEvent('order_updated', refresh);
  useRealtimeEvent('stock_changed', refresh);
  useRealtimeEvent(NETWORK_MEMBER_EVENT, refresh);
}
