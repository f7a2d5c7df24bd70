import type { SiteText } from '@portal/shared/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { contentKeys } from '@/features/content/api/content-keys';
import { api } from '@/lib/api/client';

/** `GET /api/content/about`: the about page, rendered and sanitized by the server. */
export function useAbout() {
  return useQuery({
    queryKey: contentKeys.about(),
    queryFn: ({ signal }) => api.get<SiteText>('/api/content/about', { signal }),
  });
}
