import { normalizeSearch } from '@portal/shared/format';
import type { ProductInput } from '@portal/shared/catalogue';
import type { Role } from '@portal/shared/roles';
import type { DbOrTx } from '@portal/db/client';
import { MESSAGES } from '@portal/shared/messages';
import { sameCommissionSettings } from '@portal/shared/commission-projection';
import { audit } from '../../platform/audit';
import type { Actor, AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { NotificationRow } from '../notifications/notifications.repository';
import { publishNotifications } from '../notifications/notifications.service';
import { move } from '../stock/stock.service';
import { moneySettings } from '../system-settings/system-settings.repository';
import * as write from './admin-products.repository';
import * as repo from './catalogue.repository';

const slugify = (name: string) =>
  normalizeSearch(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'urun';

/** The admin's view of a product: every price, the cost, commissions, rules and inventory. */
export async function getAdminProduct(ctx: AppContext, id: string) {
  const row = await repo.findProduct(ctx.db, id, null);
  if (!row) throw new AppError('NOT_FOUND');
  // In turn, not at once: inside a transaction (the real-data import) `ctx.db` is one connection,
  // which takes one statement at a time.
  const bulkRules = await repo.bulkRulesFor(ctx.db, [id]);
  const salesRules = await repo.salesRulesFor(ctx.db, [id]);
  const money = await moneySettings(ctx.db);
  const { product, prices, inventory } = row;
  // A product that follows the defaults shows them (what it pays), so saving the form unchanged keeps it following.
  const defaults = money['commission.defaults'];
  const commissions = row.commissions?.isOverride
    ? row.commissions
    : { ...defaults, vatIncluded: row.commissions?.vatIncluded ?? true };
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    description: product.description,
    image: product.image,
    categoryId: product.categoryId,
    categoryName: row.categoryName,
    isActive: product.isActive,
    isClientProduct: product.isClientProduct,
    purchaseMode: product.purchaseMode as 'money' | 'points' | 'both',
    minOrderQuantity: product.minOrderQuantity,
    isDeleted: product.isDeleted,
    deletedAt: product.deletedAt?.toISOString() ?? null,
    activeIngredients: row.ingredients ?? [],
    prices: {
      adminCostPrice: prices?.adminCostPrice ?? null,
      turkeyDistributorPrice: prices?.turkeyDistributorPrice ?? null,
      cityDistributorPrice: prices?.cityDistributorPrice ?? null,
      dealerPrice: prices?.dealerPrice ?? null,
      clientPrice: prices?.clientPrice ?? null,
      retailPrice: prices?.retailPrice ?? null,
      vatIncluded: prices?.vatIncluded ?? true,
      vatRateBp: prices?.vatRateBp ?? 1800,
    },
    commission: {
      commissionType: (commissions?.commissionType ?? 'percentage') as 'percentage' | 'fixed',
      cityDistributorRateBp: commissions?.cityDistributorRateBp ?? 1000,
      dealerRateBp: commissions?.dealerRateBp ?? 1500,
      sponsorDistributorRateBp: commissions?.sponsorDistributorRateBp ?? 500,
      vatIncluded: commissions?.vatIncluded ?? true,
      fixedAmounts: commissions?.fixedAmounts ?? {},
    },
    inventory: {
      inStock: inventory?.inStock ?? false,
      displayStock: inventory?.displayStock ?? 0,
      lowStockThreshold: inventory?.lowStockThreshold ?? 5,
      sku: inventory?.sku ?? null,
      minOrderQuantity: inventory?.minOrderQuantity ?? null,
    },
    bulkRules: bulkRules.map((r) => ({
      id: r.id,
      userRole: r.userRole as Role,
      minQuantity: r.minQuantity,
      maxQuantity: r.maxQuantity,
      discountedPrice: r.discountedPrice,
      isActive: r.isActive,
    })),
    salesRules: salesRules.map((r) => ({
      id: r.id,
      ruleType: r.ruleType,
      minValue: r.minValue,
      applyToCategory: r.applyToCategory,
      targetCategory: r.targetCategory,
    })),
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

export type AdminProduct = Awaited<ReturnType<typeof getAdminProduct>>;

export async function listAdmin(ctx: AppContext, q: { search?: string; includeDeleted?: boolean; page: number }) {
  const { rows, total } = await repo.listProducts(ctx.db, {
    role: null,
    clientOnly: false,
    includeInactive: true,
    includeDeleted: q.includeDeleted,
    search: q.search ? normalizeSearch(q.search) : undefined,
    sort: 'name',
    limit: 50,
    offset: (q.page - 1) * 50,
  });
  return {
    products: rows.map((r) => ({
      id: r.product.id,
      name: r.product.name,
      categoryName: r.categoryName,
      isActive: r.product.isActive,
      isDeleted: r.product.isDeleted,
      isClientProduct: r.product.isClientProduct,
      purchaseMode: r.product.purchaseMode,
      retailPrice: r.prices?.retailPrice ?? null,
      dealerPrice: r.prices?.dealerPrice ?? null,
      clientPrice: r.prices?.clientPrice ?? null,
      adminCostPrice: r.prices?.adminCostPrice ?? null,
      displayStock: r.inventory?.displayStock ?? 0,
      sku: r.inventory?.sku ?? null,
    })),
    total,
    page: q.page,
    pageSize: 50,
  };
}

/** A category that is not there, or a SKU another product has, is the member's mistake: a 4xx, not a 500. */
async function checkReferences(tx: DbOrTx, input: ProductInput, productId?: string) {
  const found = await write.findReferenceProblems(
    tx,
    { categoryId: input.categoryId ?? null, sku: input.inventory.sku ?? null },
    productId,
  );
  if (found.categoryMissing) throw new AppError('CATEGORY_NOT_FOUND');
  if (found.skuTaken) throw new AppError('SKU_TAKEN');
}

interface DetailDefaults {
  vatRateBp: number;
  lowStockThreshold: number;
}

/** Read before the transaction opens (see `SettingsService.pinned`). */
async function detailDefaults(ctx: AppContext): Promise<DetailDefaults> {
  const settings = await ctx.settings.all();
  return { vatRateBp: settings['vat.defaultRateBp'], lowStockThreshold: settings['stock.lowThreshold'] };
}

async function writeDetails(
  tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0],
  id: string,
  input: ProductInput,
  defaults: DetailDefaults,
) {
  await write.upsertPrices(tx, {
    productId: id,
    ...input.prices,
    vatRateBp: input.prices.vatRateBp ?? defaults.vatRateBp,
  });
  // Only a commission that pays otherwise than the defaults makes the product an override.
  const commissionDefaults = (await moneySettings(tx))['commission.defaults'];
  const isOverride = !sameCommissionSettings(input.commission, commissionDefaults);
  await write.upsertCommission(tx, { productId: id, ...input.commission, isOverride });
  await write.upsertInventory(tx, {
    productId: id,
    ...input.inventory,
    lowStockThreshold: input.inventory.lowStockThreshold ?? defaults.lowStockThreshold,
  });
  await write.setIngredients(tx, id, input.activeIngredients);
}

const searchTextOf = (input: ProductInput) => normalizeSearch([input.name, ...input.activeIngredients].join(' '));

/**
 * A new product enters the catalogue; its display stock, when given, is received into the company
 * warehouse (the admin's stock) as opening stock, so it can be ordered at once through the supply
 * chain's last link. Later stock arrives through stock management.
 */
export async function create(ctx: AppContext, actor: Actor, member: Member, input: ProductInput) {
  const notices: NotificationRow[] = [];
  const defaults = await detailDefaults(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    await checkReferences(tx, input);
    const product = await write.insertProduct(tx, {
      name: input.name,
      slug: `${slugify(input.name)}-${Date.now().toString(36)}`,
      description: input.description,
      categoryId: input.categoryId,
      isActive: input.isActive,
      isClientProduct: input.isClientProduct,
      purchaseMode: input.purchaseMode,
      minOrderQuantity: input.minOrderQuantity,
      searchText: searchTextOf(input),
    });
    await writeDetails(tx, product.id, input, defaults);
    if (input.inventory.displayStock > 0) {
      await move(
        tx,
        {
          holderId: member.id,
          productId: product.id,
          kind: 'purchase_in',
          quantity: input.inventory.displayStock,
          reason: MESSAGES.stock.openingReason,
          actorId: member.id,
        },
        notices,
      );
    }
    await audit(tx, actor, { action: 'product.created', entityType: 'product', entityId: product.id, after: input });
    return product.id;
  });
  await publishNotifications(ctx, notices);
  await ctx.bus.publish('product_changed', { productId: id, action: 'created', timestamp: new Date().toISOString() });
  return getAdminProduct(ctx, id);
}

export async function update(ctx: AppContext, actor: Actor, id: string, input: ProductInput) {
  const before = await getAdminProduct(ctx, id);
  const defaults = await detailDefaults(ctx);
  await ctx.db.transaction(async (tx) => {
    await checkReferences(tx, input, id);
    await write.updateProduct(tx, id, {
      name: input.name,
      description: input.description,
      categoryId: input.categoryId,
      isActive: input.isActive,
      isClientProduct: input.isClientProduct,
      purchaseMode: input.purchaseMode,
      minOrderQuantity: input.minOrderQuantity,
      searchText: searchTextOf(input),
    });
    await writeDetails(tx, id, input, defaults);
    await audit(tx, actor, { action: 'product.updated', entityType: 'product', entityId: id, before, after: input });
  });
  const pricesChanged = JSON.stringify(before.prices) !== JSON.stringify({ ...before.prices, ...input.prices });
  // No prices in the broadcast: every role refetches its own.
  if (pricesChanged) await ctx.bus.publish('price_updated', { productId: id, timestamp: new Date().toISOString() });
  else
    await ctx.bus.publish('product_changed', { productId: id, action: 'updated', timestamp: new Date().toISOString() });
  return getAdminProduct(ctx, id);
}

export async function setDeleted(ctx: AppContext, actor: Actor, id: string, deleted: boolean) {
  const before = await getAdminProduct(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await write.updateProduct(tx, id, { isDeleted: deleted, deletedAt: deleted ? new Date() : null });
    await audit(tx, actor, {
      action: deleted ? 'product.deleted' : 'product.restored',
      entityType: 'product',
      entityId: id,
      before: { isDeleted: before.isDeleted },
      after: { isDeleted: deleted },
    });
  });
  await ctx.bus.publish('product_changed', {
    productId: id,
    action: deleted ? 'deleted' : 'restored',
    timestamp: new Date().toISOString(),
  });
  return getAdminProduct(ctx, id);
}

export async function replaceBulkRules(
  ctx: AppContext,
  actor: Actor,
  member: Member,
  id: string,
  rules: { userRole: Role; minQuantity: number; maxQuantity: number; discountedPrice: number; isActive: boolean }[],
) {
  const before = await getAdminProduct(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await write.replaceBulkRules(
      tx,
      id,
      rules.map((r) => ({ ...r, createdBy: member.id })),
    );
    await audit(tx, actor, {
      action: 'product.bulk_rules_replaced',
      entityType: 'product',
      entityId: id,
      before: before.bulkRules,
      after: rules,
    });
  });
  await ctx.bus.publish('bulk_price_updated', { affectedProducts: [id], timestamp: new Date().toISOString() });
  return getAdminProduct(ctx, id);
}

export async function replaceSalesRules(
  ctx: AppContext,
  actor: Actor,
  id: string,
  rules: { ruleType: string; minValue: number | null; applyToCategory: string | null; targetCategory: string | null }[],
) {
  const before = await getAdminProduct(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await write.replaceSalesRules(tx, id, rules);
    await audit(tx, actor, {
      action: 'product.sales_rules_replaced',
      entityType: 'product',
      entityId: id,
      before: before.salesRules,
      after: rules,
    });
  });
  await ctx.bus.publish('product_changed', { productId: id, action: 'updated', timestamp: new Date().toISOString() });
  return getAdminProduct(ctx, id);
}
