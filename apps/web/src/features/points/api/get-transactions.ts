import type { PointsTransactionsPage } from '@portal/shared/contracts/points';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pointsKeys } from '@/features/points/api/get-balance';
import { api } from '@/lib/api/client';

/** `GET /api/points/transactions?page=`: the member's ledger, 50 a page, newest first. */
export function fetchPointsTransactions(page: number, signal?: AbortSignal) {
  return api.get<PointsTransactionsPage>('/api/points/transactions', { signal, query: { page } });
}

export const pointsTransactionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: pointsKeys.transactions(page),
    queryFn: ({ signal }) => fetchPointsTransactions(page, signal),
  });

export function usePointsTransactions(page: number) {
  return useQuery({ ...pointsTransactionsQueryOptions(page), placeholderData: keepPreviousData });
}
