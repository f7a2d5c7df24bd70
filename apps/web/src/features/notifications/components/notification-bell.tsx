import { badgeCount } from '@portal/shared/format';
import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { CountBadge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { notificationKeys, useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { useRealtimeEvent } from '@/lib/realtime';
import { cn } from '@/lib/utils';

/** Bell with the unread count (99+ cap), leading to the notification list. */
export function NotificationBell({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const unread = useUnreadCount();
  const descriptionId = useId();
  useRealtimeEvent('notification', () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });

  const count = unread.data?.count ?? 0;
  const description = unread.isError
    ? 'Okunmamış bildirim sayısı alınamadı'
    : unread.data
      ? count > 0
        ? `${badgeCount(count)} okunmamış bildirim`
        : 'Okunmamış bildirim yok'
      : 'Bildirimler yükleniyor';

  return (
    <Link
      to="/dashboard/notifications"
      aria-label="Bildirimler"
      aria-describedby={descriptionId}
      data-testid="notification-bell"
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative', className)}
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
    </Link>
  );
}
