import type { AdminInvitationQuery, InvitationPage } from '@portal/shared/contracts/invitations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { invitationKeys } from '@/features/invitations/api/invitation-keys';
import { api } from '@/lib/api/client';

/** `GET /api/admin/invitations`: every invitation, with the admin's filters. */
export function fetchAdminInvitations(query: AdminInvitationQuery, signal?: AbortSignal): Promise<InvitationPage> {
  return api.get<InvitationPage>('/api/admin/invitations', {
    signal,
    query: {
      status: query.status,
      role: query.role,
      inviterId: query.inviterId,
      from: query.from,
      to: query.to,
      q: query.q || undefined,
      page: query.page,
    },
  });
}

export const adminInvitationsQueryOptions = (query: AdminInvitationQuery) =>
  queryOptions({
    queryKey: invitationKeys.admin(query),
    queryFn: ({ signal }) => fetchAdminInvitations(query, signal),
  });

export function useAdminInvitations(query: AdminInvitationQuery) {
  return useQuery({ ...adminInvitationsQueryOptions(query), placeholderData: keepPreviousData });
}
