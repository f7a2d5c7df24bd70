import { PAYMENT_METHOD_LABELS } from '@portal/shared/orders';
import { CreditCard, Landmark, type LucideIcon, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/utils';

import type { CheckoutPaymentMethod } from '@portal/shared/contracts/checkout';

const OPTIONS: { value: CheckoutPaymentMethod; icon: LucideIcon; note: string; badge?: string }[] = [
  {
    value: 'card',
    icon: CreditCard,
    badge: '3-D Secure ile güvenli ödeme',
    note: 'Bankanızın doğrulama sayfasında ödersiniz; ödeme onaylanınca siparişiniz hemen işleme alınır.',
  },
  {
    value: 'bank_transfer',
    icon: Landmark,
    note: 'Siparişiniz, ödemeniz tedarikçi tarafından onaylanana kadar “Ödeme Bekliyor” durumunda bekler.',
  },
];

type PaymentMethodPickerProps = {
  value: CheckoutPaymentMethod | undefined;
  onChange: (value: CheckoutPaymentMethod) => void;
  /** The id of the field's error message, when there is one. */
  errorId?: string;
};

/** The two ways to pay for a money order, as radio cards. */
export function PaymentMethodPicker({ value, onChange, errorId }: PaymentMethodPickerProps) {
  const name = useId();
  return (
    <fieldset
      className="grid min-w-0 gap-3 sm:grid-cols-2"
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      data-testid="payment-method-picker"
    >
      <legend className="sr-only">Ödeme yöntemi</legend>
      {OPTIONS.map((option) => {
        const Icon = option.icon;
        return (
          <label
            key={option.value}
            className={cn(
              'flex min-w-0 cursor-pointer gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs transition-colors hover:bg-accent/40',
              'has-checked:border-primary has-checked:ring-2 has-checked:ring-primary/30 has-focus-visible:ring-2 has-focus-visible:ring-ring',
            )}
            data-testid={`payment-method-${option.value}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span className="flex min-w-0 flex-1 flex-col gap-1.5">
              <span className="flex items-center gap-2 font-medium">
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                {PAYMENT_METHOD_LABELS[option.value]}
              </span>
              {option.badge ? (
                <span className="flex items-center gap-1 text-sm font-medium text-success">
                  <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
                  {option.badge}
                </span>
              ) : null}
              <span className="text-sm text-muted-foreground">{option.note}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
