import { MESSAGES } from '@portal/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { comparisonKeys } from '@/features/shop/api/get-comparisons';
import { removeFromList } from '@/features/shop/api/shop-list-cache';
import { setShopCounts } from '@/lib/api/shop-counts';
import type { ShopCountsDto } from '@portal/shared/contracts/shop-lists';
import { api } from '@/lib/api/client';

/** `DELETE /api/comparisons`: empties the comparison. */
export function clearComparisons(): Promise<ShopCountsDto> {
  return api.delete<ShopCountsDto>('/api/comparisons');
}

export function useClearComparisons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearComparisons,
    onSuccess: (counts) => {
      removeFromList(queryClient, comparisonKeys.list());
      setShopCounts(queryClient, counts);
      toast.success(MESSAGES.compare.cleared);
    },
    onError: (error) => toast.error(MESSAGES.common.errorTitle, { description: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: comparisonKeys.all }),
  });
}
