import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Customers, CustomersQuery } from '@portal/shared/contracts/network-reports';
import { reportKeys } from '@/features/network-reports/api/report-keys';
import { api } from '@/lib/api/client';

/** `GET /api/customers`: the caller's clients, 20 a page. */
export const customersQueryOptions = (query: CustomersQuery) =>
  queryOptions({
    queryKey: reportKeys.customers(query),
    queryFn: ({ signal }) =>
      api.get<Customers>('/api/customers', {
        signal,
        query: { q: query.q, sort: query.sort, page: query.page },
      }),
  });

export function useCustomers(query: CustomersQuery) {
  return useQuery({ ...customersQueryOptions(query), placeholderData: keepPreviousData });
}
