import { NETWORK_MEMBER_EVENT } from '@portal/shared/contracts/network-events';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateInvitations } from '@/features/invitations/api/invitation-keys';
import { useRealtimeEvent } from '@/lib/realtime';

/**
 * Someone registered with one of the member's codes: the new member is announced to its upline
 * (`network_member`, added), and the open invitation lists read again (uses, status).
 */
export function useInvitationsRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(NETWORK_MEMBER_EVENT, (payload) => {
    if ((payload as { kind?: string } | null)?.kind === 'added') void invalidateInvitations(queryClient);
  });
}
