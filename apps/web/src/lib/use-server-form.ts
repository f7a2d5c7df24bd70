import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useCallback, useState } from 'react';
import { type DefaultValues, type FieldValues, get, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { fieldErrors, isApiError } from '@/lib/api/client';
import { messageOf } from '@/lib/error-message';

export { messageOf };

export type ServerFormOptions<TSchema extends z.ZodType<FieldValues, FieldValues>> = {
  /** Validates the fields in the browser; the same schema the server checks the body with, where it can be. */
  schema: TSchema;
  defaultValues: DefaultValues<z.input<TSchema>>;
  /** Sends the checked values. A thrown ApiError is mapped to the fields, or reported. */
  onSubmit: (values: z.output<TSchema>, form: UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>>) => unknown;
  /**
   * A prefix of the server's paths to drop first, when the form edits one part of the body
   * ('bankDetails.' for a card that edits `bankDetails` only).
   */
  prefix?: string;
  /** Error codes that belong to one field although the server names none (CURRENT_PASSWORD_WRONG). */
  codeFields?: Partial<Record<string, Path<z.input<TSchema>>>>;
  /** The fields a server path may name; by default every field that has a value in the form. */
  fields?: readonly Path<z.input<TSchema>>[];
  /**
   * The title of the failure toast, with the catalogue's message beneath it, shown for every failure.
   * Without it, only a failure no field could take is toasted, with the catalogue's message as title.
   */
  failureTitle?: string;
  /** False for pages without a toaster (signed out): the form shows the failure itself. Default true. */
  toastFailures?: boolean;
  /** react-hook-form's validation mode; 'onSubmit' by default. */
  mode?: 'onSubmit' | 'onBlur' | 'onChange' | 'onTouched' | 'all';
};

export type ServerForm<TSchema extends z.ZodType<FieldValues, FieldValues>> = {
  form: UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>>;
  /** For `<form onSubmit={submit}>`: validates, sends, and maps a failure. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** True while the request runs: disable the submit button with it. */
  pending: boolean;
  /** A failure no field could take, for a form that shows it above its fields (`<FormError>`). */
  formError: string | null;
};

/**
 * A failed request's messages where the member will look: each `{ path, message }` of the
 * error's `details` beside the field it names (the first one focused), a code listed in
 * `codeFields` beside its field, and anything else as one message for the whole form.
 * Returns that message, or null when a field took the error. Values stay as typed.
 */
export function applyServerErrors<T extends FieldValues, C, TT extends FieldValues>(
  form: UseFormReturn<T, C, TT>,
  error: unknown,
  options: { prefix?: string; codeFields?: Partial<Record<string, Path<T>>>; fields?: readonly Path<T>[] } = {},
): string | null {
  const values = form.getValues();
  const known = options.fields ? new Set<string>(options.fields) : null;
  let first: Path<T> | null = null;
  for (const [rawPath, message] of Object.entries(fieldErrors(error))) {
    const path = options.prefix && rawPath.startsWith(options.prefix) ? rawPath.slice(options.prefix.length) : rawPath;
    // Only a field this form has can show the message; the rest is the form's.
    if (known ? !known.has(path) : get(values, path) === undefined) continue;
    form.setError(path as Path<T>, { type: 'server', message });
    first ??= path as Path<T>;
  }
  const codeField = isApiError(error) ? options.codeFields?.[error.code] : undefined;
  if (!first && codeField) {
    form.setError(codeField, { type: 'server', message: (error as Error).message });
    first = codeField;
  }
  if (first) {
    form.setFocus(first);
    return null;
  }
  return messageOf(error);
}

/**
 * react-hook-form with the zod resolver and the server's answer wired in. The form keeps its
 * values after a failure; `pending` is true while `onSubmit` runs.
 *
 * ```tsx
 * const { form, submit, pending } = useServerForm({
 *   schema: addressFieldsSchema,
 *   defaultValues: EMPTY,
 *   onSubmit: (values) => create.mutateAsync(values),
 * });
 * <Form {...form}><form onSubmit={submit}>…<Button disabled={pending}>Kaydet</Button></form></Form>
 * ```
 */
export function useServerForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  options: ServerFormOptions<TSchema>,
): ServerForm<TSchema> {
  const {
    schema,
    defaultValues,
    onSubmit,
    prefix,
    codeFields,
    fields,
    failureTitle,
    toastFailures = true,
    mode,
  } = options;
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    // The resolver's generics cannot follow a generic schema; the form's types come from the schema above.
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode,
  });
  const [formError, setFormError] = useState<string | null>(null);

  const handle = useCallback(
    async (values: z.output<TSchema>) => {
      setFormError(null);
      try {
        await onSubmit(values, form);
      } catch (error) {
        const rest = applyServerErrors(form, error, { prefix, codeFields, fields });
        setFormError(rest);
        if (!toastFailures) return;
        if (failureTitle) toast.error(failureTitle, { description: messageOf(error) });
        else if (rest) toast.error(rest);
      }
    },
    [form, onSubmit, prefix, codeFields, fields, failureTitle, toastFailures],
  );

  return { form, submit: form.handleSubmit(handle), pending: form.formState.isSubmitting, formError };
}
