import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { productKeys } from '@/features/shop/api/product-keys';
import { api } from '@/lib/api/client';
import type { BulkPrice } from '@portal/shared/contracts/catalogue';

export function fetchBulkPrice(id: string, quantity: number, signal?: AbortSignal): Promise<BulkPrice> {
  return api.get<BulkPrice>(`/api/products/${encodeURIComponent(id)}/bulk-price`, { query: { quantity }, signal });
}

export const bulkPriceQueryOptions = (id: string, quantity: number) =>
  queryOptions({
    queryKey: productKeys.bulkPrice(id, quantity),
    queryFn: ({ signal }) => fetchBulkPrice(id, quantity, signal),
    placeholderData: keepPreviousData,
  });

export function useBulkPrice(id: string, quantity: number, enabled = true) {
  const valid = Number.isInteger(quantity) && quantity >= 1 && quantity <= 999;
  return useQuery({ ...bulkPriceQueryOptions(id, quantity), enabled: enabled && valid });
}
