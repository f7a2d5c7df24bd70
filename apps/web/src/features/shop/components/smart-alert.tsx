import { MESSAGES } from '@portal/shared/messages';
import type { SmartAlert } from '@portal/shared/pricing';
import { TrendingDown } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The bulk-discount hint of spec §5: "N adet daha ekleyin, ₺X tasarruf edin" (savings to the kuruş). */
export function SmartAlertNote({
  alert,
  onApply,
  className,
}: {
  alert: SmartAlert;
  onApply?: () => void;
  className?: string;
}) {
  return (
    <p
      data-testid="smart-alert"
      role="status"
      className={cn(
        'flex items-start gap-2 rounded-md border border-success/40 bg-success/10 px-2.5 py-1.5 text-xs text-foreground',
        className,
      )}
    >
      <TrendingDown aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-success" />
      <span className="flex-1">{MESSAGES.shop.smartAlert(alert.addQuantity, alert.savings)}</span>
      {onApply ? (
        <button
          type="button"
          onClick={onApply}
          aria-label={`${alert.addQuantity} adet daha ekle`}
          className="shrink-0 rounded font-medium text-primary underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          Ekle
        </button>
      ) : null}
    </p>
  );
}
