import { useQueryClient } from '@tanstack/react-query';
import { invalidateDoctorApplications } from '@/features/doctor-applications/api/doctor-application-keys';
import { useRealtimeEvent } from '@/lib/realtime';

/** A new application is told to every admin as a notification: an open list reads again. */
export function useDoctorApplicationsRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', (payload) => {
    if ((payload as { relatedEntityType?: string } | null)?.relatedEntityType === 'doctor_application') {
      void invalidateDoctorApplications(queryClient);
    }
  });
}
