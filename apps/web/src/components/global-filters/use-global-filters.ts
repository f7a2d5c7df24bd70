import {
  activeFilterCount,
  filtersFromParams,
  filtersToParams,
  type GlobalFilters,
} from '@portal/shared/analytics-filters';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The global filters of the analytics and report pages (specification §3), kept in the address
 * (`cities`, `dateFrom`, `dateTo`, `search`, …) so that back, reload and a shared link show the same
 * report. Other parameters of the page (a tab, a page number) are left as they are.
 *
 * `queryString` is the filters as the API reads them: append it to a report's URL.
 */
export function useGlobalFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filters = useMemo(() => filtersFromParams(params), [key]);
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const write = useCallback(
    (next: GlobalFilters) => {
      const out = filtersToParams(next, new URLSearchParams(latest.current));
      out.delete('page');
      latest.current = out;
      setParams(out, { replace: true });
    },
    [setParams],
  );

  const update = useCallback(
    (patch: Partial<GlobalFilters>) => write({ ...filtersFromParams(latest.current), ...patch }),
    [write],
  );

  const queryString = useMemo(() => filtersToParams(filters).toString(), [filters]);

  return { filters, update, replace: write, queryString, activeCount: activeFilterCount(filters) };
}

/** A report URL with the filters (and the page's own parameters) appended. */
export function withFilters(path: string, queryString: string, extra?: Record<string, string | number | undefined>) {
  const params = new URLSearchParams(queryString);
  for (const [k, v] of Object.entries(extra ?? {})) if (v !== undefined && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
