import { MESSAGES } from '@portal/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { favoriteKeys } from '@/features/shop/api/get-favorites';
import type { MemberProduct } from '@portal/shared/contracts/catalogue';
import { addToList, isSignedOutError } from '@/features/shop/api/shop-list-cache';
import { setShopCounts } from '@/lib/api/shop-counts';
import type { ShopCountsDto } from '@portal/shared/contracts/shop-lists';
import { api, isApiError } from '@/lib/api/client';

/** `POST /api/favorites` → the member's new counts. */
export function addFavorite(productId: string): Promise<ShopCountsDto> {
  return api.post<ShopCountsDto>('/api/favorites', { productId });
}

export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: favoriteKeys.add(),
    mutationFn: (product: MemberProduct) => addFavorite(product.id),
    onSuccess: (counts, product) => {
      addToList(queryClient, favoriteKeys.list(), product);
      setShopCounts(queryClient, counts);
      toast.success(MESSAGES.wishlist.added, { description: product.name });
    },
    onError: (error) => {
      if (isSignedOutError(error)) toast.error(MESSAGES.wishlist.loginRequired);
      else if (isApiError(error) && error.code === 'ALREADY_IN_FAVORITES') toast.info(MESSAGES.wishlist.alreadyAdded);
      else toast.error(MESSAGES.wishlist.errorTitle, { description: error.message });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}
