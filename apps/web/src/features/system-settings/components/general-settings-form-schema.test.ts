import { describe, expect, it } from 'vitest';
import { formValuesOf, generalSettingsFormSchema } from './general-settings-form-schema';

const stored = {
  defaultVatRateBp: 1800,
  withholdingBp: 250,
  minimumPayout: 10_000,
  paymentDay: 15,
  purchaseRewardBp: 0,
  newMemberBonus: { enabled: true, amount: 5_050 },
  sessionLifetimeHours: 24,
  lowStockThreshold: 5,
};

describe('general settings form', () => {
  it('shows percents and lira, and reads them back into basis points and kuruş', () => {
    const values = formValuesOf(stored);
    expect(values).toMatchObject({ defaultVatRateBp: '18', withholdingBp: '2,5', newMemberBonusAmount: '50,5' });
    expect(generalSettingsFormSchema.parse(values)).toEqual(stored);
    expect(
      generalSettingsFormSchema.parse({ ...values, defaultVatRateBp: '10', minimumPayout: '1.250,50' }),
    ).toMatchObject({ defaultVatRateBp: 1000, minimumPayout: 125_050 });
  });

  it('refuses what the server refuses, with its messages', () => {
    const values = formValuesOf(stored);
    const bad = generalSettingsFormSchema.safeParse({ ...values, sessionLifetimeHours: '0', paymentDay: '31' });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain('Oturum süresi 1 ile 720 saat arasında olmalıdır');
    expect(messages).toContain('Ödeme günü 1 ile 28 arasında olmalıdır');
    expect(generalSettingsFormSchema.safeParse({ ...values, lowStockThreshold: 'beş' }).success).toBe(false);
  });
});
