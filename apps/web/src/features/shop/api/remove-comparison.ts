import { MESSAGES } from '@portal/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { comparisonKeys } from '@/features/shop/api/get-comparisons';
import type { MemberProduct } from '@portal/shared/contracts/catalogue';
import { isSignedOutError, removeFromList } from '@/features/shop/api/shop-list-cache';
import { setShopCounts, shopCountsKeys } from '@/lib/api/shop-counts';
import type { ShopCountsDto } from '@portal/shared/contracts/shop-lists';
import { api, isApiError } from '@/lib/api/client';

/** `DELETE /api/comparisons/:productId` → the member's new counts. */
export function removeComparison(productId: string): Promise<ShopCountsDto> {
  return api.delete<ShopCountsDto>(`/api/comparisons/${encodeURIComponent(productId)}`);
}

export function useRemoveComparison() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: comparisonKeys.remove(),
    mutationFn: (product: Pick<MemberProduct, 'id' | 'name'>) => removeComparison(product.id),
    onSuccess: (counts, product) => {
      removeFromList(queryClient, comparisonKeys.list(), product.id);
      setShopCounts(queryClient, counts);
      toast.success(MESSAGES.compare.removed, { description: product.name });
    },
    onError: (error, product) => {
      if (isApiError(error) && error.status === 404) {
        removeFromList(queryClient, comparisonKeys.list(), product.id);
        void queryClient.invalidateQueries({ queryKey: shopCountsKeys.all });
      } else if (isSignedOutError(error)) toast.error(MESSAGES.compare.loginRequired);
      else toast.error(MESSAGES.common.errorTitle, { description: error.message });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: comparisonKeys.all }),
  });
}
