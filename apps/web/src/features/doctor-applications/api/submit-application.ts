import type { DoctorApplicationInput, DoctorApplicationReceipt } from '@portal/shared/contracts/doctor-applications';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** `POST /api/doctor-applications`: the public form. */
export function submitDoctorApplication(input: DoctorApplicationInput): Promise<DoctorApplicationReceipt> {
  return api.post<DoctorApplicationReceipt>('/api/doctor-applications', input);
}

export function useSubmitDoctorApplication() {
  return useMutation({
    mutationKey: ['doctor-applications', 'submit'],
    mutationFn: submitDoctorApplication,
    retry: false,
  });
}
