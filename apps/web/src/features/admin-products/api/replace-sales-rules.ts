import type { salesRulesInputSchema } from '@portal/shared/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type AdminProduct,
  adminProductKeys,
  invalidateProducts,
} from '@/features/admin-products/api/admin-product-keys';
import { api } from '@/lib/api/client';

export type SalesRulesInput = z.output<typeof salesRulesInputSchema>;

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
