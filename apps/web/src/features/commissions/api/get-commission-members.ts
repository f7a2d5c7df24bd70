import type { CommissionMemberList } from '@portal/shared/contracts/commissions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { commissionKeys } from '@/features/commissions/api/commission-keys';
import { api } from '@/lib/api/client';

/** `GET /api/commissions/members?q=`: members the beneficiary filter can pick. */
export function fetchCommissionMembers(q: string, signal?: AbortSignal): Promise<CommissionMemberList> {
  return api.get<CommissionMemberList>('/api/commissions/members', { signal, query: { q } });
}

export const commissionMembersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: commissionKeys.members(q),
    queryFn: ({ signal }) => fetchCommissionMembers(q, signal),
    staleTime: 60_000,
  });

export function useCommissionMembers(q: string, enabled: boolean) {
  return useQuery({
    ...commissionMembersQueryOptions(q),
    enabled: enabled && q.length > 0,
    placeholderData: keepPreviousData,
  });
}
