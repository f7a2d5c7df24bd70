import type { CampaignPreviewResult } from '@portal/shared/contracts/notification-campaigns';
import { type CampaignAudience, isAudienceEmpty } from '@portal/shared/notification-campaigns';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { campaignKeys } from '@/features/notification-campaigns/api/campaign-keys';
import { api } from '@/lib/api/client';

/** `POST /api/notification-campaigns/preview`: how many members the send would reach (same SQL as the send). */
export function previewCampaign(audience: CampaignAudience, signal?: AbortSignal) {
  return api.post<CampaignPreviewResult>('/api/notification-campaigns/preview', { audience }, { signal });
}

export function useCampaignPreview(audience: CampaignAudience) {
  return useQuery({
    queryKey: campaignKeys.preview(audience),
    queryFn: ({ signal }) => previewCampaign(audience, signal),
    enabled: !isAudienceEmpty(audience),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
