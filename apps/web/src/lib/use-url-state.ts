import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page's filter state kept in the address, so that back, reload and a shared link show the
 * same thing. `parse` and `write` must be module-level functions (stable across renders).
 * Any change other than the page starts again from page 1; changes replace the history entry.
 */
export function useUrlState<T extends { page: number }>(
  parse: (params: URLSearchParams) => T,
  write: (state: T) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // The serialized params are the identity of the state: a new URLSearchParams with the same
  // contents must not make a new state (and refetch).
  const state = useMemo(() => parse(params), [key, parse]);

  // React Router's functional update sees the params of the last render, so two changes made
  // before the next render (min and max settling together) would drop one; the latest written
  // params are kept here instead.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (patch: Partial<T>) => {
      const next = write({ ...parse(latest.current), ...patch, page: patch.page ?? 1 });
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams, parse, write],
  );

  const reset = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);

  const hrefFor = useCallback(
    (page: number) => {
      const qs = write({ ...state, page }).toString();
      return qs ? `?${qs}` : '?';
    },
    [state, write],
  );

  return { state, update, reset, hrefFor, search: key ? `?${key}` : '' };
}
