import { MAX_LINE_QUANTITY } from '@portal/shared/cart';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { clampQuantity } from '@/features/shop/components/product-pricing';
import { cn } from '@/lib/utils';

type QuantityStepperProps = {
  value: number;
  /** The product's minimum order quantity. */
  min: number;
  max?: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  productName: string;
  className?: string;
};

/**
 * − [ n ] +, between the minimum order quantity and 999. Typing is free; the number is kept in
 * range as soon as it is a number and settled on blur.
 */
export function QuantityStepper({
  value,
  min,
  max = MAX_LINE_QUANTITY,
  onChange,
  disabled = false,
  productName,
  className,
}: QuantityStepperProps) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (text: string) => {
    const next = clampQuantity(Number.parseInt(text, 10), min);
    setDraft(String(Math.min(next, max)));
    if (next !== value) onChange(Math.min(next, max));
  };

  return (
    <fieldset
      aria-label={`${productName} adedi`}
      className={cn(
        'inline-flex h-10 min-w-0 items-center rounded-md border border-input bg-background shadow-xs',
        className,
      )}
    >
      <Button
        variant="ghost"
        size="icon-sm"
        className="h-full rounded-r-none"
        aria-label="Adedi azalt"
        disabled={disabled || value <= min}
        onClick={() => onChange(clampQuantity(value - 1, min))}
      >
        <Minus aria-hidden="true" />
      </Button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label="Adet"
        data-testid="quantity-input"
        value={draft}
        disabled={disabled}
        maxLength={3}
        onChange={(event) => {
          const text = event.target.value.replace(/\D/g, '');
          setDraft(text);
          const n = Number.parseInt(text, 10);
          if (Number.isInteger(n) && n >= min && n <= max) onChange(n);
        }}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
          else if (event.key === 'ArrowUp') {
            event.preventDefault();
            onChange(clampQuantity(value + 1, min));
          } else if (event.key === 'ArrowDown') {
            event.preventDefault();
            onChange(clampQuantity(value - 1, min));
          }
        }}
        className="h-full w-11 min-w-0 grow border-x border-input bg-transparent text-center text-sm tabular outline-none focus-visible:ring-2 focus-visible:ring-ring/40 disabled:opacity-50"
      />
      <Button
        variant="ghost"
        size="icon-sm"
        className="h-full rounded-l-none"
        aria-label="Adedi artır"
        disabled={disabled || value >= max}
        onClick={() => onChange(clampQuantity(value + 1, min))}
      >
        <Plus aria-hidden="true" />
      </Button>
    </fieldset>
  );
}
