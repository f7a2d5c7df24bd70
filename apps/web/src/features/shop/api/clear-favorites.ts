import { MESSAGES } from '@portal/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { favoriteKeys } from '@/features/shop/api/get-favorites';
import { removeFromList } from '@/features/shop/api/shop-list-cache';
import { setShopCounts } from '@/lib/api/shop-counts';
import type { ShopCountsDto } from '@portal/shared/contracts/shop-lists';
import { api } from '@/lib/api/client';

/** `DELETE /api/favorites`: empties the wishlist. */
export function clearFavorites(): Promise<ShopCountsDto> {
  return api.delete<ShopCountsDto>('/api/favorites');
}

export function useClearFavorites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearFavorites,
    onSuccess: (counts) => {
      removeFromList(queryClient, favoriteKeys.list());
      setShopCounts(queryClient, counts);
      toast.success(MESSAGES.wishlist.cleared);
    },
    onError: (error) => toast.error(MESSAGES.wishlist.errorTitle, { description: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}
