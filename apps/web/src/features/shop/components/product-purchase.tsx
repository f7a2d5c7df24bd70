import { formatPrice, formatNumber } from '@portal/shared/format';
import type { Role } from '@portal/shared/roles';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAddToCart } from '@/features/shop/api/add-to-cart';
import type { AddToCartInput } from '@portal/shared/contracts/cart';
import type { MemberProduct } from '@portal/shared/contracts/catalogue';
import { clampQuantity, smartAlertFor, unitPriceAt } from '@/features/shop/components/product-pricing';
import { SupplierNote } from '@/components/availability-badge';
import { QuantityStepper } from '@/features/shop/components/quantity-stepper';
import { SmartAlertNote } from '@/features/shop/components/smart-alert';
import { cn } from '@/lib/utils';

type ProductPurchaseProps = {
  product: MemberProduct;
  role: Role;
  /** The member may use the cart (canAccessCart); without it the controls are not offered. */
  canCart: boolean;
  size?: 'default' | 'lg';
  /** Unit price for the chosen quantity from the server, when the page asked for it. */
  serverUnitPrice?: number | null;
  onQuantityChange?: (quantity: number) => void;
  /** 'stacked' puts the button under the quantity, for narrow columns. */
  layout?: 'row' | 'stacked';
  className?: string;
};

/** Quantity, the line's price at that quantity, the smart alert and 'Sepete Ekle'. */
export function ProductPurchase(props: ProductPurchaseProps) {
  const addToCart = useAddToCart();
  return <ProductPurchaseControls {...props} adding={addToCart.isPending} onAdd={addToCart.mutate} />;
}

type ProductPurchaseControlsProps = ProductPurchaseProps & {
  /** This product's addition is in flight. */
  adding: boolean;
  onAdd: (input: AddToCartInput) => void;
};

/** The same without a mutation of its own, for a list that holds one for all its cards. */
export function ProductPurchaseControls({
  product,
  role,
  canCart,
  size = 'default',
  serverUnitPrice,
  onQuantityChange,
  layout = 'row',
  className,
  adding,
  onAdd,
}: ProductPurchaseControlsProps) {
  const min = product.minOrderQuantity;
  const [quantity, setQuantityState] = useState(() => clampQuantity(min, min));
  const setQuantity = (next: number) => {
    setQuantityState(next);
    onQuantityChange?.(next);
  };

  if (!canCart) return null;

  const tier = unitPriceAt(product, role, quantity);
  const unit = serverUnitPrice ?? tier?.discountedPrice ?? null;
  const discounted = tier !== null && unit !== null && unit < tier.originalPrice;
  const availability = product.availability;
  // Orderable when a holder of the member's chain can sell the minimum: what checkout would do.
  const unavailable = product.price === null || availability.supplier === null;
  const alert = unavailable ? null : smartAlertFor(product, role, quantity);
  const overStock = availability.supplier !== null && quantity > availability.saleable;

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {unit !== null && (quantity > 1 || discounted) ? (
        <p className="text-xs text-muted-foreground tabular" data-testid="line-total">
          {formatNumber(quantity)} adet · Toplam{' '}
          <span className="font-semibold text-foreground">{formatPrice(unit * quantity)}</span>
          {discounted && tier ? (
            <>
              {' '}
              <s className="text-muted-foreground/80">{formatPrice(tier.originalPrice * quantity)}</s>
            </>
          ) : null}
        </p>
      ) : null}
      <div className={cn('flex gap-2', layout === 'stacked' ? 'flex-col items-stretch' : 'items-center')}>
        <QuantityStepper
          value={quantity}
          min={min}
          onChange={setQuantity}
          disabled={unavailable || adding}
          productName={product.name}
          className={layout === 'stacked' ? 'w-full' : undefined}
        />
        <Button
          className={cn('min-w-0', layout === 'row' && 'flex-1')}
          size={size === 'lg' ? 'lg' : 'default'}
          disabled={unavailable || adding}
          onClick={() => onAdd({ productId: product.id, quantity })}
          data-testid="add-to-cart"
        >
          {adding ? <Spinner /> : <ShoppingCart aria-hidden="true" />}
          Sepete Ekle
        </Button>
      </div>
      {min > 1 ? (
        <p className="text-xs text-muted-foreground">En az {formatNumber(min)} adet sipariş verilebilir</p>
      ) : null}
      <SupplierNote availability={availability} />
      {overStock && availability.supplier ? (
        <p className="text-xs text-warning-foreground dark:text-warning" role="status">
          {availability.supplier.name} en fazla {formatNumber(availability.saleable)} adet gönderebilir
        </p>
      ) : null}
      {alert ? <SmartAlertNote alert={alert} onApply={() => setQuantity(quantity + alert.addQuantity)} /> : null}
    </div>
  );
}
