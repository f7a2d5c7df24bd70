import type { Cart, CartItem } from '@portal/shared/contracts/cart';

/**
 * The bulk-tier saving of a line. The server measures it as (today's role price − kept price) ×
 * quantity, so after a price rise the difference is the old price, not a tier: such a line shows
 * the price-change notice instead and counts no tier saving.
 */
export function lineTierSavings(item: CartItem): number {
  return item.priceChanged ? 0 : item.tierSavings;
}

/** The summary's "kademe indirimi": the lines' tier savings as shown on the lines. */
export function cartTierSavings(cart: Cart): number {
  return cart.items.reduce((sum, item) => sum + lineTierSavings(item), 0);
}
