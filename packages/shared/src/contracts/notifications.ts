import { z } from 'zod';

/** The contract of /api/notifications, and the payload of the realtime `notification` event. */

export const notificationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  priority: z.string(),
  relatedEntityId: z.string().nullable(),
  relatedEntityType: z.string().nullable(),
  actionUrl: z.string().nullable(),
  expiresAt: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  /** The campaign that sent it (spec §4: arrival skips a second one of the same campaign). */
  campaignId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  unreadOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  type: z.string().max(40).optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
});
export type NotificationsPage = z.infer<typeof notificationPageSchema>;

export const notificationIdParamsSchema = z.object({ id: z.uuid() });

export const unreadCountSchema = z.object({ count: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** How many notifications a mark-as-read changed. */
export const notificationsUpdatedSchema = z.object({ updated: z.number() });
export type NotificationsUpdated = z.infer<typeof notificationsUpdatedSchema>;

/** How many notifications a delete or a purge removed. */
export const notificationsDeletedSchema = z.object({ deleted: z.number() });
export type NotificationsDeleted = z.infer<typeof notificationsDeletedSchema>;
