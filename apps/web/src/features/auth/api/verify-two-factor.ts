import type { UserResponse, VerifyTwoFactorRequest } from '@portal/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export function verifyTwoFactor(body: VerifyTwoFactorRequest): Promise<UserResponse> {
  return api.post<UserResponse>('/api/auth/two-factor/verify', body);
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor, retry: false });
}
