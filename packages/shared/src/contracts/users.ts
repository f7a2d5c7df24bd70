import { z } from 'zod';
import { roleSchema } from '../role-schema';
import { phoneSchema } from './auth';
import { orderStatusSchema } from './orders';

/** The admin's users API (/api/users): every member, searched and filtered, and what the admin does to one. */

export const USER_STATUSES = ['active', 'inactive', 'deleted'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const USER_PAGE_SIZE = 20;

export const userListQuerySchema = z.object({
  /** Name, e-mail, phone or seller number (a part of any). */
  search: z.string().trim().max(100).optional(),
  role: roleSchema.optional(),
  status: userStatusSchema.optional(),
  city: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(USER_PAGE_SIZE),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

export const userListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: roleSchema,
  sellerNo: z.string(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  parentId: z.string().nullable(),
  parentName: z.string().nullable(),
  directCount: z.number(),
  networkSize: z.number(),
  createdAt: z.string(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListPageSchema = z.object({
  users: z.array(userListItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type UserListPage = z.infer<typeof userListPageSchema>;

/** One link of the chain from the root to the member. */
export const chainLinkSchema = z.object({ id: z.string(), name: z.string(), role: roleSchema });
export type ChainLink = z.infer<typeof chainLinkSchema>;

export const userOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: orderStatusSchema,
  totalKurus: z.string(),
  createdAt: z.string(),
});

export const userSessionSchema = z.object({
  id: z.string(),
  deviceName: z.string(),
  browser: z.string(),
  ipAddress: z.string().nullable(),
  lastActive: z.string(),
  createdAt: z.string(),
});

export const userDetailSchema = userListItemSchema.extend({
  region: z.string().nullable(),
  depth: z.number(),
  deletedAt: z.string().nullable(),
  /** The root admin: never deactivated, deleted or moved. */
  isRoot: z.boolean(),
  sponsor: z.object({ id: z.string(), name: z.string(), role: roleSchema, sellerNo: z.string() }).nullable(),
  /** Root first, the member last. */
  chain: z.array(chainLinkSchema),
  recentOrders: z.array(userOrderSchema),
  sessions: z.array(userSessionSchema),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const userIdParamsSchema = z.object({ id: z.uuid() });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();

export const updateUserInputSchema = z.strictObject({
  name: z.string().trim().min(2, { error: 'Ad soyad en az 2 karakter olmalıdır' }).max(120),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Geçerli bir e-posta adresi girin' }).max(254)),
  phone: z.union([z.literal('').transform(() => null), phoneSchema]).nullable(),
  city: optionalText(60),
  district: optionalText(60),
});
export type UpdateUserInput = z.input<typeof updateUserInputSchema>;

/** What every action on a member answers: the member as it is now. */
export const userActionResultSchema = z.object({ user: userListItemSchema });
export type UserActionResult = z.infer<typeof userActionResultSchema>;

export const endSessionsResultSchema = z.object({ ended: z.number() });
export type EndSessionsResult = z.infer<typeof endSessionsResultSchema>;
