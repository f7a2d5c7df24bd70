import { z } from 'zod';
import { normalizePhone } from './codes';
import { ROLES } from './roles';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export { HEARTBEAT_INTERVAL_MS, SESSION_LIFETIME_SECONDS } from './sessions';
export const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;
export const SIGN_OUT_SCOPES = ['local', 'others', 'global'] as const;

const trimmed = (max: number) => z.string().trim().max(max);

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: 'Şifre en az 8 karakter olmalıdır' })
  .max(PASSWORD_MAX_LENGTH, { error: 'Şifre en fazla 128 karakter olabilir' });

export const phoneSchema = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const phone = normalizePhone(v);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'Geçerli bir cep telefonu girin (05XX XXX XX XX)' });
      return z.NEVER;
    }
    return phone;
  });

export const deviceInfoSchema = z
  .strictObject({
    platform: trimmed(100).optional(),
    language: trimmed(35).optional(),
    screenWidth: z.number().int().min(0).max(100_000).optional(),
    screenHeight: z.number().int().min(0).max(100_000).optional(),
  })
  .optional();

/** Email or phone, plus password; which identifier was given is checked by the server's message. */
export const signInBodySchema = z.strictObject({
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(32).optional(),
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  deviceInfo: deviceInfoSchema,
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const registerBodySchema = z.strictObject({
  code: z.string().trim().min(1).max(32),
  name: trimmed(120).min(2, { error: 'Ad soyad en az 2 karakter olmalıdır' }),
  email: z.email({ error: 'Geçerli bir e-posta adresi girin' }).max(254),
  phone: phoneSchema.optional(),
  password: passwordSchema,
  city: trimmed(60).optional(),
  district: trimmed(60).optional(),
  deviceInfo: deviceInfoSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** The specification's default sign-out scope is global: every session of the member ends. */
export const signOutBodySchema = z.strictObject({
  scope: z.enum(SIGN_OUT_SCOPES).default('global'),
});

// Not roleSchema from ./roles: the web entry holds that module, and a lazy form chunk using this
// one would then make the entry export roleSchema and download zod with it.
const memberRoleSchema = z.enum(ROLES);

export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: memberRoleSchema,
  parentId: z.string().nullable(),
  sellerNo: z.string(),
  location: z.object({ city: z.string().optional(), district: z.string().optional() }).optional(),
  region: z.string().nullable(),
  createdAt: z.string(),
  points: z.number(),
  totalEarnedPoints: z.number(),
  isActive: z.boolean(),
  inviteCode: z.string().nullable(),
  permanentInviteCode: z.string(),
  twoFactorEnabled: z.boolean(),
  sponsor: z.object({ id: z.string(), name: z.string(), role: memberRoleSchema, sellerNo: z.string() }).nullable(),
});
export type Me = z.infer<typeof meSchema>;
