import { isNotificationType, NOTIFICATION_TYPES } from '@portal/shared/notifications';
import { badgeCount } from '@portal/shared/format';
import { CheckCheck, Eraser, Trash2 } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDeleteAllNotifications } from '@/features/notifications/api/delete-all-notifications';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count';
import { useMarkAllNotificationsRead } from '@/features/notifications/api/mark-all-notifications-read';
import type { NotificationFilters } from '@/features/notifications/api/notification-keys';
import { usePurgeExpiredNotifications } from '@/features/notifications/api/purge-expired-notifications';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { TYPE_LABELS } from '@/features/notifications/components/notification-item';

type ReadFilter = 'all' | 'unread';

function DeleteAllButton() {
  const deleteAll = useDeleteAllNotifications();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          disabled={deleteAll.isPending}
          className="text-destructive hover:text-destructive"
          data-testid="notifications-delete-all"
        >
          {deleteAll.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
          Tümünü sil
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent data-testid="notifications-delete-all-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>Tüm bildirimler silinsin mi?</AlertDialogTitle>
          <AlertDialogDescription>
            Okunmuş ve okunmamış bütün bildirimleriniz kalıcı olarak silinecek. Bu işlem geri alınamaz.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Vazgeç</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => deleteAll.mutate()}>
            Tümünü sil
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** /dashboard/notifications: every notification of the member, with filters and bulk actions. */
export function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const typeSelectId = useId();
  const readFilter: ReadFilter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const typeParam = params.get('type');
  const type = isNotificationType(typeParam) ? typeParam : null;
  const filters = useMemo<NotificationFilters>(
    () => ({ unreadOnly: readFilter === 'unread', type }),
    [readFilter, type],
  );

  const unread = useUnreadCount();
  const markAll = useMarkAllNotificationsRead();
  const purge = usePurgeExpiredNotifications();
  const unreadCount = unread.data?.count ?? 0;

  // Filters live in the address so that back and reload keep them.
  const setParam = (key: string, value: string | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4" data-testid="notifications-page">
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Button
          variant="outline"
          size="sm"
          onClick={() => markAll.mutate()}
          disabled={markAll.isPending || (unread.isSuccess && unreadCount === 0)}
          data-testid="notifications-mark-all-read"
        >
          {markAll.isPending ? <Spinner /> : <CheckCheck aria-hidden="true" />}
          Tümünü okundu işaretle
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => purge.mutate()}
          disabled={purge.isPending}
          data-testid="notifications-purge-expired"
        >
          {purge.isPending ? <Spinner /> : <Eraser aria-hidden="true" />}
          Süresi dolanları temizle
        </Button>
        <DeleteAllButton />
      </div>

      <Tabs value={readFilter} onValueChange={(value) => setParam('filter', value === 'unread' ? 'unread' : null)}>
        <div className="flex items-center justify-between gap-2">
          <TabsList aria-label="Okunma durumu">
            <TabsTrigger value="all" data-testid="notifications-filter-all">
              Tümü
            </TabsTrigger>
            <TabsTrigger value="unread" data-testid="notifications-filter-unread">
              Okunmamış
              {unreadCount > 0 ? (
                <span className="rounded-full bg-primary px-1.5 text-xs leading-5 text-primary-foreground tabular">
                  {badgeCount(unreadCount)}
                </span>
              ) : null}
            </TabsTrigger>
          </TabsList>
          <div className="flex items-center gap-2">
            <Label htmlFor={typeSelectId} className="sr-only text-sm text-muted-foreground sm:not-sr-only">
              Tür
            </Label>
            <NativeSelect
              id={typeSelectId}
              value={type ?? ''}
              onChange={(event) => setParam('type', event.target.value || null)}
              className="h-10 w-32 sm:w-36"
              data-testid="notifications-type-filter"
            >
              <option value="">Tümü</option>
              {NOTIFICATION_TYPES.map((value) => (
                <option key={value} value={value}>
                  {TYPE_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <TabsContent value={readFilter}>
          <Card className="gap-0 overflow-hidden py-0">
            <NotificationList filters={filters} />
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
