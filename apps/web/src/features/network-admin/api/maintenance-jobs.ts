import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MaintenanceJob,
  MaintenanceJobList,
  StartMaintenanceJobInput,
} from '@portal/shared/contracts/network-admin';
import { invalidateNetworkAdmin, networkAdminKeys } from '@/features/network-admin/api/network-admin-keys';
import { api } from '@/lib/api/client';

export function fetchJobs(signal?: AbortSignal): Promise<MaintenanceJobList> {
  return api.get<MaintenanceJobList>('/api/network/admin/maintenance/jobs', { signal });
}

export const isJobActive = (job: MaintenanceJob) => job.status === 'running' || job.status === 'queued';

/**
 * The job history, newest first. While a job runs the list is read every second, so its progress
 * bar moves; when none runs it is left alone.
 */
export function useJobs() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: networkAdminKeys.jobs(),
    queryFn: async ({ signal }) => {
      const previous = queryClient.getQueryData<MaintenanceJobList>(networkAdminKeys.jobs());
      const next = await fetchJobs(signal);
      // A job that was running and is not any more changed the members: refresh the other lists.
      const finished = previous?.jobs.some(
        (job) => isJobActive(job) && next.jobs.some((n) => n.id === job.id && !isJobActive(n)),
      );
      if (finished) {
        void queryClient.invalidateQueries({
          predicate: (q) => q.queryKey[0] === 'network-admin' && q.queryKey[1] !== 'jobs',
        });
      }
      return next;
    },
    refetchInterval: (query) => (query.state.data?.jobs.some(isJobActive) ? 1000 : false),
  });
}

/** `POST /api/network/admin/maintenance/jobs`: starts a job; the server runs one at a time. */
export function startJob(input: StartMaintenanceJobInput): Promise<MaintenanceJob> {
  return api.post<MaintenanceJob>('/api/network/admin/maintenance/jobs', input);
}

export function useStartJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['network-admin', 'start-job'],
    mutationFn: startJob,
    retry: false,
    onSettled: () => invalidateNetworkAdmin(queryClient),
  });
}
