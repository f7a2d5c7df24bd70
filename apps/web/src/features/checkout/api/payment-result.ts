import type { OrderStatus, PaymentMethod } from '@portal/shared/orders';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api';

/** The part of `GET /api/orders/track` the payment result pages read. */
export type TrackedOrder = {
  id: string;
  number: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  total: number;
  viewer: { canPay: boolean };
};

/** The orders feature keys the same answer the same way, so either page's copy serves the other. */
const trackKey = (number: string) => ['orders', 'track', number] as const;

/** `GET /api/orders/track?number=`: the caller's own order by its number. */
export function trackOrder(number: string, signal?: AbortSignal): Promise<TrackedOrder> {
  return api.get<TrackedOrder>('/api/orders/track', { signal, query: { number } });
}

export const trackedOrderQueryOptions = (number: string) =>
  queryOptions({
    queryKey: trackKey(number),
    queryFn: ({ signal }) => trackOrder(number, signal),
    // A wrong number or someone else's order will not get better by asking again.
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
  });

export function useTrackedOrder(number: string | null, enabled: boolean) {
  return useQuery({ ...trackedOrderQueryOptions(number ?? ''), enabled: enabled && Boolean(number) });
}

/**
 * "Tekrar Öde": the order's id from its number (already known if the page read it), then a new
 * card attempt; the answer is where to send the browser.
 */
export function usePayAgain(number: string) {
  return useMutation({
    mutationKey: ['orders', 'pay-again', number],
    mutationFn: async (knownId: string | undefined) => {
      const id = knownId ?? (await trackOrder(number)).id;
      return api.post<{ redirectUrl: string }>(`/api/orders/${encodeURIComponent(id)}/pay`);
    },
    retry: false,
  });
}
