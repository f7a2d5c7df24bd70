import { badgeCount } from '@portal/shared/format';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { CountBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { cn } from '@/lib/utils';

// The popover, the list, its actions and their icons come when the bell is first pressed (or
// pointed at, or focused): the bell is on every signed-in page's first screen, its popover is not.
const loadBellPopover = () => import('@/features/notifications/components/notification-bell-popover');
const NotificationBellPopover = lazy(async () => ({ default: (await loadBellPopover()).NotificationBellPopover }));

/**
 * Bell with the unread count (99+ cap); opens the five newest notifications. Until the first press
 * it is a plain button; the press loads the popover, which opens as soon as it has arrived and stays
 * mounted afterwards with this same button as its trigger.
 */
export function NotificationBell({ className }: { className?: string }) {
  const unread = useUnreadCount();
  const descriptionId = useId();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);

  const count = unread.data?.count ?? 0;
  const description = unread.isError
    ? 'Okunmamış bildirim sayısı alınamadı'
    : unread.data
      ? count > 0
        ? `${badgeCount(count)} okunmamış bildirim`
        : 'Okunmamış bildirim yok'
      : 'Bildirimler yükleniyor';

  const button = (first: boolean) => (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Bildirimler"
      aria-describedby={descriptionId}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-state={open ? 'open' : 'closed'}
      data-testid="notification-bell"
      className={cn('relative', className)}
      onPointerEnter={first ? () => void loadBellPopover() : undefined}
      onFocus={first ? () => void loadBellPopover() : undefined}
      onClick={
        first
          ? () => {
              setWanted(true);
              setOpen(true);
            }
          : undefined
      }
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
  );

  if (!wanted) return button(true);
  return (
    <Suspense fallback={button(false)}>
      <NotificationBellPopover trigger={button(false)} open={open} onOpenChange={setOpen} unreadCount={count} />
    </Suspense>
  );
}
