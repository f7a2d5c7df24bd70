import type { InvitationLookup } from '@portal/shared/contracts/invitations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export const invitationKeys = {
  lookup: (code: string) => ['invitations', 'lookup', code] as const,
};

export function lookupInvitation(code: string, signal?: AbortSignal): Promise<InvitationLookup> {
  return api.get<InvitationLookup>(`/api/invitations/lookup/${encodeURIComponent(code)}`, { signal });
}

export const invitationLookupQueryOptions = (code: string) =>
  queryOptions({
    queryKey: invitationKeys.lookup(code),
    queryFn: ({ signal }) => lookupInvitation(code, signal),
    // 404 and 410 are final answers about the code; the default retry rule already stops there.
    staleTime: 60_000,
  });

export function useInvitationLookup(code: string | null) {
  return useQuery({ ...invitationLookupQueryOptions(code ?? ''), enabled: !!code });
}
