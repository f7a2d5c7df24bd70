import { type DbOrTx, queryRows } from '@portal/db/client';
import { blogPosts, faqEntries, profiles, siteTexts, sliderItems } from '@portal/db/schema';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';

/** The site's content tables: slider, texts, blog posts and FAQ entries. */

export type SliderRow = typeof sliderItems.$inferSelect;
export type SliderInsert = typeof sliderItems.$inferInsert;
export type BlogRow = typeof blogPosts.$inferSelect;
export type BlogInsert = typeof blogPosts.$inferInsert;
export type FaqRow = typeof faqEntries.$inferSelect;
export type FaqInsert = typeof faqEntries.$inferInsert;
export type SiteTextRow = typeof siteTexts.$inferSelect;

// Slider
export async function listSlides(db: DbOrTx, onlyActive: boolean): Promise<SliderRow[]> {
  const where = onlyActive
    ? and(
        eq(sliderItems.isDeleted, false),
        sql`(${sliderItems.activeFrom} is null or ${sliderItems.activeFrom} <= now())`,
        sql`(${sliderItems.activeUntil} is null or ${sliderItems.activeUntil} > now())`,
      )
    : eq(sliderItems.isDeleted, false);
  return db.select().from(sliderItems).where(where).orderBy(asc(sliderItems.sortOrder), asc(sliderItems.createdAt));
}

export async function findSlide(db: DbOrTx, id: string): Promise<SliderRow | undefined> {
  const [row] = await db.select().from(sliderItems).where(eq(sliderItems.id, id));
  return row;
}

export async function insertSlide(db: DbOrTx, values: SliderInsert): Promise<SliderRow> {
  const [row] = await db
    .insert(sliderItems)
    .values({
      ...values,
      sortOrder: sql`coalesce((select max(sort_order) + 1 from slider_items where not is_deleted), 0)`,
    })
    .returning();
  return row as SliderRow;
}

export async function updateSlide(db: DbOrTx, id: string, values: Partial<SliderInsert>) {
  await db.update(sliderItems).set(values).where(eq(sliderItems.id, id));
}

export async function setSlideOrder(db: DbOrTx, ids: string[]) {
  for (const [index, id] of ids.entries()) {
    await db.update(sliderItems).set({ sortOrder: index }).where(eq(sliderItems.id, id));
  }
}

// Texts
export async function findText(db: DbOrTx, key: string): Promise<SiteTextRow | undefined> {
  const [row] = await db.select().from(siteTexts).where(eq(siteTexts.key, key));
  return row;
}

export async function upsertText(db: DbOrTx, values: typeof siteTexts.$inferInsert) {
  await db
    .insert(siteTexts)
    .values(values)
    .onConflictDoUpdate({
      target: siteTexts.key,
      set: { title: values.title, source: values.source, updatedBy: values.updatedBy, updatedAt: new Date() },
    });
}

// Blog
const published = and(eq(blogPosts.isDeleted, false), eq(blogPosts.status, 'published'));

export async function listPublishedPosts(
  db: DbOrTx,
  filter: { category?: string; tag?: string; limit: number; offset: number },
): Promise<{ rows: BlogRow[]; total: number }> {
  const where = and(
    published,
    filter.category ? eq(blogPosts.category, filter.category) : undefined,
    filter.tag ? sql`${filter.tag} = any(${blogPosts.tags})` : undefined,
  );
  const rows = await db
    .select()
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(blogPosts).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function publishedCategories(db: DbOrTx) {
  return db
    .select({ name: blogPosts.category, count: count() })
    .from(blogPosts)
    .where(published)
    .groupBy(blogPosts.category)
    .orderBy(asc(blogPosts.category));
}

export async function publishedTags(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ tag: string }>(
    db,
    sql`select distinct unnest(tags) as tag from blog_posts where not is_deleted and status = 'published' order by 1`,
  );
  return rows.map((r) => r.tag);
}

export async function findPost(db: DbOrTx, id: string): Promise<(BlogRow & { authorName: string | null }) | undefined> {
  const [row] = await db
    .select({ post: blogPosts, authorName: profiles.name })
    .from(blogPosts)
    .leftJoin(profiles, eq(profiles.id, blogPosts.authorId))
    .where(eq(blogPosts.id, id));
  return row ? { ...row.post, authorName: row.authorName } : undefined;
}

export async function listAllPosts(db: DbOrTx): Promise<BlogRow[]> {
  return db.select().from(blogPosts).where(eq(blogPosts.isDeleted, false)).orderBy(desc(blogPosts.updatedAt));
}

export async function publishedPostIds(db: DbOrTx) {
  return db
    .select({ id: blogPosts.id, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(published)
    .orderBy(desc(blogPosts.publishedAt));
}

export async function insertPost(db: DbOrTx, values: BlogInsert): Promise<BlogRow> {
  const [row] = await db.insert(blogPosts).values(values).returning();
  return row as BlogRow;
}

export async function updatePost(db: DbOrTx, id: string, values: Partial<BlogInsert>) {
  await db.update(blogPosts).set(values).where(eq(blogPosts.id, id));
}

// FAQ
export async function listFaq(db: DbOrTx, onlyPublished: boolean): Promise<FaqRow[]> {
  return (
    db
      .select()
      .from(faqEntries)
      .where(
        onlyPublished
          ? and(eq(faqEntries.isDeleted, false), eq(faqEntries.status, 'published'))
          : eq(faqEntries.isDeleted, false),
      )
      // Groups come in the order of their first entry, so the admin orders groups by numbering entries.
      .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.createdAt))
  );
}

export async function findFaq(db: DbOrTx, id: string): Promise<FaqRow | undefined> {
  const [row] = await db.select().from(faqEntries).where(eq(faqEntries.id, id));
  return row;
}

export async function insertFaq(db: DbOrTx, values: FaqInsert): Promise<FaqRow> {
  const [row] = await db.insert(faqEntries).values(values).returning();
  return row as FaqRow;
}

export async function updateFaq(db: DbOrTx, id: string, values: Partial<FaqInsert>) {
  await db.update(faqEntries).set(values).where(eq(faqEntries.id, id));
}

// Deleted items of the three content tables, with who deleted them.
export interface DeletedContentRow {
  id: string;
  title: string;
  deletedAt: Date | null;
  deletedBy: string | null;
}

const TABLES = {
  blogPost: { table: sql`blog_posts`, title: sql`t.title` },
  faqEntry: { table: sql`faq_entries`, title: sql`t.question` },
  sliderItem: { table: sql`slider_items`, title: sql`t.title` },
} as const;
export type ContentTable = keyof typeof TABLES;

export async function listDeleted(db: DbOrTx, kind: ContentTable): Promise<DeletedContentRow[]> {
  const { table, title } = TABLES[kind];
  return queryRows<DeletedContentRow>(
    db,
    sql`select t.id, ${title} as title, t.deleted_at as "deletedAt", p.name as "deletedBy"
        from ${table} t left join profiles p on p.id = t.deleted_by
        where t.is_deleted order by t.deleted_at desc nulls last`,
  );
}

/** Soft-deletes or restores a row; false when it was not in the other state. */
export async function setContentDeleted(
  db: DbOrTx,
  kind: ContentTable,
  id: string,
  deleted: boolean,
  by: string | null,
): Promise<boolean> {
  const { table } = TABLES[kind];
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update ${table} set is_deleted = ${deleted}, deleted_at = ${deleted ? sql`now()` : null},
          deleted_by = ${deleted ? by : null}, updated_at = now()
        where id = ${id} and is_deleted = ${!deleted} returning id`,
  );
  return rows.length === 1;
}

/** Removes a soft-deleted row for good; false when there is no such deleted row. */
export async function purgeContent(
  db: DbOrTx,
  kind: ContentTable,
  id: string,
): Promise<{ image: string | null } | null> {
  const { table } = TABLES[kind];
  const image = kind === 'blogPost' ? sql`cover_image` : kind === 'sliderItem' ? sql`image` : sql`null::text`;
  const rows = await queryRows<{ image: string | null }>(
    db,
    sql`delete from ${table} where id = ${id} and is_deleted returning ${image} as image`,
  );
  return rows[0] ?? null;
}

/** Images of the demo content, by their path. */
export async function demoImagePaths(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ image: string }>(
    db,
    sql`select image from slider_items where image like '/media/content/demo-%'
        union select cover_image from blog_posts where cover_image like '/media/content/demo-%'`,
  );
  return rows.map((r) => r.image);
}
