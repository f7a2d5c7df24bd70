import type { MemberOption, MemberOptionQuery } from '@portal/shared/contracts/invitations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { invitationKeys } from '@/features/invitations/api/invitation-keys';
import { api } from '@/lib/api/client';

/** `GET /api/admin/member-options`: members to choose (an inviter filter, a parent). */
export function fetchMemberOptions(
  query: MemberOptionQuery,
  signal?: AbortSignal,
): Promise<{ members: MemberOption[] }> {
  return api.get<{ members: MemberOption[] }>('/api/admin/member-options', {
    signal,
    query: { q: query.q || undefined, above: query.above, id: query.id },
  });
}

export const memberOptionsQueryOptions = (query: MemberOptionQuery) =>
  queryOptions({
    queryKey: invitationKeys.memberOptions(query),
    queryFn: ({ signal }) => fetchMemberOptions(query, signal),
    staleTime: 30_000,
  });

export function useMemberOptions(query: MemberOptionQuery, enabled = true) {
  return useQuery({ ...memberOptionsQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
