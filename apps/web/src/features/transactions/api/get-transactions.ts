import type { TransactionFilters, TransactionPage } from '@portal/shared/contracts/transactions';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { transactionFilterParams, transactionKeys } from '@/features/transactions/api/transaction-keys';
import { api } from '@/lib/api/client';

/** `GET /api/transactions`: one keyset page, newest first. */
export function fetchTransactions(f: TransactionFilters, cursor: string | null, signal?: AbortSignal) {
  return api.get<TransactionPage>('/api/transactions', {
    signal,
    query: { ...transactionFilterParams(f), cursor: cursor ?? undefined },
  });
}

/** Pages follow each other with "Daha fazla yükle"; the previous list stays while a filter loads. */
export function useTransactions(f: TransactionFilters) {
  return useInfiniteQuery({
    queryKey: transactionKeys.list(f),
    queryFn: ({ pageParam, signal }) => fetchTransactions(f, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
