import type { UnreadCount } from '@portal/shared/contracts/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationKeys } from '@/features/notifications/api/notification-keys';
import { api } from '@/lib/api/client';
import { useAuth } from '@/lib/auth';

export function fetchUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return api.get<UnreadCount>('/api/notifications/unread-count', { signal });
}

/**
 * Refreshed every 120 s while the tab is visible (spec §9: TanStack Query pauses the interval
 * in a hidden tab), at most every 2 s otherwise; a realtime event bumps it in place.
 */
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
