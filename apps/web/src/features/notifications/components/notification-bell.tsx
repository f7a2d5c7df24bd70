import { badgeCount } from '@portal/shared/format';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { CountBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { cn } from '@/lib/utils';

// The list, its actions and their icons come when the popover first opens: the bell is on every
// signed-in page's first screen, the list is not.
const LatestNotifications = lazy(async () => ({
  default: (await import('@/features/notifications/components/latest-notifications')).LatestNotifications,
}));

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
        <Suspense
          fallback={
            <div className="flex h-48 items-center justify-center" data-testid="bell-loading">
              <Spinner />
            </div>
          }
        >
          <LatestNotifications onNavigate={() => setOpen(false)} unreadCount={count} />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
