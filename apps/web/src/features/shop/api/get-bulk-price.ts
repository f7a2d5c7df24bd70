import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { productKeys } from '@/features/shop/api/product-keys';
import { api } from '@/lib/api/client';

/** get_bulk_discount_price for the member's role, in kuruş per unit. */
export type BulkPrice = { original_price: number; discounted_price: number; is_discount_applied: boolean };

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
