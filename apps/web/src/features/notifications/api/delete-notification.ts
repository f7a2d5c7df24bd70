import { MESSAGES } from '@portal/shared/messages';
import { withReason } from '@portal/shared/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { adjustUnreadCount, removeFromCache } from '@/features/notifications/api/notification-cache';
import { notificationKeys } from '@/features/notifications/api/notification-keys';
import { api } from '@/lib/api/client';
import { useAuth } from '@/lib/auth';

export function deleteNotification(id: string): Promise<{ deleted: number }> {
  return api.delete<{ deleted: number }>(`/api/notifications/${encodeURIComponent(id)}`);
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: (_result, id) => {
      const { removedUnread } = removeFromCache(queryClient, userId, (item) => item.id === id);
      if (removedUnread > 0) adjustUnreadCount(queryClient, userId, (count) => count - removedUnread);
      toast.success('Bildirim silindi');
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount(userId) });
    },
    onError: (error) => {
      toast.error(withReason(MESSAGES.notifications.deleteFailed, error.message));
    },
  });
}
