import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useAuth } from '@/lib/auth';

export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: (userId: string) => ['notifications', 'unread-count', userId] as const,
};

export function fetchUnreadCount(signal?: AbortSignal): Promise<{ count: number }> {
  return api.get<{ count: number }>('/api/notifications/unread-count', { signal });
}

/** Refreshed every 120 s while the tab is visible (spec §9), and at once on a realtime event. */
export const unreadCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(userId),
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    refetchInterval: 120_000,
    refetchIntervalInBackground: false,
    staleTime: 2_000,
  });

export function useUnreadCount() {
  const { user } = useAuth();
  return useQuery({ ...unreadCountQueryOptions(user?.id ?? ''), enabled: !!user });
}
