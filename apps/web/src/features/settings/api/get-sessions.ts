import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { useCurrentUser } from '@/lib/auth';

export type MemberSession = {
  id: string;
  deviceName: string;
  browser: string;
  location: string | null;
  lastActive: string;
  createdAt: string;
  expiresAt: string;
  isCurrent: boolean;
};

export const sessionKeys = {
  all: ['sessions'] as const,
  list: (userId: string) => ['sessions', 'list', userId] as const,
};

export async function fetchSessions(signal?: AbortSignal): Promise<MemberSession[]> {
  const { sessions } = await api.get<{ sessions: MemberSession[] }>('/api/sessions', { signal });
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
