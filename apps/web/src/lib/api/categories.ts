import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { CategoryList } from '@portal/shared/contracts/catalogue';

/** One cache entry serves the shop's and the visitors' filters and the product editor. */
export const categoryKeys = {
  all: ['categories'] as const,
};

/** `GET /api/categories`: the category filter's options, with the caller's visible product counts. */
export function fetchCategories(signal?: AbortSignal): Promise<CategoryList> {
  return api.get<CategoryList>('/api/categories', { signal });
}

export const categoriesQueryOptions = queryOptions({
  queryKey: categoryKeys.all,
  queryFn: ({ signal }) => fetchCategories(signal),
  // Categories change rarely; a product_changed event invalidates them anyway.
  staleTime: 5 * 60 * 1000,
  select: (data) => data.categories,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
