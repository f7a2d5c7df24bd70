import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** A product as visitors see it: the retail price at most, never a member's price. */
export type PublicProduct = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  image: string | null;
  category: { id: string; name: string } | null;
  activeIngredients: string[];
  /** Kuruş; null when the product has no retail price (then: 'Üyelere özel fiyat'). */
  retailPrice: number | null;
  inStock: boolean;
};

export type PublicProductPage = {
  products: PublicProduct[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

export const PUBLIC_SORTS = ['newest', 'name'] as const;
export type PublicSort = (typeof PUBLIC_SORTS)[number];

export type PublicProductQuery = { search?: string; category?: string; sort: PublicSort; page: number };

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
