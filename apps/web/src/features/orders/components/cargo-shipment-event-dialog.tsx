import { zodResolver } from '@hookform/resolvers/zod';
import {
  CARGO_CARRIER_LABELS,
  canAdvanceShipment,
  SHIPMENT_STATUS_LABELS,
  SHIPMENT_STATUSES,
  type ShipmentStatus,
} from '@portal/shared/orders';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import {
  Form,
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import type { ShipmentRow } from '@portal/shared/contracts/cargo';
import { ShipmentStatusBadge } from '@/features/orders/components/shipment-status-badge';
import { useAddShipmentEvent } from '@/features/orders/api/add-shipment-event';
import { ShipmentEventDetailFields, shipmentEventDetails } from '@/features/orders/components/shipment-event-fields';
import { fieldErrors } from '@/lib/api/client';

/** The statuses a parcel in `from` may move to: forward only, or back to the sender. */
export function nextShipmentStatuses(from: ShipmentStatus): ShipmentStatus[] {
  return SHIPMENT_STATUSES.filter((to) => canAdvanceShipment(from, to));
}

const schema = z.object({
  status: z.enum(SHIPMENT_STATUSES, { error: 'Yeni kargo durumunu seçin' }),
  ...shipmentEventDetails,
});
type Values = z.infer<typeof schema>;

type ShipmentEventDialogProps = {
  shipment: ShipmentRow | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Durum Ekle': the parcel's next step, with where it happened and a note, both optional. */
export function ShipmentEventDialog({ shipment, open, onOpenChange }: ShipmentEventDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="shipment-event-dialog">
        <DialogHeader>
          <DialogTitle>Kargo Durumu Ekle</DialogTitle>
          <DialogDescription>
            {shipment
              ? `${CARGO_CARRIER_LABELS[shipment.carrier]} · ${shipment.trackingNumber} · Sipariş ${shipment.orderNumber}`
              : null}
          </DialogDescription>
        </DialogHeader>
        {shipment ? <EventForm shipment={shipment} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EventForm({ shipment, onDone }: { shipment: ShipmentRow; onDone: () => void }) {
  const options = nextShipmentStatuses(shipment.status);
  const addEvent = useAddShipmentEvent();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { status: options[0], location: '', note: '' },
  });
  const status = form.watch('status');

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await addEvent.mutateAsync({
        shipmentId: shipment.id,
        status: values.status,
        location: values.location || undefined,
        note: values.note || undefined,
      });
      toast.success('Kargo durumu eklendi', {
        description: `${shipment.trackingNumber}: ${SHIPMENT_STATUS_LABELS[values.status]}`,
      });
      onDone();
    } catch (error) {
      let placed = false;
      for (const [path, message] of Object.entries(fieldErrors(error))) {
        if (path === 'status' || path === 'location' || path === 'note') {
          form.setError(path as Path<Values>, { type: 'server', message });
          placed = true;
        }
      }
      const message = error instanceof Error && error.message ? error.message : 'Beklenmeyen bir hata oluştu';
      if (!placed) setFormError(message);
      toast.error('Kargo durumu eklenemedi', { description: message });
    }
  });

  const pending = form.formState.isSubmitting;

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="shipment-event-form">
        <FormError message={formError} />
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">Şu anki durum:</span>
          <ShipmentStatusBadge status={shipment.status} />
        </p>
        <FormField
          control={form.control}
          name="status"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Yeni durum</FormLabel>
              <FormControl>
                <NativeSelect {...field} data-testid="shipment-event-status">
                  {options.map((s) => (
                    <option key={s} value={s}>
                      {SHIPMENT_STATUS_LABELS[s]}
                    </option>
                  ))}
                </NativeSelect>
              </FormControl>
              {status === 'delivered' ? (
                <FormDescription>Kargo teslim edildiğinde sipariş de “Teslim Edildi” durumuna geçer.</FormDescription>
              ) : status === 'returned' ? (
                <FormDescription>İade edilen bir kargoya sonradan yeni durum eklenemez.</FormDescription>
              ) : null}
              <FormMessage />
            </FormItem>
          )}
        />
        <ShipmentEventDetailFields
          control={form.control}
          locationPlaceholder="ör. Ankara Aktarma Merkezi"
          notePlaceholder="ör. Alıcı adreste bulunamadı"
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
            Vazgeç
          </Button>
          <Button type="submit" disabled={pending} data-testid="shipment-event-submit">
            {pending ? <Spinner /> : null}
            Durumu Kaydet
          </Button>
        </div>
      </form>
    </Form>
  );
}
