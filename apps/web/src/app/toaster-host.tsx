import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { createRouter, RouteHandle } from '@/app/router';
import { useAuth } from '@/lib/auth';

const ThemedToaster = lazy(async () => ({ default: (await import('@/app/themed-toaster')).ThemedToaster }));

type AppRouter = ReturnType<typeof createRouter>;

/**
 * The toaster (sonner, ~10 KB gzipped) is mounted on every page except those whose route says
 * `withoutToaster` (only /login, every member's first download: docs/decisions/006) while nobody
 * is signed in. Once mounted it stays, so the sign-out toasts still show on /login afterwards.
 * A toast raised before the toaster mounts is not lost: sonner replays the active ones to a
 * toaster that subscribes late. A page marked `withoutToaster` that needs one calls
 * `enableToaster()`.
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

export function ToasterHost({ router }: { router: AppRouter }) {
  const { user } = useAuth();
  const quietPage = useSyncExternalStore(router.subscribe, () =>
    router.state.matches.some((match) => (match.route.handle as RouteHandle | undefined)?.withoutToaster),
  );
  const wanted = useSyncExternalStore(subscribe, isRequested, isRequested) || !!user || !quietPage;
  useEffect(() => {
    if (wanted) enableToaster();
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  );
}
