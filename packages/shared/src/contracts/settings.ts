import { z } from 'zod';
import { COMMISSION_DISPLAYS, COMMISSION_PAYOUT_METHODS, isValidTurkishIban, THEMES } from '../settings';
import { currentPasswordSchema, phoneSchema } from './auth';

/** The contract of /api/settings: the member's app, profile, security and account settings. */

export const appSettingsSchema = z.strictObject({
  theme: z.enum(THEMES),
  language: z.enum(['tr']),
  pushNotifications: z.boolean(),
  emailNotifications: z.boolean(),
  /** spec §7: an optional sound when a notification arrives. */
  notificationSound: z.boolean(),
  /** spec §7: an optional desktop notification (title, body, icon) while the portal is in the background. */
  desktopNotifications: z.boolean(),
  timezone: z.string().min(1).max(64),
  aiEnabled: z.boolean(),
  notificationPreferences: z.strictObject({
    transactions: z.boolean(),
    commissions: z.boolean(),
    network: z.boolean(),
  }),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;

/** The specification's defaults: light theme, Turkish, Istanbul time, notifications and AI on. */
export const DEFAULT_APP_SETTINGS: AppSettings = {
  theme: 'light',
  language: 'tr',
  pushNotifications: true,
  emailNotifications: true,
  notificationSound: false,
  desktopNotifications: false,
  timezone: 'Europe/Istanbul',
  aiEnabled: true,
  notificationPreferences: { transactions: true, commissions: true, network: true },
};

export const bankDetailsSchema = z.strictObject({
  bankName: z.string().trim().min(2, { error: 'Banka adını girin' }).max(80),
  accountHolder: z.string().trim().min(2, { error: 'Hesap sahibini girin' }).max(120),
  iban: z
    .string()
    .transform((v) => v.replace(/\s/g, '').toUpperCase())
    .refine(isValidTurkishIban, { error: 'Geçerli bir IBAN girin (TR ile başlayan 26 karakter)' }),
});
export type BankDetailsInput = z.input<typeof bankDetailsSchema>;

export const taxDetailsSchema = z.strictObject({
  taxOffice: z.string().trim().min(2, { error: 'Vergi dairesini girin' }).max(80),
  taxNumber: z
    .string()
    .trim()
    .regex(/^\d{10,11}$/, { error: 'Vergi numarası 10, T.C. kimlik numarası 11 haneli olmalıdır' }),
  companyName: z.string().trim().max(160).optional(),
});
export type TaxDetailsInput = z.input<typeof taxDetailsSchema>;

export const commissionPreferencesSchema = z.strictObject({
  payoutMethod: z.enum(COMMISSION_PAYOUT_METHODS),
  display: z.enum(COMMISSION_DISPLAYS),
});
export type CommissionPreferences = z.infer<typeof commissionPreferencesSchema>;

export const accountSettingsSchema = z.strictObject({
  bankDetails: bankDetailsSchema.nullable(),
  taxDetails: taxDetailsSchema.nullable(),
  commissionPreferences: commissionPreferencesSchema,
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  bankDetails: null,
  taxDetails: null,
  commissionPreferences: { payoutMethod: 'bank', display: 'percentage' },
};

/**
 * What the account card sends: the section, plus the member's password whenever the IBAN changes
 * (the server asks again, so a session left open or stolen cannot redirect commission payouts).
 */
export const accountSettingsUpdateSchema = accountSettingsSchema.extend({
  currentPassword: currentPasswordSchema.optional(),
});
export type AccountSettingsUpdate = z.infer<typeof accountSettingsUpdateSchema>;
export type AccountSettingsRequest = z.input<typeof accountSettingsUpdateSchema>;

export const profileUpdateSchema = z.strictObject({
  name: z.string().trim().min(2, { error: 'Ad soyad en az 2 karakter olmalıdır' }).max(120),
  phone: phoneSchema.nullable(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type ProfileUpdateRequest = z.input<typeof profileUpdateSchema>;

/** What the server answers: stored values are already normalized, so no input transforms here. */
const accountSettingsOutputSchema = z.object({
  bankDetails: z.object({ bankName: z.string(), accountHolder: z.string(), iban: z.string() }).nullable(),
  taxDetails: z.object({ taxOffice: z.string(), taxNumber: z.string(), companyName: z.string().optional() }).nullable(),
  commissionPreferences: commissionPreferencesSchema,
});

export const settingsSchema = z.object({
  app: appSettingsSchema,
  profile: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  security: z.object({ twoFactorEnabled: z.boolean(), lastPasswordChange: z.string().nullable() }),
  account: accountSettingsOutputSchema.nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;
