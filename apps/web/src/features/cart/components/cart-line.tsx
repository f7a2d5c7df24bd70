import { StockBadge, SupplierNote } from '@/components/availability-badge';
import { ERROR_CODES } from '@portal/shared/errors';
import { MESSAGES } from '@portal/shared/messages';
import { formatMoney } from '@portal/shared/format';
import { AlertTriangle, Package, Tag, Trash2, TrendingDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { CartItem } from '@portal/shared/contracts/cart';
import { QuantityStepper } from '@/features/cart/components/quantity-stepper';
import { lineTierSavings } from '@/features/cart/components/tier-savings';

function ProductImage({ item }: { item: CartItem }) {
  const [failed, setFailed] = useState(false);
  if (item.product.image && !failed) {
    return (
      <img
        src={item.product.image}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
        className="size-16 shrink-0 rounded-lg border bg-muted object-cover sm:size-20"
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className="flex size-16 shrink-0 items-center justify-center rounded-lg border bg-muted text-muted-foreground sm:size-20"
    >
      <Package className="size-7" />
    </div>
  );
}

/** Why a line cannot be ordered as it is. */
function unavailableReason(item: CartItem): string {
  return item.product.is_active ? MESSAGES.cart.stockShort : ERROR_CODES.PRODUCT_UNAVAILABLE.message;
}

type CartLineProps = {
  item: CartItem;
  onRemove: (item: CartItem) => void;
  removing: boolean;
};

export function CartLine({ item, onRemove, removing }: CartLineProps) {
  const base = item.baseUnitPrice;
  const savings = lineTierSavings(item);
  const discounted = savings > 0 && base !== null;
  return (
    <Card className="gap-3 p-4" data-testid="cart-line" data-product-id={item.productId}>
      <div className="flex gap-3 sm:gap-4">
        <ProductImage item={item} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex items-start justify-between gap-2">
            <h3 className="font-medium leading-snug">{item.product.name}</h3>
            <Button
              variant="ghost"
              size="icon-sm"
              className="-mt-1 -mr-1 text-muted-foreground hover:text-destructive"
              aria-label={`${item.product.name} ürününü sepetten çıkar`}
              disabled={removing}
              onClick={() => onRemove(item)}
              data-testid="cart-remove"
            >
              {removing ? <Spinner /> : <Trash2 aria-hidden="true" />}
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            Birim fiyat{' '}
            <span className="font-medium text-foreground tabular" data-testid="cart-unit-price">
              {formatMoney(item.priceAtTime)}
            </span>
            {discounted ? (
              <>
                {' '}
                <s className="tabular">{formatMoney(base)}</s>
              </>
            ) : null}
          </p>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="cart-availability">
            <StockBadge availability={item.availability} />
            <SupplierNote availability={item.availability} />
          </div>
          {savings > 0 ? (
            <p className="flex items-center gap-1 text-sm text-success" data-testid="cart-tier-savings">
              <TrendingDown className="size-4" aria-hidden="true" />
              Kademe indirimi: {formatMoney(savings)} tasarruf
            </p>
          ) : null}
        </div>
      </div>

      {item.priceChanged && item.currentUnitPrice !== null ? (
        <p
          className="flex items-start gap-2 rounded-md border border-info/40 bg-info/5 px-3 py-2 text-sm"
          data-testid="cart-price-changed"
        >
          <Tag className="mt-0.5 size-4 shrink-0 text-info" aria-hidden="true" />
          <span>
            Fiyat güncellendi: yeni birim fiyat{' '}
            <strong className="tabular">{formatMoney(item.currentUnitPrice)}</strong>
          </span>
        </p>
      ) : null}
      {!item.available ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive"
          data-testid="cart-unavailable"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {unavailableReason(item)}
        </p>
      ) : null}
      {item.nextTier ? (
        <p className="rounded-md border border-warning/60 bg-warning/15 px-3 py-2 text-sm" data-testid="cart-next-tier">
          {MESSAGES.shop.smartAlert(item.nextTier.addQuantity, item.nextTier.savings)}
        </p>
      ) : null}

      <div className="flex flex-wrap items-end justify-between gap-3">
        <QuantityStepper item={item} onRemove={() => onRemove(item)} />
        <div className="text-right">
          <div className="text-xs text-muted-foreground">Tutar</div>
          <div className="text-lg font-semibold tabular" data-testid="cart-line-total">
            {formatMoney(item.lineTotal)}
          </div>
        </div>
      </div>
    </Card>
  );
}
