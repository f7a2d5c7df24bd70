import type { TwoFactorEnrolment } from '@portal/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** Step 1: the password unlocks a new secret; two-factor stays off until a code confirms it. */
export function enrolTwoFactor(password: string): Promise<TwoFactorEnrolment> {
  return api.post<TwoFactorEnrolment>('/api/auth/two-factor/enrol', { password });
}

export function useEnrolTwoFactor() {
  return useMutation({ mutationFn: enrolTwoFactor });
}
