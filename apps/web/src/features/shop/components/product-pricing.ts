import { MAX_LINE_QUANTITY } from '@portal/shared/cart';
import { type BulkRule, bulkDiscountPrice, nextTierAlert, type SmartAlert } from '@portal/shared/pricing';
import type { Role } from '@portal/shared/roles';
import type { MemberProduct } from '@portal/shared/contracts/catalogue';

/**
 * The server sends only the member's own tiers, so they are the member's role's rules; the shared
 * pricing functions then give the same answers the server gives.
 */
export function tierRules(product: Pick<MemberProduct, 'bulkTiers'>, role: Role): BulkRule[] {
  return product.bulkTiers.map((tier) => ({
    userRole: role,
    minQuantity: tier.minQuantity,
    maxQuantity: tier.maxQuantity,
    discountedPrice: tier.unitPrice,
    isActive: true,
  }));
}

/** Unit price (kuruş) at a quantity, after quantity breaks; null without a role price. */
export function unitPriceAt(product: MemberProduct, role: Role, quantity: number) {
  if (product.price === null) return null;
  return bulkDiscountPrice(product.price, tierRules(product, role), role, quantity);
}

/** "N adet daha ekleyin, ₺X tasarruf edin" for the chosen quantity, when a cheaper tier lies ahead. */
export function smartAlertFor(product: MemberProduct, role: Role, quantity: number): SmartAlert | null {
  if (product.price === null || product.bulkTiers.length === 0) return null;
  const alert = nextTierAlert(product.price, tierRules(product, role), role, quantity);
  // A tier beyond the line limit cannot be reached.
  return alert && quantity + alert.addQuantity <= MAX_LINE_QUANTITY ? alert : null;
}

export function clampQuantity(value: number, min: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(MAX_LINE_QUANTITY, Math.max(min, Math.trunc(value)));
}

/** '3 – 10 adet', or '3+ adet' for an open-ended tier. */
export function tierRange(tier: { minQuantity: number; maxQuantity: number }): string {
  if (tier.maxQuantity >= MAX_LINE_QUANTITY) return `${tier.minQuantity}+ adet`;
  if (tier.maxQuantity === tier.minQuantity) return `${tier.minQuantity} adet`;
  return `${tier.minQuantity} – ${tier.maxQuantity} adet`;
}
