/** When a failure has no message of its own. */
export const FALLBACK_MESSAGE = 'Beklenmeyen bir hata oluştu';

/**
 * The Turkish message of a failure: the API client already put the catalogue's text in it.
 * Apart from use-server-form.ts (which re-exports it) so that a component showing a failure does
 * not bring react-hook-form and the zod resolver with it: the dashboard layout's sessions card did.
 */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : FALLBACK_MESSAGE;
}
