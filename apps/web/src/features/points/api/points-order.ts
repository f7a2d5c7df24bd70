import type { PlacedPointsOrder, PointsOrderRequest, PointsQuote } from '@portal/shared/contracts/points';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pointsKeys } from '@/features/points/api/get-balance';
import { api } from '@/lib/api/client';
import { invalidateOrders } from '@/lib/api/order-keys';

/** `GET /api/points-orders/quote?productId=`: the product's price in points and whether it can be bought. */
export function fetchPointsQuote(productId: string, signal?: AbortSignal) {
  return api.get<PointsQuote>('/api/points-orders/quote', { signal, query: { productId } });
}

export const pointsQuoteQueryOptions = (productId: string) =>
  queryOptions({ queryKey: pointsKeys.quote(productId), queryFn: ({ signal }) => fetchPointsQuote(productId, signal) });

export function usePointsQuote(productId: string, enabled: boolean) {
  return useQuery({ ...pointsQuoteQueryOptions(productId), enabled });
}

/** `POST /api/points-orders`: one unit paid with points; the key makes a retry answer the same order. */
export function placePointsOrder(body: PointsOrderRequest, idempotencyKey: string) {
  return api.post<PlacedPointsOrder>('/api/points-orders', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function usePlacePointsOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: PointsOrderRequest; key: string }) => placePointsOrder(body, key),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: pointsKeys.all });
      await invalidateOrders(queryClient);
    },
  });
}
