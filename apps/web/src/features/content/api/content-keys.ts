import type { QueryClient } from '@tanstack/react-query';

/** Everything read about the site's content starts with 'content', so one invalidation refreshes it all. */
export const contentKeys = {
  all: ['content'] as const,
  slider: () => ['content', 'slider'] as const,
  adminSlider: () => ['content', 'admin', 'slider'] as const,
  about: () => ['content', 'about'] as const,
  adminAbout: () => ['content', 'admin', 'about'] as const,
  blog: (page: number, category?: string, tag?: string) =>
    ['content', 'blog', page, category ?? '', tag ?? ''] as const,
  post: (id: string) => ['content', 'post', id] as const,
  adminBlog: () => ['content', 'admin', 'blog'] as const,
  faq: () => ['content', 'faq'] as const,
  adminFaq: () => ['content', 'admin', 'faq'] as const,
  deleted: () => ['content', 'admin', 'deleted'] as const,
};

export function invalidateContent(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: contentKeys.all });
}
