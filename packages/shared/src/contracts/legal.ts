import { z } from 'zod';
import { CONSENT_PURPOSES, DELETION_REQUEST_STATUSES, SLUG_PATTERN } from '../legal';
import { roleSchema } from '../role-schema';

/**
 * The contract of the legal slice (decision 042): policy pages and their versions, the documents
 * a buyer accepts at checkout, KVKK consents, and the member's data rights.
 */

const HASH = /^[0-9a-f]{64}$/;

export const policyVersionRefSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  contentHash: z.string(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
});
export type PolicyVersionRef = z.infer<typeof policyVersionRefSchema>;

/** `GET /api/policies/{slug}`: one published version of a policy page, as sanitized HTML. */
export const policyDocumentSchema = z.object({
  slug: z.string(),
  title: z.string(),
  version: z.number().int(),
  /** The newest published version: when `version` is older, the page says so. */
  currentVersion: z.number().int(),
  contentHash: z.string(),
  publishedAt: z.string(),
  html: z.string(),
  versions: z.array(policyVersionRefSchema),
});
export type PolicyDocument = z.infer<typeof policyDocumentSchema>;

export const policySlugParamsSchema = z.object({ slug: z.string().max(80) });
export const policyVersionParamsSchema = z.object({
  slug: z.string().max(80),
  version: z.coerce.number().int().min(1).max(100_000),
});
export const policyQuerySchema = z.object({ version: z.coerce.number().int().min(1).max(100_000).optional() });

/** The admin's list of policy pages (admin/policy-pages). */
export const policyPageSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  currentVersion: z.number().int().nullable(),
  /** The draft differs from the published text (or nothing is published yet). */
  hasUnpublishedChanges: z.boolean(),
  updatedAt: z.string(),
});
export const policyPageListSchema = z.object({ items: z.array(policyPageSummarySchema) });

export const policyPageDetailSchema = policyPageSummarySchema.extend({
  draftSource: z.string(),
  versions: z.array(policyVersionRefSchema),
});
export type PolicyPageDetail = z.infer<typeof policyPageDetailSchema>;

export const policyPageIdParamsSchema = z.object({ id: z.uuid() });

const title = z
  .string()
  .trim()
  .min(2, { error: 'Başlık en az 2 karakter olmalı' })
  .max(160, { error: 'Başlık en fazla 160 karakter olabilir' });
const source = z
  .string()
  .max(200_000, { error: 'Metin en fazla 200.000 karakter olabilir' })
  .refine((s) => s.trim().length > 0, { error: 'Metin boş olamaz' });

export const policyPageCreateSchema = z.strictObject({
  slug: z
    .string()
    .trim()
    .min(2)
    .max(80)
    .regex(SLUG_PATTERN, { error: 'Adres yalnızca küçük harf, rakam ve tire içerebilir (ör. cerez-politikasi)' }),
  title,
  source,
});
export type PolicyPageCreate = z.input<typeof policyPageCreateSchema>;

export const policyDraftSchema = z.strictObject({ title, source });
export type PolicyDraft = z.input<typeof policyDraftSchema>;

export const policyPreviewInputSchema = z.strictObject({ source: z.string().max(200_000) });
export const policyPreviewSchema = z.object({ html: z.string() });

/** Soft-deleted policy pages, for admin/deleted-items. */
export const deletedPolicyPageSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  deletedAt: z.string(),
  deletedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type DeletedPolicyPage = z.infer<typeof deletedPolicyPageSchema>;

// ——— Checkout ———

/** What the buyer accepted: each document's version and the SHA-256 of the text it was shown. */
export const acceptedDocumentRefSchema = z.strictObject({
  slug: z.string().max(80),
  version: z.number().int().min(1),
  hash: z.string().regex(HASH, { error: 'Geçersiz sözleşme özeti' }),
});
export type AcceptedDocumentRef = z.infer<typeof acceptedDocumentRefSchema>;
export const acceptedDocumentsSchema = z.array(acceptedDocumentRefSchema).max(10);

export const checkoutTermsQuerySchema = z.object({
  addressId: z.uuid({ error: 'Lütfen bir teslimat adresi seçin' }),
  paymentMethod: z.enum(['bank_transfer', 'card'], { error: 'Lütfen bir ödeme yöntemi seçin' }),
});

export const filledDocumentSchema = z.object({
  slug: z.string(),
  title: z.string(),
  version: z.number().int(),
  hash: z.string(),
  html: z.string(),
});
/** `GET /api/checkout/terms`: the documents filled with this cart, address and payment method. */
export const checkoutTermsSchema = z.object({
  documents: z.array(filledDocumentSchema),
  /** What `POST /api/checkout` carries back in `acceptedDocuments` when the buyer accepts. */
  acceptance: acceptedDocumentsSchema,
});
export type CheckoutTerms = z.infer<typeof checkoutTermsSchema>;

/** An accepted document as the order shows it. */
export const orderDocumentRefSchema = z.object({
  slug: z.string(),
  title: z.string(),
  version: z.number().int(),
  hash: z.string(),
  acceptedAt: z.string(),
});
export const orderDocumentSchema = orderDocumentRefSchema.extend({ ip: z.string().nullable(), html: z.string() });
export type OrderDocument = z.infer<typeof orderDocumentSchema>;
export const orderDocumentParamsSchema = z.object({ id: z.string(), slug: z.string().max(80) });

// ——— Consents and data rights ———

export const consentPurposeSchema = z.enum(CONSENT_PURPOSES);
export const consentRecordSchema = z.object({
  id: z.uuid(),
  purpose: consentPurposeSchema,
  policySlug: z.string(),
  policyVersion: z.number().int().nullable(),
  givenAt: z.string(),
  withdrawnAt: z.string().nullable(),
  ipAddress: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

export const deletionRequestStatusSchema = z.enum(DELETION_REQUEST_STATUSES);
export const myDeletionRequestSchema = z.object({
  id: z.uuid(),
  status: deletionRequestStatusSchema,
  reason: z.string().nullable(),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

/** `GET /api/me/privacy`: the settings' privacy card. */
export const myPrivacySchema = z.object({
  marketing: z.boolean(),
  consents: z.array(consentRecordSchema),
  deletionRequest: myDeletionRequestSchema.nullable(),
});
export type MyPrivacy = z.infer<typeof myPrivacySchema>;

export const marketingConsentInputSchema = z.strictObject({ given: z.boolean() });

export const deletionRequestInputSchema = z.strictObject({
  reason: z.string().trim().max(1000, { error: 'Açıklama en fazla 1000 karakter olabilir' }).optional(),
});

export const deletionRequestSchema = myDeletionRequestSchema.extend({
  member: z.object({ id: z.string(), name: z.string(), email: z.string(), role: roleSchema, sellerNo: z.string() }),
  decidedBy: z.string().nullable(),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;
export const deletionRequestListSchema = z.object({ items: z.array(deletionRequestSchema) });
export const deletionRequestParamsSchema = z.object({ id: z.uuid() });
export const deletionDecisionSchema = z.strictObject({
  approve: z.boolean(),
  note: z.string().trim().max(1000).optional(),
});
