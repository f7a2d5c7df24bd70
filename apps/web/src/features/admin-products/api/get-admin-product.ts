import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProduct } from '@portal/shared/contracts/admin-products';
import { adminProductKeys } from '@/features/admin-products/api/admin-product-keys';
import { api } from '@/lib/api/client';

export function fetchAdminProduct(id: string, signal?: AbortSignal): Promise<AdminProduct> {
  return api.get<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}`, { signal });
}

export const adminProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminProductKeys.detail(id),
    queryFn: ({ signal }) => fetchAdminProduct(id, signal),
  });

export function useAdminProduct(id: string | null) {
  return useQuery({ ...adminProductQueryOptions(id ?? ''), enabled: !!id });
}
