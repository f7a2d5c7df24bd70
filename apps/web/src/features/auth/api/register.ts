import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Me } from '@/lib/auth';
import type { DeviceInfo } from '@/features/auth/api/sign-in';

export type RegisterBody = {
  code: string;
  name: string;
  email: string;
  phone?: string;
  password: string;
  city?: string;
  district?: string;
  deviceInfo?: DeviceInfo;
};

/** Creates the member from an invitation and signs them in (201 `{ user }`). */
export function register(body: RegisterBody): Promise<{ user: Me }> {
  return api.post<{ user: Me }>('/api/auth/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register, retry: false });
}
