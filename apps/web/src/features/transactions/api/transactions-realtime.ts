import { COMMISSION_CHANGED_EVENT, POINTS_CHANGED_EVENT } from '@portal/shared/realtime-events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { transactionKeys } from '@/features/transactions/api/transaction-keys';
import { useRealtimeEvent } from '@/lib/realtime';

const REFRESH_DEBOUNCE_MS = 500;

/** A commission, points movement or order change re-reads the open list, its totals and details. */
export function useTransactionsRealtime(): void {
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
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all });
    }, REFRESH_DEBOUNCE_MS);
  };
  useRealtimeEvent(COMMISSION_CHANGED_EVENT, refresh);
  useRealtimeEvent(POINTS_CHANGED_EVENT, refresh);
  useRealtimeEvent('order_updated', refresh);
}
