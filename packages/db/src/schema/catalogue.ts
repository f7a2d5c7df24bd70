import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns';
import { profiles } from './identity';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug)],
);

export const activeIngredients = pgTable(
  'active_ingredients',
  { id: id(), name: text('name').notNull(), createdAt: timestamps.createdAt },
  (t) => [uniqueIndex('active_ingredients_name_key').on(t.name)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    image: text('image'),
    categoryId: uuid('category_id').references(() => categories.id),
    isActive: boolean('is_active').notNull().default(true),
    isClientProduct: boolean('is_client_product').notNull().default(false),
    purchaseMode: text('purchase_mode').notNull().default('money'),
    minOrderQuantity: integer('min_order_quantity'),
    /** Lower-cased, Turkish-folded name and ingredients, so search is one indexed LIKE. */
    searchText: text('search_text').notNull().default(''),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: tstz('deleted_at'),
    /** Written by the demo seed only: what "remove the demo data" takes from the catalogue (decision 050). */
    isDemo: boolean('is_demo').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_is_demo_idx').on(t.isDemo).where(sql`${t.isDemo}`),
    index('products_category_id_idx').on(t.categoryId),
    index('products_listing_idx').on(t.isDeleted, t.isActive, t.createdAt),
    check('products_purchase_mode_check', sql`${t.purchaseMode} in ('money','points','both')`),
  ],
);

export const productActiveIngredients = pgTable(
  'product_active_ingredients',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ingredientId: uuid('ingredient_id')
      .notNull()
      .references(() => activeIngredients.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.ingredientId] }), index('pai_ingredient_id_idx').on(t.ingredientId)],
);

export const productInventory = pgTable(
  'product_inventory',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    inStock: boolean('in_stock').notNull().default(true),
    displayStock: integer('display_stock').notNull().default(0),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    sku: text('sku'),
    minOrderQuantity: integer('min_order_quantity'),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    uniqueIndex('product_inventory_sku_key').on(t.sku),
    check('product_inventory_stock_check', sql`${t.displayStock} >= 0`),
  ],
);

/** Prices in kuruş; VAT rate in basis points (18 % = 1800). */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    adminCostPrice: bigint('admin_cost_price', { mode: 'number' }),
    turkeyDistributorPrice: bigint('turkey_distributor_price', { mode: 'number' }),
    cityDistributorPrice: bigint('city_distributor_price', { mode: 'number' }),
    dealerPrice: bigint('dealer_price', { mode: 'number' }),
    clientPrice: bigint('client_price', { mode: 'number' }),
    retailPrice: bigint('retail_price', { mode: 'number' }),
    vatIncluded: boolean('vat_included').notNull().default(true),
    vatRateBp: integer('vat_rate_bp').notNull().default(1800),
    updatedAt: timestamps.updatedAt,
  },
  (t) => [
    check(
      'product_prices_non_negative',
      sql`coalesce(${t.adminCostPrice},0) >= 0 and coalesce(${t.turkeyDistributorPrice},0) >= 0 and coalesce(${t.cityDistributorPrice},0) >= 0 and coalesce(${t.dealerPrice},0) >= 0 and coalesce(${t.clientPrice},0) >= 0 and coalesce(${t.retailPrice},0) >= 0`,
    ),
    check('product_prices_vat_check', sql`${t.vatRateBp} between 0 and 10000`),
  ],
);

/** Commission rates in basis points; fixed amounts in kuruş per unit. */
export const productCommissions = pgTable('product_commissions', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  commissionType: text('commission_type').notNull().default('percentage'),
  cityDistributorRateBp: integer('city_distributor_rate_bp').notNull().default(1000),
  dealerRateBp: integer('dealer_rate_bp').notNull().default(1500),
  sponsorDistributorRateBp: integer('sponsor_distributor_rate_bp').notNull().default(500),
  vatIncluded: boolean('vat_included').notNull().default(true),
  fixedAmounts: jsonb('fixed_amounts').$type<Record<string, number>>().notNull().default({}),
  /** False: the product follows the default settings (commission.defaults); true: its own values. */
  isOverride: boolean('is_override').notNull().default(false),
  updatedAt: timestamps.updatedAt,
});

export const productSalesRules = pgTable(
  'product_sales_rules',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ruleType: text('rule_type').notNull(),
    minValue: bigint('min_value', { mode: 'number' }),
    applyToCategory: uuid('apply_to_category').references(() => categories.id),
    targetCategory: uuid('target_category').references(() => categories.id),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('product_sales_rules_product_id_idx').on(t.productId),
    check(
      'product_sales_rules_type_check',
      sql`${t.ruleType} in ('minimum_quantity','maximum_quantity','minimum_order_amount','category_bundle')`,
    ),
  ],
);

export const productBulkDiscountRules = pgTable(
  'product_bulk_discount_rules',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userRole: text('user_role').notNull(),
    minQuantity: integer('min_quantity').notNull().default(1),
    maxQuantity: integer('max_quantity').notNull().default(10),
    discountedPrice: bigint('discounted_price', { mode: 'number' }).notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('product_bulk_rules_product_role_idx').on(t.productId, t.userRole, t.isActive),
    check('product_bulk_rules_range_check', sql`${t.minQuantity} >= 1 and ${t.maxQuantity} >= ${t.minQuantity}`),
  ],
);

export const userFavorites = pgTable(
  'user_favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('user_favorites_product_id_idx').on(t.productId)],
);

export const userComparisons = pgTable(
  'user_comparisons',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('user_comparisons_product_id_idx').on(t.productId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Unit price in kuruş when the line was last priced, and the role it was priced for. */
    priceAtTime: bigint('price_at_time', { mode: 'number' }).notNull(),
    roleAtTime: text('role_at_time').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cart_items_user_product_key').on(t.userId, t.productId),
    index('cart_items_product_id_idx').on(t.productId),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 999`),
  ],
);
