import type {
  AdminBlogPost,
  AdminFaqEntry,
  BlogPage,
  BlogPost,
  BlogPostSummary,
  Faq,
  Preview,
  SiteText,
  SiteTextSource,
  SliderItem,
  blogInputSchema,
  faqInputSchema,
  siteTextInputSchema,
  sliderInputSchema,
} from '@portal/shared/contracts/content';
import { BLOG_PAGE_SIZE } from '@portal/shared/content';
import type { z } from 'zod';
import { audit } from '../../platform/audit';
import type { Actor, AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { markdownToText, readingMinutes, renderMarkdown } from '../../platform/markdown';
import * as repo from './content.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

// Slider
export function toSlide(row: repo.SliderRow): SliderItem {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    linkUrl: row.linkUrl,
    image: row.image,
    sortOrder: row.sortOrder,
    activeFrom: iso(row.activeFrom),
    activeUntil: iso(row.activeUntil),
  };
}

export async function listSlides(ctx: AppContext, onlyActive: boolean) {
  return { items: (await repo.listSlides(ctx.db, onlyActive)).map(toSlide) };
}

export async function getSlide(ctx: AppContext, id: string): Promise<repo.SliderRow> {
  const row = await repo.findSlide(ctx.db, id);
  if (!row || row.isDeleted) throw new AppError('NOT_FOUND');
  return row;
}

type SliderInput = z.infer<typeof sliderInputSchema>;
const slideValues = (input: SliderInput) => ({
  title: input.title,
  body: input.body,
  linkUrl: input.linkUrl ?? null,
  activeFrom: input.activeFrom ? new Date(input.activeFrom) : null,
  activeUntil: input.activeUntil ? new Date(input.activeUntil) : null,
});

export async function createSlide(ctx: AppContext, actor: Actor, input: SliderInput) {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.insertSlide(tx, slideValues(input));
    await audit(tx, actor, { action: 'slider.created', entityType: 'slider_item', entityId: row.id, after: input });
    return toSlide(row);
  });
}

export async function updateSlide(ctx: AppContext, actor: Actor, id: string, input: SliderInput) {
  const before = await getSlide(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await repo.updateSlide(tx, id, slideValues(input));
    await audit(tx, actor, {
      action: 'slider.updated',
      entityType: 'slider_item',
      entityId: id,
      before: toSlide(before),
      after: input,
    });
  });
  return toSlide(await getSlide(ctx, id));
}

export async function setSlideImage(ctx: AppContext, actor: Actor, id: string, image: string) {
  const before = await getSlide(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await repo.updateSlide(tx, id, { image });
    await audit(tx, actor, {
      action: 'slider.image_changed',
      entityType: 'slider_item',
      entityId: id,
      before: { image: before.image },
      after: { image },
    });
  });
  return { previous: before.image, item: toSlide(await getSlide(ctx, id)) };
}

/** The whole order at once: every live slide, each once. */
export async function reorderSlides(ctx: AppContext, actor: Actor, ids: string[]) {
  const live = await repo.listSlides(ctx.db, false);
  const known = new Set(live.map((s) => s.id));
  if (ids.length !== live.length || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    throw new AppError('CONFLICT');
  }
  await ctx.db.transaction(async (tx) => {
    await repo.setSlideOrder(tx, ids);
    await audit(tx, actor, { action: 'slider.reordered', entityType: 'slider_item', entityId: null, after: { ids } });
  });
  return listSlides(ctx, false);
}

// Texts
export const ABOUT_KEY = 'about';

export async function getTextSource(ctx: AppContext, key: string): Promise<SiteTextSource> {
  const row = await repo.findText(ctx.db, key);
  if (!row) throw new AppError('NOT_FOUND');
  return {
    key: row.key,
    title: row.title,
    source: row.source,
    html: renderMarkdown(row.source),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getText(ctx: AppContext, key: string): Promise<SiteText> {
  const { source: _source, ...text } = await getTextSource(ctx, key);
  return text;
}

export async function saveText(
  ctx: AppContext,
  actor: Actor,
  key: string,
  input: z.infer<typeof siteTextInputSchema>,
): Promise<SiteTextSource> {
  await ctx.db.transaction(async (tx) => {
    await repo.upsertText(tx, { key, title: input.title, source: input.source, updatedBy: actor.id });
    await audit(tx, actor, { action: 'site_text.updated', entityType: 'site_text', entityId: key, after: input });
  });
  return getTextSource(ctx, key);
}

export function preview(source: string): Preview {
  return { html: renderMarkdown(source), readingMinutes: readingMinutes(source) };
}

// Blog
function summaryOf(row: repo.BlogRow): BlogPostSummary {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary || markdownToText(row.source).slice(0, 200),
    category: row.category,
    tags: row.tags,
    coverImage: row.coverImage,
    publishedAt: iso(row.publishedAt),
    readingMinutes: readingMinutes(row.source),
  };
}

function adminPostOf(row: repo.BlogRow): AdminBlogPost {
  return {
    ...summaryOf(row),
    summary: row.summary,
    source: row.source,
    status: row.status as AdminBlogPost['status'],
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listBlog(
  ctx: AppContext,
  query: { page: number; category?: string; tag?: string },
): Promise<BlogPage> {
  const [{ rows, total }, categories, tags] = await Promise.all([
    repo.listPublishedPosts(ctx.db, {
      category: query.category,
      tag: query.tag,
      limit: BLOG_PAGE_SIZE,
      offset: (query.page - 1) * BLOG_PAGE_SIZE,
    }),
    repo.publishedCategories(ctx.db),
    repo.publishedTags(ctx.db),
  ]);
  return { items: rows.map(summaryOf), page: query.page, pageSize: BLOG_PAGE_SIZE, total, categories, tags };
}

/** A published post; drafts and deleted posts are not found (the admin previews drafts instead). */
export async function getPublishedPost(ctx: AppContext, id: string): Promise<BlogPost> {
  const row = await repo.findPost(ctx.db, id);
  if (!row || row.isDeleted || row.status !== 'published') throw new AppError('NOT_FOUND');
  return { ...summaryOf(row), html: renderMarkdown(row.source), authorName: row.authorName };
}

export async function publishedPostIds(ctx: AppContext) {
  return repo.publishedPostIds(ctx.db);
}

export async function listAdminPosts(ctx: AppContext) {
  return { items: (await repo.listAllPosts(ctx.db)).map(adminPostOf) };
}

async function livePost(ctx: AppContext, id: string) {
  const row = await repo.findPost(ctx.db, id);
  if (!row || row.isDeleted) throw new AppError('NOT_FOUND');
  return row;
}

export async function getAdminPost(ctx: AppContext, id: string) {
  return adminPostOf(await livePost(ctx, id));
}

type BlogInput = z.infer<typeof blogInputSchema>;
const tagsOf = (tags: string[]) => [...new Set(tags.map((t) => t.toLocaleLowerCase('tr-TR')))];

export async function createPost(ctx: AppContext, actor: Actor, input: BlogInput) {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.insertPost(tx, {
      ...input,
      tags: tagsOf(input.tags),
      authorId: actor.id,
      publishedAt: input.status === 'published' ? new Date() : null,
    });
    await audit(tx, actor, { action: 'blog.created', entityType: 'blog_post', entityId: row.id, after: input });
    return adminPostOf(row);
  });
}

export async function updatePost(ctx: AppContext, actor: Actor, id: string, input: BlogInput) {
  const before = await livePost(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await repo.updatePost(tx, id, {
      ...input,
      tags: tagsOf(input.tags),
      // The first publication sets the date; a later edit keeps it.
      publishedAt: input.status === 'published' ? (before.publishedAt ?? new Date()) : before.publishedAt,
    });
    await audit(tx, actor, {
      action: 'blog.updated',
      entityType: 'blog_post',
      entityId: id,
      before: { title: before.title, status: before.status },
      after: input,
    });
  });
  return getAdminPost(ctx, id);
}

export async function setPostCover(ctx: AppContext, actor: Actor, id: string, image: string) {
  const before = await livePost(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await repo.updatePost(tx, id, { coverImage: image });
    await audit(tx, actor, {
      action: 'blog.image_changed',
      entityType: 'blog_post',
      entityId: id,
      before: { image: before.coverImage },
      after: { image },
    });
  });
  return { previous: before.coverImage, item: await getAdminPost(ctx, id) };
}

// FAQ
export async function publicFaq(ctx: AppContext): Promise<Faq> {
  const groups = new Map<string, Faq['groups'][number]['entries']>();
  for (const row of await repo.listFaq(ctx.db, true)) {
    const list = groups.get(row.groupName) ?? [];
    list.push({
      id: row.id,
      question: row.question,
      html: renderMarkdown(row.answer),
      text: markdownToText(row.answer),
    });
    groups.set(row.groupName, list);
  }
  return { groups: [...groups].map(([name, entries]) => ({ name, entries })) };
}

function adminFaqOf(row: repo.FaqRow): AdminFaqEntry {
  return {
    id: row.id,
    group: row.groupName,
    question: row.question,
    source: row.answer,
    sortOrder: row.sortOrder,
    status: row.status as AdminFaqEntry['status'],
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listAdminFaq(ctx: AppContext) {
  return { items: (await repo.listFaq(ctx.db, false)).map(adminFaqOf) };
}

type FaqInput = z.infer<typeof faqInputSchema>;
const faqValues = (input: FaqInput) => ({
  groupName: input.group,
  question: input.question,
  answer: input.source,
  sortOrder: input.sortOrder,
  status: input.status,
});

export async function createFaq(ctx: AppContext, actor: Actor, input: FaqInput) {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.insertFaq(tx, faqValues(input));
    await audit(tx, actor, { action: 'faq.created', entityType: 'faq_entry', entityId: row.id, after: input });
    return adminFaqOf(row);
  });
}

export async function updateFaq(ctx: AppContext, actor: Actor, id: string, input: FaqInput) {
  const before = await repo.findFaq(ctx.db, id);
  if (!before || before.isDeleted) throw new AppError('NOT_FOUND');
  await ctx.db.transaction(async (tx) => {
    await repo.updateFaq(tx, id, faqValues(input));
    await audit(tx, actor, {
      action: 'faq.updated',
      entityType: 'faq_entry',
      entityId: id,
      before: adminFaqOf(before),
      after: input,
    });
  });
  return adminFaqOf((await repo.findFaq(ctx.db, id)) as repo.FaqRow);
}

// Soft delete, restore and permanent delete of the three content kinds.
const ENTITY: Record<repo.ContentTable, string> = {
  blogPost: 'blog_post',
  faqEntry: 'faq_entry',
  sliderItem: 'slider_item',
};

export async function listDeletedContent(ctx: AppContext, kind: repo.ContentTable) {
  return repo.listDeleted(ctx.db, kind);
}

export async function setContentDeleted(
  ctx: AppContext,
  actor: Actor,
  kind: repo.ContentTable,
  id: string,
  deleted: boolean,
) {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.setContentDeleted(tx, kind, id, deleted, actor.id))) throw new AppError('NOT_FOUND');
    await audit(tx, actor, {
      action: `${ENTITY[kind]}.${deleted ? 'deleted' : 'restored'}`,
      entityType: ENTITY[kind],
      entityId: id,
      after: { isDeleted: deleted },
    });
  });
}

/** Only a row already in the deleted items can be removed for good. */
export async function purgeContent(ctx: AppContext, actor: Actor, kind: repo.ContentTable, id: string) {
  return ctx.db.transaction(async (tx) => {
    const gone = await repo.purgeContent(tx, kind, id);
    if (!gone) throw new AppError('NOT_FOUND');
    await audit(tx, actor, { action: `${ENTITY[kind]}.purged`, entityType: ENTITY[kind], entityId: id });
    return gone;
  });
}
