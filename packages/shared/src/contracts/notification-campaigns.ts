import { z } from 'zod';
import { CAMPAIGN_STATUSES, MAX_CHOSEN_MEMBERS, NOTIFICATION_PRIORITIES } from '../notification-campaigns';
import { NOTIFICATION_TYPES } from '../notifications';
import { ROLES } from '../roles';

/** The contract of /api/notification-campaigns (notification-send and admin/notifications). */

export const campaignAudienceSchema = z.strictObject({
  roles: z.array(z.enum(ROLES)).max(ROLES.length).default([]),
  cities: z.array(z.string().trim().min(1).max(60)).max(81).default([]),
  memberIds: z
    .array(z.uuid())
    .max(MAX_CHOSEN_MEMBERS, { error: `En fazla ${MAX_CHOSEN_MEMBERS} üye seçilebilir` })
    .default([]),
});
export type CampaignAudienceInput = z.input<typeof campaignAudienceSchema>;

export const campaignPreviewSchema = z.strictObject({ audience: campaignAudienceSchema });
export type CampaignPreviewRequest = z.input<typeof campaignPreviewSchema>;

export const campaignPreviewResultSchema = z.object({ count: z.number() });
export type CampaignPreviewResult = z.infer<typeof campaignPreviewResultSchema>;

/** An action link is a path of the portal or an https address. */
const actionUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^\/(?!\/)\S*$/.test(v) || /^https:\/\/\S+$/.test(v), {
    error: 'Bağlantı / ile başlayan bir portal adresi ya da https:// adresi olmalıdır',
  })
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .default(null);

export const campaignInputSchema = z.strictObject({
  title: z.string().trim().min(2, { error: 'Başlık en az 2 karakter olmalıdır' }).max(120),
  message: z.string().trim().min(2, { error: 'Mesaj en az 2 karakter olmalıdır' }).max(1000),
  type: z.enum(NOTIFICATION_TYPES).default('info'),
  priority: z.enum(NOTIFICATION_PRIORITIES).default('normal'),
  actionUrl: actionUrlSchema,
  expiresAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .default(null)
    .refine((v) => v === null || Date.parse(v) > Date.now(), { error: 'Son geçerlilik tarihi gelecekte olmalıdır' }),
  audience: campaignAudienceSchema,
});
export type CampaignInput = z.input<typeof campaignInputSchema>;
export type CampaignValues = z.output<typeof campaignInputSchema>;

export const campaignSentSchema = z.object({ id: z.string(), delivered: z.number() });
export type CampaignSent = z.infer<typeof campaignSentSchema>;

export const campaignSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.string(),
  priority: z.string(),
  actionUrl: z.string().nullable(),
  expiresAt: z.string().nullable(),
  audience: z.object({ roles: z.array(z.string()), cities: z.array(z.string()), memberIds: z.array(z.string()) }),
  status: z.enum(CAMPAIGN_STATUSES),
  senderName: z.string().nullable(),
  deliveredCount: z.number(),
  readCount: z.number(),
  createdAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
});

export const campaignPageSchema = z.object({
  campaigns: z.array(campaignSchema),
  nextCursor: z.string().nullable(),
});
export type CampaignPage = z.infer<typeof campaignPageSchema>;

export const campaignIdParamsSchema = z.object({ campaignId: z.uuid() });

export const campaignWithdrawnSchema = z.object({ id: z.string(), removed: z.number() });
export type CampaignWithdrawn = z.infer<typeof campaignWithdrawnSchema>;

/** The member picker's search (within the sender's reach). */
export const campaignMemberSearchQuerySchema = z.object({ q: z.string().trim().min(2).max(80) });
export const campaignMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  city: z.string().nullable(),
});
export type CampaignMember = z.infer<typeof campaignMemberSchema>;
export const campaignMemberListSchema = z.object({ members: z.array(campaignMemberSchema) });

/** The realtime `notification_campaign_withdrawn` event: browsers drop its unread notifications. */
export const campaignWithdrawnEventSchema = z.object({ campaignId: z.string() });
