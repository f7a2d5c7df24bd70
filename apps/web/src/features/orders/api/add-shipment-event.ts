import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOrders } from '@/lib/api/order-keys';
import type { ShipmentEventInput } from '@portal/shared/contracts/cargo';
import type { ShipmentStatus } from '@portal/shared/orders';
import { api } from '@/lib/api/client';

/** `POST /api/shipments/:id/events` (the order's supplier or the admin); 'delivered' delivers the order. */
export function addShipmentEvent(shipmentId: string, input: ShipmentEventInput): Promise<{ status: ShipmentStatus }> {
  return api.post<{ status: ShipmentStatus }>(`/api/shipments/${encodeURIComponent(shipmentId)}/events`, input);
}

export function useAddShipmentEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'shipment-event'],
    mutationFn: ({ shipmentId, ...input }: ShipmentEventInput & { shipmentId: string }) =>
      addShipmentEvent(shipmentId, input),
    retry: false,
    onSettled: () => invalidateOrders(queryClient),
  });
}
