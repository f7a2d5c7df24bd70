import { MESSAGES } from '@portal/shared/messages';
import { withReason } from '@portal/shared/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { adjustUnreadCount, markReadInCache } from '@/features/notifications/api/notification-cache';
import { notificationKeys } from '@/features/notifications/api/notification-keys';
import { api } from '@/lib/api/client';
import { useAuth } from '@/lib/auth';

export function markAllNotificationsRead(): Promise<{ updated: number }> {
  return api.post<{ updated: number }>('/api/notifications/read-all');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      markReadInCache(queryClient, userId);
      adjustUnreadCount(queryClient, userId, () => 0);
      toast.success('Tüm bildirimler okundu olarak işaretlendi');
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount(userId) });
    },
    onError: (error) => {
      toast.error(withReason(MESSAGES.notifications.markAllReadFailed, error.message));
    },
  });
}
