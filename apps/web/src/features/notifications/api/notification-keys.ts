import type { NotificationType } from '@portal/shared/notifications';

export type NotificationFilters = { unreadOnly: boolean; type: NotificationType | null };

export const ALL_NOTIFICATIONS: NotificationFilters = { unreadOnly: false, type: null };

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: (userId: string) => ['notifications', 'list', userId] as const,
  list: (userId: string, filters: NotificationFilters) => ['notifications', 'list', userId, filters] as const,
  unreadCount: (userId: string) => ['notifications', 'unread-count', userId] as const,
};
