import { createHash } from 'node:crypto';
import { fillWithSamples, POLICY_SLUG_ALIASES } from '@portal/shared/legal';
import type { PolicyDraft, PolicyPageCreate } from '@portal/shared/contracts/legal';
import { audit } from '../../platform/audit';
import type { Actor, AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { renderMarkdown } from '../../platform/markdown';
import * as repo from './legal.repository';

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A policy page's Markdown as a visitor reads it: placeholders named, then sanitized HTML. */
export const renderPolicy = (source: string) => renderMarkdown(fillWithSamples(source));

const canonicalSlug = (slug: string) => POLICY_SLUG_ALIASES[slug] ?? slug;

function versionRef(v: { version: repo.PolicyVersionRow; publisher: string | null }) {
  return {
    version: v.version.version,
    title: v.version.title,
    contentHash: v.version.contentHash,
    publishedAt: v.version.publishedAt.toISOString(),
    publishedBy: v.publisher,
  };
}

/** A published version of a page for the public: the newest, or the one asked for by number. */
export async function publicDocument(ctx: AppContext, slug: string, version?: number) {
  const page = await repo.findPageBySlug(ctx.db, canonicalSlug(slug));
  if (!page || page.currentVersion === null) throw new AppError('POLICY_NOT_FOUND');
  const versions = await repo.versionsOf(ctx.db, page.id);
  const wanted = versions.find((v) => v.version.version === (version ?? page.currentVersion));
  if (!wanted) throw new AppError('POLICY_VERSION_NOT_FOUND');
  return {
    slug: page.slug,
    title: wanted.version.title,
    version: wanted.version.version,
    currentVersion: page.currentVersion,
    contentHash: wanted.version.contentHash,
    publishedAt: wanted.version.publishedAt.toISOString(),
    html: renderPolicy(wanted.version.source),
    versions: versions.map(versionRef),
  };
}

/** Published pages for /sitemap.xml: each at its newest version's address. */
export async function publishedPageRefs(ctx: AppContext) {
  return repo.publishedPages(ctx.db);
}

function summary(page: repo.PolicyPageRow, publishedHash: string | null, publishedTitle: string | null) {
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    currentVersion: page.currentVersion,
    hasUnpublishedChanges: publishedHash !== sha256(page.draftSource) || publishedTitle !== page.title,
    updatedAt: page.updatedAt.toISOString(),
  };
}

export async function listPages(ctx: AppContext) {
  const rows = await repo.listPages(ctx.db);
  return { items: rows.map((r) => summary(r.page, r.publishedHash, r.publishedTitle)) };
}

export async function pageDetail(ctx: AppContext, id: string) {
  const page = await repo.findPageById(ctx.db, id);
  if (!page) throw new AppError('POLICY_NOT_FOUND');
  const versions = await repo.versionsOf(ctx.db, page.id);
  const current = versions.find((v) => v.version.version === page.currentVersion)?.version ?? null;
  return {
    ...summary(page, current?.contentHash ?? null, current?.title ?? null),
    draftSource: page.draftSource,
    versions: versions.map(versionRef),
  };
}

export async function createPage(ctx: AppContext, actor: Actor, input: PolicyPageCreate) {
  if (await repo.findPageBySlug(ctx.db, input.slug, { withDeleted: true })) throw new AppError('POLICY_SLUG_TAKEN');
  const page = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertPage(tx, {
      slug: input.slug,
      title: input.title,
      draftSource: input.source,
      updatedBy: actor.id,
    });
    await audit(tx, actor, {
      action: 'policy.created',
      entityType: 'policy_page',
      entityId: row.id,
      after: { slug: row.slug },
    });
    return row;
  });
  return pageDetail(ctx, page.id);
}

export async function saveDraft(ctx: AppContext, actor: Actor, id: string, input: PolicyDraft) {
  const page = await repo.updatePage(ctx.db, id, {
    title: input.title,
    draftSource: input.source,
    updatedBy: actor.id,
  });
  if (!page || page.isDeleted) throw new AppError('POLICY_NOT_FOUND');
  return pageDetail(ctx, id);
}

/**
 * Publishes the draft as the next version: numbered, hashed, by whom and when. Under the page's
 * lock, so two publications at once give two numbers, and a draft equal to the current version
 * publishes nothing.
 */
export async function publish(ctx: AppContext, actor: Actor, id: string) {
  await ctx.db.transaction(async (tx) => {
    const page = await repo.findPageById(tx, id, { lock: true });
    if (!page) throw new AppError('POLICY_NOT_FOUND');
    const hash = sha256(page.draftSource);
    const current = page.currentVersion === null ? null : await repo.findVersion(tx, page.id, page.currentVersion);
    if (current && current.contentHash === hash && current.title === page.title) {
      throw new AppError('POLICY_NOTHING_TO_PUBLISH');
    }
    const version = (page.currentVersion ?? 0) + 1;
    await repo.insertVersion(tx, {
      pageId: page.id,
      version,
      title: page.title,
      source: page.draftSource,
      contentHash: hash,
      publishedAt: new Date(),
      publishedBy: actor.id,
    });
    await repo.updatePage(tx, page.id, { currentVersion: version, updatedBy: actor.id });
    await audit(tx, actor, {
      action: 'policy.published',
      entityType: 'policy_page',
      entityId: page.id,
      after: { slug: page.slug, version, hash },
    });
  });
  return pageDetail(ctx, id);
}

export function preview(source: string) {
  return { html: renderPolicy(source) };
}

export async function softDelete(ctx: AppContext, actor: Actor, id: string) {
  const page = await repo.updatePage(ctx.db, id, { isDeleted: true, deletedAt: new Date(), deletedBy: actor.id });
  if (!page) throw new AppError('POLICY_NOT_FOUND');
  await audit(ctx.db, actor, { action: 'policy.deleted', entityType: 'policy_page', entityId: id });
}

// ——— A source for admin/deleted-items (the deleted items page lists, restores and purges) ———

export async function listDeleted(ctx: AppContext) {
  const rows = await repo.listDeletedPages(ctx.db);
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    deletedAt: (r.deletedAt ?? new Date(0)).toISOString(),
    deletedBy: r.deletedById ? { id: r.deletedById, name: r.deletedByName ?? '' } : null,
  }));
}

export async function restore(ctx: AppContext, actor: Actor, id: string) {
  const page = await repo.findPageById(ctx.db, id, { withDeleted: true });
  if (!page?.isDeleted) throw new AppError('POLICY_NOT_FOUND');
  await repo.updatePage(ctx.db, id, { isDeleted: false, deletedAt: null, deletedBy: null });
  await audit(ctx.db, actor, { action: 'policy.restored', entityType: 'policy_page', entityId: id });
}

/** Permanent deletion, for a deleted page no order or consent names (those texts are evidence). */
export async function purge(ctx: AppContext, actor: Actor, id: string) {
  const page = await repo.findPageById(ctx.db, id, { withDeleted: true });
  if (!page?.isDeleted) throw new AppError('POLICY_NOT_FOUND');
  if (await repo.pageInUse(ctx.db, page.slug)) throw new AppError('POLICY_IN_USE');
  await repo.purgePage(ctx.db, id);
  await audit(ctx.db, actor, {
    action: 'policy.purged',
    entityType: 'policy_page',
    entityId: id,
    before: { slug: page.slug },
  });
}
