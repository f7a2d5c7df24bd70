import { z } from 'zod';
import { COMMISSION_TYPES } from '../catalogue';
import { SALES_COMMISSION_KINDS } from '../commissions';

/**
 * The admin's commission settings (admin/commission-settings): the money settings of
 * system_settings, each product's effective commission, and the Direct Sales Regulation what-if.
 * Rates are basis points (0–10 000), amounts kuruş.
 */
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

/** One product's (or the defaults') commission: the three rates, or three fixed amounts per unit. */
export const commissionSettingsInputSchema = z
  .strictObject({
    commissionType: z.enum(COMMISSION_TYPES),
    dealerRateBp: basisPoints,
    cityDistributorRateBp: basisPoints,
    sponsorDistributorRateBp: basisPoints,
    fixedAmounts: z.strictObject({
      dealer: kurus.optional(),
      cityDistributor: kurus.optional(),
      sponsorDistributor: kurus.optional(),
    }),
  })
  .refine((v) => v.dealerRateBp + v.cityDistributorRateBp + v.sponsorDistributorRateBp <= 10_000, {
    path: ['dealerRateBp'],
    error: 'Üç oranın toplamı %100’ü geçemez',
  });
export type CommissionSettingsInput = z.infer<typeof commissionSettingsInputSchema>;

export const newMemberBonusSchema = z.strictObject({ enabled: z.boolean(), amount: kurus });

/** `PUT /api/admin/commission-settings`: every money setting at once. */
export const moneySettingsInputSchema = z.strictObject({
  defaults: commissionSettingsInputSchema,
  display: z.enum(['percentage', 'fixed']),
  minimumPayout: kurus,
  withholdingBp: basisPoints,
  paymentDay: z
    .number({ error: 'Bir gün girin' })
    .int({ error: 'Gün tam sayı olmalıdır' })
    .min(1, { error: 'Ödeme günü 1 ile 28 arasında olmalıdır' })
    .max(28, { error: 'Ödeme günü 1 ile 28 arasında olmalıdır' }),
  purchaseRewardBp: basisPoints,
  newMemberBonus: newMemberBonusSchema,
});
export type MoneySettingsInput = z.infer<typeof moneySettingsInputSchema>;
export type MoneySettingsRequest = z.input<typeof moneySettingsInputSchema>;

const commissionSettingsOutputSchema = z.object({
  commissionType: z.enum(COMMISSION_TYPES),
  dealerRateBp: z.number(),
  cityDistributorRateBp: z.number(),
  sponsorDistributorRateBp: z.number(),
  fixedAmounts: z.object({
    dealer: z.number().optional(),
    cityDistributor: z.number().optional(),
    sponsorDistributor: z.number().optional(),
  }),
});

export const commissionProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  categoryName: z.string().nullable(),
  isActive: z.boolean(),
  /** The client's unit price without VAT (kuruş): what one unit's percentage commission is taken on. */
  unitNet: z.number().nullable(),
  /** True: the product pays its own settings; false: it follows the defaults. */
  isOverride: z.boolean(),
  /** What the product pays now: its own settings when overridden, else the defaults. */
  effective: commissionSettingsOutputSchema,
});
export type CommissionProduct = z.infer<typeof commissionProductSchema>;

/** `GET /api/admin/commission-settings`. */
export const commissionSettingsPageSchema = z.object({
  settings: z.object({
    defaults: commissionSettingsOutputSchema,
    display: z.enum(['percentage', 'fixed']),
    minimumPayout: z.number(),
    withholdingBp: z.number(),
    paymentDay: z.number(),
    purchaseRewardBp: z.number(),
    newMemberBonus: z.object({ enabled: z.boolean(), amount: z.number() }),
  }),
  products: z.array(commissionProductSchema),
});
export type CommissionSettingsPage = z.infer<typeof commissionSettingsPageSchema>;

export const commissionProductParamsSchema = z.object({ id: z.uuid() });

/**
 * `POST /api/admin/commission-settings/projection`: what would change. Anything left out stays
 * as it is; `product.settings` null means "back to the defaults".
 */
export const projectionRequestSchema = z.strictObject({
  defaults: commissionSettingsInputSchema.optional(),
  product: z.strictObject({ productId: z.uuid(), settings: commissionSettingsInputSchema.nullable() }).optional(),
  newMemberBonus: newMemberBonusSchema.optional(),
});
export type ProjectionRequest = z.infer<typeof projectionRequestSchema>;

const projectionSideSchema = z.object({
  salesBenefits: z.number(),
  recruitmentBenefits: z.number(),
  benefits: z.number(),
  benefitsBp: z.number().nullable(),
  recruitmentBp: z.number().nullable(),
  benefitsOk: z.boolean(),
  recruitmentOk: z.boolean(),
});

export const projectionSchema = z.object({
  /** The window: the twelve months before today ('YYYY-MM-DD', Europe/Istanbul). */
  from: z.string(),
  to: z.string(),
  netSales: z.number(),
  /** How many first orders of invited members the window has (what the bonus pays on). */
  firstOrders: z.number(),
  current: projectionSideSchema,
  projected: projectionSideSchema,
  /** The caps the projected settings would break. */
  warnings: z.array(z.enum(['benefits', 'recruitment'])),
  /** What the projection re-priced, per beneficiary kind (current → projected), kuruş. */
  byKind: z.array(z.object({ kind: z.enum(SALES_COMMISSION_KINDS), current: z.number(), projected: z.number() })),
});
export type Projection = z.infer<typeof projectionSchema>;
