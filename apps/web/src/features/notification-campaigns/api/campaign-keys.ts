import type { CampaignAudience } from '@portal/shared/notification-campaigns';

export const campaignKeys = {
  all: ['notification-campaigns'] as const,
  list: () => ['notification-campaigns', 'list'] as const,
  preview: (audience: CampaignAudience) => ['notification-campaigns', 'preview', audience] as const,
  members: (q: string) => ['notification-campaigns', 'members', q] as const,
};
