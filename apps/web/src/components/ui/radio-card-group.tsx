import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * A choice among a few options shown as cards (payment method, address, theme, payout method).
 * Built on Radix RadioGroup: one tab stop, arrow keys move and choose, the group has a name
 * (`legend`, `aria-label` or `aria-labelledby`), and each card's title and description are the
 * radio's name and description. Inside a `<form>` Radix adds a hidden native radio, so the value
 * is submitted and `input:checked` finds the chosen card.
 *
 * ```tsx
 * <RadioCardGroup legend="Ödeme yöntemi" value={method} onValueChange={setMethod}>
 *   <RadioCard value="card" label="Kredi kartı" description="3D Secure ile" />
 *   <RadioCard value="bank" label="Havale/EFT" />
 * </RadioCardGroup>
 * ```
 */
export function RadioCardGroup({
  legend,
  legendClassName,
  className,
  children,
  ...props
}: React.ComponentProps<typeof RadioGroupPrimitive.Root> & {
  /** The group's visible name, above the cards. */
  legend?: React.ReactNode;
  legendClassName?: string;
}) {
  const legendId = React.useId();
  const group = (
    <RadioGroupPrimitive.Root
      data-slot="radio-card-group"
      aria-labelledby={legend ? legendId : undefined}
      className={cn('grid gap-2', className)}
      {...props}
    >
      {children}
    </RadioGroupPrimitive.Root>
  );
  if (!legend) return group;
  return (
    <div className="grid gap-2">
      <div id={legendId} className={cn('mb-2 text-sm font-medium', legendClassName)}>
        {legend}
      </div>
      {group}
    </div>
  );
}

type RadioCardProps = Omit<React.ComponentProps<'label'>, 'children'> & {
  value: string;
  /** The option's title: the radio's accessible name. */
  label?: React.ReactNode;
  /** A line under the title, read as the radio's description. */
  description?: React.ReactNode;
  /** Richer content (an address); without `label` it names the radio. */
  children?: React.ReactNode;
  disabled?: boolean;
  /** Hide the round mark, for cards that show their state by their frame alone (an icon and a word). */
  hideIndicator?: boolean;
  /** Classes of the area beside the mark. */
  contentClassName?: string;
};

export function RadioCard({
  value,
  label,
  description,
  children,
  disabled,
  hideIndicator,
  className,
  contentClassName,
  ...props
}: RadioCardProps) {
  const id = React.useId();
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <label
      data-slot="radio-card"
      htmlFor={id}
      className={cn(
        'flex min-w-0 cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-accent',
        'has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
        'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Item
        id={id}
        value={value}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        className={cn(
          'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border border-input outline-none data-[state=checked]:border-primary',
          hideIndicator && 'sr-only',
        )}
      >
        <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-primary" />
      </RadioGroupPrimitive.Item>
      <span className={cn('grid min-w-0 flex-1 gap-0.5', contentClassName)}>
        {label ? (
          <span id={labelId} className="text-sm font-medium">
            {label}
          </span>
        ) : null}
        {description ? (
          <span id={descriptionId} className="text-xs text-muted-foreground">
            {description}
          </span>
        ) : null}
        {children ? <span id={label ? undefined : labelId}>{children}</span> : null}
      </span>
    </label>
  );
}
