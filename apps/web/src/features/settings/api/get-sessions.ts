import type { MemberSession, SessionList } from '@portal/shared/contracts/sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { useCurrentUser } from '@/lib/auth';

export const sessionKeys = {
  all: ['sessions'] as const,
  list: (userId: string) => ['sessions', 'list', userId] as const,
};

export async function fetchSessions(signal?: AbortSignal): Promise<MemberSession[]> {
  const { sessions } = await api.get<SessionList>('/api/sessions', { signal });
  return sessions;
}

export const sessionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: sessionKeys.list(userId),
    queryFn: ({ signal }) => fetchSessions(signal),
  });

export function useSessions() {
  const user = useCurrentUser();
  return useQuery(sessionsQueryOptions(user.id));
}
