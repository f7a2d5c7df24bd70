import { formatDateTime, formatNumber } from '@portal/shared/format';
import {
  CARGO_CARRIER_LABELS,
  canAdvanceShipment,
  SHIPMENT_STATUS_LABELS,
  type ShipmentStatus,
} from '@portal/shared/orders';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAddShipmentEvent } from '@/features/orders/api/add-shipment-event';
import type { OrderDetail, OrderShipment } from '@portal/shared/contracts/orders';
import { ShipmentEventDialog } from '@/features/orders/components/shipment-event-dialog';
import { ShipmentTimeline } from '@/features/orders/components/order-timelines';

/** The steps the supplier enters by hand, in order (a return to the sender is the cargo desk's). */
const MANUAL_STEPS: readonly ShipmentStatus[] = ['picked_up', 'in_transit', 'out_for_delivery', 'delivered'];

/** Short button labels of those steps. */
const STEP_BUTTON_LABELS: Partial<Record<ShipmentStatus, string>> = {
  picked_up: 'Teslim alındı',
  in_transit: 'Yolda',
  out_for_delivery: 'Dağıtımda',
  delivered: 'Teslim edildi',
};

export function nextShipmentSteps(shipment: Pick<OrderShipment, 'status'>): ShipmentStatus[] {
  return MANUAL_STEPS.filter((step) => canAdvanceShipment(shipment.status, step));
}

function ShipmentCard({ shipment, canUpdate }: { shipment: OrderShipment; canUpdate: boolean }) {
  const addEvent = useAddShipmentEvent();
  const [step, setStep] = useState<{ status: ShipmentStatus; open: boolean } | null>(null);
  const steps = canUpdate ? nextShipmentSteps(shipment) : [];
  const final = shipment.status === 'delivered' || shipment.status === 'returned';

  return (
    <div
      className="flex flex-col gap-3"
      data-testid="shipment"
      data-shipment-id={shipment.id}
      data-status={shipment.status}
    >
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">Kargo firması</dt>
          <dd className="font-medium" data-testid="shipment-carrier">
            {CARGO_CARRIER_LABELS[shipment.carrier]}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">Durum</dt>
          <dd>
            <Badge variant={final ? 'success' : 'info'} data-testid="shipment-status" data-status={shipment.status}>
              {SHIPMENT_STATUS_LABELS[shipment.status]}
            </Badge>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">Takip numarası</dt>
          <dd className="font-mono break-all" data-testid="shipment-tracking">
            {shipment.trackingNumber}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">Desi</dt>
          <dd className="tabular" data-testid="shipment-desi">
            {formatNumber(shipment.desi, { maximumFractionDigits: 2 })}
          </dd>
        </div>
        <div className="col-span-2 min-w-0">
          <dt className="text-xs text-muted-foreground">Kargoya verildi</dt>
          <dd>{formatDateTime(shipment.createdAt)}</dd>
        </div>
      </dl>
      <ShipmentTimeline events={shipment.events} />
      {steps.length > 0 ? (
        <div className="flex flex-col gap-2 border-t pt-3">
          <p className="text-xs font-medium text-muted-foreground">Kargo durumunu güncelle</p>
          <div className="grid grid-cols-2 gap-2">
            {steps.map((status) => (
              <Button
                key={status}
                size="sm"
                variant={status === 'delivered' ? 'default' : 'outline'}
                onClick={() => setStep({ status, open: true })}
                data-testid={`shipment-step-${status}`}
              >
                {STEP_BUTTON_LABELS[status] ?? SHIPMENT_STATUS_LABELS[status]}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      {step ? (
        <ShipmentEventDialog
          open={step.open}
          onOpenChange={(open) => setStep((s) => (s ? { ...s, open } : s))}
          status={step.status}
          trackingNumber={shipment.trackingNumber}
          onConfirm={async (input) => {
            await addEvent.mutateAsync({ shipmentId: shipment.id, status: step.status, ...input });
            toast.success('Kargo durumu güncellendi', { description: SHIPMENT_STATUS_LABELS[step.status] });
            setStep((s) => (s ? { ...s, open: false } : s));
          }}
        />
      ) : null}
    </div>
  );
}

/** The order's parcels: carrier, tracking number, desi, their steps and, for the supplier, the next step. */
export function OrderCargo({ order }: { order: OrderDetail }) {
  const canUpdate = order.viewer.roles.includes('supplier') || order.viewer.roles.includes('admin');
  if (order.shipments.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="no-shipment">
        {order.status === 'cancelled' ? 'Sipariş kargoya verilmeden iptal edildi.' : 'Sipariş henüz kargoya verilmedi.'}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-5 divide-y [&>*:not(:first-child)]:pt-5">
      {order.shipments.map((shipment) => (
        <ShipmentCard key={shipment.id} shipment={shipment} canUpdate={canUpdate} />
      ))}
    </div>
  );
}
