import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export type Category = { id: string; name: string; slug: string; description: string | null; productCount: number };

/** Same key and shape as the shop's category query: one cache entry serves both. */
export const categoryKeys = {
  all: ['categories'] as const,
};

/** `GET /api/categories` (public). */
export function fetchCategories(signal?: AbortSignal): Promise<{ categories: Category[] }> {
  return api.get<{ categories: Category[] }>('/api/categories', { signal });
}

export const categoriesQueryOptions = queryOptions({
  queryKey: categoryKeys.all,
  queryFn: ({ signal }) => fetchCategories(signal),
  staleTime: 5 * 60 * 1000,
  select: (data) => data.categories,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
