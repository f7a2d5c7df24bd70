import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SIGN_OUT_SCOPES } from '../auth';
import { normalizePhone } from '../codes';
import { roleSchema } from '../role-schema';

/** The contract of /api/auth/*: sign-in, registration, password and two-factor flows, and the member. */

const trimmed = (max: number) => z.string().trim().max(max);

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: 'Şifre en az 8 karakter olmalıdır' })
  .max(PASSWORD_MAX_LENGTH, { error: 'Şifre en fazla 128 karakter olabilir' });

/** A mobile number typed any common way, out as 05XXXXXXXXX. */
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

/** A six-digit TOTP code. */
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

/** What the session list shows about the browser that signed in. */
export const deviceInfoSchema = z
  .strictObject({
    platform: trimmed(100).optional(),
    language: trimmed(35).optional(),
    screenWidth: z.number().int().min(0).max(100_000).optional(),
    screenHeight: z.number().int().min(0).max(100_000).optional(),
  })
  .optional();
export type DeviceInfo = NonNullable<z.input<typeof deviceInfoSchema>>;

/** Email or phone, plus password; which identifier was given is checked by the server's message. */
export const signInBodySchema = z.strictObject({
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(32).optional(),
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  deviceInfo: deviceInfoSchema,
});
export type SignInBody = z.infer<typeof signInBodySchema>;
export type SignInRequest = z.input<typeof signInBodySchema>;

export const registerBodySchema = z.strictObject({
  code: z.string().trim().min(1).max(32),
  name: trimmed(120).min(2, { error: 'Ad soyad en az 2 karakter olmalıdır' }),
  email: z.email({ error: 'Geçerli bir e-posta adresi girin' }).max(254),
  phone: phoneSchema.optional(),
  password: passwordSchema,
  city: trimmed(60).optional(),
  district: trimmed(60).optional(),
  /** Ticari elektronik ileti: separate from the KVKK acknowledgement, optional (decision 042). */
  marketingConsent: z.boolean().optional(),
  deviceInfo: deviceInfoSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;
export type RegisterRequest = z.input<typeof registerBodySchema>;

/** The specification's default sign-out scope is global: every session of the member ends. */
export const signOutBodySchema = z.strictObject({
  scope: z.enum(SIGN_OUT_SCOPES).default('global'),
});
export type SignOutRequest = z.input<typeof signOutBodySchema>;

export const verifyTwoFactorBodySchema = z.strictObject({ code: totpCodeSchema, deviceInfo: deviceInfoSchema });
export type VerifyTwoFactorRequest = z.input<typeof verifyTwoFactorBodySchema>;

export const forgotPasswordBodySchema = z.strictObject({ email: z.string().trim().pipe(z.email().max(254)) });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.strictObject({ token: z.string().min(10).max(200), password: passwordSchema });
export type ResetPasswordRequest = z.input<typeof resetPasswordBodySchema>;

/** The current password of a signed-in member, asked again before a sensitive change. */
export const currentPasswordSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);

export const changePasswordBodySchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
  revokeOtherSessions: z.boolean().default(false),
});
export type ChangePasswordRequest = z.input<typeof changePasswordBodySchema>;

/** Enrolling in and disabling two-factor both ask for the password. */
export const twoFactorPasswordBodySchema = z.strictObject({ password: currentPasswordSchema });
export type TwoFactorPasswordRequest = z.input<typeof twoFactorPasswordBodySchema>;

export const twoFactorConfirmBodySchema = z.strictObject({ code: totpCodeSchema });
export type TwoFactorConfirmRequest = z.input<typeof twoFactorConfirmBodySchema>;

export const twoFactorEnrolmentSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

const memberRoleSchema = roleSchema;

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

/** GET /api/auth/me, registration and the second sign-in step answer the member. */
export const userResponseSchema = z.object({ user: meSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** A sign-in either signs the member in or asks for the TOTP code first. */
export const signInResponseSchema = z.union([userResponseSchema, z.object({ twoFactorRequired: z.literal(true) })]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;
