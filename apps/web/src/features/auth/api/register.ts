import type { RegisterRequest, UserResponse } from '@portal/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** Creates the member from an invitation and signs them in (201 `{ user }`). */
export function register(body: RegisterRequest): Promise<UserResponse> {
  return api.post<UserResponse>('/api/auth/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register, retry: false });
}
