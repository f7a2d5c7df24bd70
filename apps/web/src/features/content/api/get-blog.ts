import type { BlogPage } from '@portal/shared/contracts/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contentKeys } from '@/features/content/api/content-keys';
import { api } from '@/lib/api/client';

/** `GET /api/content/blog`: published posts, a page at a time, by category or tag. */
export function useBlog(page: number, category?: string, tag?: string) {
  return useQuery({
    queryKey: contentKeys.blog(page, category, tag),
    queryFn: ({ signal }) =>
      api.get<BlogPage>('/api/content/blog', {
        signal,
        query: { page, ...(category ? { category } : {}), ...(tag ? { tag } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}
