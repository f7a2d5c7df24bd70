import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { MemberProduct, ProductPage } from '@portal/shared/contracts/catalogue';

/** The little the stock screens need of a catalogue product (`GET /api/products`). */
export type StockProductOption = Pick<MemberProduct, 'id' | 'name' | 'category'>;

/** Not stock data: kept apart from the 'stock' keys so that a stock change does not refetch it. */
export const stockProductKeys = {
  all: ['stock-products'] as const,
  search: (search: string) => ['stock-products', 'search', search] as const,
  detail: (id: string) => ['stock-products', 'detail', id] as const,
};

/** Products on sale whose name or ingredients match, by name (the first page: 24). */
export function searchStockProducts(search: string, signal?: AbortSignal): Promise<ProductPage> {
  return api.get<ProductPage>('/api/products', {
    signal,
    query: { search: search.trim() || undefined, sort: 'name', page: 1 },
  });
}

export function useStockProductSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: stockProductKeys.search(search.trim()),
    queryFn: ({ signal }) => searchStockProducts(search, signal),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/products/:id`: the name of a product chosen in the address (?product=). */
export const stockProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: stockProductKeys.detail(id),
    queryFn: ({ signal }) => api.get<StockProductOption>(`/api/products/${encodeURIComponent(id)}`, { signal }),
    staleTime: 5 * 60 * 1000,
  });

export function useStockProduct(id: string | undefined) {
  return useQuery({ ...stockProductQueryOptions(id ?? ''), enabled: !!id });
}
