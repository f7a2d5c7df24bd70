import { withReason } from '@portal/shared/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { removeFromCache } from '@/features/notifications/api/notification-cache';
import { notificationKeys } from '@/features/notifications/api/notification-keys';
import { api } from '@/lib/api/client';
import { useAuth } from '@/lib/auth';

export const PURGE_FAILED = 'Süresi dolan bildirimler temizlenirken bir hata oluştu';

export function purgeExpiredNotifications(): Promise<{ deleted: number }> {
  return api.post<{ deleted: number }>('/api/notifications/purge-expired');
}

/** Deletes the member's notifications whose expires_at has passed (spec §4). */
export function usePurgeExpiredNotifications() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return useMutation({
    mutationFn: purgeExpiredNotifications,
    onSuccess: ({ deleted }) => {
      const now = Date.now();
      // Lists loaded before a notification expired may still show it.
      removeFromCache(queryClient, userId, (item) => item.expiresAt !== null && Date.parse(item.expiresAt) <= now);
      toast.success(
        deleted > 0 ? `${deleted} süresi dolmuş bildirim temizlendi` : 'Süresi dolmuş bildiriminiz bulunmuyor',
      );
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
    onError: (error) => {
      toast.error(withReason(PURGE_FAILED, error.message));
    },
  });
}
