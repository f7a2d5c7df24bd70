import type { OrderDocument } from '@portal/shared/contracts/legal';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { ordersKeys } from '@/lib/api/order-keys';

/** `GET /api/orders/{id}/documents/{slug}`: a contract the buyer accepted, exactly as shown then. */
export function useOrderDocument(orderId: string, slug: string | null) {
  return useQuery({
    queryKey: [...ordersKeys.all, orderId, 'documents', slug] as const,
    queryFn: ({ signal }) => api.get<OrderDocument>(`/api/orders/${orderId}/documents/${slug}`, { signal }),
    enabled: Boolean(slug),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
