import { describe, expect, it } from 'vitest';
import {
  commissionFormSchema,
  hundredthsToText,
  parseHundredths,
  settingsFormSchema,
  settingsToForm,
} from '@/features/commission-settings/components/settings-form-schema';

const SETTINGS = {
  defaults: {
    commissionType: 'percentage' as const,
    dealerRateBp: 1500,
    cityDistributorRateBp: 1000,
    sponsorDistributorRateBp: 500,
    fixedAmounts: {},
  },
  display: 'percentage' as const,
  minimumPayout: 10_000,
  withholdingBp: 0,
  paymentDay: 15,
  purchaseRewardBp: 0,
  newMemberBonus: { enabled: false, amount: 5_000 },
};

describe('commission settings form', () => {
  it('reads Turkish decimals into hundredths exactly', () => {
    expect(parseHundredths('12,5')).toBe(1250);
    expect(parseHundredths('%15')).toBe(1500);
    expect(parseHundredths('₺1.250,50')).toBe(125_050);
    expect(parseHundredths('19,99')).toBe(1999);
    expect(parseHundredths('')).toBeNull();
    expect(parseHundredths('1,234')).toBe('invalid');
    expect(parseHundredths('abc')).toBe('invalid');
    expect(hundredthsToText(1250)).toBe('12,5');
    expect(hundredthsToText(1505)).toBe('15,05');
    expect(hundredthsToText(1500)).toBe('15');
  });

  it('round-trips the stored settings through the form', () => {
    const parsed = settingsFormSchema.parse(settingsToForm(SETTINGS));
    expect(parsed).toEqual(SETTINGS);
  });

  it('refuses what the server refuses, on the field it belongs to', () => {
    const form = settingsToForm(SETTINGS);
    const over = settingsFormSchema.safeParse({
      ...form,
      defaults: { ...form.defaults, dealerRateBp: '90', cityDistributorRateBp: '10', sponsorDistributorRateBp: '5' },
    });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.path).toEqual(['defaults', 'dealerRateBp']);
    expect(settingsFormSchema.safeParse({ ...form, paymentDay: '29' }).success).toBe(false);
    expect(settingsFormSchema.safeParse({ ...form, withholdingBp: '100,01' }).success).toBe(false);
    expect(settingsFormSchema.safeParse({ ...form, minimumPayout: '-1' }).success).toBe(false);
    expect(settingsFormSchema.safeParse({ ...form, minimumPayout: '' }).success).toBe(false);
    expect(
      commissionFormSchema.safeParse({
        ...form.defaults,
        fixedAmounts: { dealer: '2,5', cityDistributor: '', sponsorDistributor: '' },
      }).data?.fixedAmounts,
    ).toEqual({ dealer: 250 });
  });
});
