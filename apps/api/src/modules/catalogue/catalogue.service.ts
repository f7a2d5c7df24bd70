import type { Availability } from '@portal/shared/availability';
import { minimumOrderQuantity } from '@portal/shared/cart';
import { normalizeSearch } from '@portal/shared/format';
import { bulkDiscountPrice, type BulkRule, DEFAULT_VAT_RATE_BP } from '@portal/shared/pricing';
import type { Role } from '@portal/shared/roles';
import { scopeOf } from '@portal/shared/scope';
import { stockStatus } from '@portal/shared/stock';
import type { AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { memberSupplyChain } from '../stock/stock.service';
import { availabilityFor, availabilityFromLevels } from '../availability/availability.service';
import * as repo from './catalogue.repository';

export const PAGE_SIZE = 24;

/** The visitors' catalogue's stock: the display figure, unless the admin took the product off sale. */
function publicInStock(inventory: repo.ProductListRow['inventory']) {
  return Boolean(inventory?.inStock) && (inventory?.displayStock ?? 0) > 0;
}

/** The stock figures of the holder that would serve the member, read off its availability. */
function stockOf(a: Availability) {
  return {
    inStock: a.supplier !== null,
    displayStock: a.saleable,
    lowStockThreshold: a.threshold,
    status: a.supplier === null ? ('out' as const) : stockStatus(a.saleable, a.threshold),
  };
}

/** The minimum order quantity of a product row (spec §4: rule, else inventory, else product, else 1). */
function minimumOf(row: Pick<repo.ProductListRow, 'product' | 'inventory'>, minRule: number | null) {
  return minimumOrderQuantity({
    rules: minRule
      ? [{ ruleType: 'minimum_quantity', minValue: Number(minRule), applyToCategory: null, targetCategory: null }]
      : [],
    inventoryMin: row.inventory?.minOrderQuantity,
    productMin: row.product.minOrderQuantity,
  });
}

/** What each product's availability is for this member (one read for the page). */
async function availabilityOfRows(
  ctx: AppContext,
  member: Member,
  rows: { row: Pick<repo.ProductListRow, 'product' | 'inventory'>; minRule: number | null }[],
) {
  return availabilityFor(
    ctx.db,
    await memberSupplyChain(ctx, member),
    rows.map(({ row, minRule }) => askOf(row, minRule)),
    await ctx.settings.get('stock.lowThreshold'),
  );
}

function askOf(row: Pick<repo.ProductListRow, 'product' | 'inventory'>, minRule: number | null) {
  return { productId: row.product.id, minimum: minimumOf(row, minRule), onSale: Boolean(row.inventory?.inStock) };
}

function toBulkRule(r: Awaited<ReturnType<typeof repo.bulkRulesFor>>[number]): BulkRule {
  return {
    userRole: r.userRole,
    minQuantity: r.minQuantity,
    maxQuantity: r.maxQuantity,
    discountedPrice: r.discountedPrice,
    isActive: r.isActive,
  };
}

/**
 * A product as a member sees it: their own role's price and tiers, never another role's price or
 * the cost price. Clients only ever see client products.
 */
function toMemberProduct(
  row: Omit<repo.ProductListRow, 'tiers' | 'minRule' | 'total' | 'levels'>,
  tiers: { minQuantity: number; maxQuantity: number; unitPrice: number }[],
  availability: Availability,
  /** The system settings' VAT rate, for a product without a price row of its own. */
  defaultVatRateBp: number = DEFAULT_VAT_RATE_BP,
) {
  const { product } = row;
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    description: product.description,
    image: product.image,
    category: product.categoryId && row.categoryName ? { id: product.categoryId, name: row.categoryName } : null,
    activeIngredients: row.ingredients ?? [],
    isClientProduct: product.isClientProduct,
    purchaseMode: product.purchaseMode as 'money' | 'points' | 'both',
    price: row.rolePrice === null ? null : Number(row.rolePrice),
    vatIncluded: row.prices?.vatIncluded ?? true,
    vatRateBp: row.prices?.vatRateBp ?? defaultVatRateBp,
    stock: stockOf(availability),
    availability,
    minOrderQuantity: availability.minimum,
    bulkTiers: tiers.map((t) => ({
      minQuantity: t.minQuantity,
      maxQuantity: t.maxQuantity,
      unitPrice: Number(t.unitPrice),
    })),
    createdAt: product.createdAt.toISOString(),
  };
}

export type MemberProduct = ReturnType<typeof toMemberProduct>;

export interface ListQuery {
  search?: string;
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  sort: repo.ProductSort;
  page: number;
}

export async function listForMember(ctx: AppContext, member: Member, q: ListQuery & { ids?: string[] }) {
  const chain = await memberSupplyChain(ctx, member);
  const { rows, total } = await repo.listProducts(ctx.db, {
    supplyChain: chain,
    role: member.role,
    clientOnly: member.role === 'client',
    ids: q.ids,
    search: q.search ? normalizeSearch(q.search) : undefined,
    categoryId: q.category,
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
    inStock: q.inStock,
    sort: q.sort,
    limit: q.ids ? q.ids.length || 1 : PAGE_SIZE,
    offset: (q.page - 1) * PAGE_SIZE,
  });
  // The levels came with the page (one round trip).
  const settings = await ctx.settings.all();
  const availability = availabilityFromLevels(
    rows.flatMap((r) => r.levels),
    rows.map((r) => askOf(r, r.minRule)),
    settings['stock.lowThreshold'],
  );
  return {
    products: rows.map((r) =>
      toMemberProduct(r, r.tiers, availability.get(r.product.id) as Availability, settings['vat.defaultRateBp']),
    ),
    page: q.page,
    pageSize: PAGE_SIZE,
    total,
    totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}

/** One product for a member; one they may not buy (inactive, deleted, not for clients) is not found. */
export async function getForMember(ctx: AppContext, member: Member, id: string) {
  const row = await repo.findProduct(ctx.db, id, member.role);
  if (!row || row.product.isDeleted || !row.product.isActive) throw new AppError('NOT_FOUND');
  if (member.role === 'client' && !row.product.isClientProduct) throw new AppError('NOT_FOUND');
  const [tiers, rules] = await Promise.all([
    repo.bulkRulesFor(ctx.db, [id], member.role),
    repo.salesRulesFor(ctx.db, [id]),
  ]);
  const minRule = rules.find((r) => r.ruleType === 'minimum_quantity' && (r.minValue ?? 0) > 0)?.minValue ?? null;
  const availability = await availabilityOfRows(ctx, member, [{ row, minRule }]);
  const activeTiers = tiers
    .filter((t) => t.isActive && t.discountedPrice > 0)
    .map((t) => ({ minQuantity: t.minQuantity, maxQuantity: t.maxQuantity, unitPrice: t.discountedPrice }));
  return {
    ...toMemberProduct(
      row,
      activeTiers,
      availability.get(id) as Availability,
      await ctx.settings.get('vat.defaultRateBp'),
    ),
    salesRules: rules.map((r) => ({
      ruleType: r.ruleType,
      minValue: r.minValue,
      applyToCategory: r.applyToCategory,
      targetCategory: r.targetCategory,
    })),
  };
}

/** get_bulk_discount_price(product, role, quantity). Members ask for their own role only. */
export async function bulkPrice(ctx: AppContext, member: Member, productId: string, role: Role, quantity: number) {
  // Another role's answer is for those whose reach is everyone's.
  if (role !== member.role && scopeOf(member) !== 'all') throw new AppError('FORBIDDEN');
  const row = await repo.findProduct(ctx.db, productId, role);
  if (!row || row.product.isDeleted) throw new AppError('NOT_FOUND');
  if (member.role === 'client' && !row.product.isClientProduct) throw new AppError('NOT_FOUND');
  if (row.rolePrice === null) throw new AppError('PRICE_NOT_FOUND');
  const tiers = await repo.bulkRulesFor(ctx.db, [productId], role);
  const result = bulkDiscountPrice(Number(row.rolePrice), tiers.map(toBulkRule), role, quantity);
  return {
    original_price: result.originalPrice,
    discounted_price: result.discountedPrice,
    is_discount_applied: result.isDiscountApplied,
  };
}

/** The visitors' catalogue: no member prices at all, only the public retail price. */
export async function listPublic(
  ctx: AppContext,
  q: Omit<ListQuery, 'minPrice' | 'maxPrice' | 'sort'> & { sort: 'newest' | 'name' },
) {
  const { rows, total } = await repo.listProducts(ctx.db, {
    role: null,
    clientOnly: false,
    search: q.search ? normalizeSearch(q.search) : undefined,
    categoryId: q.category,
    inStock: q.inStock,
    sort: q.sort,
    limit: PAGE_SIZE,
    offset: (q.page - 1) * PAGE_SIZE,
  });
  return {
    products: rows.map((r) => ({
      id: r.product.id,
      name: r.product.name,
      slug: r.product.slug,
      description: r.product.description,
      image: r.product.image,
      category: r.product.categoryId && r.categoryName ? { id: r.product.categoryId, name: r.categoryName } : null,
      activeIngredients: r.ingredients ?? [],
      retailPrice: r.prices?.retailPrice && r.prices.retailPrice > 0 ? r.prices.retailPrice : null,
      inStock: publicInStock(r.inventory),
      isClientProduct: r.product.isClientProduct,
    })),
    page: q.page,
    pageSize: PAGE_SIZE,
    total,
    totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}

export async function categories(ctx: AppContext, member: Member | null) {
  const rows = await repo.listCategories(ctx.db, member?.role === 'client');
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    productCount: Number(r.product_count),
  }));
}
