import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { AdminProduct } from '@portal/shared/contracts/admin-products';
import { adminProductKeys, invalidateProducts } from '@/features/admin-products/api/admin-product-keys';
import { api } from '@/lib/api/client';

/** `POST /api/admin/products/:id/image` (multipart): the server resizes it and answers the product. */
export function uploadProductImage({ id, file }: { id: string; file: File }): Promise<AdminProduct> {
  const body = new FormData();
  body.append('file', file);
  return api.post<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}/image`, body);
}

export function useUploadProductImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProductImage,
    onSuccess: (product) => {
      queryClient.setQueryData(adminProductKeys.detail(product.id), product);
      invalidateProducts(queryClient);
      toast.success('Ürün görseli yüklendi');
    },
    onError: (error) => {
      toast.error('Görsel yüklenemedi', { description: error.message });
    },
  });
}
