/**
 * The member catalogue's shapes (`GET /api/shop/products`, `/api/products`, `/api/products/:id`)
 * and the query keys of everything priced by role. Every key starts with 'products' so that one
 * invalidation refreshes lists, details and tier prices when prices change.
 */

export type StockStatus = 'in_stock' | 'low' | 'out';
export type PurchaseMode = 'money' | 'points' | 'both';

export type ProductStock = {
  inStock: boolean;
  displayStock: number;
  lowStockThreshold: number;
  status: StockStatus;
};

/** A quantity break of the caller's own role: unit price in kuruş for [minQuantity, maxQuantity]. */
export type BulkTier = { minQuantity: number; maxQuantity: number; unitPrice: number };

export type MemberProduct = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  image: string | null;
  category: { id: string; name: string } | null;
  activeIngredients: string[];
  isClientProduct: boolean;
  purchaseMode: PurchaseMode;
  /** The caller's role price in kuruş; null when none is set. */
  price: number | null;
  vatIncluded: boolean;
  vatRateBp: number;
  stock: ProductStock;
  minOrderQuantity: number;
  bulkTiers: BulkTier[];
  createdAt: string;
};

export type SalesRuleDto = {
  ruleType: string;
  minValue: number | null;
  applyToCategory: string | null;
  targetCategory: string | null;
};

export type ProductDetail = MemberProduct & { salesRules: SalesRuleDto[] };

export type ProductPage = {
  products: MemberProduct[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** What the list endpoints accept; prices in kuruş. */
export type ProductQuery = {
  search?: string;
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  sort: ProductSort;
  page: number;
};

export type ProductSource = 'shop' | 'products';

export const productKeys = {
  all: ['products'] as const,
  lists: () => ['products', 'list'] as const,
  list: (source: ProductSource, query: ProductQuery) => ['products', 'list', source, query] as const,
  details: () => ['products', 'detail'] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
  bulkPrice: (id: string, quantity: number) => ['products', 'bulk-price', id, quantity] as const,
};

/** The query string of a list request: empty values and a false stock filter are left out. */
export function productQueryParams(query: ProductQuery) {
  return {
    search: query.search?.trim() || undefined,
    category: query.category || undefined,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    inStock: query.inStock ? 'true' : undefined,
    sort: query.sort,
    page: query.page,
  };
}
