import { TASKS_CHANGED_EVENT } from '@portal/shared/realtime-events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateWorkFlows } from '@/features/work-flows/api/work-flow-keys';
import { useRealtimeEvent } from '@/lib/realtime';

const REFRESH_DEBOUNCE_MS = 250;

/** Keeps the task lists, the badge and open instances current: `tasks_changed` refetches them. */
export function useWorkFlowsRealtime(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  useRealtimeEvent(TASKS_CHANGED_EVENT, () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void invalidateWorkFlows(queryClient);
    }, REFRESH_DEBOUNCE_MS);
  });
}
