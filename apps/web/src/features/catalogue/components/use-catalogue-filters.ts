import { useMemo } from 'react';
import type { PublicProductQuery } from '@portal/shared/contracts/catalogue';
import { PUBLIC_SORTS, type PublicSort } from '@portal/shared/product-sorts';
import { useUrlState } from '@/lib/use-url-state';

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
  const { state, update, reset, hrefFor } = useUrlState(parse, write);
  const query = useMemo<PublicProductQuery>(
    () => ({
      search: state.search || undefined,
      category: state.category || undefined,
      sort: state.sort,
      page: state.page,
    }),
    [state],
  );
  const activeCount = (state.search ? 1 : 0) + (state.category ? 1 : 0);
  return { state, query, update, reset, hrefFor, activeCount };
}

export type CatalogueFilters = ReturnType<typeof useCatalogueFilters>;
