import type { CommissionDetail } from '@portal/shared/contracts/commissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { commissionKeys } from '@/features/commissions/api/commission-keys';
import { api } from '@/lib/api/client';

/** `GET /api/commissions/:id`: one line with its chain and what it reverses or what reversed it. */
export function fetchCommission(id: string, signal?: AbortSignal): Promise<CommissionDetail> {
  return api.get<CommissionDetail>(`/api/commissions/${encodeURIComponent(id)}`, { signal });
}

export const commissionQueryOptions = (id: string) =>
  queryOptions({ queryKey: commissionKeys.detail(id), queryFn: ({ signal }) => fetchCommission(id, signal) });

export function useCommission(id: string | null) {
  return useQuery({ ...commissionQueryOptions(id ?? ''), enabled: id !== null });
}
