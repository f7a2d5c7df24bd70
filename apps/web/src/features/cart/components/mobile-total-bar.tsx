import { formatMoney, formatNumber } from '@portal/shared/format';
import type { Cart } from '@portal/shared/contracts/cart';
import { BLOCKERS_ID, checkoutBlockers } from '@/features/cart/components/cart-summary';
import { CheckoutButton } from '@/features/cart/components/checkout-button';

/** Phones: the total and the checkout button stay in reach, just above the bottom menu. */
export function MobileTotalBar({ cart }: { cart: Cart }) {
  const blocked = checkoutBlockers(cart).length > 0;
  return (
    <div
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 border-t bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/85"
      data-testid="cart-sticky-bar"
    >
      <div className="mx-auto flex max-w-lg items-center gap-3">
        <div className="min-w-0 flex-1">
          {blocked ? (
            // The reasons sit in the summary card further down the page.
            <button
              type="button"
              className="text-left text-xs font-medium text-destructive underline underline-offset-2"
              onClick={() =>
                document.getElementById(BLOCKERS_ID)?.scrollIntoView({ behavior: 'smooth', block: 'center' })
              }
            >
              Neden sipariş verilemiyor?
            </button>
          ) : (
            <div className="text-xs text-muted-foreground">Toplam · {formatNumber(cart.summary.total_items)} adet</div>
          )}
          <div className="text-lg font-bold tabular" data-testid="cart-sticky-total">
            {formatMoney(cart.moneySummary.total)}
          </div>
        </div>
        <CheckoutButton blocked={blocked} reasonId={BLOCKERS_ID} className="w-auto" />
      </div>
    </div>
  );
}
