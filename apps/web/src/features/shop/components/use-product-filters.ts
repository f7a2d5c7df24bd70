import { useMemo } from 'react';
import type { ProductQuery } from '@portal/shared/contracts/catalogue';
import { PRODUCT_SORTS, type ProductSort } from '@portal/shared/product-sorts';
import { useUrlState } from '@/lib/use-url-state';

/**
 * The shop's filters live in the address (?search=&category=&min=&max=&stock=1&sort=&page=) so
 * that back, reload and a shared link show the same products. Prices are typed in lira and sent
 * in kuruş.
 */
export type ProductFilterState = {
  search: string;
  category: string;
  /** Lira, as typed ('150', '1.250,50'). */
  min: string;
  max: string;
  stock: boolean;
  sort: ProductSort;
  page: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_SORT: ProductSort = 'newest';

/**
 * Lira as people type it in Turkey → kuruş, without floats: '150', '150,5', '1.250,75',
 * '1250.75'. Null when it is not an amount.
 */
export function liraToKurus(text: string): number | null {
  let value = text.replace(/[\s₺]/g, '');
  if (!value) return null;
  // Dots as thousands separators ('1.250' or '1.250,75').
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(value)) value = value.replace(/\./g, '');
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const lira = Number(match[1]);
  const kurus = Number((match[2] ?? '').padEnd(2, '0'));
  return lira * 100 + kurus;
}

export function parseProductFilters(params: URLSearchParams): ProductFilterState {
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const category = params.get('category') ?? '';
  return {
    search: params.get('search') ?? '',
    category: UUID.test(category) ? category : '',
    min: params.get('min') ?? '',
    max: params.get('max') ?? '',
    stock: params.get('stock') === '1',
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

function write(state: ProductFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search.trim());
  if (state.category) params.set('category', state.category);
  if (state.min.trim()) params.set('min', state.min.trim());
  if (state.max.trim()) params.set('max', state.max.trim());
  if (state.stock) params.set('stock', '1');
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The list query of the filters (what the grid asks the server for). */
export function toProductQuery(state: ProductFilterState): ProductQuery {
  return {
    search: state.search || undefined,
    category: state.category || undefined,
    minPrice: liraToKurus(state.min) ?? undefined,
    maxPrice: liraToKurus(state.max) ?? undefined,
    inStock: state.stock || undefined,
    sort: state.sort,
    page: state.page,
  };
}

export function useProductFilters() {
  const { state, update, reset, hrefFor, search } = useUrlState(parseProductFilters, write);

  const query = useMemo(() => toProductQuery(state), [state]);

  const activeCount =
    (state.search ? 1 : 0) + (state.category ? 1 : 0) + (state.min || state.max ? 1 : 0) + (state.stock ? 1 : 0);
  /** Filters inside the collapsible panel (everything but the search box and sort). */
  const panelCount = (state.category ? 1 : 0) + (state.min || state.max ? 1 : 0) + (state.stock ? 1 : 0);

  return { state, query, update, reset, hrefFor, activeCount, panelCount, search };
}

export type ProductFilters = ReturnType<typeof useProductFilters>;
