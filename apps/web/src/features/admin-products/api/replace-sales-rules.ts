import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, SalesRulesInput } from '@portal/shared/contracts/admin-products';
import { adminProductKeys, invalidateProducts } from '@/features/admin-products/api/admin-product-keys';
import { api } from '@/lib/api/client';

/** `PUT /api/admin/products/:id/sales-rules`: the list replaces every rule of the product. */
export function replaceSalesRules({ id, rules }: { id: string; rules: SalesRulesInput }): Promise<AdminProduct> {
  return api.put<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}/sales-rules`, rules);
}

export function useReplaceSalesRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceSalesRules,
    onSuccess: (product) => {
      queryClient.setQueryData(adminProductKeys.detail(product.id), product);
      invalidateProducts(queryClient);
    },
  });
}
