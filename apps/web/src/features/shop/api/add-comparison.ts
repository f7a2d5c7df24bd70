import { MESSAGES } from '@portal/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { comparisonKeys } from '@/features/shop/api/get-comparisons';
import type { MemberProduct } from '@portal/shared/contracts/catalogue';
import { addToList, isSignedOutError } from '@/features/shop/api/shop-list-cache';
import { setShopCounts } from '@/lib/api/shop-counts';
import type { ShopCountsDto } from '@portal/shared/contracts/shop-lists';
import { api, isApiError } from '@/lib/api/client';

/** `POST /api/comparisons` → the member's new counts; 409 COMPARE_LIMIT past four products. */
export function addComparison(productId: string): Promise<ShopCountsDto> {
  return api.post<ShopCountsDto>('/api/comparisons', { productId });
}

export function useAddComparison() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: comparisonKeys.add(),
    mutationFn: (product: MemberProduct) => addComparison(product.id),
    onSuccess: (counts, product) => {
      addToList(queryClient, comparisonKeys.list(), product);
      setShopCounts(queryClient, counts);
      toast.success(MESSAGES.compare.added, { description: product.name });
    },
    onError: (error) => {
      if (isSignedOutError(error)) toast.error(MESSAGES.compare.loginRequired);
      else if (isApiError(error) && error.code === 'COMPARE_LIMIT')
        toast.warning(MESSAGES.compare.limitTitle, {
          description: MESSAGES.compare.limit,
          action: { label: 'Karşılaştır', onClick: () => navigate('/dashboard/shop/compare') },
        });
      else if (isApiError(error) && error.code === 'ALREADY_IN_COMPARISON') toast.info(MESSAGES.compare.alreadyAdded);
      else toast.error(MESSAGES.common.errorTitle, { description: error.message });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: comparisonKeys.all }),
  });
}
