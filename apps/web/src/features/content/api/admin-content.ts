import type {
  AdminBlogList,
  AdminBlogPost,
  AdminFaqEntry,
  AdminFaqList,
  BlogInputRequest,
  DeletedList,
  FaqInputRequest,
  Preview,
  SiteTextInputRequest,
  SiteTextSource,
  SliderInputRequest,
  SliderItem,
  SliderList,
} from '@portal/shared/contracts/content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentKeys, invalidateContent } from '@/features/content/api/content-keys';
import { api } from '@/lib/api/client';

/**
 * The admin's editors: slider, about text, blog posts, FAQ entries and the deleted items. Each
 * hook names its endpoint; every change refreshes all content queries.
 */

function useContentMutation<I, O>(key: string, fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['content', key],
    mutationFn: fn,
    retry: false,
    onSettled: () => invalidateContent(queryClient),
  });
}

const upload = (url: string, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.post<unknown>(url, form);
};

/** `GET /api/admin/slider` */
export const useAdminSlider = () =>
  useQuery({
    queryKey: contentKeys.adminSlider(),
    queryFn: ({ signal }) => api.get<SliderList>('/api/admin/slider', { signal }),
  });
/** `POST /api/admin/slider`, `PUT /api/admin/slider/:id` */
export const useSaveSlide = () =>
  useContentMutation('slide-save', ({ id, input }: { id?: string; input: SliderInputRequest }) =>
    id ? api.put<SliderItem>(`/api/admin/slider/${id}`, input) : api.post<SliderItem>('/api/admin/slider', input),
  );
/** `PUT /api/admin/slider/order` */
export const useReorderSlides = () =>
  useContentMutation('slide-order', (ids: string[]) => api.put<SliderList>('/api/admin/slider/order', { ids }));
/** `POST /api/admin/slider/:id/image` */
export const useUploadSlideImage = () =>
  useContentMutation('slide-image', ({ id, file }: { id: string; file: File }) =>
    upload(`/api/admin/slider/${id}/image`, file),
  );
/** `DELETE /api/admin/slider/:id` */
export const useDeleteSlide = () =>
  useContentMutation('slide-delete', (id: string) => api.delete(`/api/admin/slider/${id}`));

/** `GET /api/admin/content/about` */
export const useAdminAbout = () =>
  useQuery({
    queryKey: contentKeys.adminAbout(),
    queryFn: ({ signal }) => api.get<SiteTextSource>('/api/admin/content/about', { signal }),
  });
/** `PUT /api/admin/content/about` */
export const useSaveAbout = () =>
  useContentMutation('about-save', (input: SiteTextInputRequest) =>
    api.put<SiteTextSource>('/api/admin/content/about', input),
  );

/** `POST /api/admin/content/preview` */
export const usePreview = () =>
  useMutation({
    mutationKey: ['content', 'preview'],
    mutationFn: (source: string) => api.post<Preview>('/api/admin/content/preview', { source }),
  });

/** `GET /api/admin/blog` */
export const useAdminBlog = () =>
  useQuery({
    queryKey: contentKeys.adminBlog(),
    queryFn: ({ signal }) => api.get<AdminBlogList>('/api/admin/blog', { signal }),
  });
/** `POST /api/admin/blog`, `PUT /api/admin/blog/:id` */
export const useSavePost = () =>
  useContentMutation('post-save', ({ id, input }: { id?: string; input: BlogInputRequest }) =>
    id ? api.put<AdminBlogPost>(`/api/admin/blog/${id}`, input) : api.post<AdminBlogPost>('/api/admin/blog', input),
  );
/** `POST /api/admin/blog/:id/image` */
export const useUploadPostCover = () =>
  useContentMutation('post-image', ({ id, file }: { id: string; file: File }) =>
    upload(`/api/admin/blog/${id}/image`, file),
  );
/** `DELETE /api/admin/blog/:id` */
export const useDeletePost = () =>
  useContentMutation('post-delete', (id: string) => api.delete(`/api/admin/blog/${id}`));

/** `GET /api/admin/faq` */
export const useAdminFaq = () =>
  useQuery({
    queryKey: contentKeys.adminFaq(),
    queryFn: ({ signal }) => api.get<AdminFaqList>('/api/admin/faq', { signal }),
  });
/** `POST /api/admin/faq`, `PUT /api/admin/faq/:id` */
export const useSaveFaq = () =>
  useContentMutation('faq-save', ({ id, input }: { id?: string; input: FaqInputRequest }) =>
    id ? api.put<AdminFaqEntry>(`/api/admin/faq/${id}`, input) : api.post<AdminFaqEntry>('/api/admin/faq', input),
  );
/** `DELETE /api/admin/faq/:id` */
export const useDeleteFaq = () => useContentMutation('faq-delete', (id: string) => api.delete(`/api/admin/faq/${id}`));

/** `GET /api/admin/deleted-items` */
export const useDeletedItems = () =>
  useQuery({
    queryKey: contentKeys.deleted(),
    queryFn: ({ signal }) => api.get<DeletedList>('/api/admin/deleted-items', { signal }),
  });
/** `POST /api/admin/deleted-items/:type/:id/restore` */
export const useRestoreItem = () =>
  useContentMutation('restore', ({ type, id }: { type: string; id: string }) =>
    api.post(`/api/admin/deleted-items/${type}/${id}/restore`),
  );
/** `DELETE /api/admin/deleted-items/:type/:id` */
export const usePurgeItem = () =>
  useContentMutation('purge', ({ type, id }: { type: string; id: string }) =>
    api.delete(`/api/admin/deleted-items/${type}/${id}`),
  );
