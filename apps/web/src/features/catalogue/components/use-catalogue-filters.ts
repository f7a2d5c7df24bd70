import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PUBLIC_SORTS, type PublicProductQuery, type PublicSort } from '@/features/catalogue/api/get-public-products';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type CatalogueFilterState = { search: string; category: string; sort: PublicSort; page: number };

function parse(params: URLSearchParams): CatalogueFilterState {
  const sort = params.get('sort');
  const category = params.get('category') ?? '';
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    search: params.get('search') ?? '',
    category: UUID.test(category) ? category : '',
    sort: (PUBLIC_SORTS as readonly string[]).includes(sort ?? '') ? (sort as PublicSort) : 'newest',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

function write(state: CatalogueFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search.trim());
  if (state.category) params.set('category', state.category);
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The catalogue's search, category, order and page, kept in the address. */
export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const state = useMemo(() => parse(params), [key]);
  const query = useMemo<PublicProductQuery>(
    () => ({
      search: state.search || undefined,
      category: state.category || undefined,
      sort: state.sort,
      page: state.page,
    }),
    [state],
  );
  // The latest written params, not the last render's: two changes before a render must both stay.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (patch: Partial<CatalogueFilterState>) => {
      const next = write({ ...parse(latest.current), ...patch, page: patch.page ?? 1 });
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  const reset = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  const hrefFor = useCallback(
    (page: number) => {
      const qs = write({ ...state, page }).toString();
      return qs ? `?${qs}` : '?';
    },
    [state],
  );
  const activeCount = (state.search ? 1 : 0) + (state.category ? 1 : 0);
  return { state, query, update, reset, hrefFor, activeCount };
}

export type CatalogueFilters = ReturnType<typeof useCatalogueFilters>;
