import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { PublicProductPage, PublicProductQuery } from '@portal/shared/contracts/catalogue';

export const publicProductKeys = {
  all: ['public-products'] as const,
  list: (query: PublicProductQuery) => ['public-products', 'list', query] as const,
};

/** `GET /api/public/products`: the visitors' catalogue. */
export function fetchPublicProducts(query: PublicProductQuery, signal?: AbortSignal): Promise<PublicProductPage> {
  return api.get<PublicProductPage>('/api/public/products', {
    query: { search: query.search?.trim() || undefined, category: query.category, sort: query.sort, page: query.page },
    signal,
  });
}

export const publicProductsQueryOptions = (query: PublicProductQuery) =>
  queryOptions({
    queryKey: publicProductKeys.list(query),
    queryFn: ({ signal }) => fetchPublicProducts(query, signal),
    placeholderData: keepPreviousData,
  });

export function usePublicProducts(query: PublicProductQuery) {
  return useQuery(publicProductsQueryOptions(query));
}
