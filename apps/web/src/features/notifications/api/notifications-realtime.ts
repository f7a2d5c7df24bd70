import type { Notification } from '@portal/shared/contracts/notifications';
import { MESSAGES } from '@portal/shared/messages';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { openActionTarget, resolveActionUrl } from '@/features/notifications/components/action-url';
import { useMarkNotificationRead } from '@/features/notifications/api/mark-notification-read';
import { playNotificationSound, showDesktopNotification } from '@/features/notifications/api/notification-alerts';
import {
  adjustUnreadCount,
  campaignIdOf,
  prependNotification,
  removeFromCache,
} from '@/features/notifications/api/notification-cache';
import { settingsQueryOptions } from '@/features/settings/public';
import { useAuth } from '@/lib/auth';
import { useRealtimeEvent } from '@/lib/realtime';

/** spec §9: a notification toast shows for 4 s; one tab claims it for 10 s. */
export const NOTIFICATION_TOAST_MS = 4000;
const TOAST_CLAIM_MS = 10_000;
/** A hidden tab waits this long before claiming, so that a visible one wins. */
const HIDDEN_TAB_DELAY_MS = 300;

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** The event's payload is the list's DTO; anything without an id and a user is ignored. */
export function parseNotification(payload: unknown): Notification | null {
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as Record<string, unknown>;
  const id = str(p.id);
  const userId = str(p.userId);
  if (!id || !userId) return null;
  const now = new Date().toISOString();
  return {
    id,
    userId,
    type: str(p.type) ?? 'info',
    title: str(p.title) || MESSAGES.notifications.defaultTitle,
    message: str(p.message) ?? '',
    read: p.read === true,
    priority: str(p.priority) ?? 'normal',
    relatedEntityId: str(p.relatedEntityId),
    relatedEntityType: str(p.relatedEntityType),
    actionUrl: str(p.actionUrl),
    expiresAt: str(p.expiresAt),
    metadata: p.metadata && typeof p.metadata === 'object' ? (p.metadata as Record<string, unknown>) : {},
    campaignId: str(p.campaignId),
    createdAt: str(p.createdAt) ?? now,
    updatedAt: str(p.updatedAt) ?? now,
  };
}

/**
 * Every open tab hears the event; only the first to take the lock shows the toast (Web Locks
 * are shared by the tabs of one origin). Browsers without them show it in every tab.
 */
async function claimToast(id: string): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return true;
  if (document.visibilityState !== 'visible') await new Promise((r) => setTimeout(r, HIDDEN_TAB_DELAY_MS));
  return new Promise<boolean>((resolve) => {
    locks
      .request(`notification-toast:${id}`, { ifAvailable: true }, (lock) => {
        resolve(lock !== null);
        return lock ? new Promise<void>((release) => setTimeout(release, TOAST_CLAIM_MS)) : undefined;
      })
      .catch(() => resolve(true));
  });
}

const TOAST_BY_TYPE = {
  info: toast.info,
  success: toast.success,
  warning: toast.warning,
  error: toast.error,
} as const;

/**
 * The `notification` realtime event (spec §4): the new notification goes on top of the cached
 * lists (skipping one already there by id or campaign), the unread count goes up and a toast
 * offers to open it. Mounted once, by the signed-in layout.
 */
export function useNotificationsRealtime(): void {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id;
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();

  useRealtimeEvent('notification', (payload) => {
    const notification = parseNotification(payload);
    if (!notification || !userId || notification.userId !== userId) return;
    const { seenById, duplicate } = prependNotification(queryClient, userId, notification);
    if (seenById) return;
    if (!notification.read) adjustUnreadCount(queryClient, userId, (count) => count + 1);
    if (duplicate) return;

    const target = resolveActionUrl(notification.actionUrl);
    const open = () => {
      if (!notification.read) markRead.mutate(notification.id);
      if (target) openActionTarget(target, navigate);
    };
    void claimToast(notification.id).then((claimed) => {
      if (!claimed) return;
      void alertPreferences(queryClient, userId).then(({ sound, desktop }) => {
        if (sound) playNotificationSound();
        if (desktop) showDesktopNotification(notification, open);
      });
      const show = TOAST_BY_TYPE[notification.type as keyof typeof TOAST_BY_TYPE] ?? toast.info;
      show(notification.title, {
        id: `notification:${notification.id}`,
        description: notification.message || undefined,
        duration: NOTIFICATION_TOAST_MS,
        action: target
          ? {
              label: 'Görüntüle',
              onClick: open,
            }
          : undefined,
      });
    });
  });

  // A withdrawn campaign: its unread notification leaves the lists and the count at once.
  useRealtimeEvent('notification_campaign_withdrawn', (payload) => {
    const campaignId = (payload as { campaignId?: unknown } | null)?.campaignId;
    if (typeof campaignId !== 'string' || !userId) return;
    const { removedUnread } = removeFromCache(
      queryClient,
      userId,
      (item) => campaignIdOf(item) === campaignId && !item.read,
    );
    if (removedUnread > 0) adjustUnreadCount(queryClient, userId, (count) => count - removedUnread);
  });
}

/** The member's sound and desktop notification settings (cached; read once per sign-in). */
async function alertPreferences(queryClient: QueryClient, userId: string) {
  try {
    const settings = await queryClient.ensureQueryData(settingsQueryOptions(userId));
    return { sound: settings.app.notificationSound, desktop: settings.app.desktopNotifications };
  } catch {
    return { sound: false, desktop: false };
  }
}
