import type { TransactionFilters, TransactionTotals } from '@portal/shared/contracts/transactions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { transactionFilterParams, transactionKeys } from '@/features/transactions/api/transaction-keys';
import { api } from '@/lib/api/client';

/** `GET /api/transactions/totals`: in, out and net of every movement that matches. */
export function useTransactionTotals(f: TransactionFilters) {
  return useQuery({
    queryKey: transactionKeys.totals(f),
    queryFn: ({ signal }) =>
      api.get<TransactionTotals>('/api/transactions/totals', { signal, query: transactionFilterParams(f) }),
    placeholderData: keepPreviousData,
  });
}
