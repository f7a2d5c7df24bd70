import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldErrors, isApiError } from '@/lib/api/client';

type ServerErrorOptions<T extends FieldValues> = {
  /** Fields of this form; server paths are matched against them. */
  fields: readonly Path<T>[];
  /** A server path prefix to drop first, e.g. 'bankDetails.' for the bank card. */
  prefix?: string;
  /** Error codes that belong to one field although the server sends no details (CURRENT_PASSWORD_WRONG). */
  codeFields?: Partial<Record<string, Path<T>>>;
};

/**
 * Puts a failed request's messages where the member will look: beside the fields the server
 * named (`details` of `{ path, message }`), else returns one message for the whole form.
 * Values stay as typed, since nothing here resets the form.
 */
export function applyServerErrors<T extends FieldValues, C, TT extends FieldValues>(
  form: UseFormReturn<T, C, TT>,
  error: unknown,
  { fields, prefix, codeFields }: ServerErrorOptions<T>,
): string | null {
  const known = new Set<string>(fields);
  let first: Path<T> | null = null;
  for (const [rawPath, message] of Object.entries(fieldErrors(error))) {
    const path = prefix && rawPath.startsWith(prefix) ? rawPath.slice(prefix.length) : rawPath;
    if (!known.has(path)) continue;
    form.setError(path as Path<T>, { type: 'server', message });
    first ??= path as Path<T>;
  }
  const codeField = isApiError(error) ? codeFields?.[error.code] : undefined;
  if (!first && codeField) {
    form.setError(codeField, { type: 'server', message: (error as Error).message });
    first = codeField;
  }
  if (first) {
    form.setFocus(first);
    return null;
  }
  return error instanceof Error && error.message ? error.message : 'Beklenmeyen bir hata oluştu';
}

/** The reason shown under a failure toast's title. */
export function reasonOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}
