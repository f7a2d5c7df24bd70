import type { ContactInputRequest } from '@portal/shared/contracts/content';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** `POST /api/contact`: a visitor's message with the KVKK consent. */
export function useSendContact() {
  return useMutation({
    mutationKey: ['content', 'contact'],
    mutationFn: (input: ContactInputRequest) => api.post<{ ok: true }>('/api/contact', input),
    retry: false,
  });
}
