import type { CampaignWithdrawn } from '@portal/shared/contracts/notification-campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignKeys } from '@/features/notification-campaigns/api/campaign-keys';
import { api } from '@/lib/api/client';

/** `POST /api/notification-campaigns/:id/withdraw`: unread copies leave the members' lists live. */
export function withdrawCampaign(id: string) {
  return api.post<CampaignWithdrawn>(`/api/notification-campaigns/${encodeURIComponent(id)}/withdraw`);
}

export function useWithdrawCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notification-campaigns', 'withdraw'],
    mutationFn: withdrawCampaign,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.list() }),
  });
}
