import type { MyPrivacy } from '@portal/shared/contracts/legal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { privacyKeys } from '@/features/settings/api/get-privacy';
import { api } from '@/lib/api/client';
import { useCurrentUser } from '@/lib/auth';

type DeletionRequest = NonNullable<MyPrivacy['deletionRequest']>;

/** `POST /api/me/deletion-request`: one pending request at a time; the admin decides it. */
export function requestDeletion(reason: string): Promise<DeletionRequest> {
  return api.post<DeletionRequest>('/api/me/deletion-request', reason.trim() ? { reason: reason.trim() } : {});
}

export function useRequestDeletion() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDeletion,
    onSuccess: (request) =>
      queryClient.setQueryData<MyPrivacy>(privacyKeys.detail(user.id), (old) =>
        old ? { ...old, deletionRequest: request } : old,
      ),
  });
}
