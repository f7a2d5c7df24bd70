import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MemberOption } from '@portal/shared/contracts/network-admin';
import { networkAdminKeys } from '@/features/network-admin/api/network-admin-keys';
import { api } from '@/lib/api/client';

/** `GET /api/network/admin/member-options`: up to 20 members by name, seller number or e-mail. */
export function searchMemberOptions(q: string, parentsOnly: boolean, signal?: AbortSignal) {
  return api.get<{ options: MemberOption[] }>('/api/network/admin/member-options', {
    signal,
    query: { q, parentsOnly: parentsOnly ? 'true' : undefined },
  });
}

export function useMemberOptions(q: string, parentsOnly: boolean, enabled = true) {
  return useQuery({
    queryKey: networkAdminKeys.options(q, parentsOnly),
    queryFn: ({ signal }) => searchMemberOptions(q, parentsOnly, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}
