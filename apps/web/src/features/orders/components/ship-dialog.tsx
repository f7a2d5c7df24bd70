import { zodResolver } from '@hookform/resolvers/zod';
import { CARGO_CARRIER_LABELS, CARGO_CARRIERS } from '@portal/shared/orders';
import { useState } from 'react';
import { type Control, type Path, useForm } from 'react-hook-form';
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
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { type ShipmentInput, shipmentInputSchema } from '@portal/shared/contracts/orders';
import { fieldErrors, isApiError } from '@/lib/api/client';

/** The server's shipment rules (the orders contract's shipmentInputSchema), with its messages. */
const DESI_MAX = 10_000;

const schema = z.object({
  carrier: z.string().pipe(z.enum(CARGO_CARRIERS, { error: 'Kargo firması seçin' })),
  trackingNumber: z
    .string()
    .trim()
    .min(1, { error: 'Takip numarasını yazın' })
    .pipe(shipmentInputSchema.shape.trackingNumber),
  desi: z
    .string()
    .trim()
    .min(1, { error: 'Desi değerini yazın' })
    .regex(/^\d+([.,]\d{1,2})?$/, { error: 'Desi bir sayı olmalı (ör. 2 veya 1,5)' })
    .transform((text) => Number(text.replace(',', '.')))
    .pipe(
      z
        .number()
        .min(0.01, { error: 'Desi sıfırdan büyük olmalı' })
        .max(DESI_MAX, { error: `Desi en fazla ${DESI_MAX.toLocaleString('tr-TR')} olabilir` }),
    ),
});
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

/** Server paths (`shipment.trackingNumber`) to the form's fields. */
const SERVER_FIELDS: Record<string, Path<Values>> = {
  'shipment.carrier': 'carrier',
  'shipment.trackingNumber': 'trackingNumber',
  'shipment.desi': 'desi',
};

type ShipDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderNumber: string;
  onConfirm: (shipment: ShipmentInput) => Promise<void>;
};

/** "Kargoya ver": the carrier, the tracking number and the parcel's desi. */
export function ShipDialog({ open, onOpenChange, orderNumber, onConfirm }: ShipDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="ship-dialog">
        <DialogHeader>
          <DialogTitle>Kargoya ver</DialogTitle>
          <DialogDescription>
            {orderNumber} numaralı siparişin kargo bilgilerini girin. Alıcı, takip numarasıyla kargosunu izleyebilir.
          </DialogDescription>
        </DialogHeader>
        <ShipForm onConfirm={onConfirm} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ShipForm({ onConfirm, onCancel }: Pick<ShipDialogProps, 'onConfirm'> & { onCancel: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { carrier: '', trackingNumber: '', desi: '' },
  });
  const control = form.control as unknown as Control<Values>;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onConfirm({ carrier: values.carrier, trackingNumber: values.trackingNumber, desi: values.desi });
    } catch (error) {
      let placed: Path<Values> | null = null;
      for (const [path, message] of Object.entries(fieldErrors(error))) {
        const field = SERVER_FIELDS[path];
        if (!field) continue;
        form.setError(field, { type: 'server', message });
        placed ??= field;
      }
      if (!placed && isApiError(error) && error.code === 'TRACKING_NUMBER_TAKEN') {
        placed = 'trackingNumber';
        form.setError(placed, { type: 'server', message: error.message });
      }
      if (placed) form.setFocus(placed);
      else setFormError(error instanceof Error && error.message ? error.message : 'Beklenmeyen bir hata oluştu');
    }
  });
  const pending = form.formState.isSubmitting;

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="ship-form">
        <FormError message={formError} />
        <FormField
          control={control}
          name="carrier"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Kargo firması</FormLabel>
              <FormControl>
                <NativeSelect {...field} data-testid="ship-carrier">
                  <option value="" disabled>
                    Kargo firması seçin
                  </option>
                  {CARGO_CARRIERS.map((carrier) => (
                    <option key={carrier} value={carrier}>
                      {CARGO_CARRIER_LABELS[carrier]}
                    </option>
                  ))}
                </NativeSelect>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <FormField
            control={control}
            name="trackingNumber"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Takip numarası</FormLabel>
                <FormControl>
                  <Input
                    {...field}
                    maxLength={40}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    className="font-mono"
                    data-testid="ship-tracking"
                  />
                </FormControl>
                <FormDescription>6–40 harf, rakam veya tire.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={control}
            name="desi"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Desi</FormLabel>
                <FormControl>
                  <Input
                    {...field}
                    inputMode="decimal"
                    autoComplete="off"
                    className="tabular"
                    data-testid="ship-desi"
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Vazgeç
          </Button>
          <Button type="submit" disabled={pending} data-testid="ship-confirm">
            {pending ? <Spinner /> : null}
            Kargoya ver
          </Button>
        </div>
      </form>
    </Form>
  );
}
