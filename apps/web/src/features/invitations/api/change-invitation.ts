import type { CreateInvitationInput, Invitation } from '@portal/shared/contracts/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateInvitations } from '@/features/invitations/api/invitation-keys';
import { api } from '@/lib/api/client';

/** `POST /api/invitations`: a new invitation, mailed when it has an address. */
export function createInvitation(input: CreateInvitationInput): Promise<Invitation> {
  return api.post<Invitation>('/api/invitations', input);
}

/** `POST /api/invitations/:id/revoke`. */
export function revokeInvitation(id: string): Promise<Invitation> {
  return api.post<Invitation>(`/api/invitations/${encodeURIComponent(id)}/revoke`);
}

/** `POST /api/invitations/:id/resend`: the e-mail again. */
export function resendInvitation(id: string): Promise<Invitation> {
  return api.post<Invitation>(`/api/invitations/${encodeURIComponent(id)}/resend`);
}

/** None of these is safe to repeat blindly (a second code, a second e-mail), so none retries. */
function useInvitationMutation<TInput>(key: string, fn: (input: TInput) => Promise<Invitation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['invitations', key],
    mutationFn: fn,
    retry: false,
    onSettled: () => invalidateInvitations(queryClient),
  });
}

export const useCreateInvitation = () => useInvitationMutation('create', createInvitation);
export const useRevokeInvitation = () => useInvitationMutation('revoke', revokeInvitation);
export const useResendInvitation = () => useInvitationMutation('resend', resendInvitation);
