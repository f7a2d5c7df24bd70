import type { OutboxList } from '@portal/shared/contracts/outbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export const outboxKeys = {
  all: ['outbox'] as const,
  list: () => ['outbox', 'list'] as const,
};

/** The latest emails of the system, and whether they are really delivered (`delivery`). */
export function fetchOutbox(signal?: AbortSignal): Promise<OutboxList> {
  return api.get<OutboxList>('/api/admin/outbox?limit=20', { signal });
}

export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: outboxKeys.list(),
    queryFn: ({ signal }) => fetchOutbox(signal),
  });

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
