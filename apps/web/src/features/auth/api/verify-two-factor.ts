import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Me } from '@/lib/auth';

export function verifyTwoFactor(body: { code: string }): Promise<{ user: Me }> {
  return api.post<{ user: Me }>('/api/auth/two-factor/verify', body);
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor, retry: false });
}
