import { handedOver } from '@portal/db/client';
import { moneySummary } from '@portal/shared/money-summary';
import {
  cartSummary,
  checkAddQuantity,
  checkSalesRules,
  checkUpdateQuantity,
  minimumOrderQuantity,
  type RuleLine,
} from '@portal/shared/cart';
import { ERROR_CODES } from '@portal/shared/errors';
import { bulkDiscountPrice, nextTierAlert, splitVat } from '@portal/shared/pricing';
import { pickSupplier } from '@portal/shared/stock';
import type { Availability } from '@portal/shared/availability';
import { MESSAGES } from '@portal/shared/messages';
import type { AppContext, Member } from '../../platform/context';
import { AppError } from '../../platform/errors';
import * as catalogue from '../catalogue/catalogue.repository';
import { availabilityFromLevels } from '../availability/availability.service';
import { memberSupplyChain } from '../stock/stock.service';
import * as repo from './cart.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const withReason = (code: 'STOCK_NOT_FOUND' | 'SALES_RULE_VIOLATION', reason: string) =>
  new AppError(code, { message: `${ERROR_CODES[code].message}: ${reason}` });

/**
 * Everything about one product that a cart change needs, read in one statement and checked in the
 * specification's order: product present, active (and for clients a client product).
 */
function readLineProduct(ctx: AppContext, member: Member, productId: string) {
  return memberSupplyChain(ctx, member).then((chain) =>
    repo.productForLine(ctx.db, { userId: member.id, productId, role: member.role, chain }),
  );
}

type LineProduct = NonNullable<Awaited<ReturnType<typeof readLineProduct>>>;

function assertBuyable(member: Member, row: LineProduct | null): asserts row is LineProduct {
  if (!row) throw new AppError('PRODUCT_MISSING');
  if (!row.product.isActive || row.product.isDeleted) throw new AppError('PRODUCT_UNAVAILABLE');
  if (member.role === 'client' && !row.product.isClientProduct) throw new AppError('PRODUCT_NOT_ALLOWED');
}

/**
 * Stock and per-line rules for the quantity the line would have after the change. Stock is what
 * the member's supplier (nearest stock-holding ancestor) can sell.
 */
function checkLine(row: LineProduct, quantity: number) {
  const supply = pickSupplier(row.levels, quantity);
  if ((!supply.ok && supply.reason === 'STOCK_NOT_FOUND') || !row.inventory)
    throw withReason('STOCK_NOT_FOUND', row.product.name);
  if (!row.inventory.inStock || !supply.ok) throw new AppError('INSUFFICIENT_STOCK');
  const { rules } = row;
  const lineRules = rules.filter((r) => r.ruleType === 'minimum_quantity' || r.ruleType === 'maximum_quantity');
  const violation = checkSalesRules(
    [
      {
        productId: row.product.id,
        productName: row.product.name,
        categoryId: row.product.categoryId,
        quantity,
        rules: lineRules,
      },
    ],
    0,
  );
  if (violation) throw withReason('SALES_RULE_VIOLATION', violation);
  const moq = minimumOrderQuantity({
    rules,
    inventoryMin: row.inventory.minOrderQuantity,
    productMin: row.product.minOrderQuantity,
  });
  if (quantity < moq)
    throw withReason('SALES_RULE_VIOLATION', MESSAGES.catalogue.minimumQuantity(row.product.name, moq));
}

/** The unit price of the role for this quantity (its bulk tier, if one applies). */
function unitPriceFor(member: Member, row: LineProduct, quantity: number) {
  return bulkDiscountPrice(Number(row.rolePrice), row.tiers, member.role, quantity).discountedPrice;
}

export async function add(ctx: AppContext, member: Member, productId: unknown, quantity: unknown) {
  if (typeof productId !== 'string' || !UUID.test(productId)) throw new AppError('PRODUCT_MISSING');
  const row = await readLineProduct(ctx, member, productId);
  assertBuyable(member, row);
  const q = checkAddQuantity(quantity);
  if (!q.ok) throw new AppError(q.code);
  const total = (row.inCart ?? 0) + (quantity as number);
  if (total > 999) throw new AppError('MAX_QUANTITY');
  if (row.rolePrice === null || Number(row.rolePrice) <= 0) throw new AppError('PRICE_NOT_FOUND');
  checkLine(row, total);
  const unitPrice = unitPriceFor(member, row, total);
  // The line is written and the cart read back on one connection, the read sent right behind the
  // write without waiting for its answer (decision 073); it runs after the write, so it sees it.
  const cart = await ctx.database.pipelined(async (db) => {
    const added = repo.addToLine(db, {
      userId: member.id,
      productId,
      quantity: quantity as number,
      unitPrice,
      role: member.role,
    });
    await Promise.race([handedOver(db, 1), added.then(noop, noop)]);
    const read = getCart({ ...ctx, db }, member);
    try {
      await added;
    } catch (err) {
      read.catch(noop);
      // The CHECK (quantity ≤ 999) catches two simultaneous adds that together pass the limit.
      if (
        (err as { code?: string; cause?: { code?: string } }).code === '23514' ||
        (err as { cause?: { code?: string } }).cause?.code === '23514'
      ) {
        throw new AppError('MAX_QUANTITY');
      }
      throw err;
    }
    return read;
  });
  return { productName: row.product.name, cart };
}

const noop = () => {};

export async function update(ctx: AppContext, member: Member, productId: string, quantity: unknown) {
  if (!UUID.test(productId)) throw new AppError('INVALID_PRODUCT');
  const q = checkUpdateQuantity(quantity);
  if (!q.ok) throw new AppError(q.code);
  if (quantity === 0) {
    if (!(await repo.removeLine(ctx.db, member.id, productId))) throw new AppError('CART_ITEM_NOT_FOUND');
    return getCart(ctx, member);
  }
  const row = await readLineProduct(ctx, member, productId);
  if (!row || row.inCart === null) throw new AppError('CART_ITEM_NOT_FOUND');
  assertBuyable(member, row);
  if (row.rolePrice === null || Number(row.rolePrice) <= 0) throw new AppError('PRICE_NOT_FOUND');
  checkLine(row, quantity as number);
  const unitPrice = unitPriceFor(member, row, quantity as number);
  const updated = await repo.setLine(ctx.db, member.id, productId, quantity as number, unitPrice, member.role);
  if (!updated) throw new AppError('CART_ITEM_NOT_FOUND');
  return getCart(ctx, member);
}

export async function remove(ctx: AppContext, member: Member, productId: string) {
  if (!UUID.test(productId)) throw new AppError('INVALID_PRODUCT');
  if (!(await repo.removeLine(ctx.db, member.id, productId))) throw new AppError('CART_ITEM_NOT_FOUND');
  return getCart(ctx, member);
}

export async function clear(ctx: AppContext, member: Member) {
  await repo.clear(ctx.db, member.id);
  return getCart(ctx, member);
}

/**
 * The cart with each line at its kept price (price_at_time, role_at_time), today's price for the
 * same quantity where it changed, VAT, tier savings, the next-tier hint, and the cart-level sales
 * rules (minimum order amount, category bundles) that checkout will enforce.
 */
export async function getCart(ctx: AppContext, member: Member) {
  // Lines, prices, tiers, rules and stock along the chain: one statement.
  const rows = await repo.listLines(ctx.db, member.id, member.role, await memberSupplyChain(ctx, member));
  const tiers = rows.flatMap((r) => r.tiers);
  const rules = rows.flatMap((r) => r.rules);
  // Category names only say which category a bundle rule asks for: read where there is one.
  const names = rules.some((r) => r.ruleType === 'category_bundle') ? await catalogue.categoryNames(ctx.db) : {};
  // Each line's availability for its quantity: the supplier checkout would reserve at (decision 033).
  const settings = await ctx.settings.all();
  const availability = availabilityFromLevels(
    rows.flatMap((r) => r.levels),
    rows.map(({ line, product, inventory }) => ({
      productId: product.id,
      quantity: line.quantity,
      minimum: minimumOrderQuantity({
        rules: rules.filter((r) => r.productId === product.id),
        inventoryMin: inventory?.minOrderQuantity,
        productMin: product.minOrderQuantity,
      }),
      onSale: product.isActive && !product.isDeleted && Boolean(inventory?.inStock),
    })),
    settings['stock.lowThreshold'],
  );
  const lines = rows.map(({ line, product, currentPrice, vatRateBp, vatIncluded, inventory }) => {
    const productTiers = tiers.filter((t) => t.productId === product.id);
    const base = currentPrice === null ? null : Number(currentPrice);
    const now = base === null ? null : bulkDiscountPrice(base, productTiers, member.role, line.quantity);
    const lineTotal = line.priceAtTime * line.quantity;
    const vat = splitVat(lineTotal, vatRateBp ?? settings['vat.defaultRateBp'], vatIncluded ?? true);
    return {
      id: line.id,
      productId: product.id,
      quantity: line.quantity,
      priceAtTime: line.priceAtTime,
      roleAtTime: line.roleAtTime,
      currentUnitPrice: now?.discountedPrice ?? null,
      priceChanged: now !== null && now.discountedPrice !== line.priceAtTime,
      baseUnitPrice: base,
      // The tier's discount at today's prices: a price change is not a saving.
      tierSavings: base !== null && now ? Math.max(0, (base - now.discountedPrice) * line.quantity) : 0,
      lineTotal,
      vatAmount: vat.vat,
      vatRateBp: vatRateBp ?? settings['vat.defaultRateBp'],
      vatIncluded: vatIncluded ?? true,
      sku: inventory?.sku ?? null,
      nextTier: base === null ? null : nextTierAlert(base, productTiers, member.role, line.quantity),
      available: availability.get(product.id)?.supplier != null,
      availability: availability.get(product.id) as Availability,
      product: {
        id: product.id,
        name: product.name,
        description: product.description,
        image: product.image,
        is_active: product.isActive && !product.isDeleted,
        category_id: product.categoryId,
      },
      createdAt: line.createdAt.toISOString(),
      updatedAt: line.updatedAt.toISOString(),
    };
  });
  const summary = cartSummary(lines.map((l) => ({ quantity: l.quantity, unitPrice: l.priceAtTime })));
  const ruleLines: RuleLine[] = rows.map(({ line, product }) => ({
    productId: product.id,
    productName: product.name,
    categoryId: product.categoryId,
    quantity: line.quantity,
    rules: rules.filter(
      (r) => r.productId === product.id && (r.ruleType === 'minimum_order_amount' || r.ruleType === 'category_bundle'),
    ),
  }));
  const violation = checkSalesRules(ruleLines, summary.totalAmount, names);
  return {
    items: lines,
    summary: {
      total_items: summary.totalItems,
      total_amount: summary.totalAmount,
      item_count: summary.itemCount,
      vat_amount: lines.reduce((s, l) => s + l.vatAmount, 0),
      tier_savings: lines.reduce((s, l) => s + l.tierSavings, 0),
    },
    // The kept price is what the cart charges; the list price never reads below it (a price
    // rise since the line was kept is not a saving).
    moneySummary: moneySummary(
      lines.map((l) => ({
        quantity: l.quantity,
        listUnitPrice: Math.max(l.priceAtTime, l.baseUnitPrice ?? 0),
        unitPrice: l.priceAtTime,
        vatRateBp: l.vatRateBp,
        vatIncluded: l.vatIncluded,
      })),
    ),
    ruleViolations: violation ? [violation] : [],
  };
}
