import type { Notification, NotificationsPage } from '@portal/shared/contracts/notifications';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  adjustUnreadCount,
  campaignIdOf,
  prependNotification,
  removeFromCache,
} from '@/features/notifications/api/notification-cache';
import { ALL_NOTIFICATIONS, notificationKeys } from '@/features/notifications/api/notification-keys';

const USER = 'u1';
const note = (id: string, extra: Partial<Notification> = {}): Notification => ({
  id,
  userId: USER,
  type: 'info',
  title: `Bildirim ${id}`,
  message: '',
  read: false,
  priority: 'normal',
  relatedEntityId: null,
  relatedEntityType: null,
  actionUrl: null,
  expiresAt: null,
  metadata: {},
  campaignId: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...extra,
});

function cacheWith(items: Notification[], unread: number) {
  const client = new QueryClient();
  client.setQueryData<InfiniteData<NotificationsPage, string | null>>(notificationKeys.list(USER, ALL_NOTIFICATIONS), {
    pages: [{ notifications: items, nextCursor: null }],
    pageParams: [null],
  });
  client.setQueryData(notificationKeys.unreadCount(USER), { count: unread });
  const list = () =>
    client
      .getQueryData<InfiniteData<NotificationsPage, string | null>>(notificationKeys.list(USER, ALL_NOTIFICATIONS))!
      .pages.flatMap((p) => p.notifications.map((n) => n.id));
  return { client, list };
}

describe('notification arrival (spec §4: skip duplicates by id or campaign)', () => {
  it('reads the campaign from the field or from metadata.campaign_id', () => {
    expect(campaignIdOf(note('a', { campaignId: 'c1' }))).toBe('c1');
    expect(campaignIdOf(note('a', { metadata: { campaign_id: 'c2' } }))).toBe('c2');
    expect(campaignIdOf(note('a'))).toBeNull();
  });

  it('puts a new one on top, and skips one of a campaign already listed', () => {
    const { client, list } = cacheWith([note('a', { campaignId: 'c1' })], 1);
    expect(prependNotification(client, USER, note('b'))).toEqual({ seenById: false, duplicate: false });
    expect(list()).toEqual(['b', 'a']);
    expect(prependNotification(client, USER, note('z', { campaignId: 'c1' }))).toEqual({
      seenById: false,
      duplicate: true,
    });
    expect(prependNotification(client, USER, note('b'))).toEqual({ seenById: true, duplicate: true });
    expect(list()).toEqual(['b', 'a']);
  });

  it("drops a withdrawn campaign's unread notification and lowers the count, keeping a read one", () => {
    const { client, list } = cacheWith(
      [note('a', { campaignId: 'c1' }), note('b', { campaignId: 'c2', read: true }), note('c')],
      2,
    );
    const { removedUnread } = removeFromCache(client, USER, (n) => campaignIdOf(n) === 'c1' && !n.read);
    expect(removedUnread).toBe(1);
    adjustUnreadCount(client, USER, (count) => count - removedUnread);
    expect(list()).toEqual(['b', 'c']);
    expect(client.getQueryData(notificationKeys.unreadCount(USER))).toEqual({ count: 1 });
    expect(removeFromCache(client, USER, (n) => campaignIdOf(n) === 'c2' && !n.read).removedUnread).toBe(0);
    expect(list()).toEqual(['b', 'c']);
  });
});
