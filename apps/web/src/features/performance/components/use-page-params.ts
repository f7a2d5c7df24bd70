import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page's own parameters beside the global filters (a level, a sort, a page, an open member):
 * read from the address, written back without touching the filters.
 */
export function usePageParams() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (patch: Record<string, string | number | undefined | null>, opts: { keepPage?: boolean } = {}) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === undefined || v === null || v === '') next.delete(k);
            else next.set(k, String(v));
          }
          if (!opts.keepPage && !('page' in patch)) next.delete('page');
          return next;
        },
        { replace: false },
      );
    },
    [setParams],
  );
  const hrefFor = useCallback(
    (patch: Record<string, string | number | undefined>) => {
      const next = new URLSearchParams(params);
      for (const [k, v] of Object.entries(patch)) {
        if (v === undefined || v === '' || (k === 'page' && v === 1)) next.delete(k);
        else next.set(k, String(v));
      }
      const qs = next.toString();
      return qs ? `?${qs}` : '?';
    },
    [params],
  );
  return { params, set, hrefFor };
}

export function pageOf(params: URLSearchParams): number {
  const n = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 10_000) : 1;
}
