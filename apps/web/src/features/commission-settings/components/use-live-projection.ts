import type { ProjectionRequest } from '@portal/shared/contracts/commission-settings';
import { useMemo, useRef } from 'react';
import { type Control, type FieldValues, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useProjection } from '@/features/commission-settings/api/project-commission-settings';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * The projection of what the form holds now: its values, once they stop changing for 400 ms and
 * pass the form's schema, become the proposal; the last valid proposal's answer stays meanwhile.
 */
export function useLiveProjection<TSchema extends z.ZodType>(
  control: Control<FieldValues>,
  schema: TSchema,
  toRequest: (values: z.output<TSchema>) => ProjectionRequest,
) {
  const mapping = useRef(toRequest);
  mapping.current = toRequest;
  const values = useWatch({ control });
  const settled = useDebouncedValue(JSON.stringify(values), 400);
  const request = useMemo(() => {
    const parsed = schema.safeParse(JSON.parse(settled));
    return parsed.success ? mapping.current(parsed.data) : null;
  }, [settled, schema]);
  const query = useProjection(request);
  return { request, query, pendingChange: request === null };
}
