import { errorMessage } from '@portal/shared/errors';
import { isApiError } from '@/lib/api/client';

/** The catalogue's words for a failed points request (field errors first). */
export function messageFor(error: unknown): string {
  if (isApiError(error)) {
    const details = error.details;
    if (Array.isArray(details) && details[0] && typeof details[0].message === 'string') return details[0].message;
    return errorMessage(error.code, error.message);
  }
  return errorMessage('INTERNAL');
}
