import { z } from 'zod';
import { provinceName } from '../addresses';
import { normalizePhone } from '../codes';
import {
  DOCTOR_APPLICATION_LIMITS as LIMITS,
  DOCTOR_APPLICATION_MESSAGES as M,
  DOCTOR_APPLICATION_STATUSES,
} from '../doctor-applications';
import { roleSchema } from '../role-schema';

/** The contract of /api/doctor-applications (public form) and /api/admin/doctor-applications. */

const text = (required: string) => z.string({ error: required }).trim();

/**
 * What a doctor sends. Texts are trimmed, the phone comes out as 05XXXXXXXXX, the city in the
 * province list's spelling and the e-mail in lower case; the KVKK notice must be accepted.
 */
export const doctorApplicationInputSchema = z.strictObject({
  name: text(M.name).min(3, { error: M.name }).max(LIMITS.name, { error: M.nameTooLong }),
  specialty: text(M.specialty).min(2, { error: M.specialty }).max(LIMITS.specialty, { error: M.specialtyTooLong }),
  registryNumber: text(M.registryNumber)
    .min(LIMITS.registryNumberMin, { error: M.registryNumber })
    .max(LIMITS.registryNumber, { error: M.registryNumber })
    .regex(/^[\p{L}\d][\p{L}\d/. -]*$/u, { error: M.registryNumber }),
  city: text(M.city).transform((value, ctx) => {
    const city = provinceName(value);
    if (!city) {
      ctx.addIssue({ code: 'custom', message: M.city });
      return z.NEVER;
    }
    return city;
  }),
  phone: text(M.phone).transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: M.phone });
      return z.NEVER;
    }
    return phone;
  }),
  email: text(M.email)
    .toLowerCase()
    .max(LIMITS.email, { error: M.email })
    .pipe(z.email({ error: M.email })),
  message: z
    .string()
    .trim()
    .max(LIMITS.message, { error: M.messageTooLong })
    .transform((value) => value || null)
    .nullable()
    .optional(),
  kvkkAccepted: z.literal(true, { error: M.kvkk }),
});
export type DoctorApplicationInput = z.input<typeof doctorApplicationInputSchema>;

export const doctorApplicationReceiptSchema = z.object({ id: z.uuid(), status: z.enum(DOCTOR_APPLICATION_STATUSES) });
export type DoctorApplicationReceipt = z.infer<typeof doctorApplicationReceiptSchema>;

export const doctorApplicationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  specialty: z.string(),
  registryNumber: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  message: z.string().nullable(),
  kvkkVersion: z.string(),
  kvkkAcceptedAt: z.string(),
  status: z.enum(DOCTOR_APPLICATION_STATUSES),
  reviewNote: z.string().nullable(),
  reviewedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  reviewedAt: z.string().nullable(),
  invitation: z
    .object({ id: z.uuid(), code: z.string(), role: roleSchema, status: z.string(), link: z.string() })
    .nullable(),
  createdAt: z.string(),
});
export type DoctorApplication = z.infer<typeof doctorApplicationSchema>;

export const DOCTOR_APPLICATION_PAGE_SIZE = 20;

export const doctorApplicationQuerySchema = z.object({
  status: z.enum(DOCTOR_APPLICATION_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type DoctorApplicationQuery = z.output<typeof doctorApplicationQuerySchema>;

export const doctorApplicationPageSchema = z.object({
  applications: z.array(doctorApplicationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
  }),
});
export type DoctorApplicationPage = z.infer<typeof doctorApplicationPageSchema>;

export const doctorApplicationIdParamsSchema = z.object({ id: z.uuid() });

/** Approving: the role the doctor joins with (a dealer unless chosen) and the member above them. */
export const approveDoctorApplicationInputSchema = z.strictObject({
  role: roleSchema.refine((role) => role !== 'admin').default('dealer'),
  parentId: z.uuid({ error: M.parent }),
});
export type ApproveDoctorApplicationInput = z.input<typeof approveDoctorApplicationInputSchema>;

export const rejectDoctorApplicationInputSchema = z.strictObject({
  note: text(M.note).min(LIMITS.noteMin, { error: M.note }).max(LIMITS.note, { error: M.noteTooLong }),
});
export type RejectDoctorApplicationInput = z.input<typeof rejectDoctorApplicationInputSchema>;
