import type { Address, AddressList } from '@portal/shared/contracts/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { applyAddresses } from '@/features/addresses/api/get-addresses';
import { api, isApiError } from '@/lib/api/client';
import { useCurrentUser } from '@/lib/auth';

/** `DELETE /api/addresses/:id`: answers the book as it is now (a deleted default has passed on). */
export async function deleteAddress(id: string): Promise<Address[]> {
  const { addresses } = await api.delete<AddressList>(`/api/addresses/${encodeURIComponent(id)}`);
  return addresses;
}

export function useDeleteAddress() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['addresses', 'delete'],
    mutationFn: deleteAddress,
    onSuccess: (addresses) => {
      applyAddresses(queryClient, user.id, addresses);
      toast.success('Adres silindi');
    },
    onError: (error) => {
      applyAddresses(queryClient, user.id);
      // Already gone (another tab, another device): the list read again shows it.
      if (isApiError(error) && error.code === 'ADDRESS_NOT_FOUND') {
        toast.info('Adres zaten silinmiş, liste yenilendi');
        return;
      }
      toast.error('Adres silinemedi', { description: error.message });
    },
  });
}
