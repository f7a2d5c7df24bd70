import type { DoctorApplicationQuery } from '@portal/shared/contracts/doctor-applications';
import type { QueryClient } from '@tanstack/react-query';

export const doctorApplicationKeys = {
  all: ['doctor-applications'] as const,
  list: (query: DoctorApplicationQuery) => ['doctor-applications', 'list', query] as const,
  one: (id: string) => ['doctor-applications', 'one', id] as const,
};

export function invalidateDoctorApplications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: doctorApplicationKeys.all });
}
