import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { AdminProduct } from '@portal/shared/contracts/admin-products';
import { adminProductKeys, invalidateProducts } from '@/features/admin-products/api/admin-product-keys';
import { api } from '@/lib/api/client';

/** `DELETE /api/admin/products/:id`: a soft delete; the product can be restored. */
export function deleteProduct(id: string): Promise<AdminProduct> {
  return api.delete<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(adminProductKeys.detail(product.id), product);
      invalidateProducts(queryClient);
      toast.success('Ürün silindi');
    },
    onError: (error) => {
      toast.error('Ürün silinemedi', { description: error.message });
    },
  });
}
