import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { useAuth } from '@/lib/auth';
import type { PointsBalance } from '@portal/shared/contracts/points';

export const pointsKeys = {
  all: ['points'] as const,
  balance: (userId: string) => ['points', 'balance', userId] as const,
  transactions: (page: number) => ['points', 'transactions', page] as const,
  liability: () => ['points', 'liability'] as const,
  quote: (productId: string) => ['points', 'quote', productId] as const,
  members: (q: string) => ['points', 'members', q] as const,
};

export function fetchPointsBalance(signal?: AbortSignal): Promise<PointsBalance> {
  return api.get<PointsBalance>('/api/points/balance', { signal });
}

/** The one query that does refetch on window focus (spec §9). */
export const pointsBalanceQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: pointsKeys.balance(userId),
    queryFn: ({ signal }) => fetchPointsBalance(signal),
    refetchOnWindowFocus: true,
  });

export function usePointsBalance(enabled = true) {
  const { user } = useAuth();
  return useQuery({ ...pointsBalanceQueryOptions(user?.id ?? ''), enabled: enabled && !!user });
}
