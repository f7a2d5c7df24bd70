import type {
  InboxPage,
  InboxQuery,
  SupportInputRequest,
  SupportList,
  SupportRequest,
} from '@portal/shared/contracts/content';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export const supportKeys = {
  all: ['support'] as const,
  mine: () => ['support', 'mine'] as const,
  inbox: (query: InboxQuery) => ['support', 'inbox', query] as const,
};

function useSupportMutation<I, O>(key: string, fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['support', key],
    mutationFn: fn,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}

/** `GET /api/support`: the member's own requests with the answers. */
export const useMySupport = () =>
  useQuery({ queryKey: supportKeys.mine(), queryFn: ({ signal }) => api.get<SupportList>('/api/support', { signal }) });

/** `POST /api/support` */
export const useSendSupport = () =>
  useSupportMutation('send', (input: SupportInputRequest) => api.post<SupportRequest>('/api/support', input));

/** `GET /api/admin/contact-messages`: the one inbox, filterable. */
export const useInbox = (query: InboxQuery & { page: number }) =>
  useQuery({
    queryKey: supportKeys.inbox(query),
    queryFn: ({ signal }) => api.get<InboxPage>('/api/admin/contact-messages', { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
  });

/** `POST /api/admin/contact-messages/:id/read` */
export const useMarkRead = () =>
  useSupportMutation('read', (id: string) => api.post(`/api/admin/contact-messages/${id}/read`));

/** `POST /api/admin/contact-messages/:id/reply` */
export const useReply = () =>
  useSupportMutation('reply', ({ id, reply }: { id: string; reply: string }) =>
    api.post(`/api/admin/contact-messages/${id}/reply`, { reply }),
  );
