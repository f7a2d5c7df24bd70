import type {
  ApproveDoctorApplicationInput,
  DoctorApplication,
  RejectDoctorApplicationInput,
} from '@portal/shared/contracts/doctor-applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateDoctorApplications } from '@/features/doctor-applications/api/doctor-application-keys';
import { api } from '@/lib/api/client';

/** `POST /api/admin/doctor-applications/:id/approve`: an invitation is made out and mailed. */
export function approveDoctorApplication(id: string, input: ApproveDoctorApplicationInput) {
  return api.post<DoctorApplication>(`/api/admin/doctor-applications/${encodeURIComponent(id)}/approve`, input);
}

/** `POST /api/admin/doctor-applications/:id/reject`: the note is mailed to the applicant. */
export function rejectDoctorApplication(id: string, input: RejectDoctorApplicationInput) {
  return api.post<DoctorApplication>(`/api/admin/doctor-applications/${encodeURIComponent(id)}/reject`, input);
}

export function useApproveDoctorApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['doctor-applications', 'approve'],
    mutationFn: ({ id, input }: { id: string; input: ApproveDoctorApplicationInput }) =>
      approveDoctorApplication(id, input),
    retry: false,
    onSettled: () => invalidateDoctorApplications(queryClient),
  });
}

export function useRejectDoctorApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['doctor-applications', 'reject'],
    mutationFn: ({ id, input }: { id: string; input: RejectDoctorApplicationInput }) =>
      rejectDoctorApplication(id, input),
    retry: false,
    onSettled: () => invalidateDoctorApplications(queryClient),
  });
}
