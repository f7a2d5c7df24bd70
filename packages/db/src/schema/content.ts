import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns';
import { profiles } from './identity';
import { orders } from './orders';

/**
 * The public site's content, edited by the admin. Text is kept as Markdown source and rendered
 * (sanitized) by the server when it is read; soft-deleted rows wait in admin/deleted-items.
 */
export const sliderItems = pgTable(
  'slider_items',
  {
    id: id(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    linkUrl: text('link_url'),
    image: text('image'),
    sortOrder: integer('sort_order').notNull().default(0),
    activeFrom: tstz('active_from'),
    activeUntil: tstz('active_until'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: tstz('deleted_at'),
    deletedBy: uuid('deleted_by').references(() => profiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('slider_items_listing_idx').on(t.isDeleted, t.sortOrder),
    index('slider_items_deleted_by_idx').on(t.deletedBy),
  ],
);

/** Single texts of the site by key (the about page). */
export const siteTexts = pgTable('site_texts', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  source: text('source').notNull(),
  updatedBy: uuid('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
  updatedAt: timestamps.updatedAt,
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    source: text('source').notNull(),
    category: text('category').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    coverImage: text('cover_image'),
    status: text('status').notNull().default('draft'),
    publishedAt: tstz('published_at'),
    authorId: uuid('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: tstz('deleted_at'),
    deletedBy: uuid('deleted_by').references(() => profiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('blog_posts_status_check', sql`${t.status} in ('draft', 'published')`),
    index('blog_posts_listing_idx').on(t.isDeleted, t.status, t.publishedAt),
    index('blog_posts_category_idx').on(t.category),
    index('blog_posts_author_id_idx').on(t.authorId),
    index('blog_posts_deleted_by_idx').on(t.deletedBy),
  ],
);

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: id(),
    groupName: text('group_name').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    status: text('status').notNull().default('draft'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: tstz('deleted_at'),
    deletedBy: uuid('deleted_by').references(() => profiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('faq_entries_status_check', sql`${t.status} in ('draft', 'published')`),
    index('faq_entries_listing_idx').on(t.isDeleted, t.status, t.groupName, t.sortOrder),
    index('faq_entries_deleted_by_idx').on(t.deletedBy),
  ],
);

/**
 * One inbox for the contact form (a visitor) and support requests (a signed-in member, optionally
 * about one of its orders). The consent columns record which text the visitor accepted, when and
 * from where.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    kind: text('kind').notNull(),
    memberId: uuid('member_id').references(() => profiles.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('new'),
    readAt: tstz('read_at'),
    reply: text('reply'),
    repliedAt: tstz('replied_at'),
    repliedBy: uuid('replied_by').references(() => profiles.id, { onDelete: 'set null' }),
    consentSlug: text('consent_slug'),
    consentVersion: integer('consent_version'),
    consentAt: tstz('consent_at'),
    consentIp: text('consent_ip'),
    ipAddress: text('ip_address'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    check('contact_messages_kind_check', sql`${t.kind} in ('contact', 'support')`),
    check('contact_messages_status_check', sql`${t.status} in ('new', 'read', 'answered')`),
    index('contact_messages_inbox_idx').on(t.status, t.createdAt),
    index('contact_messages_kind_idx').on(t.kind, t.createdAt),
    index('contact_messages_member_id_idx').on(t.memberId, t.createdAt),
    index('contact_messages_order_id_idx').on(t.orderId),
    index('contact_messages_replied_by_idx').on(t.repliedBy),
    // The contact form's limit counts an address's recent messages.
    index('contact_messages_ip_idx').on(t.ipAddress, t.createdAt),
  ],
);
