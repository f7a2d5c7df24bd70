import type { TransactionFilters } from '@portal/shared/contracts/transactions';

/** Query keys of the transactions feature. */
export const transactionKeys = {
  all: ['transactions'] as const,
  list: (f: TransactionFilters) => [...transactionKeys.all, 'list', f] as const,
  totals: (f: TransactionFilters) => [...transactionKeys.all, 'totals', f] as const,
  detail: (id: string) => [...transactionKeys.all, 'detail', id] as const,
  members: (q: string) => [...transactionKeys.all, 'members', q] as const,
};

/** The query string of the filters, leaving out what is not set. */
export function transactionFilterParams(f: TransactionFilters): Record<string, string | undefined> {
  return { memberId: f.memberId, kind: f.kind, direction: f.direction, from: f.from, to: f.to, q: f.q || undefined };
}
