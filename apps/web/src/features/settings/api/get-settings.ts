import type { Settings } from '@portal/shared/contracts/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { useCurrentUser } from '@/lib/auth';

export type { Settings };

/** Query keys of the member's settings; every save answers the whole object, which replaces the cache. */
export const settingsKeys = {
  all: ['settings'] as const,
  detail: (userId: string) => ['settings', userId] as const,
};

export function fetchSettings(signal?: AbortSignal): Promise<Settings> {
  return api.get<Settings>('/api/settings', { signal });
}

export const settingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: settingsKeys.detail(userId),
    queryFn: ({ signal }) => fetchSettings(signal),
  });

export function useSettings() {
  const user = useCurrentUser();
  return useQuery(settingsQueryOptions(user.id));
}
