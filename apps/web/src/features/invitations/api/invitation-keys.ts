import type { AdminInvitationQuery, MemberOptionQuery, MyInvitationQuery } from '@portal/shared/contracts/invitations';
import type { QueryClient } from '@tanstack/react-query';

/** Everything read about invitations starts with 'invitations', so one invalidation refreshes it all. */
export const invitationKeys = {
  all: ['invitations'] as const,
  mine: (query: MyInvitationQuery) => ['invitations', 'mine', query] as const,
  admin: (query: AdminInvitationQuery) => ['invitations', 'admin', query] as const,
  permanentCode: () => ['invitations', 'permanent-code'] as const,
  memberOptions: (query: MemberOptionQuery) => ['invitations', 'member-options', query] as const,
};

export function invalidateInvitations(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: invitationKeys.all });
}
