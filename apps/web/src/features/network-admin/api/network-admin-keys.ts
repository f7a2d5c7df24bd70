import type { QueryClient } from '@tanstack/react-query';
import type { MemberListQuery } from '@portal/shared/contracts/network-admin';

/** Everything of the admin's network pages starts with 'network-admin'. */
export const networkAdminKeys = {
  all: ['network-admin'] as const,
  members: (query: MemberListQuery) => ['network-admin', 'members', query] as const,
  options: (q: string, parentsOnly: boolean) => ['network-admin', 'options', q, parentsOnly] as const,
  jobs: () => ['network-admin', 'jobs'] as const,
  inconsistencies: () => ['network-admin', 'inconsistencies'] as const,
};

/** After a fix or a finished job: the lists, counts and the report may all have changed. */
export function invalidateNetworkAdmin(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: networkAdminKeys.all });
}
