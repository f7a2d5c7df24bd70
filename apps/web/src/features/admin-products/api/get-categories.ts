import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminProductKeys, type Category } from '@/features/admin-products/api/admin-product-keys';
import { api } from '@/lib/api/client';

export async function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  const { categories } = await api.get<{ categories: Category[] }>('/api/categories', { signal });
  return categories;
}

export const categoriesQueryOptions = queryOptions({
  queryKey: adminProductKeys.categories(),
  queryFn: ({ signal }) => fetchCategories(signal),
  // Categories change rarely; the editor opens many times per visit.
  staleTime: 5 * 60 * 1000,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
