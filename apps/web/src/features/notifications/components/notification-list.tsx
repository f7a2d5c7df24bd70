import type { Notification } from '@portal/shared/contracts/notifications';
import { MESSAGES } from '@portal/shared/messages';
import { BellOff, RotateCcw, TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteNotification } from '@/features/notifications/api/delete-notification';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useMarkNotificationRead } from '@/features/notifications/api/mark-notification-read';
import type { NotificationFilters } from '@/features/notifications/api/notification-keys';
import { NotificationItem } from '@/features/notifications/components/notification-item';

export function NotificationListSkeleton({ rows = 4, compact = false }: { rows?: number; compact?: boolean }) {
  return (
    <div role="status" aria-live="polite" data-testid="notifications-loading" className="divide-y">
      <span className="sr-only">Bildirimler yükleniyor</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={compact ? 'flex gap-3 px-3 py-2.5' : 'flex gap-3 px-4 py-3.5'}>
          <Skeleton className={compact ? 'size-8 rounded-full' : 'size-9 rounded-full'} />
          <div className="flex flex-1 flex-col gap-2 pt-0.5">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3.5 w-4/5" />
            {compact ? null : <Skeleton className="h-3 w-1/4" />}
          </div>
        </div>
      ))}
    </div>
  );
}

function emptyDescription(filters: NotificationFilters): string {
  if (filters.type) return 'Bu türde gösterilecek bildiriminiz yok.';
  if (filters.unreadOnly) return 'Okunmamış bildiriminiz yok; hepsini okudunuz.';
  return 'Size bir bildirim gönderildiğinde burada görünecek.';
}

/** One filter's list: 50 at a time, newest first, with load-more (spec §9). */
export function NotificationList({ filters }: { filters: NotificationFilters }) {
  const query = useNotifications(filters);
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();

  if (query.isPending) return <NotificationListSkeleton />;

  // A failed first load; a failed refetch or next page keeps what is already shown.
  if (!query.data) {
    return (
      <div className="p-4">
        <Alert variant="destructive" data-testid="notifications-error">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Bildirimler yüklenemedi</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3">
            <p>{query.error?.message ?? MESSAGES.common.systemError}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RotateCcw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
              {MESSAGES.errorPage.retry}
            </Button>
          </AlertDescription>
        </Alert>
      </div>
    );
  }

  const items = query.data.pages.flatMap((page) => page.notifications);
  if (items.length === 0) {
    return (
      <div className="p-4">
        <EmptyState
          icon={BellOff}
          title="Bildiriminiz yok"
          description={emptyDescription(filters)}
          className="border-0"
          data-testid="notifications-empty"
        />
      </div>
    );
  }

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
  };

  return (
    <div className="flex flex-col">
      <ul data-testid="notifications-list" aria-label="Bildirimler" className="divide-y">
        {items.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onOpen={open}
            onMarkRead={(n) => markRead.mutate(n.id)}
            onDelete={(n) => remove.mutate(n.id)}
            markingRead={markRead.isPending && markRead.variables === notification.id}
            deleting={remove.isPending && remove.variables === notification.id}
          />
        ))}
      </ul>
      {query.hasNextPage || query.isFetchNextPageError ? (
        <div className="flex flex-col items-center gap-2 border-t p-4">
          {query.isFetchNextPageError ? (
            <p role="alert" className="text-center text-sm text-destructive">
              {query.error?.message ?? MESSAGES.common.systemError}
            </p>
          ) : null}
          <Button
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            data-testid="notifications-load-more"
            className="w-full sm:w-auto"
          >
            {query.isFetchingNextPage ? <Spinner /> : null}
            {query.isFetchingNextPage ? 'Yükleniyor...' : 'Daha fazla yükle'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
