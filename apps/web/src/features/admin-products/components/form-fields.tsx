import type { ReactNode } from 'react';
import { type FieldPath, useFormContext } from 'react-hook-form';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import type { ProductFormValues } from '@/features/admin-products/components/product-form-schema';
import { cn } from '@/lib/utils';

type Name = FieldPath<ProductFormValues>;

type BaseProps = { name: Name; label: ReactNode; description?: ReactNode; className?: string };

type TextFieldProps = BaseProps & {
  /** A symbol shown inside the box: '₺' before amounts, '%' after rates. */
  prefix?: string;
  suffix?: string;
  inputMode?: 'text' | 'decimal' | 'numeric';
  placeholder?: string;
  testId?: string;
};

/** A text box bound to the product form; amounts and rates are typed as text and converted on save. */
export function TextField({
  name,
  label,
  description,
  className,
  prefix,
  suffix,
  inputMode = 'text',
  placeholder,
  testId,
}: TextFieldProps) {
  const { control } = useFormContext<ProductFormValues>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn('content-start', className)}>
          <FormLabel>{label}</FormLabel>
          <div className="relative">
            {prefix ? (
              <span
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground"
              >
                {prefix}
              </span>
            ) : null}
            <FormControl>
              <Input
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={(e) => field.onChange(e.target.value)}
                inputMode={inputMode}
                autoComplete="off"
                placeholder={placeholder}
                className={cn(prefix && 'pl-7', suffix && 'pr-8', inputMode !== 'text' && 'tabular')}
                data-testid={testId}
              />
            </FormControl>
            {suffix ? (
              <span
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted-foreground"
              >
                {suffix}
              </span>
            ) : null}
          </div>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function MoneyField(props: Omit<TextFieldProps, 'prefix' | 'inputMode'>) {
  return <TextField {...props} prefix="₺" inputMode="decimal" placeholder={props.placeholder ?? '0,00'} />;
}

export function PercentField(props: Omit<TextFieldProps, 'suffix' | 'inputMode'>) {
  return <TextField {...props} suffix="%" inputMode="decimal" placeholder={props.placeholder ?? '0,00'} />;
}

export function IntegerField(props: Omit<TextFieldProps, 'inputMode'>) {
  return <TextField {...props} inputMode="numeric" />;
}

/** An on/off setting with its label beside the switch. */
export function SwitchField({ name, label, description, className }: BaseProps) {
  const { control } = useFormContext<ProductFormValues>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem
          className={cn('flex flex-row items-center justify-between gap-4 rounded-lg border px-3 py-2.5', className)}
        >
          <div className="grid gap-0.5">
            <FormLabel>{label}</FormLabel>
            {description ? <FormDescription className="text-xs">{description}</FormDescription> : null}
          </div>
          <FormControl>
            <Switch checked={field.value === true} onCheckedChange={field.onChange} onBlur={field.onBlur} />
          </FormControl>
        </FormItem>
      )}
    />
  );
}

type SelectFieldProps = BaseProps & { options: readonly { value: string; label: string }[]; testId?: string };

export function SelectField({ name, label, description, className, options, testId }: SelectFieldProps) {
  const { control } = useFormContext<ProductFormValues>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn('content-start', className)}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <NativeSelect
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={(e) => field.onChange(e.target.value)}
              data-testid={testId}
            >
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
