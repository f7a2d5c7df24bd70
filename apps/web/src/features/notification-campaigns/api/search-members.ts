import type { CampaignMember } from '@portal/shared/contracts/notification-campaigns';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { campaignKeys } from '@/features/notification-campaigns/api/campaign-keys';
import { api } from '@/lib/api/client';

/** `GET /api/notification-campaigns/members?q=`: members within the sender's reach, by name or e-mail. */
export function searchCampaignMembers(q: string, signal?: AbortSignal) {
  return api.get<{ members: CampaignMember[] }>('/api/notification-campaigns/members', { signal, query: { q } });
}

export function useCampaignMemberSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: campaignKeys.members(term),
    queryFn: ({ signal }) => searchCampaignMembers(term, signal),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  });
}
