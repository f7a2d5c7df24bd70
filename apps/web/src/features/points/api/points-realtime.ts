import { POINTS_CHANGED_EVENT } from '@portal/shared/realtime-events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { pointsKeys } from '@/features/points/api/get-balance';
import { useRealtimeEvent } from '@/lib/realtime';

const REFRESH_DEBOUNCE_MS = 250;

/** Keeps the balance bar and the points page current: `points_changed` refreshes every points query. */
export function usePointsRealtime(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  useRealtimeEvent(POINTS_CHANGED_EVENT, () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
    }, REFRESH_DEBOUNCE_MS);
  });
}
