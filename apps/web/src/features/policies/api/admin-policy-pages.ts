import type {
  DeletionRequest,
  PolicyDraft,
  PolicyPageDetail,
  policyPageListSchema,
} from '@portal/shared/contracts/legal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api/client';
import { policyKeys } from '@/features/policies/api/get-policy';

type PolicyPageList = z.infer<typeof policyPageListSchema>;

export const adminPolicyKeys = {
  all: ['admin-policy-pages'] as const,
  list: () => [...adminPolicyKeys.all, 'list'] as const,
  detail: (id: string) => [...adminPolicyKeys.all, id] as const,
  deletionRequests: ['admin-deletion-requests'] as const,
};

export function usePolicyPages() {
  return useQuery({
    queryKey: adminPolicyKeys.list(),
    queryFn: ({ signal }) => api.get<PolicyPageList>('/api/admin/policy-pages', { signal }),
  });
}

export function usePolicyPage(id: string | null) {
  return useQuery({
    queryKey: adminPolicyKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<PolicyPageDetail>(`/api/admin/policy-pages/${id}`, { signal }),
    enabled: Boolean(id),
  });
}

function useRefresh() {
  const qc = useQueryClient();
  return (page?: PolicyPageDetail) => {
    if (page) qc.setQueryData(adminPolicyKeys.detail(page.id), page);
    void qc.invalidateQueries({ queryKey: adminPolicyKeys.list() });
    void qc.invalidateQueries({ queryKey: policyKeys.all });
  };
}

export function useSavePolicyDraft() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, draft }: { id: string; draft: PolicyDraft }) =>
      api.put<PolicyPageDetail>(`/api/admin/policy-pages/${id}`, draft),
    onSuccess: refresh,
  });
}

export function usePublishPolicy() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.post<PolicyPageDetail>(`/api/admin/policy-pages/${id}/publish`),
    onSuccess: refresh,
  });
}

export function useDeletePolicy() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/admin/policy-pages/${id}`),
    onSuccess: () => refresh(),
  });
}

export function usePolicyPreview() {
  return useMutation({
    mutationFn: (source: string) => api.post<{ html: string }>('/api/admin/policy-pages/preview', { source }),
  });
}

export function useDeletionRequests() {
  return useQuery({
    queryKey: adminPolicyKeys.deletionRequests,
    queryFn: ({ signal }) => api.get<{ items: DeletionRequest[] }>('/api/admin/deletion-requests', { signal }),
  });
}

export function useDecideDeletion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, note }: { id: string; approve: boolean; note?: string }) =>
      api.post(`/api/admin/deletion-requests/${id}/decide`, { approve, note }),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminPolicyKeys.deletionRequests }),
  });
}
