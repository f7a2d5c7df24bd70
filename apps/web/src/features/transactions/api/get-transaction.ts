import type { TransactionDetail } from '@portal/shared/contracts/transactions';
import { useQuery } from '@tanstack/react-query';
import { transactionKeys } from '@/features/transactions/api/transaction-keys';
import { api } from '@/lib/api/client';

/** `GET /api/transactions/:id`: one movement with its source. */
export function useTransaction(id: string) {
  return useQuery({
    queryKey: transactionKeys.detail(id),
    queryFn: ({ signal }) => api.get<TransactionDetail>(`/api/transactions/${encodeURIComponent(id)}`, { signal }),
  });
}
