import { useMutation, useQuery } from '@tanstack/react-query';
import { payOrderAgain } from '@/lib/api/pay-order';
import { trackOrder, trackOrderQueryOptions } from '@/lib/api/track-order';

export function useTrackedOrder(number: string | null, enabled: boolean) {
  return useQuery({ ...trackOrderQueryOptions(number ?? ''), enabled: enabled && Boolean(number) });
}

/**
 * "Tekrar Öde": the order's id from its number (already known if the page read it), then a new
 * card attempt; the answer is where to send the browser.
 */
export function usePayAgain(number: string) {
  return useMutation({
    mutationKey: ['orders', 'pay-again', number],
    mutationFn: async (knownId: string | undefined) => payOrderAgain(knownId ?? (await trackOrder(number)).id),
    retry: false,
  });
}
