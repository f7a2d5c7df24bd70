import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EndSessionsResult,
  UpdateUserInput,
  UserActionResult,
  UserDetail,
  UserListPage,
  UserListQuery,
} from '@portal/shared/contracts/users';
import { NETWORK_MEMBER_EVENT } from '@portal/shared/contracts/network-events';
import { api } from '@/lib/api/client';
import { useRealtimeEvent } from '@/lib/realtime';

/** Sign-in and sign-out drop every cached query, so the keys need no member id. */
export const usersKeys = {
  all: ['users'] as const,
  list: (query: UserListQuery) => ['users', 'list', query] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
};

/** `GET /api/users`: a page of members, filtered on the server. */
export function fetchUsers(query: UserListQuery, signal?: AbortSignal): Promise<UserListPage> {
  return api.get<UserListPage>('/api/users', {
    signal,
    query: {
      search: query.search?.trim() || undefined,
      role: query.role,
      status: query.status,
      city: query.city || undefined,
      page: query.page,
      pageSize: query.pageSize,
    },
  });
}

export const usersQueryOptions = (query: UserListQuery) =>
  queryOptions({ queryKey: usersKeys.list(query), queryFn: ({ signal }) => fetchUsers(query, signal) });

/** The previous page stays on screen while the next one loads. */
export function useUsers(query: UserListQuery) {
  return useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData });
}

/** `GET /api/users/:id`: one member with sponsor, chain, orders and sessions. */
export function useUser(id: string | null) {
  return useQuery({
    queryKey: usersKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<UserDetail>(`/api/users/${id}`, { signal }),
    enabled: !!id,
  });
}

export type UserAction = 'activate' | 'deactivate' | 'delete' | 'restore' | 'password-reset' | 'end-sessions';

function useInvalidatingMutation<TVars, TResult>(key: string, fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['users', key],
    mutationFn: fn,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

/** `POST /api/users/:id/<action>`. */
export function useUserAction() {
  return useInvalidatingMutation('action', ({ id, action }: { id: string; action: UserAction }) =>
    api.post<UserActionResult | EndSessionsResult>(`/api/users/${id}/${action}`),
  );
}

/** `PATCH /api/users/:id`. */
export function useUpdateUser() {
  return useInvalidatingMutation('update', ({ id, input }: { id: string; input: UpdateUserInput }) =>
    api.patch<UserActionResult>(`/api/users/${id}`, input),
  );
}

/** Changes made elsewhere (another admin, a move, a registration) refresh the lists. */
export function useUsersRealtime() {
  const queryClient = useQueryClient();
  useRealtimeEvent(NETWORK_MEMBER_EVENT, () => {
    void queryClient.invalidateQueries({ queryKey: usersKeys.all });
  });
}
