import type { COMMISSION_TYPES, PURCHASE_MODES } from '@portal/shared/catalogue';
import type { Role } from '@portal/shared/roles';
import type { QueryClient } from '@tanstack/react-query';

/** A row of `GET /api/admin/products`; prices in kuruş. */
export type AdminProductListItem = {
  id: string;
  name: string;
  categoryName: string | null;
  isActive: boolean;
  isDeleted: boolean;
  isClientProduct: boolean;
  purchaseMode: string;
  retailPrice: number | null;
  dealerPrice: number | null;
  clientPrice: number | null;
  adminCostPrice: number | null;
  displayStock: number;
  sku: string | null;
};

export type AdminProductPage = { products: AdminProductListItem[]; total: number; page: number; pageSize: number };

export type AdminBulkRule = {
  id: string;
  userRole: Role;
  minQuantity: number;
  maxQuantity: number;
  discountedPrice: number;
  isActive: boolean;
};

export type AdminSalesRule = {
  id: string;
  ruleType: string;
  minValue: number | null;
  applyToCategory: string | null;
  targetCategory: string | null;
};

/** `GET /api/admin/products/:id`: every price (kuruş), rate (basis points), rule and stock figure. */
export type AdminProduct = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  image: string | null;
  categoryId: string | null;
  categoryName: string | null;
  isActive: boolean;
  isClientProduct: boolean;
  purchaseMode: (typeof PURCHASE_MODES)[number];
  minOrderQuantity: number | null;
  isDeleted: boolean;
  deletedAt: string | null;
  activeIngredients: string[];
  prices: {
    adminCostPrice: number | null;
    turkeyDistributorPrice: number | null;
    cityDistributorPrice: number | null;
    dealerPrice: number | null;
    clientPrice: number | null;
    retailPrice: number | null;
    vatIncluded: boolean;
    vatRateBp: number;
  };
  commission: {
    commissionType: (typeof COMMISSION_TYPES)[number];
    cityDistributorRateBp: number;
    dealerRateBp: number;
    sponsorDistributorRateBp: number;
    vatIncluded: boolean;
    fixedAmounts: Record<string, number>;
  };
  inventory: {
    inStock: boolean;
    displayStock: number;
    lowStockThreshold: number;
    sku: string | null;
    minOrderQuantity: number | null;
  };
  bulkRules: AdminBulkRule[];
  salesRules: AdminSalesRule[];
  createdAt: string;
  updatedAt: string;
};

export type StockStatus = 'in_stock' | 'low' | 'out';

/** A product of `GET /api/products` as the stock page reads it (role-priced list with stock figures). */
export type MemberStockProduct = {
  id: string;
  name: string;
  category: { id: string; name: string } | null;
  stock: { inStock: boolean; displayStock: number; lowStockThreshold: number; status: StockStatus };
};

export type MemberProductPage = {
  products: MemberStockProduct[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

export type Category = { id: string; name: string };

/** A row of `GET /api/stock/levels`: one holder's units of one product (stock ledger). */
export type StockLevel = {
  holderId: string;
  productId: string;
  productName: string;
  sku: string | null;
  onHand: number;
  reserved: number;
  saleable: number;
  lowStockThreshold: number;
  status: StockStatus;
  updatedAt: string;
};

export type StockLevelPage = { levels: StockLevel[]; total: number; page: number; pageSize: number };

/** Query keys of product administration and the stock page. */
export const adminProductKeys = {
  all: ['admin-products'] as const,
  lists: () => ['admin-products', 'list'] as const,
  list: (includeDeleted: boolean) => ['admin-products', 'list', { includeDeleted }] as const,
  detail: (id: string) => ['admin-products', 'detail', id] as const,
  stock: () => ['admin-products', 'stock'] as const,
  levels: (holderId: string) => ['admin-products', 'stock', 'levels', holderId] as const,
  categories: () => ['admin-products', 'categories'] as const,
};

/** After any product change: the lists, the stock figures and the changed product. */
export function invalidateProducts(queryClient: QueryClient, id?: string): void {
  void queryClient.invalidateQueries({ queryKey: adminProductKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: adminProductKeys.stock() });
  if (id) void queryClient.invalidateQueries({ queryKey: adminProductKeys.detail(id) });
}

/**
 * The stock page orders the whole catalogue by stock, which the server lists (ordered by name or
 * date) cannot do page by page; the catalogue is small (tens to a few hundred products), so every
 * page is read. MAX_PAGES guards against a runaway loop, not against a real catalogue.
 */
export const MAX_PAGES = 40;
