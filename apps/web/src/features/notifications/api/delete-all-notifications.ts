import { withReason } from '@portal/shared/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { adjustUnreadCount, removeFromCache } from '@/features/notifications/api/notification-cache';
import { notificationKeys } from '@/features/notifications/api/notification-keys';
import { api } from '@/lib/api/client';
import { useAuth } from '@/lib/auth';

export const DELETE_ALL_FAILED = 'Bildirimler silinirken bir hata oluştu';

export function deleteAllNotifications(): Promise<{ deleted: number }> {
  return api.delete<{ deleted: number }>('/api/notifications');
}

export function useDeleteAllNotifications() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return useMutation({
    mutationFn: deleteAllNotifications,
    onSuccess: () => {
      removeFromCache(queryClient, userId, () => true);
      adjustUnreadCount(queryClient, userId, () => 0);
      toast.success('Tüm bildirimler silindi');
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
    onError: (error) => {
      toast.error(withReason(DELETE_ALL_FAILED, error.message));
    },
  });
}
