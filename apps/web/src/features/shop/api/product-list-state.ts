import { type Mutation, useMutationState, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MemberProduct } from '@portal/shared/contracts/catalogue';
import type { ShopList } from '@portal/shared/contracts/shop-lists';
import { useAddComparison } from '@/features/shop/api/add-comparison';
import { useAddFavorite } from '@/features/shop/api/add-favorite';
import { addToCartKey, useAddToCart } from '@/features/shop/api/add-to-cart';
import { comparisonKeys, comparisonsQueryOptions } from '@/features/shop/api/get-comparisons';
import { favoriteKeys, favoritesQueryOptions } from '@/features/shop/api/get-favorites';
import { useRemoveComparison } from '@/features/shop/api/remove-comparison';
import { useRemoveFavorite } from '@/features/shop/api/remove-favorite';
import type { AddToCartInput } from '@portal/shared/contracts/cart';

/**
 * A product list's shared state (decision 061): which products are on the wishlist and in the
 * comparison, which have a write in flight, and the writes themselves — one subscription per list
 * instead of two queries and five mutations per card. Cards get plain values and stable
 * callbacks, so a change to one card's flag re-renders that card only.
 */

/** Stable, so that TanStack Query recomputes the set only when the list's data changes. */
const idsOf = (list: ShopList): ReadonlySet<string> => new Set(list.products.map((p) => p.id));

export type ListedProducts = {
  favorites: ReadonlySet<string>;
  comparisons: ReadonlySet<string>;
  /** The list has not arrived yet: its toggles wait (as each card's own query did). */
  favoritesLoading: boolean;
  comparisonsLoading: boolean;
};

const EMPTY: ReadonlySet<string> = new Set();

/** The wishlist's and the comparison's product ids; `enabled` false asks for neither list. */
export function useListedProducts(enabled = true): ListedProducts {
  const favorites = useQuery({ ...favoritesQueryOptions, select: idsOf, enabled });
  const comparisons = useQuery({ ...comparisonsQueryOptions, select: idsOf, enabled });
  return {
    favorites: favorites.data ?? EMPTY,
    comparisons: comparisons.data ?? EMPTY,
    favoritesLoading: favorites.isPending,
    comparisonsLoading: comparisons.isPending,
  };
}

export type PendingProducts = {
  favorites: ReadonlySet<string>;
  comparisons: ReadonlySet<string>;
  cart: ReadonlySet<string>;
};

type Kind = keyof PendingProducts;

function kindOf(mutation: Mutation<unknown, Error, unknown, unknown>): Kind | null {
  const [root, action] = mutation.options.mutationKey ?? [];
  if (action !== 'add' && action !== 'remove') return null;
  if (root === favoriteKeys.all[0]) return 'favorites';
  if (root === comparisonKeys.all[0]) return 'comparisons';
  if (root === addToCartKey[0] && action === addToCartKey[1]) return 'cart';
  return null;
}

function productIdOf(variables: unknown): string | null {
  if (!variables || typeof variables !== 'object') return null;
  if ('productId' in variables && typeof variables.productId === 'string') return variables.productId;
  if ('id' in variables && typeof variables.id === 'string') return variables.id;
  return null;
}

/**
 * Products with a wishlist, comparison or cart write in flight, from any component (one
 * subscription to the mutation cache): a card shows its spinner and holds its buttons as the
 * card's own mutations did.
 */
export function usePendingProducts(): PendingProducts {
  const pending = useMutationState({
    filters: { status: 'pending', predicate: (mutation) => kindOf(mutation) !== null },
    select: (mutation) => `${kindOf(mutation)}:${productIdOf(mutation.state.variables) ?? ''}`,
  });
  // useMutationState keeps the same array while its contents are the same.
  return useMemo(() => {
    const sets: Record<Kind, Set<string>> = { favorites: new Set(), comparisons: new Set(), cart: new Set() };
    for (const entry of pending) {
      const at = entry.indexOf(':');
      sets[entry.slice(0, at) as Kind].add(entry.slice(at + 1));
    }
    return sets;
  }, [pending]);
}

export type ProductListActions = {
  toggleFavorite: (product: MemberProduct, listed: boolean) => void;
  toggleComparison: (product: MemberProduct, listed: boolean) => void;
  addToCart: (input: AddToCartInput) => void;
};

/**
 * One mutation per kind for the whole list. Their messages, cache edits and error handling are the
 * mutations' own (add-favorite.ts and the others), so they run for every press, also when a second
 * card is pressed before the first answer arrives. The returned object never changes identity.
 */
export function useProductListActions(): ProductListActions {
  const { mutate: addFavorite } = useAddFavorite();
  const { mutate: removeFavorite } = useRemoveFavorite();
  const { mutate: addComparison } = useAddComparison();
  const { mutate: removeComparison } = useRemoveComparison();
  const { mutate: addToCart } = useAddToCart();
  return useMemo(
    () => ({
      toggleFavorite: (product, listed) => (listed ? removeFavorite(product) : addFavorite(product)),
      toggleComparison: (product, listed) => (listed ? removeComparison(product) : addComparison(product)),
      addToCart,
    }),
    [addFavorite, removeFavorite, addComparison, removeComparison, addToCart],
  );
}
