import type { Me, UserResponse } from '@portal/shared/contracts/auth';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { api, isApiError } from '@/lib/api/client';
import { forgetFirstScreen, takeFirstScreen } from '@/lib/api/first-screen';

/**
 * The signed-in member, shared by every part of the app. It lives in lib (not in the auth
 * feature) because layouts, guards and most features read it, and features must not import
 * one another; the auth feature holds the flows that change it (sign-in, register, sign-out).
 */

export type { Me };
export type AuthStatus = 'loading' | 'ready';

export const sessionQueryKey = ['auth', 'me'] as const;

/** `GET /api/auth/me`: the member, or `null` when nobody is signed in (401). */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    const { user } = await api.get<UserResponse>('/api/auth/me', { signal });
    return user ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** The member the server put into the page's HTML (decision 056): no request, no loading state. */
function memberFromFirstScreen(): Me | null | undefined {
  const first = takeFirstScreen('/api/auth/me');
  return first.found ? ((first.value as UserResponse | null)?.user ?? null) : undefined;
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => fetchMe(signal),
  initialData: memberFromFirstScreen,
  // The session is confirmed once at start and after every auth event; layouts re-read it
  // on focus only through explicit invalidation (401 elsewhere, realtime, sign-in).
  staleTime: 60_000,
});

/** If the first session check has not settled after 5 s, the app stops waiting (spec §4). */
export const STUCK_LOADING_TIMEOUT_MS = 5000;

type AuthContextValue = {
  status: AuthStatus;
  user: Me | null;
  /** True while the profile is being (re)fetched. */
  isProfileLoading: boolean;
  /** The session check failed for a reason other than "not signed in". */
  error: unknown;
  /** Signed in: put the member returned by the server in place without another round trip. */
  setUser: (user: Me) => void;
  /** Signed out: forget the member and every cached answer that belonged to them. */
  clear: () => void;
  refresh: () => Promise<unknown>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQueryOptions);
  const [forcedReady, setForcedReady] = useState(false);
  const settled = session.status !== 'pending';

  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => {
      console.warn('[auth] Oturum kontrolü 5 saniyede tamamlanmadı; uygulama hazır kabul edildi.');
      setForcedReady(true);
    }, STUCK_LOADING_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [settled]);

  const setUser = useCallback(
    (user: Me) => {
      // Answers cached for a previous member must never show for this one.
      forgetFirstScreen();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, user);
    },
    [queryClient],
  );

  const clear = useCallback(() => {
    forgetFirstScreen();
    queryClient.cancelQueries();
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
    queryClient.setQueryData(sessionQueryKey, null);
  }, [queryClient]);

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: sessionQueryKey }), [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: settled || forcedReady ? 'ready' : 'loading',
      user: session.data ?? null,
      isProfileLoading: session.isFetching,
      error: session.error,
      setUser,
      clear,
      refresh,
    }),
    [settled, forcedReady, session.data, session.isFetching, session.error, setUser, clear, refresh],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}

/** The signed-in member; only for components rendered behind the dashboard guard. */
export function useCurrentUser(): Me {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser called without a signed-in member');
  return user;
}
