import { type SystemSettingsView, systemSettingsInputSchema } from '@portal/shared/contracts/system-settings';
import { z } from 'zod';
import { hundredthsToText, parseHundredths } from '@/features/commission-settings/public';

/**
 * Rates typed as percents and amounts as lira ('18', '12,5', '1.250'), read into basis points and
 * kuruş on the digits, then checked by the contract's own schema (its ranges and messages).
 */
const hundredths = z.string().transform((text, ctx) => {
  const parsed = parseHundredths(text);
  if (parsed === null || parsed === 'invalid') {
    ctx.addIssue({
      code: 'custom',
      message: parsed === null ? 'Bir değer girin' : 'Geçerli bir sayı girin (örnek: 12,5)',
    });
    return z.NEVER;
  }
  return parsed;
});
const whole = z.string().transform((text, ctx) => {
  if (!/^\s*-?\d{1,6}\s*$/.test(text)) {
    ctx.addIssue({ code: 'custom', message: 'Tam sayı girin' });
    return z.NEVER;
  }
  return Number(text.trim());
});

export const generalSettingsFormSchema = z
  .object({
    defaultVatRateBp: hundredths,
    withholdingBp: hundredths,
    minimumPayout: hundredths,
    paymentDay: whole,
    purchaseRewardBp: hundredths,
    newMemberBonusEnabled: z.boolean(),
    newMemberBonusAmount: hundredths,
    sessionLifetimeHours: whole,
    lowStockThreshold: whole,
  })
  .transform(({ newMemberBonusEnabled, newMemberBonusAmount, ...rest }) => ({
    ...rest,
    newMemberBonus: { enabled: newMemberBonusEnabled, amount: newMemberBonusAmount },
  }))
  .pipe(systemSettingsInputSchema);

export type GeneralSettingsFormValues = z.input<typeof generalSettingsFormSchema>;

export function formValuesOf(s: SystemSettingsView): GeneralSettingsFormValues {
  return {
    defaultVatRateBp: hundredthsToText(s.defaultVatRateBp),
    withholdingBp: hundredthsToText(s.withholdingBp),
    minimumPayout: hundredthsToText(s.minimumPayout),
    paymentDay: String(s.paymentDay),
    purchaseRewardBp: hundredthsToText(s.purchaseRewardBp),
    newMemberBonusEnabled: s.newMemberBonus.enabled,
    newMemberBonusAmount: hundredthsToText(s.newMemberBonus.amount),
    sessionLifetimeHours: String(s.sessionLifetimeHours),
    lowStockThreshold: String(s.lowStockThreshold),
  };
}
