import type { ReactNode } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { LatestNotifications } from '@/features/notifications/components/latest-notifications';

/**
 * The bell's popover (Radix popover and its positioning code) with the five newest notifications,
 * loaded when the bell is first pressed or pointed at (notification-bell.tsx); `trigger` is the bell
 * itself. The list comes in the same load, so the first opening waits for one download, not two.
 */
export function NotificationBellPopover({
  trigger,
  open,
  onOpenChange,
  unreadCount,
}: {
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unreadCount: number;
}) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent
        align="end"
        className="flex w-[min(24rem,calc(100vw-1rem))] flex-col p-0"
        data-testid="bell-popover"
        aria-label="Bildirimler"
      >
        <LatestNotifications onNavigate={() => onOpenChange(false)} unreadCount={unreadCount} />
      </PopoverContent>
    </Popover>
  );
}
