import { z } from 'zod';
import { SESSION_LIFETIME_HOURS_MAX, SESSION_LIFETIME_HOURS_MIN } from '../system-settings';
import { newMemberBonusSchema } from './commission-settings';

/** The system-settings page: the general values and the money ones it shares with commission settings. */
const basisPoints = z
  .number({ error: 'Bir oran girin' })
  .int({ error: 'Oran en fazla iki ondalık basamaklı olmalıdır' })
  .min(0, { error: 'Oran 0 ile 100 arasında olmalıdır' })
  .max(10_000, { error: 'Oran 0 ile 100 arasında olmalıdır' });
const kurus = z
  .number({ error: 'Bir tutar girin' })
  .int({ error: 'Tutar en fazla iki ondalık basamaklı olmalıdır' })
  .min(0, { error: 'Tutar negatif olamaz' })
  .max(100_000_000_000, { error: 'Tutar çok büyük' });

export const systemSettingsInputSchema = z.strictObject({
  defaultVatRateBp: basisPoints,
  withholdingBp: basisPoints,
  minimumPayout: kurus,
  paymentDay: z
    .number({ error: 'Bir gün girin' })
    .int({ error: 'Gün tam sayı olmalıdır' })
    .min(1, { error: 'Ödeme günü 1 ile 28 arasında olmalıdır' })
    .max(28, { error: 'Ödeme günü 1 ile 28 arasında olmalıdır' }),
  purchaseRewardBp: basisPoints,
  newMemberBonus: newMemberBonusSchema,
  sessionLifetimeHours: z
    .number({ error: 'Bir süre girin' })
    .int({ error: 'Süre tam saat olmalıdır' })
    .min(SESSION_LIFETIME_HOURS_MIN, { error: 'Oturum süresi 1 ile 720 saat arasında olmalıdır' })
    .max(SESSION_LIFETIME_HOURS_MAX, { error: 'Oturum süresi 1 ile 720 saat arasında olmalıdır' }),
  lowStockThreshold: z
    .number({ error: 'Bir adet girin' })
    .int({ error: 'Adet tam sayı olmalıdır' })
    .min(0, { error: 'Eşik negatif olamaz' })
    .max(100_000, { error: 'Eşik çok büyük' }),
});
export type SystemSettingsInput = z.infer<typeof systemSettingsInputSchema>;
export type SystemSettingsRequest = z.input<typeof systemSettingsInputSchema>;

export const systemSettingsSchema = z.object({
  defaultVatRateBp: z.number(),
  withholdingBp: z.number(),
  minimumPayout: z.number(),
  paymentDay: z.number(),
  purchaseRewardBp: z.number(),
  newMemberBonus: z.object({ enabled: z.boolean(), amount: z.number() }),
  sessionLifetimeHours: z.number(),
  lowStockThreshold: z.number(),
});
export type SystemSettingsView = z.infer<typeof systemSettingsSchema>;
