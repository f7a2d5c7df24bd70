import type { Address, AddressList } from '@portal/shared/contracts/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { applyAddresses } from '@/features/addresses/api/get-addresses';
import { api } from '@/lib/api/client';
import { useCurrentUser } from '@/lib/auth';

/** `POST /api/addresses/:id/default`: the previous default is cleared in the same step. */
export async function setDefaultAddress(id: string): Promise<Address[]> {
  const { addresses } = await api.post<AddressList>(`/api/addresses/${encodeURIComponent(id)}/default`);
  return addresses;
}

export function useSetDefaultAddress() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['addresses', 'default'],
    mutationFn: setDefaultAddress,
    onSuccess: (addresses) => {
      applyAddresses(queryClient, user.id, addresses);
      toast.success('Varsayılan adres değiştirildi');
    },
    onError: (error) => {
      applyAddresses(queryClient, user.id);
      toast.error('Varsayılan adres değiştirilemedi', { description: error.message });
    },
  });
}
