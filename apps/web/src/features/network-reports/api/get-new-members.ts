import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NewMembers, NewMembersQuery } from '@portal/shared/contracts/network-reports';
import { reportKeys } from '@/features/network-reports/api/report-keys';
import { api } from '@/lib/api/client';

/** `GET /api/network/reports/new-members`. */
export const newMembersQueryOptions = (query: NewMembersQuery) =>
  queryOptions({
    queryKey: reportKeys.newMembers(query),
    queryFn: ({ signal }) =>
      api.get<NewMembers>('/api/network/reports/new-members', {
        signal,
        query: {
          period: query.period,
          from: query.from,
          to: query.to,
          role: query.role,
          city: query.city,
          page: query.page,
        },
      }),
  });

export function useNewMembers(query: NewMembersQuery, enabled = true) {
  return useQuery({ ...newMembersQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
