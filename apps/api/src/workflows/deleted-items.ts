import type { DeletedItem } from '@portal/shared/contracts/content';
import type { Actor, AppContext } from '../platform/context';
import { AppError } from '../platform/errors';
import { setDeleted as setProductDeleted } from '../modules/catalogue/admin-products.service';
import * as content from '../modules/content/content.service';
import * as policies from '../modules/legal/policies.service';
import { dropContentImage } from '../modules/content/content-images';
import { deletedMembers, deletedProducts } from '../modules/deleted-items/deleted-items.repository';
import { setMemberDeleted } from './member-admin';

/**
 * One source of soft-deleted rows for admin/deleted-items. Each slice contributes its own: the
 * page is the union of the sources, so a new kind is one more entry below. `purge` exists only
 * for content: members and products carry orders, ledgers and invoices; a policy page's purge
 * refuses a page an order or a consent names (its texts are evidence).
 */
export interface DeletedItemSource {
  type: string;
  list(ctx: AppContext): Promise<{ id: string; title: string; deletedAt: Date | null; deletedBy: string | null }[]>;
  restore(ctx: AppContext, actor: Actor, id: string): Promise<unknown>;
  purge?(ctx: AppContext, actor: Actor, id: string): Promise<unknown>;
}

const contentSource = (type: 'blogPost' | 'faqEntry' | 'sliderItem'): DeletedItemSource => ({
  type,
  list: (ctx) => content.listDeletedContent(ctx, type),
  restore: (ctx, actor, id) => content.setContentDeleted(ctx, actor, type, id, false),
  purge: async (ctx, actor, id) => {
    const gone = await content.purgeContent(ctx, actor, type, id);
    dropContentImage(ctx.config.dataDir, gone.image);
  },
});

export const DELETED_ITEM_SOURCES: DeletedItemSource[] = [
  {
    type: 'member',
    list: (ctx) => deletedMembers(ctx.db),
    restore: (ctx, actor, id) => setMemberDeleted(ctx, actor, id, false),
  },
  {
    type: 'product',
    list: (ctx) => deletedProducts(ctx.db),
    restore: async (ctx, actor, id) => {
      const product = await setProductDeleted(ctx, actor, id, false);
      return product;
    },
  },
  contentSource('blogPost'),
  contentSource('faqEntry'),
  contentSource('sliderItem'),
  {
    type: 'policyPage',
    list: async (ctx) =>
      (await policies.listDeleted(ctx)).map((p) => ({
        id: p.id,
        title: p.title,
        deletedAt: new Date(p.deletedAt),
        deletedBy: p.deletedBy?.name ?? null,
      })),
    restore: (ctx, actor, id) => policies.restore(ctx, actor, id),
    purge: (ctx, actor, id) => policies.purge(ctx, actor, id),
  },
];

function sourceOf(type: string): DeletedItemSource {
  const source = DELETED_ITEM_SOURCES.find((s) => s.type === type);
  if (!source) throw new AppError('NOT_FOUND');
  return source;
}

/** Every source's deleted rows, newest deletion first. */
export async function listDeletedItems(ctx: AppContext): Promise<DeletedItem[]> {
  const lists = await Promise.all(
    DELETED_ITEM_SOURCES.map(async (source) =>
      (await source.list(ctx)).map((row) => ({
        type: source.type,
        id: row.id,
        title: row.title,
        deletedAt: row.deletedAt ? new Date(row.deletedAt).toISOString() : null,
        deletedBy: row.deletedBy,
        canPurge: !!source.purge,
      })),
    ),
  );
  return lists.flat().sort((a, b) => (b.deletedAt ?? '').localeCompare(a.deletedAt ?? ''));
}

export async function restoreDeletedItem(ctx: AppContext, actor: Actor, type: string, id: string) {
  await sourceOf(type).restore(ctx, actor, id);
}

export async function purgeDeletedItem(ctx: AppContext, actor: Actor, type: string, id: string) {
  const source = sourceOf(type);
  if (!source.purge) throw new AppError('FORBIDDEN');
  await source.purge(ctx, actor, id);
}
