import type { Faq } from '@portal/shared/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { contentKeys } from '@/features/content/api/content-keys';
import { api } from '@/lib/api/client';

/** `GET /api/content/faq`: published questions by group. */
export function useFaq() {
  return useQuery({
    queryKey: contentKeys.faq(),
    queryFn: ({ signal }) => api.get<Faq>('/api/content/faq', { signal }),
  });
}
