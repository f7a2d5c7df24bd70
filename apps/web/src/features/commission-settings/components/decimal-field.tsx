import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

type DecimalFieldProps = {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  /** '₺' before amounts; '%' after rates. */
  prefix?: string;
  suffix?: string;
  inputMode?: 'decimal' | 'numeric';
  className?: string;
  testId?: string;
};

/** A rate or an amount typed as Turkish decimal text; the form's schema reads it into hundredths. */
export function DecimalField({
  name,
  label,
  description,
  prefix,
  suffix,
  inputMode = 'decimal',
  className,
  testId,
}: DecimalFieldProps) {
  const { control } = useFormContext();
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
                className={cn('tabular', prefix && 'pl-7', suffix && 'pr-8')}
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
