import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartKeys } from '@/lib/api/cart';
import { api } from '@/lib/api/client';
import type { Cart } from '@portal/shared/contracts/cart';

export function fetchCart(signal?: AbortSignal): Promise<Cart> {
  return api.get<Cart>('/api/cart', { signal });
}

export const cartQueryOptions = queryOptions({
  queryKey: cartKeys.all,
  queryFn: ({ signal }) => fetchCart(signal),
});

export function useCart() {
  return useQuery(cartQueryOptions);
}
