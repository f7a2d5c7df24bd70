import { MESSAGES } from '@portal/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { favoriteKeys } from '@/features/shop/api/get-favorites';
import type { MemberProduct } from '@portal/shared/contracts/catalogue';
import { isSignedOutError, removeFromList } from '@/features/shop/api/shop-list-cache';
import { setShopCounts, shopCountsKeys } from '@/lib/api/shop-counts';
import type { ShopCountsDto } from '@portal/shared/contracts/shop-lists';
import { api, isApiError } from '@/lib/api/client';

/** `DELETE /api/favorites/:productId` → the member's new counts. */
export function removeFavorite(productId: string): Promise<ShopCountsDto> {
  return api.delete<ShopCountsDto>(`/api/favorites/${encodeURIComponent(productId)}`);
}

export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: favoriteKeys.remove(),
    mutationFn: (product: Pick<MemberProduct, 'id' | 'name'>) => removeFavorite(product.id),
    onSuccess: (counts, product) => {
      removeFromList(queryClient, favoriteKeys.list(), product.id);
      setShopCounts(queryClient, counts);
      toast.success(MESSAGES.wishlist.removed, { description: product.name });
    },
    onError: (error, product) => {
      // Already gone (another tab removed it): the list just catches up.
      if (isApiError(error) && error.status === 404) {
        removeFromList(queryClient, favoriteKeys.list(), product.id);
        void queryClient.invalidateQueries({ queryKey: shopCountsKeys.all });
      } else if (isSignedOutError(error)) toast.error(MESSAGES.wishlist.loginRequired);
      else toast.error(MESSAGES.wishlist.errorTitle, { description: error.message });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}
