import type { Control, FieldValues, Path } from 'react-hook-form';
import { z } from 'zod';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

/** Where a parcel's step happened and a note: both optional, with the server's limits. */
export const shipmentEventDetails = {
  location: z.string().trim().max(100, { error: 'Konum en fazla 100 karakter olabilir' }),
  note: z.string().trim().max(300, { error: 'Not en fazla 300 karakter olabilir' }),
};

type Details = { location: string; note: string };

/** The location and note fields of a shipment step, for any form that has them. */
export function ShipmentEventDetailFields<T extends FieldValues & Details>({
  control,
  locationPlaceholder,
  notePlaceholder,
}: {
  control: Control<T>;
  locationPlaceholder: string;
  notePlaceholder?: string;
}) {
  return (
    <>
      <FormField
        control={control}
        name={'location' as Path<T>}
        render={({ field }) => (
          <FormItem>
            <FormLabel>Konum (isteğe bağlı)</FormLabel>
            <FormControl>
              <Input
                {...field}
                maxLength={100}
                placeholder={locationPlaceholder}
                data-testid="shipment-event-location"
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name={'note' as Path<T>}
        render={({ field }) => (
          <FormItem>
            <FormLabel>Not (isteğe bağlı)</FormLabel>
            <FormControl>
              <Input {...field} maxLength={300} placeholder={notePlaceholder} data-testid="shipment-event-note" />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </>
  );
}
