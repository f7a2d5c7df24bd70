import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@portal/shared/contracts/catalogue';
import { productKeys } from '@/features/shop/api/product-keys';
import { api } from '@/lib/api/client';

/** `GET /api/products/:id`: one product with its sales rules; 404 when the member may not see it. */
export function fetchProduct(id: string, signal?: AbortSignal): Promise<ProductDetail> {
  return api.get<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { signal });
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
  });

export function useProduct(id: string) {
  return useQuery({ ...productQueryOptions(id), enabled: id !== '' });
}
