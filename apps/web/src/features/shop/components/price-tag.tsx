import { formatPrice, formatPercentBasisPoints } from '@portal/shared/format';
import { cn } from '@/lib/utils';

type PriceTagProps = {
  price: number | null;
  vatIncluded: boolean;
  vatRateBp: number;
  size?: 'default' | 'lg';
  /** Show the VAT rate beside the note ('KDV dahil (%18)'). */
  showRate?: boolean;
  className?: string;
};

/** The member's price tag: whole lira (spec §9) and the VAT note. */
export function PriceTag({
  price,
  vatIncluded,
  vatRateBp,
  size = 'default',
  showRate = false,
  className,
}: PriceTagProps) {
  const rate = showRate ? ` (${formatPercentBasisPoints(vatRateBp)})` : '';
  return (
    <div className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-0.5', className)}>
      {price === null ? (
        <span className="text-sm font-medium text-muted-foreground" data-testid="product-price">
          Fiyat bulunamadı
        </span>
      ) : (
        <span
          className={cn('font-bold tracking-tight tabular', size === 'lg' ? 'text-3xl' : 'text-xl')}
          data-testid="product-price"
          data-kurus={price}
        >
          {formatPrice(price)}
        </span>
      )}
      {price === null ? null : (
        <span className="text-xs text-muted-foreground">
          {vatIncluded
            ? `KDV dahil${rate}`
            : `KDV hariç${showRate ? `, ${formatPercentBasisPoints(vatRateBp)} KDV eklenir` : ''}`}
        </span>
      )}
    </div>
  );
}
