/**
 * Counts shown on the shop header. The shop slice (cart, wishlist, comparison) will answer
 * these from its own queries; until it exists every member truly has an empty cart, wishlist
 * and comparison, so zero is the real figure, not a placeholder.
 */
export type ShopCounts = { cartLines: number; wishlist: number; compare: number };

const EMPTY: ShopCounts = { cartLines: 0, wishlist: 0, compare: 0 };

export function useShopCounts(): ShopCounts {
  return EMPTY;
}
