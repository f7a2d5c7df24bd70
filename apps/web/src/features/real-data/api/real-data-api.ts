import type { DemoPlan, DemoRemovalResult, ImportResult } from '@portal/shared/contracts/real-data';
import type { ImportKind } from '@portal/shared/real-data';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api/client';

export const realDataKeys = {
  all: ['real-data'] as const,
  demo: () => ['real-data', 'demo'] as const,
};

/** `GET /api/admin/real-data/demo`: the dry run, only when the admin asks for it. */
export function useDemoDryRun() {
  return useQuery({
    queryKey: realDataKeys.demo(),
    queryFn: ({ signal }) => api.get<DemoPlan>('/api/admin/real-data/demo', { signal }),
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** `POST /api/admin/real-data/demo/remove`: with the dry run's total, so a changed database is refused. */
export function useRemoveDemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expectedTotal: number) =>
      api.post<DemoRemovalResult>('/api/admin/real-data/demo/remove', { expectedTotal }),
    onSuccess: (result) => {
      queryClient.removeQueries({ queryKey: realDataKeys.demo() });
      void queryClient.invalidateQueries();
      toast.success('Demo verileri kaldırıldı', {
        description: `${result.total.toLocaleString('tr-TR')} kayıt silindi`,
      });
    },
    onError: (error) => toast.error('Demo verileri kaldırılamadı', { description: error.message }),
  });
}

/** `POST /api/admin/real-data/import/{preview|commit}?kind=` (multipart): the same file both times. */
export function sendImport({ kind, file, commit }: { kind: ImportKind; file: File; commit: boolean }) {
  const body = new FormData();
  body.append('file', file);
  return api.post<ImportResult>(`/api/admin/real-data/import/${commit ? 'commit' : 'preview'}?kind=${kind}`, body);
}

export function useImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendImport,
    onSuccess: (result) => {
      if (result.committed) {
        void queryClient.invalidateQueries();
        toast.success(
          result.kind === 'products'
            ? `${result.created} ürün eklendi`
            : `${result.created} üye eklendi; şifre belirleme e-postaları gönderildi`,
        );
      }
    },
    onError: (error) => toast.error('Dosya işlenemedi', { description: error.message }),
  });
}
