import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberFilters, MemberListQuery, NetworkMemberPage } from '@portal/shared/contracts/network-admin';
import { networkAdminKeys } from '@/features/network-admin/api/network-admin-keys';
import { api } from '@/lib/api/client';

/** The query string of the filters (the list's and the CSV's), leaving out what is not set. */
export function memberFilterParams(f: MemberFilters): Record<string, string | undefined> {
  return {
    q: f.q || undefined,
    role: f.role,
    city: f.city || undefined,
    status: f.status,
    sponsorId: f.sponsorId,
    joinedFrom: f.joinedFrom,
    joinedTo: f.joinedTo,
    sort: f.sort,
    dir: f.dir,
  };
}

/** `GET /api/network/admin/members`: one page of every member that matches. */
export function fetchMembers(query: MemberListQuery, signal?: AbortSignal): Promise<NetworkMemberPage> {
  return api.get<NetworkMemberPage>('/api/network/admin/members', {
    signal,
    query: { ...memberFilterParams(query), page: query.page },
  });
}

export const membersQueryOptions = (query: MemberListQuery) =>
  queryOptions({
    queryKey: networkAdminKeys.members(query),
    queryFn: ({ signal }) => fetchMembers(query, signal),
  });

/** The previous page stays on screen while the next one loads. */
export function useMembers(query: MemberListQuery) {
  return useQuery({ ...membersQueryOptions(query), placeholderData: keepPreviousData });
}

/** The address of the CSV of every member that matches (the browser downloads it). */
export function membersExportUrl(f: MemberFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(memberFilterParams(f))) if (value) params.set(key, value);
  return `/api/network/admin/members/export?${params.toString()}`;
}
