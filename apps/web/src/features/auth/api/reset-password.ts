import type { ResetPasswordRequest } from '@portal/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export function resetPassword(body: ResetPasswordRequest): Promise<void> {
  return api.post<void>('/api/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, retry: false });
}
