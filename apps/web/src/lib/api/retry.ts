import { isApiError } from '@/lib/api/client';

/** A 4xx answer will not change by asking again (not found, not yours, malformed); anything else is retried twice. */
export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}
