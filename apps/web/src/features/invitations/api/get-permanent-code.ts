import type { PermanentInviteCode } from '@portal/shared/contracts/invitations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationKeys } from '@/features/invitations/api/invitation-keys';
import { api } from '@/lib/api/client';

/** `GET /api/invitations/permanent-code`: the member's own code for inviting clients. */
export function fetchPermanentCode(signal?: AbortSignal): Promise<PermanentInviteCode> {
  return api.get<PermanentInviteCode>('/api/invitations/permanent-code', { signal });
}

export const permanentCodeQueryOptions = () =>
  queryOptions({ queryKey: invitationKeys.permanentCode(), queryFn: ({ signal }) => fetchPermanentCode(signal) });

export function usePermanentCode() {
  return useQuery(permanentCodeQueryOptions());
}
