import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** `POST /api/orders/:id/pay`: a new card payment attempt; the member is sent to `redirectUrl`. */
export function payOrderAgain(id: string): Promise<{ redirectUrl: string }> {
  return api.post<{ redirectUrl: string }>(`/api/orders/${encodeURIComponent(id)}/pay`);
}

export function usePayOrderAgain(id: string) {
  return useMutation({
    mutationKey: ['orders', 'pay', id],
    mutationFn: () => payOrderAgain(id),
    retry: false,
  });
}
