import { MutationCache, type Query, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api/client';

/** Kept here rather than imported from lib/auth so that the client has no React dependency. */
const SESSION_QUERY_ROOT = 'auth';

const MAX_QUERY_RETRIES = 3;
/** A second try would get the same answer: not signed in, not allowed, not there. */
const NO_RETRY_STATUSES = new Set([401, 403, 404]);

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error)) {
    if (NO_RETRY_STATUSES.has(error.status)) return false;
    // Other 4xx answers are about the request itself (bad input, gone, conflict), except rate limits.
    if (error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) return false;
  }
  return failureCount < MAX_QUERY_RETRIES;
}

/** 1 s, 2 s, 4 s … capped at 30 s (spec §9 "Data fetching"). */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

/**
 * Queries a route loader requested for the page about to mount (app/page-data.ts, decision 038),
 * by query hash, with the time of the request. The page's hooks mount moments later: an answer
 * this recent is not asked for again, which staleTime 0 would otherwise do.
 */
const prefetchedAt = new Map<string, number>();
const PREFETCH_FRESH_MS = 5000;

export function markPrefetched(queryHash: string): void {
  prefetchedAt.set(queryHash, Date.now());
}

function refetchOnMount(query: Query): boolean {
  const at = prefetchedAt.get(query.queryHash);
  if (at === undefined) return true;
  const fresh = query.state.dataUpdatedAt >= at && Date.now() - query.state.dataUpdatedAt < PREFETCH_FRESH_MS;
  return !fresh;
}

export function createQueryClient(): QueryClient {
  // A 401 from any other request means the session ended (expired, revoked on another device):
  // re-checking the session sends the member to /login through the dashboard guard.
  const onUnauthorized = (error: unknown, queryKey?: readonly unknown[]) => {
    if (isApiError(error) && error.status === 401 && queryKey?.[0] !== SESSION_QUERY_ROOT) {
      void client.invalidateQueries({ queryKey: [SESSION_QUERY_ROOT, 'me'] });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onUnauthorized(error, query.queryKey) }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => onUnauthorized(error, mutation.options.mutationKey ?? []),
    }),
    defaultOptions: {
      queries: {
        staleTime: 0,
        gcTime: 10 * 60 * 1000,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        refetchOnMount,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
      },
      mutations: {
        retry: (failureCount, error) => {
          // A mutation the server answered (any status) must not be repeated blindly.
          if (isApiError(error) && error.status !== 0) return false;
          return failureCount < 1;
        },
        retryDelay: 1000,
      },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
