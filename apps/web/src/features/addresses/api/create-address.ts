import type { Address, AddressCreate } from '@portal/shared/contracts/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressKeys, applyAddresses } from '@/features/addresses/api/get-addresses';
import { api } from '@/lib/api/client';
import { useCurrentUser } from '@/lib/auth';

/** `POST /api/addresses`: the first address (or one sent with isDefault) becomes the default. */
export function createAddress(body: AddressCreate): Promise<Address> {
  return api.post<Address>('/api/addresses', body);
}

/** The book with a new address in the server's order: the default first, then the newest. */
export function withNewAddress(list: Address[], saved: Address): Address[] {
  if (saved.isDefault) return [saved, ...list.map((a) => (a.isDefault ? { ...a, isDefault: false } : a))];
  const defaults = list.filter((a) => a.isDefault);
  return [...defaults, saved, ...list.filter((a) => !a.isDefault)];
}

/** Toasts and field errors are the form's; a lost answer may still have been saved, so no retry. */
export function useCreateAddress() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['addresses', 'create'],
    mutationFn: createAddress,
    retry: false,
    // In the list at once (a picker chooses it straight away), then read again from the server.
    onSuccess: (saved) => {
      queryClient.setQueryData<Address[]>(addressKeys.list(user.id), (list) =>
        list ? withNewAddress(list, saved) : list,
      );
    },
    onSettled: () => applyAddresses(queryClient, user.id),
  });
}
