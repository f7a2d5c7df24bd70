import type { Address, AddressUpdate } from '@portal/shared/contracts/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressKeys, applyAddresses } from '@/features/addresses/api/get-addresses';
import { api } from '@/lib/api/client';
import { useCurrentUser } from '@/lib/auth';

export type UpdateAddressInput = { id: string; body: AddressUpdate };

/** `PATCH /api/addresses/:id`. */
export function updateAddress({ id, body }: UpdateAddressInput): Promise<Address> {
  return api.patch<Address>(`/api/addresses/${encodeURIComponent(id)}`, body);
}

export function useUpdateAddress() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['addresses', 'update'],
    mutationFn: updateAddress,
    retry: false,
    onSuccess: (saved) => {
      queryClient.setQueryData<Address[]>(addressKeys.list(user.id), (list) =>
        list?.map((a) => (a.id === saved.id ? saved : a)),
      );
    },
    onError: () => applyAddresses(queryClient, user.id),
  });
}
