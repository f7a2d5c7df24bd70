import type { Notification } from '@portal/shared/contracts/notifications';
import { badgeCount } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { ArrowRight, Bell, BellOff, CheckCheck, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CountBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { useMarkAllNotificationsRead } from '@/features/notifications/api/mark-all-notifications-read';
import { useMarkNotificationRead } from '@/features/notifications/api/mark-notification-read';
import { ALL_NOTIFICATIONS } from '@/features/notifications/api/notification-keys';
import { NotificationListSkeleton } from '@/features/notifications/components/notification-list';
import { NotificationItem } from '@/features/notifications/components/notification-item';
import { cn } from '@/lib/utils';

/** How many of the newest notifications the bell's popover shows. */
export const BELL_PREVIEW_COUNT = 5;
const PAGE_PATH = '/dashboard/notifications';

function LatestNotifications({ onNavigate, unreadCount }: { onNavigate: () => void; unreadCount: number }) {
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

/** Bell with the unread count (99+ cap); opens the five newest notifications. */
export function NotificationBell({ className }: { className?: string }) {
  const unread = useUnreadCount();
  const descriptionId = useId();
  const [open, setOpen] = useState(false);

  const count = unread.data?.count ?? 0;
  const description = unread.isError
    ? 'Okunmamış bildirim sayısı alınamadı'
    : unread.data
      ? count > 0
        ? `${badgeCount(count)} okunmamış bildirim`
        : 'Okunmamış bildirim yok'
      : 'Bildirimler yükleniyor';

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Bildirimler"
          aria-describedby={descriptionId}
          data-testid="notification-bell"
          className={cn('relative', className)}
        >
          <Bell aria-hidden="true" />
          {count > 0 ? (
            <CountBadge aria-hidden="true" data-testid="notification-count">
              {badgeCount(count)}
            </CountBadge>
          ) : null}
          <span id={descriptionId} className="sr-only">
            {description}
          </span>
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        className="flex w-[min(24rem,calc(100vw-1rem))] flex-col p-0"
        data-testid="bell-popover"
        aria-label="Bildirimler"
      >
        <LatestNotifications onNavigate={() => setOpen(false)} unreadCount={count} />
      </PopoverContent>
    </Popover>
  );
}
