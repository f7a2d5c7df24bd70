import type { InvitationPage, MyInvitationQuery } from '@portal/shared/contracts/invitations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { invitationKeys } from '@/features/invitations/api/invitation-keys';
import { api } from '@/lib/api/client';

/** `GET /api/invitations`: the member's own invitations, newest first, 20 a page. */
export function fetchMyInvitations(query: MyInvitationQuery, signal?: AbortSignal): Promise<InvitationPage> {
  return api.get<InvitationPage>('/api/invitations', { signal, query: { status: query.status, page: query.page } });
}

export const myInvitationsQueryOptions = (query: MyInvitationQuery) =>
  queryOptions({
    queryKey: invitationKeys.mine(query),
    queryFn: ({ signal }) => fetchMyInvitations(query, signal),
  });

export function useMyInvitations(query: MyInvitationQuery) {
  return useQuery({ ...myInvitationsQueryOptions(query), placeholderData: keepPreviousData });
}
