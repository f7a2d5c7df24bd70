import type { NotificationsPage } from '@portal/shared/contracts/notifications';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type NotificationFilters, notificationKeys } from '@/features/notifications/api/notification-keys';
import { api } from '@/lib/api/client';
import { useAuth } from '@/lib/auth';

/** The server answers 50 per page, newest first (spec §9). */
export const NOTIFICATION_PAGE_SIZE = 50;

export function fetchNotifications(
  filters: NotificationFilters & { cursor?: string | null },
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  return api.get<NotificationsPage>('/api/notifications', {
    signal,
    query: {
      cursor: filters.cursor ?? undefined,
      unreadOnly: filters.unreadOnly ? 'true' : undefined,
      type: filters.type ?? undefined,
    },
  });
}

export const notificationsQueryOptions = (userId: string, filters: NotificationFilters) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(userId, filters),
    queryFn: ({ pageParam, signal }) => fetchNotifications({ ...filters, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export function useNotifications(filters: NotificationFilters, options: { enabled?: boolean } = {}) {
  const { user } = useAuth();
  return useInfiniteQuery({
    ...notificationsQueryOptions(user?.id ?? '', filters),
    enabled: !!user && (options.enabled ?? true),
  });
}
