import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateTransferRequestInput,
  MoveHistoryPage,
  MoveHistoryQuery,
  MoveMemberInput,
  MovePreview,
  MovePreviewQuery,
  MoveResultDto,
  TransferCandidateList,
  TransferRequestList,
  TransferRequestResult,
  TransferRequestStatus,
} from '@portal/shared/contracts/role-transfer';
import { NETWORK_MEMBER_EVENT } from '@portal/shared/contracts/network-events';
import { api } from '@/lib/api/client';
import { useRealtimeEvent } from '@/lib/realtime';

/** Everything of role transfer starts with 'role-transfer', so one invalidation refreshes it all. */
export const roleTransferKeys = {
  all: ['role-transfer'] as const,
  candidates: (search: string, parents: boolean) => ['role-transfer', 'candidates', search, parents] as const,
  preview: (q: MovePreviewQuery) => ['role-transfer', 'preview', q] as const,
  moves: (q: MoveHistoryQuery) => ['role-transfer', 'moves', q] as const,
  requests: (status: TransferRequestStatus | undefined, page: number) =>
    ['role-transfer', 'requests', status ?? 'all', page] as const,
  mine: () => ['role-transfer', 'mine'] as const,
};

/** `GET /api/role-transfer/candidates`: members for the pickers (parents only: who may take children). */
export function useCandidates(search: string, parents: boolean) {
  return useQuery({
    queryKey: roleTransferKeys.candidates(search, parents),
    queryFn: ({ signal }) =>
      api.get<TransferCandidateList>('/api/role-transfer/candidates', {
        signal,
        query: { search: search.trim() || undefined, parents: parents ? 'true' : undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/role-transfer/preview`: what the move would do; nothing is written. */
export function useMovePreview(q: MovePreviewQuery | null) {
  return useQuery({
    queryKey: roleTransferKeys.preview(q ?? { memberId: '' }),
    queryFn: ({ signal }) =>
      api.get<MovePreview>('/api/role-transfer/preview', {
        signal,
        query: { memberId: q?.memberId, newParentId: q?.newParentId, newRole: q?.newRole },
      }),
    enabled: !!q && (!!q.newParentId || !!q.newRole),
  });
}

/** `GET /api/role-transfer/moves`: the history, newest first. */
export function useMoves(q: MoveHistoryQuery) {
  return useQuery({
    queryKey: roleTransferKeys.moves(q),
    queryFn: ({ signal }) =>
      api.get<MoveHistoryPage>('/api/role-transfer/moves', {
        signal,
        query: { memberId: q.memberId, from: q.from, to: q.to, page: q.page },
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/role-transfer/requests`: pending first. */
export function useTransferRequests(status: TransferRequestStatus | undefined, page: number) {
  return useQuery({
    queryKey: roleTransferKeys.requests(status, page),
    queryFn: ({ signal }) =>
      api.get<TransferRequestList>('/api/role-transfer/requests', { signal, query: { status, page } }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/role-transfer/mine`: the member's own requests. */
export function useMyTransferRequests() {
  return useQuery({
    queryKey: roleTransferKeys.mine(),
    queryFn: ({ signal }) => api.get<TransferRequestList>('/api/role-transfer/mine', { signal }),
  });
}

function useRoleTransferMutation<TVars, TResult>(key: string, fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['role-transfer', key],
    mutationFn: fn,
    // A move is not safe to repeat blindly.
    retry: false,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: roleTransferKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}

/** `POST /api/role-transfer/moves`. */
export function useMoveMember() {
  return useRoleTransferMutation('move', (input: MoveMemberInput) =>
    api.post<MoveResultDto>('/api/role-transfer/moves', input),
  );
}

export function useDecideRequest() {
  return useRoleTransferMutation(
    'decide',
    ({ id, decision, note }: { id: string; decision: 'approve' | 'reject'; note?: string }) =>
      api.post<TransferRequestResult>(`/api/role-transfer/requests/${id}/${decision}`, note ? { note } : {}),
  );
}

export function useCreateTransferRequest() {
  return useRoleTransferMutation('create', (input: CreateTransferRequestInput) =>
    api.post<TransferRequestResult>('/api/role-transfer/mine', input),
  );
}

export function useCancelTransferRequest() {
  return useRoleTransferMutation('cancel', (id: string) =>
    api.post<TransferRequestResult>(`/api/role-transfer/mine/${id}/cancel`),
  );
}

/** A member changed somewhere: previews and lists may have changed with it. */
export function useRoleTransferRealtime() {
  const queryClient = useQueryClient();
  useRealtimeEvent(NETWORK_MEMBER_EVENT, () => {
    void queryClient.invalidateQueries({ queryKey: roleTransferKeys.all });
  });
}
