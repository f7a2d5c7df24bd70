import { z } from 'zod';
import { IMPORT_KINDS } from '../real-data';

export const demoPlanSchema = z.object({
  /** Rows that go, by table. */
  tables: z.array(z.object({ table: z.string(), count: z.number().int() })),
  /** Rows of real data that stay but lose an optional reference to a demo row. */
  detached: z.array(z.object({ reference: z.string(), count: z.number().int() })),
  total: z.number().int(),
  members: z.number().int(),
  products: z.number().int(),
  realMembersUnderDemo: z.number().int(),
});
export type DemoPlan = z.infer<typeof demoPlanSchema>;

export const demoRemovalInputSchema = z.strictObject({
  /** The total the dry run showed: the removal is refused when the data changed since. */
  expectedTotal: z.number().int().min(0),
});
export type DemoRemovalInput = z.infer<typeof demoRemovalInputSchema>;

export const demoRemovalResultSchema = z.object({
  tables: z.array(z.object({ table: z.string(), count: z.number().int() })),
  total: z.number().int(),
});
export type DemoRemovalResult = z.infer<typeof demoRemovalResultSchema>;

export const importQuerySchema = z.object({ kind: z.enum(IMPORT_KINDS) });

export const importRowSchema = z.object({
  row: z.number().int(),
  summary: z.string(),
  errors: z.array(z.string()),
});

export const importResultSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  /** A problem with the whole file (a missing column, no rows); then there are no rows. */
  fileError: z.string().nullable(),
  rows: z.array(importRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** True only when every row was written, in one transaction. */
  committed: z.boolean(),
  created: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
export type ImportRow = z.infer<typeof importRowSchema>;
