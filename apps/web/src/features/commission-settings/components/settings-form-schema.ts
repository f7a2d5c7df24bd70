import type { CommissionSettings } from '@portal/shared/commissions';
import {
  type CommissionSettingsInput,
  type CommissionSettingsPage,
  commissionSettingsInputSchema,
  moneySettingsInputSchema,
} from '@portal/shared/contracts/commission-settings';
import { z } from 'zod';

/**
 * The forms type rates as percents and amounts as lira ('15', '12,5', '1.250,50'); they are
 * read into basis points and kuruş on the digits, never through a float, and then checked by the
 * contract's own schema (so the three rates' sum, the ranges and the payment day are the
 * server's rules, with its messages, on the field they belong to).
 */
export function parseHundredths(text: string): number | null | 'invalid' {
  let value = text.replace(/[\s₺%]/g, '');
  if (value === '') return null;
  if (value.includes(',')) value = value.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(value)) value = value.replace(/\./g, '');
  const match = /^(-?)(\d+)(?:\.(\d{0,2}))?$/.exec(value);
  if (!match) return 'invalid';
  const hundredths = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(hundredths)) return 'invalid';
  return match[1] ? -hundredths : hundredths;
}

/** 1250 → '12,50'; 1500 → '15' (whole values without decimals). */
export function hundredthsToText(value: number | undefined | null): string {
  if (value === undefined || value === null) return '';
  const abs = Math.abs(value);
  const whole = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${value < 0 ? '-' : ''}${whole}${rest ? `,${String(rest).padStart(2, '0').replace(/0$/, '')}` : ''}`;
}

const NUMBER_INVALID = 'Geçerli bir sayı girin (örnek: 12,5)';

/** A required decimal (rate or amount) as hundredths. */
const decimalText = z.string().transform((text, ctx) => {
  const parsed = parseHundredths(text);
  if (parsed === null || parsed === 'invalid') {
    ctx.addIssue({ code: 'custom', message: parsed === null ? 'Bir değer girin' : NUMBER_INVALID });
    return z.NEVER;
  }
  return parsed;
});

/** An optional decimal: empty is "none". */
const optionalDecimalText = z.string().transform((text, ctx) => {
  const parsed = parseHundredths(text);
  if (parsed === 'invalid') {
    ctx.addIssue({ code: 'custom', message: NUMBER_INVALID });
    return z.NEVER;
  }
  return parsed ?? undefined;
});

const dayText = z.string().transform((text, ctx) => {
  if (!/^\s*\d{1,2}\s*$/.test(text)) {
    ctx.addIssue({ code: 'custom', message: 'Ödeme günü 1 ile 28 arasında olmalıdır' });
    return z.NEVER;
  }
  return Number(text);
});

const commissionTextSchema = z.object({
  commissionType: z.enum(['percentage', 'fixed']),
  dealerRateBp: decimalText,
  cityDistributorRateBp: decimalText,
  sponsorDistributorRateBp: decimalText,
  fixedAmounts: z.object({
    dealer: optionalDecimalText,
    cityDistributor: optionalDecimalText,
    sponsorDistributor: optionalDecimalText,
  }),
});

/**
 * `a.pipe(b)` where b also accepts what a never produces (optional keys a always writes): the
 * runtime pipe is the same, only the static check is widened.
 */
function into<A extends z.ZodType, B extends z.ZodType>(a: A, b: B) {
  return a.pipe(b as unknown as z.ZodType<z.output<B>, z.output<A>>);
}

/** One product's (or the defaults') commission as typed, checked by the contract. */
export const commissionFormSchema = into(commissionTextSchema, commissionSettingsInputSchema);
export type CommissionFormValues = z.input<typeof commissionFormSchema>;

/** The whole settings form as typed, checked by the contract of `PUT /api/admin/commission-settings`. */
export const settingsFormSchema = into(
  z.object({
    defaults: commissionTextSchema,
    display: z.enum(['percentage', 'fixed']),
    minimumPayout: decimalText,
    withholdingBp: decimalText,
    paymentDay: dayText,
    purchaseRewardBp: decimalText,
    newMemberBonus: z.object({ enabled: z.boolean(), amount: decimalText }),
  }),
  moneySettingsInputSchema,
);
export type SettingsFormValues = z.input<typeof settingsFormSchema>;

export function commissionToForm(s: CommissionSettings | CommissionSettingsInput): CommissionFormValues {
  return {
    commissionType: s.commissionType,
    dealerRateBp: hundredthsToText(s.dealerRateBp),
    cityDistributorRateBp: hundredthsToText(s.cityDistributorRateBp),
    sponsorDistributorRateBp: hundredthsToText(s.sponsorDistributorRateBp),
    fixedAmounts: {
      dealer: hundredthsToText(s.fixedAmounts.dealer),
      cityDistributor: hundredthsToText(s.fixedAmounts.cityDistributor),
      sponsorDistributor: hundredthsToText(s.fixedAmounts.sponsorDistributor),
    },
  };
}

export function settingsToForm(s: CommissionSettingsPage['settings']): SettingsFormValues {
  return {
    defaults: commissionToForm(s.defaults),
    display: s.display,
    minimumPayout: hundredthsToText(s.minimumPayout),
    withholdingBp: hundredthsToText(s.withholdingBp),
    paymentDay: String(s.paymentDay),
    purchaseRewardBp: hundredthsToText(s.purchaseRewardBp),
    newMemberBonus: { enabled: s.newMemberBonus.enabled, amount: hundredthsToText(s.newMemberBonus.amount) },
  };
}
