import type { CampaignSent, CampaignValues } from '@portal/shared/contracts/notification-campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignKeys } from '@/features/notification-campaigns/api/campaign-keys';
import { api } from '@/lib/api/client';

/** `POST /api/notification-campaigns`: stored and delivered live to the audience. */
export function sendCampaign(input: CampaignValues) {
  return api.post<CampaignSent>('/api/notification-campaigns', input);
}

export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notification-campaigns', 'send'],
    mutationFn: sendCampaign,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.list() }),
  });
}
