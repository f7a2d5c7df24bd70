import type { Notification } from '@portal/shared/contracts/notifications';
import { MESSAGES } from '@portal/shared/messages';
import { ArrowRight, BellOff, CheckCheck, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useMarkAllNotificationsRead } from '@/features/notifications/api/mark-all-notifications-read';
import { useMarkNotificationRead } from '@/features/notifications/api/mark-notification-read';
import { ALL_NOTIFICATIONS } from '@/features/notifications/api/notification-keys';
import { NotificationListSkeleton } from '@/features/notifications/components/notification-list';
import { NotificationItem } from '@/features/notifications/components/notification-item';

/** How many of the newest notifications the bell's popover shows. */
export const BELL_PREVIEW_COUNT = 5;
const PAGE_PATH = '/dashboard/notifications';

/** The bell popover's content, loaded when the popover first opens (notification-bell.tsx). */
export function LatestNotifications({ onNavigate, unreadCount }: { onNavigate: () => void; unreadCount: number }) {
  // The page's "all" list: the popover and the page share one cache entry.
  const list = useNotifications(ALL_NOTIFICATIONS);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const latest = list.data?.pages[0]?.notifications.slice(0, BELL_PREVIEW_COUNT) ?? [];

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    onNavigate();
  };

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
        <h2 className="text-sm font-semibold">Bildirimler</h2>
        <Button
          variant="ghost"
          size="sm"
          className="h-8 px-2 text-xs"
          onClick={() => markAll.mutate()}
          disabled={markAll.isPending || unreadCount === 0}
          data-testid="bell-mark-all-read"
        >
          {markAll.isPending ? <Spinner /> : <CheckCheck aria-hidden="true" />}
          Tümünü okundu işaretle
        </Button>
      </div>
      {list.isPending ? (
        <NotificationListSkeleton rows={3} compact />
      ) : !list.data ? (
        <div role="alert" className="flex flex-col items-center gap-2 px-4 py-6 text-center text-sm">
          <p className="text-destructive">{list.error?.message ?? MESSAGES.common.systemError}</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()} disabled={list.isFetching}>
            <RotateCcw aria-hidden="true" className={list.isFetching ? 'animate-spin' : undefined} />
            {MESSAGES.errorPage.retry}
          </Button>
        </div>
      ) : latest.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-4 py-8 text-center" data-testid="bell-empty">
          <BellOff className="size-6 text-muted-foreground" aria-hidden="true" />
          <p className="text-sm font-medium">Bildiriminiz yok</p>
        </div>
      ) : (
        <ul aria-label="Son bildirimler" className="divide-y" data-testid="bell-list">
          {latest.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              compact
              fallbackTo={PAGE_PATH}
              onOpen={open}
              onMarkRead={(n) => markRead.mutate(n.id)}
              markingRead={markRead.isPending && markRead.variables === notification.id}
            />
          ))}
        </ul>
      )}
      <div className="border-t p-1.5">
        <Button asChild variant="ghost" size="sm" className="w-full justify-center">
          <Link to={PAGE_PATH} onClick={onNavigate} data-testid="bell-see-all">
            Tüm bildirimleri gör
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </>
  );
}
