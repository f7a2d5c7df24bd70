import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** Always answers 204, whether or not the address belongs to a member. */
export function requestPasswordReset(body: { email: string }): Promise<void> {
  return api.post<void>('/api/auth/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
