import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

const numberInput = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const toNumber = (raw: string) => (raw === '' ? (undefined as unknown as number) : Number(raw));

/** A number from 0 up: a line's whole quantity (at most what the step allows), or a decimal such as desi. */
export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  max,
  decimal = false,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  max?: number;
  decimal?: boolean;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type="number"
              inputMode={decimal ? 'decimal' : 'numeric'}
              step={decimal ? '0.01' : undefined}
              min={0}
              max={max}
              value={numberInput(field.value)}
              onChange={(e) => field.onChange(toNumber(e.target.value))}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A free-text field that may stay empty (a note, a location). */
export function OptionalTextField<T extends FieldValues>({
  control,
  name,
  label,
  className,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  className?: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label} (isteğe bağlı)</FormLabel>
          <FormControl>
            <Input {...field} value={field.value ?? ''} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
