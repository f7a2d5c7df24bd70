import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductListItem, AdminProductPage } from '@portal/shared/contracts/admin-products';
import { adminProductKeys, MAX_PAGES } from '@/features/admin-products/api/admin-product-keys';
import { api } from '@/lib/api/client';

export function fetchAdminProductPage(
  params: { includeDeleted: boolean; page: number; search?: string },
  signal?: AbortSignal,
): Promise<AdminProductPage> {
  return api.get<AdminProductPage>('/api/admin/products', {
    signal,
    query: { includeDeleted: params.includeDeleted ? 'true' : undefined, page: params.page, search: params.search },
  });
}

/** Every product the admin manages (deleted ones too when asked), all pages. */
export async function fetchAllAdminProducts(includeDeleted: boolean, signal?: AbortSignal) {
  const products: AdminProductListItem[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await fetchAdminProductPage({ includeDeleted, page }, signal);
    products.push(...answer.products);
    if (answer.products.length === 0 || page * answer.pageSize >= answer.total) break;
  }
  return products;
}

export const adminProductsQueryOptions = (includeDeleted: boolean) =>
  queryOptions({
    queryKey: adminProductKeys.list(includeDeleted),
    queryFn: ({ signal }) => fetchAllAdminProducts(includeDeleted, signal),
  });

export function useAdminProducts(includeDeleted: boolean, enabled = true) {
  return useQuery({ ...adminProductsQueryOptions(includeDeleted), enabled });
}
