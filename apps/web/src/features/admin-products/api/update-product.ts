import type { ProductInput } from '@portal/shared/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@portal/shared/contracts/admin-products';
import { adminProductKeys, invalidateProducts } from '@/features/admin-products/api/admin-product-keys';
import { api } from '@/lib/api/client';

/** `PUT /api/admin/products/:id` with the whole product (prices, commission, inventory). */
export function updateProduct({ id, body }: { id: string; body: ProductInput }): Promise<AdminProduct> {
  return api.put<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}`, body);
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(adminProductKeys.detail(product.id), product);
      invalidateProducts(queryClient);
    },
  });
}
