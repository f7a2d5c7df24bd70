import type { BlogPost } from '@portal/shared/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { contentKeys } from '@/features/content/api/content-keys';
import { api } from '@/lib/api/client';

/** `GET /api/content/blog/:id`: one published post. */
export function useBlogPost(id: string) {
  return useQuery({
    queryKey: contentKeys.post(id),
    queryFn: ({ signal }) => api.get<BlogPost>(`/api/content/blog/${encodeURIComponent(id)}`, { signal }),
  });
}
