import type { ForgotPasswordRequest } from '@portal/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** Always answers 204, whether or not the address belongs to a member. */
export function requestPasswordReset(body: ForgotPasswordRequest): Promise<void> {
  return api.post<void>('/api/auth/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
