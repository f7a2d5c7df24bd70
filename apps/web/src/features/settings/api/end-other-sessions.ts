import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@/features/settings/api/get-sessions';
import { api } from '@/lib/api/client';

export function endOtherSessions(): Promise<void> {
  return api.post<void>('/api/sessions/end-others');
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
