import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { Switch } from '@/components/ui/switch';

type SwitchFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  description?: string;
  testId?: string;
  /** Runs when the member switches it on (a browser permission to ask for, say). */
  onEnable?: () => void;
};

/** One on/off preference: label and explanation on the left, the switch on the right. */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  testId,
  onEnable,
}: SwitchFieldProps<T>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex items-center justify-between gap-4 py-3">
          <div className="grid gap-1">
            <FormLabel className="leading-snug">{label}</FormLabel>
            {description ? <FormDescription className="text-xs sm:text-sm">{description}</FormDescription> : null}
          </div>
          <FormControl>
            <Switch
              checked={field.value === true}
              onCheckedChange={(checked) => {
                field.onChange(checked);
                if (checked) onEnable?.();
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              data-testid={testId}
            />
          </FormControl>
        </FormItem>
      )}
    />
  );
}
