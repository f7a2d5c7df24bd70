import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { AdminProduct } from '@portal/shared/contracts/admin-products';
import { adminProductKeys, invalidateProducts } from '@/features/admin-products/api/admin-product-keys';
import { api } from '@/lib/api/client';

/** `POST /api/admin/products/:id/restore`. */
export function restoreProduct(id: string): Promise<AdminProduct> {
  return api.post<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}/restore`);
}

export function useRestoreProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(adminProductKeys.detail(product.id), product);
      invalidateProducts(queryClient);
      toast.success('Ürün geri yüklendi');
    },
    onError: (error) => {
      toast.error('Ürün geri yüklenemedi', { description: error.message });
    },
  });
}
