import { COMPARE_LIMIT } from '@portal/shared/cart';
import type { AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { getForMember, listForMember } from '../catalogue/catalogue.service';
import * as cartRepo from '../cart/cart.repository';
import * as repo from './shop-lists.repository';

export async function list(ctx: AppContext, member: Member, kind: repo.ListKind) {
  const ids = await repo.productIds(ctx.db, kind, member.id);
  // One query for the lot; a product that left the member's catalogue since drops out of view.
  const page = await listForMember(ctx, member, { ids, sort: 'newest', page: 1 });
  const byId = new Map(page.products.map((p) => [p.id, p]));
  return { products: ids.map((id) => byId.get(id)).filter((p) => p !== undefined) };
}

export async function add(ctx: AppContext, member: Member, kind: repo.ListKind, productId: string) {
  await getForMember(ctx, member, productId);
  await ctx.db.transaction(async (tx) => {
    await repo.lockMember(tx, member.id);
    if (kind === 'comparisons' && (await repo.countFor(tx, kind, member.id)) >= COMPARE_LIMIT) {
      throw new AppError('COMPARE_LIMIT');
    }
    if (!(await repo.insert(tx, kind, member.id, productId))) {
      throw new AppError(kind === 'favorites' ? 'ALREADY_IN_FAVORITES' : 'ALREADY_IN_COMPARISON');
    }
  });
  return counts(ctx, member);
}

export async function remove(ctx: AppContext, member: Member, kind: repo.ListKind, productId?: string) {
  const removed = await repo.remove(ctx.db, kind, member.id, productId);
  if (productId && removed === 0) throw new AppError('NOT_FOUND');
  return counts(ctx, member);
}

/** The shop header's badges: cart lines, wishlist and comparison sizes. */
export async function counts(ctx: AppContext, member: Member) {
  const [favorites, comparisons, cart] = await Promise.all([
    repo.countFor(ctx.db, 'favorites', member.id),
    repo.countFor(ctx.db, 'comparisons', member.id),
    cartRepo.countLines(ctx.db, member.id),
  ]);
  return { wishlist: favorites, compare: comparisons, cart };
}
