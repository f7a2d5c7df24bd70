import { z } from 'zod';
import { INTEGRATION_KINDS } from '../integrations';

/**
 * admin/integrations and integration-settings: SMTP, payment provider and cargo carrier. A secret
 * is answered only as `{ set, last4 }`; an update with the secret left empty keeps the stored one.
 */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `En fazla ${max} karakter olabilir` });
const required = (max: number, error: string) => text(max).min(1, { error });
const secretInput = z.string().max(500, { error: 'En fazla 500 karakter olabilir' }).optional();

export const secretStateSchema = z.object({ set: z.boolean(), last4: z.string().nullable() });
export type SecretState = z.infer<typeof secretStateSchema>;

export const smtpSettingsInputSchema = z.strictObject({
  host: required(200, 'Sunucu adresini girin'),
  port: z
    .number({ error: 'Bir port girin' })
    .int({ error: 'Port tam sayı olmalıdır' })
    .min(1, { error: 'Port 1 ile 65535 arasında olmalıdır' })
    .max(65_535, { error: 'Port 1 ile 65535 arasında olmalıdır' }),
  secure: z.boolean(),
  username: text(200),
  fromAddress: z.email({ error: 'Geçerli bir e-posta adresi girin' }).max(200),
  password: secretInput,
  clearSecret: z.boolean().optional(),
});
export type SmtpSettingsInput = z.infer<typeof smtpSettingsInputSchema>;
export type SmtpSettingsRequest = z.input<typeof smtpSettingsInputSchema>;

export const paymentSettingsInputSchema = z.strictObject({
  provider: required(100, 'Sağlayıcıyı girin'),
  merchantId: required(200, 'Üye işyeri numarasını girin'),
  testMode: z.boolean(),
  apiSecret: secretInput,
  clearSecret: z.boolean().optional(),
});
export type PaymentSettingsInput = z.infer<typeof paymentSettingsInputSchema>;
export type PaymentSettingsRequest = z.input<typeof paymentSettingsInputSchema>;

export const cargoSettingsInputSchema = z.strictObject({
  carrier: required(100, 'Kargo firmasını girin'),
  customerCode: required(200, 'Müşteri kodunu girin'),
  apiKey: secretInput,
  clearSecret: z.boolean().optional(),
});
export type CargoSettingsInput = z.infer<typeof cargoSettingsInputSchema>;
export type CargoSettingsRequest = z.input<typeof cargoSettingsInputSchema>;

const updated = { updatedAt: z.string().nullable(), updatedByName: z.string().nullable() };

export const integrationsSchema = z.object({
  smtp: z.object({
    configured: z.boolean(),
    host: z.string(),
    port: z.number(),
    secure: z.boolean(),
    username: z.string(),
    fromAddress: z.string(),
    password: secretStateSchema,
    /** Where mail goes now: stored settings win over SMTP_URL; without either it stays in the outbox. */
    source: z.enum(['stored', 'environment', 'outbox']),
    ...updated,
  }),
  payment: z.object({
    configured: z.boolean(),
    provider: z.string(),
    merchantId: z.string(),
    testMode: z.boolean(),
    apiSecret: secretStateSchema,
    ...updated,
  }),
  cargo: z.object({
    configured: z.boolean(),
    carrier: z.string(),
    customerCode: z.string(),
    apiKey: secretStateSchema,
    ...updated,
  }),
});
export type Integrations = z.infer<typeof integrationsSchema>;

export const integrationKindParamsSchema = z.strictObject({ kind: z.enum(INTEGRATION_KINDS) });

/** `POST /api/admin/integrations/smtp/test`: a real connection attempt with the stored settings. */
export const smtpTestResultSchema = z.object({ ok: z.boolean(), message: z.string() });
export type SmtpTestResult = z.infer<typeof smtpTestResultSchema>;
