import type { MyPrivacy } from '@portal/shared/contracts/legal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { privacyKeys } from '@/features/settings/api/get-privacy';
import { api } from '@/lib/api/client';
import { useCurrentUser } from '@/lib/auth';

/** `PUT /api/me/marketing-consent`: gives (a new record) or withdraws (closes the open one). */
export function setMarketingConsent(given: boolean): Promise<MyPrivacy> {
  return api.put<MyPrivacy>('/api/me/marketing-consent', { given });
}

export function useSetMarketingConsent() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMarketingConsent,
    onSuccess: (privacy) => queryClient.setQueryData(privacyKeys.detail(user.id), privacy),
  });
}
