import { MESSAGES } from '@portal/shared/messages';
import { withReason } from '@portal/shared/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { adjustUnreadCount, markReadInCache } from '@/features/notifications/api/notification-cache';
import { notificationKeys } from '@/features/notifications/api/notification-keys';
import { api } from '@/lib/api/client';
import { useAuth } from '@/lib/auth';

export function markNotificationRead(id: string): Promise<{ updated: number }> {
  return api.post<{ updated: number }>(`/api/notifications/${encodeURIComponent(id)}/read`);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (_result, id) => {
      const { wasUnread } = markReadInCache(queryClient, userId, id);
      if (wasUnread) adjustUnreadCount(queryClient, userId, (count) => count - 1);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount(userId) });
    },
    onError: (error) => {
      toast.error(withReason(MESSAGES.notifications.markReadFailed, error.message));
    },
  });
}
