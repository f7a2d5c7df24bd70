import type { Role } from '@portal/shared/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export type InvitationLookup = {
  code: string;
  role: Role;
  inviter: { name: string; role: Role; sellerNo: string };
  name: string | null;
  email: string | null;
  phone: string | null;
  /** null for a member's permanent code, which never expires. */
  expiresAt: string | null;
};

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
