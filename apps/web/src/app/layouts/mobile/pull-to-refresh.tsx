import { MESSAGES } from '@portal/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowDown, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

/** Pull distance that triggers a refresh (spec §9). */
export const PULL_THRESHOLD = 100;
const MAX_PULL = 140;

/**
 * Pull down at the top of the page to refetch every query the page shows. The browser's own
 * pull-to-refresh (a full reload) is switched off while the mobile layout is mounted.
 */
export function PullToRefresh() {
  const queryClient = useQueryClient();
  const [distance, setDistance] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const startY = useRef<number | null>(null);
  /** Finger travel in px; the indicator itself moves slower. */
  const pulledRef = useRef(0);
  const refreshingRef = useRef(false);

  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overscrollBehaviorY;
    root.style.overscrollBehaviorY = 'contain';

    const onStart = (event: TouchEvent) => {
      if (refreshingRef.current || window.scrollY > 0 || event.touches.length !== 1) return;
      // Drawers and dialogs scroll on their own.
      if ((event.target as Element | null)?.closest('[role="dialog"]')) return;
      startY.current = event.touches[0]?.clientY ?? null;
    };
    const onMove = (event: TouchEvent) => {
      if (startY.current === null) return;
      const dy = (event.touches[0]?.clientY ?? 0) - startY.current;
      if (dy <= 0 || window.scrollY > 0) {
        pulledRef.current = 0;
        setDistance(0);
        return;
      }
      pulledRef.current = dy;
      // Resistance: the indicator moves slower than the finger.
      setDistance(Math.min(MAX_PULL, dy * 0.6));
    };
    const onEnd = async () => {
      if (startY.current === null) return;
      startY.current = null;
      const pulled = pulledRef.current;
      pulledRef.current = 0;
      setDistance(0);
      if (pulled < PULL_THRESHOLD) return;
      refreshingRef.current = true;
      setRefreshing(true);
      try {
        await queryClient.refetchQueries({ type: 'active' });
      } finally {
        refreshingRef.current = false;
        setRefreshing(false);
      }
    };

    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      root.style.overscrollBehaviorY = previous;
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, [queryClient]);

  const visible = refreshing || distance > 0;
  const ready = distance >= PULL_THRESHOLD * 0.6;
  return (
    <div
      aria-live="polite"
      data-testid="pull-to-refresh"
      className={cn('pointer-events-none flex justify-center overflow-hidden transition-[height]', !visible && 'h-0')}
      style={visible ? { height: refreshing ? 44 : distance * 0.5 } : undefined}
    >
      {visible ? (
        <span className="mt-2 flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-xs font-medium shadow-sm">
          {refreshing ? (
            <>
              <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
              {MESSAGES.loading.refreshing}
            </>
          ) : (
            <>
              <ArrowDown className={cn('size-3.5 transition-transform', ready && 'rotate-180')} aria-hidden="true" />
              {ready ? 'Bırakın, yenilensin' : 'Yenilemek için çekin'}
            </>
          )}
        </span>
      ) : null}
    </div>
  );
}
