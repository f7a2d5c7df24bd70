import type { Address, AddressList } from '@portal/shared/contracts/addresses';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { useCurrentUser } from '@/lib/auth';

export type { Address };

/** Query keys of the member's address book (the page, the checkout picker). */
export const addressKeys = {
  all: ['addresses'] as const,
  list: (userId: string) => ['addresses', userId] as const,
};

/** `GET /api/addresses`: the default first, then the newest. */
export async function fetchAddresses(signal?: AbortSignal): Promise<Address[]> {
  const { addresses } = await api.get<AddressList>('/api/addresses', { signal });
  return addresses;
}

export const addressesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: addressKeys.list(userId),
    queryFn: ({ signal }) => fetchAddresses(signal),
  });

export function useAddresses() {
  const user = useCurrentUser();
  return useQuery(addressesQueryOptions(user.id));
}

/** Puts the book a delete or default change answered with in place, or refetches it. */
export function applyAddresses(queryClient: QueryClient, userId: string, addresses?: Address[]) {
  if (addresses) queryClient.setQueryData(addressKeys.list(userId), addresses);
  else void queryClient.invalidateQueries({ queryKey: addressKeys.list(userId) });
}
