import { z } from 'zod';
import { BLOG_PAGE_SIZE, CONTACT_KINDS, CONTACT_STATUSES, CONTENT_STATUSES } from '../content';

/**
 * The contract of the public site's content: slider, about text, blog, FAQ, the contact form and
 * support requests (one inbox), and the admin's deleted items. Rendered HTML comes from the server,
 * already sanitized; the admin's editors send and receive Markdown source.
 */

const text = (max: number, error: string) => z.string().trim().min(1, { error }).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
/** A link of the site (`/blog/…`) or an https address. */
const linkSchema = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^\/(?!\/)/.test(v) || /^https:\/\//i.test(v), {
    error: 'Bağlantı / ile başlayan bir site adresi ya da https:// adresi olmalıdır',
  })
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();
const isoDate = z.iso.datetime({ offset: true }).nullable().optional();

export const contentStatusSchema = z.enum(CONTENT_STATUSES);
export const idParamsSchema = z.object({ id: z.uuid() });

// Slider
export const sliderItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  linkUrl: z.string().nullable(),
  image: z.string().nullable(),
  sortOrder: z.number().int(),
  activeFrom: z.string().nullable(),
  activeUntil: z.string().nullable(),
});
export type SliderItem = z.infer<typeof sliderItemSchema>;
export const sliderListSchema = z.object({ items: z.array(sliderItemSchema) });
export type SliderList = z.infer<typeof sliderListSchema>;
export const sliderInputSchema = z
  .object({
    title: text(120, 'Başlık gerekli'),
    body: z.string().trim().max(400).default(''),
    linkUrl: linkSchema,
    activeFrom: isoDate,
    activeUntil: isoDate,
  })
  .refine((v) => !v.activeFrom || !v.activeUntil || Date.parse(v.activeFrom) < Date.parse(v.activeUntil), {
    error: 'Bitiş tarihi başlangıçtan sonra olmalıdır',
    path: ['activeUntil'],
  });
export type SliderInputRequest = z.input<typeof sliderInputSchema>;
export const sliderOrderSchema = z.object({ ids: z.array(z.uuid()).min(1).max(100) });

// About
export const siteTextSchema = z.object({ key: z.string(), title: z.string(), html: z.string(), updatedAt: z.string() });
export type SiteText = z.infer<typeof siteTextSchema>;
export const siteTextSourceSchema = siteTextSchema.extend({ source: z.string() });
export type SiteTextSource = z.infer<typeof siteTextSourceSchema>;
export const siteTextInputSchema = z.object({
  title: text(120, 'Başlık gerekli'),
  source: text(50_000, 'Metin gerekli'),
});
export type SiteTextInputRequest = z.input<typeof siteTextInputSchema>;

// Preview (blog, FAQ, about): what a visitor would see.
export const previewInputSchema = z.object({ source: z.string().max(100_000) });
export const previewSchema = z.object({ html: z.string(), readingMinutes: z.number().int() });
export type Preview = z.infer<typeof previewSchema>;

// Blog
export const blogPostSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  coverImage: z.string().nullable(),
  publishedAt: z.string().nullable(),
  readingMinutes: z.number().int(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export const blogPostSchema = blogPostSummarySchema.extend({ html: z.string(), authorName: z.string().nullable() });
export type BlogPost = z.infer<typeof blogPostSchema>;
export const blogListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  category: z.string().trim().max(60).optional(),
  tag: z.string().trim().max(60).optional(),
});
export type BlogListQuery = z.input<typeof blogListQuerySchema>;
export const blogPageSchema = z.object({
  items: z.array(blogPostSummarySchema),
  page: z.number().int(),
  pageSize: z.literal(BLOG_PAGE_SIZE),
  total: z.number().int(),
  categories: z.array(z.object({ name: z.string(), count: z.number().int() })),
  tags: z.array(z.string()),
});
export type BlogPage = z.infer<typeof blogPageSchema>;
export const adminBlogPostSchema = blogPostSummarySchema.extend({
  source: z.string(),
  status: contentStatusSchema,
  updatedAt: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;
export const adminBlogListSchema = z.object({ items: z.array(adminBlogPostSchema) });
export type AdminBlogList = z.infer<typeof adminBlogListSchema>;
export const blogInputSchema = z.object({
  title: text(160, 'Başlık gerekli'),
  summary: z.string().trim().max(300).default(''),
  source: text(100_000, 'Yazı gerekli'),
  category: text(60, 'Kategori gerekli'),
  tags: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
  status: contentStatusSchema,
});
export type BlogInputRequest = z.input<typeof blogInputSchema>;

// FAQ
export const faqEntrySchema = z.object({ id: z.uuid(), question: z.string(), html: z.string(), text: z.string() });
export type FaqEntry = z.infer<typeof faqEntrySchema>;
export const faqSchema = z.object({
  groups: z.array(z.object({ name: z.string(), entries: z.array(faqEntrySchema) })),
});
export type Faq = z.infer<typeof faqSchema>;
export const adminFaqEntrySchema = z.object({
  id: z.uuid(),
  group: z.string(),
  question: z.string(),
  source: z.string(),
  sortOrder: z.number().int(),
  status: contentStatusSchema,
  updatedAt: z.string(),
});
export type AdminFaqEntry = z.infer<typeof adminFaqEntrySchema>;
export const adminFaqListSchema = z.object({ items: z.array(adminFaqEntrySchema) });
export type AdminFaqList = z.infer<typeof adminFaqListSchema>;
export const faqInputSchema = z.object({
  group: text(60, 'Grup gerekli'),
  question: text(300, 'Soru gerekli'),
  source: text(20_000, 'Yanıt gerekli'),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  status: contentStatusSchema,
});
export type FaqInputRequest = z.input<typeof faqInputSchema>;

// Contact form and support requests
export const contactInputSchema = z.object({
  name: text(120, 'Adınızı girin'),
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: 'Geçerli bir e-posta adresi girin' }).max(254)),
  phone: optionalText(30),
  subject: text(160, 'Konu gerekli'),
  message: z.string().trim().min(10, { error: 'Mesajınız en az 10 karakter olmalıdır' }).max(5000),
  consent: z.literal(true, { error: 'Devam etmek için aydınlatma metnini onaylayın' }),
  /** Hidden from people; a bot that fills it is thanked and ignored. */
  website: z.string().max(500).optional(),
});
export type ContactInputRequest = z.input<typeof contactInputSchema>;
export const supportInputSchema = z.object({
  subject: text(160, 'Konu gerekli'),
  message: z.string().trim().min(10, { error: 'Mesajınız en az 10 karakter olmalıdır' }).max(5000),
  orderId: z.uuid().nullable().optional(),
});
export type SupportInputRequest = z.input<typeof supportInputSchema>;
export const acceptedSchema = z.object({ ok: z.literal(true) });

export const contactKindSchema = z.enum(CONTACT_KINDS);
export const contactStatusSchema = z.enum(CONTACT_STATUSES);
export const inboxItemSchema = z.object({
  id: z.uuid(),
  kind: contactKindSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: contactStatusSchema,
  order: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  repliedByName: z.string().nullable(),
  consent: z.object({ slug: z.string(), at: z.string() }).nullable(),
  createdAt: z.string(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;
export const inboxQuerySchema = z.object({
  kind: contactKindSchema.optional(),
  status: contactStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;
export const inboxPageSchema = z.object({
  items: z.array(inboxItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  unread: z.number().int(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;
export const replyInputSchema = z.object({ reply: text(5000, 'Yanıt gerekli') });
export type ReplyInputRequest = z.input<typeof replyInputSchema>;
export const inboxResultSchema = z.object({ item: inboxItemSchema });

export const supportRequestSchema = inboxItemSchema.omit({ name: true, email: true, phone: true, consent: true });
export type SupportRequest = z.infer<typeof supportRequestSchema>;
export const supportListSchema = z.object({
  items: z.array(supportRequestSchema),
  orders: z.array(z.object({ id: z.uuid(), number: z.string() })),
});
export type SupportList = z.infer<typeof supportListSchema>;

// Deleted items
export const deletedItemSchema = z.object({
  type: z.string(),
  id: z.string(),
  title: z.string(),
  deletedAt: z.string().nullable(),
  deletedBy: z.string().nullable(),
  canPurge: z.boolean(),
});
export type DeletedItem = z.infer<typeof deletedItemSchema>;
export const deletedListSchema = z.object({ items: z.array(deletedItemSchema) });
export type DeletedList = z.infer<typeof deletedListSchema>;
export const deletedParamsSchema = z.object({ type: z.string().max(40), id: z.uuid() });
