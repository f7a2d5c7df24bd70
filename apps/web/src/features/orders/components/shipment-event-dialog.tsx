import { zodResolver } from '@hookform/resolvers/zod';
import { SHIPMENT_STATUS_LABELS, type ShipmentStatus } from '@portal/shared/orders';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormError } from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { ShipmentEventDetailFields, shipmentEventDetails } from '@/features/orders/components/shipment-event-fields';
import { fieldErrors } from '@/lib/api/client';

const schema = z.object(shipmentEventDetails);
type Values = z.infer<typeof schema>;

type ShipmentEventDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Kept while the dialog closes. */
  status: ShipmentStatus;
  trackingNumber: string;
  onConfirm: (input: { location?: string; note?: string }) => Promise<void>;
};

/** A step of the parcel, entered by the supplier or the admin; where it is and a note are optional. */
export function ShipmentEventDialog({
  open,
  onOpenChange,
  status,
  trackingNumber,
  onConfirm,
}: ShipmentEventDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="shipment-event-dialog" data-status={status}>
        <DialogHeader>
          <DialogTitle>Kargo durumu: {SHIPMENT_STATUS_LABELS[status]}</DialogTitle>
          <DialogDescription>
            {trackingNumber} takip numaralı gönderinin yeni durumu kaydedilir ve alıcıya bildirilir.
            {status === 'delivered' ? ' Sipariş de teslim edildi olarak işaretlenir.' : ''}
          </DialogDescription>
        </DialogHeader>
        <EventForm status={status} onConfirm={onConfirm} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EventForm({
  status,
  onConfirm,
  onCancel,
}: Pick<ShipmentEventDialogProps, 'status' | 'onConfirm'> & { onCancel: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { location: '', note: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onConfirm({ location: values.location || undefined, note: values.note || undefined });
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.location) form.setError('location', { type: 'server', message: fields.location });
      if (fields.note) form.setError('note', { type: 'server', message: fields.note });
      if (!fields.location && !fields.note)
        setFormError(error instanceof Error && error.message ? error.message : 'Beklenmeyen bir hata oluştu');
    }
  });
  const pending = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormError message={formError} />
        <ShipmentEventDetailFields control={form.control} locationPlaceholder="ör. Kadıköy Şubesi" />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Vazgeç
          </Button>
          <Button type="submit" disabled={pending} data-testid="shipment-event-confirm">
            {pending ? <Spinner /> : null}
            {status === 'delivered' ? 'Teslim edildi olarak kaydet' : 'Durumu kaydet'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
