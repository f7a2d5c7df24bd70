import type { ProductInput } from '@portal/shared/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '@portal/shared/contracts/admin-products';
import { adminProductKeys, invalidateProducts } from '@/features/admin-products/api/admin-product-keys';
import { api } from '@/lib/api/client';

/** `POST /api/admin/products` → 201 with the new product. */
export function createProduct(body: ProductInput): Promise<AdminProduct> {
  return api.post<AdminProduct>('/api/admin/products', body);
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(adminProductKeys.detail(product.id), product);
      invalidateProducts(queryClient);
    },
  });
}
