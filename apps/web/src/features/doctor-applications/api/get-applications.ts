import type {
  DoctorApplication,
  DoctorApplicationPage,
  DoctorApplicationQuery,
} from '@portal/shared/contracts/doctor-applications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { doctorApplicationKeys } from '@/features/doctor-applications/api/doctor-application-keys';
import { api } from '@/lib/api/client';

/** `GET /api/admin/doctor-applications`: newest first, 20 a page, with counts per status. */
export function fetchDoctorApplications(query: DoctorApplicationQuery, signal?: AbortSignal) {
  return api.get<DoctorApplicationPage>('/api/admin/doctor-applications', {
    signal,
    query: { status: query.status, q: query.q || undefined, page: query.page },
  });
}

export const doctorApplicationsQueryOptions = (query: DoctorApplicationQuery) =>
  queryOptions({
    queryKey: doctorApplicationKeys.list(query),
    queryFn: ({ signal }) => fetchDoctorApplications(query, signal),
  });

export function useDoctorApplications(query: DoctorApplicationQuery) {
  return useQuery({ ...doctorApplicationsQueryOptions(query), placeholderData: keepPreviousData });
}

/** `GET /api/admin/doctor-applications/:id`. */
export function fetchDoctorApplication(id: string, signal?: AbortSignal) {
  return api.get<DoctorApplication>(`/api/admin/doctor-applications/${encodeURIComponent(id)}`, { signal });
}

export function useDoctorApplication(id: string | null) {
  return useQuery({
    queryKey: doctorApplicationKeys.one(id ?? ''),
    queryFn: ({ signal }) => fetchDoctorApplication(id as string, signal),
    enabled: Boolean(id),
  });
}
