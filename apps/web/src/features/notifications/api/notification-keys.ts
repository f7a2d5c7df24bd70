/** A notification as `GET /api/notifications` and the realtime `notification` event send it. */
export type Notification = {
  id: string;
  userId: string;
  type: string;
  title: string;
  message: string;
  read: boolean;
  priority: string;
  relatedEntityId: string | null;
  relatedEntityType: string | null;
  actionUrl: string | null;
  expiresAt: string | null;
  metadata: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
};

export type NotificationsPage = { notifications: Notification[]; nextCursor: string | null };

/** The types the list can be filtered by (spec §3: type defaults to info). */
export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type NotificationFilters = { unreadOnly: boolean; type: NotificationType | null };

export const ALL_NOTIFICATIONS: NotificationFilters = { unreadOnly: false, type: null };

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: (userId: string) => ['notifications', 'list', userId] as const,
  list: (userId: string, filters: NotificationFilters) => ['notifications', 'list', userId, filters] as const,
  unreadCount: (userId: string) => ['notifications', 'unread-count', userId] as const,
};

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(value);
}
