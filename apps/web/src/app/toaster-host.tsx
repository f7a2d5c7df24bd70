import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { createRouter, RouteHandle } from '@/app/router';
import { useAuth } from '@/lib/auth';
import { subscribeToastRaised, toastRaised } from '@/lib/toast';
import { whenIdle } from '@/lib/when-idle';

const ThemedToaster = lazy(async () => ({ default: (await import('@/app/themed-toaster')).ThemedToaster }));

type AppRouter = ReturnType<typeof createRouter>;

/**
 * The toaster (sonner, ~10 KB gzipped) is mounted on every page except those whose route says
 * `withoutToaster` (only /login, every member's first download: docs/decisions/006) while nobody
 * is signed in. Once mounted it stays, so the sign-out toasts still show on /login afterwards.
 * A toast raised before the toaster mounts is not lost: sonner replays the active ones to a
 * toaster that subscribes late. A page marked `withoutToaster` that needs one calls
 * `enableToaster()`.
 *
 * Its code is asked for only once the first page is done (decision 071), or at the first toast if
 * that comes earlier (lib/toast.ts): a phone on a slow network spends its first round trips on
 * the page itself.
 */
let requested = false;
const listeners = new Set<() => void>();

export function enableToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isRequested = () => requested;

/** How long after the document has loaded the toaster waits, then for an idle moment. */
export const TOASTER_AFTER_LOAD_MS = 1500;

/**
 * Whether the first page is surely done: the router has its page's code, the document has loaded,
 * `TOASTER_AFTER_LOAD_MS` have gone by and then the browser has had a moment with nothing to do.
 * The page's largest paint can come well after the load event (React draws the shop about 150 ms
 * after it here, unthrottled); the toaster's request must not be on its way.
 */
function useFirstPageDone(router: AppRouter): boolean {
  const initialized = useSyncExternalStore(router.subscribe, () => router.state.initialized);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!initialized || done) return;
    let cancelIdle: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterLoad = () => {
      timer = setTimeout(() => {
        cancelIdle = whenIdle(() => setDone(true), { timeout: 2000, fallbackMs: 0 });
      }, TOASTER_AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      clearTimeout(timer);
      cancelIdle?.();
    };
  }, [initialized, done]);
  return done;
}

export function ToasterHost({ router }: { router: AppRouter }) {
  const { user } = useAuth();
  const quietPage = useSyncExternalStore(router.subscribe, () =>
    router.state.matches.some((match) => (match.route.handle as RouteHandle | undefined)?.withoutToaster),
  );
  const wanted = useSyncExternalStore(subscribe, isRequested, isRequested) || !!user || !quietPage;
  const firstPageDone = useFirstPageDone(router);
  const raised = useSyncExternalStore(subscribeToastRaised, toastRaised, toastRaised);
  useEffect(() => {
    if (wanted) enableToaster();
  }, [wanted]);
  if (!wanted || !(firstPageDone || raised)) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  );
}
