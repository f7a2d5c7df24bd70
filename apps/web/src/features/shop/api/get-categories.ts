import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export type Category = { id: string; name: string; slug: string; description: string | null; productCount: number };

export const categoryKeys = {
  all: ['categories'] as const,
};

/** `GET /api/categories`: the category filter's options, with the caller's visible product counts. */
export function fetchCategories(signal?: AbortSignal): Promise<{ categories: Category[] }> {
  return api.get<{ categories: Category[] }>('/api/categories', { signal });
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
