import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationsPage, UnreadCount } from '@portal/shared/contracts/notifications';
import { type NotificationFilters, notificationKeys } from '@/features/notifications/api/notification-keys';

/**
 * The cached notification lists (one per filter) and the unread count, changed in place after a
 * mutation or a realtime event so that the bell, its popover and the page agree without refetching.
 */

type ListData = InfiniteData<NotificationsPage, string | null>;

function cachedLists(queryClient: QueryClient, userId: string) {
  return queryClient.getQueriesData<ListData>({ queryKey: notificationKeys.lists(userId) });
}

function filtersOf(queryKey: readonly unknown[]): NotificationFilters | null {
  const filters = queryKey[3];
  return filters && typeof filters === 'object' ? (filters as NotificationFilters) : null;
}

function mapItems(data: ListData, map: (items: Notification[]) => Notification[]): ListData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, notifications: map(page.notifications) })) };
}

/** spec §4 also treats two notifications of one campaign as the same one. */
export function campaignIdOf(
  notification: Pick<Notification, 'metadata'> & { campaignId?: string | null },
): string | null {
  const id = notification.campaignId ?? notification.metadata?.campaign_id ?? notification.metadata?.campaignId;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

export function isDuplicate(existing: Notification, incoming: Notification): boolean {
  if (existing.id === incoming.id) return true;
  const campaign = campaignIdOf(incoming);
  return campaign !== null && campaignIdOf(existing) === campaign;
}

function matches(filters: NotificationFilters | null, notification: Notification): boolean {
  if (!filters) return true;
  if (filters.unreadOnly && notification.read) return false;
  return !filters.type || filters.type === notification.type;
}

export type PrependResult = { seenById: boolean; duplicate: boolean };

/**
 * Puts a notification on top of every cached list it belongs in, unless one of them already
 * holds it (same id or same campaign).
 */
export function prependNotification(queryClient: QueryClient, userId: string, incoming: Notification): PrependResult {
  const lists = cachedLists(queryClient, userId);
  let seenById = false;
  let duplicate = false;
  for (const [, data] of lists) {
    for (const page of data?.pages ?? []) {
      for (const item of page.notifications) {
        if (item.id === incoming.id) seenById = true;
        if (isDuplicate(item, incoming)) duplicate = true;
      }
    }
  }
  if (duplicate) return { seenById, duplicate };
  for (const [queryKey, data] of lists) {
    if (!data || data.pages.length === 0 || !matches(filtersOf(queryKey), incoming)) continue;
    const [first, ...rest] = data.pages;
    if (!first) continue;
    queryClient.setQueryData<ListData>(queryKey, {
      ...data,
      pages: [{ ...first, notifications: [incoming, ...first.notifications] }, ...rest],
    });
  }
  return { seenById, duplicate };
}

export function adjustUnreadCount(queryClient: QueryClient, userId: string, change: (count: number) => number): void {
  queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount(userId), (current) =>
    current ? { count: Math.max(0, change(current.count)) } : current,
  );
}

/** Marks one (or, without an id, every) notification read; unread-only lists drop it. */
export function markReadInCache(queryClient: QueryClient, userId: string, id?: string): { wasUnread: boolean } {
  let wasUnread = false;
  for (const [queryKey, data] of cachedLists(queryClient, userId)) {
    if (!data) continue;
    const unreadOnly = filtersOf(queryKey)?.unreadOnly ?? false;
    queryClient.setQueryData<ListData>(
      queryKey,
      mapItems(data, (items) =>
        items.flatMap((item) => {
          if (id !== undefined && item.id !== id) return [item];
          if (!item.read) wasUnread = true;
          return unreadOnly ? [] : [{ ...item, read: true }];
        }),
      ),
    );
  }
  return { wasUnread };
}

/** Removes notifications from every cached list; returns whether an unread one went. */
export function removeFromCache(
  queryClient: QueryClient,
  userId: string,
  remove: (item: Notification) => boolean,
): { removedUnread: number } {
  const unreadIds = new Set<string>();
  for (const [queryKey, data] of cachedLists(queryClient, userId)) {
    if (!data) continue;
    queryClient.setQueryData<ListData>(
      queryKey,
      mapItems(data, (items) =>
        items.filter((item) => {
          if (!remove(item)) return true;
          if (!item.read) unreadIds.add(item.id);
          return false;
        }),
      ),
    );
  }
  return { removedUnread: unreadIds.size };
}
