import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export function resetPassword(body: { token: string; password: string }): Promise<void> {
  return api.post<void>('/api/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, retry: false });
}
