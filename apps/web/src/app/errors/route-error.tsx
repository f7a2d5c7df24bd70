import type { ErrorLevel } from '@portal/shared/error-classifier';
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorFallback, errorId } from '@/components/error-boundary';
import { NotFoundPage } from '@/app/not-found-page';

/** A lazy page whose chunk vanished after a deploy: one full reload fetches the new build. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  );
}

const RELOAD_FLAG = 'chunk-reload-at';

/** errorElement for routes: page level inside layouts, global at the root. */
export function RouteError({ level }: { level: ErrorLevel }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(`[route:${level}] ${errorId(error)}`, error);
    if (isChunkLoadError(error)) {
      const last = Number(sessionStorage.getItem(RELOAD_FLAG) ?? 0);
      if (Date.now() - last > 10_000) {
        sessionStorage.setItem(RELOAD_FLAG, String(Date.now()));
        window.location.reload();
      }
    }
  }, [error, level]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <ErrorFallback
      error={error}
      level={level}
      // Navigating to the same location re-runs the route (and its lazy import).
      onRetry={() => (isChunkLoadError(error) ? window.location.reload() : navigate(location, { replace: true }))}
    />
  );
}
