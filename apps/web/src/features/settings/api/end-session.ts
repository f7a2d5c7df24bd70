import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@/features/settings/api/get-sessions';
import { api } from '@/lib/api/client';

export function endSession(id: string): Promise<void> {
  return api.delete<void>(`/api/sessions/${encodeURIComponent(id)}`);
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
