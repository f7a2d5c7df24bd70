import type { CampaignPage } from '@portal/shared/contracts/notification-campaigns';
import { useInfiniteQuery } from '@tanstack/react-query';
import { campaignKeys } from '@/features/notification-campaigns/api/campaign-keys';
import { api } from '@/lib/api/client';

/** `GET /api/notification-campaigns`: newest first, 20 a page, with delivered and read counts. */
export function fetchCampaigns(cursor: string | null, signal?: AbortSignal) {
  return api.get<CampaignPage>('/api/notification-campaigns', { signal, query: { cursor: cursor ?? undefined } });
}

export function useCampaigns() {
  return useInfiniteQuery({
    queryKey: campaignKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchCampaigns(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
