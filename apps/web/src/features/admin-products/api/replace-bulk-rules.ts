import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, BulkRulesInput } from '@portal/shared/contracts/admin-products';
import { adminProductKeys, invalidateProducts } from '@/features/admin-products/api/admin-product-keys';
import { api } from '@/lib/api/client';

/** `PUT /api/admin/products/:id/bulk-rules`: the list replaces every rule of the product. */
export function replaceBulkRules({ id, rules }: { id: string; rules: BulkRulesInput }): Promise<AdminProduct> {
  return api.put<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}/bulk-rules`, rules);
}

export function useReplaceBulkRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceBulkRules,
    onSuccess: (product) => {
      queryClient.setQueryData(adminProductKeys.detail(product.id), product);
      invalidateProducts(queryClient);
    },
  });
}
