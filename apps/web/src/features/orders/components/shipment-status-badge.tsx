import { SHIPMENT_STATUS_LABELS, type ShipmentStatus } from '@portal/shared/orders';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANT: Record<ShipmentStatus, NonNullable<BadgeProps['variant']>> = {
  created: 'secondary',
  picked_up: 'info',
  in_transit: 'info',
  out_for_delivery: 'warning',
  delivered: 'success',
  returned: 'destructive',
};

/** Short names for the chips and badges; the shared labels are sentences. */
export const SHIPMENT_STATUS_SHORT: Record<ShipmentStatus, string> = {
  created: 'Kayıt oluşturuldu',
  picked_up: 'Teslim alındı',
  in_transit: 'Yolda',
  out_for_delivery: 'Dağıtımda',
  delivered: 'Teslim edildi',
  returned: 'İade edildi',
};

export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  return (
    <Badge
      variant={VARIANT[status]}
      title={SHIPMENT_STATUS_LABELS[status]}
      data-testid="shipment-status"
      data-status={status}
    >
      {SHIPMENT_STATUS_SHORT[status]}
    </Badge>
  );
}
