import type { ProductQuery } from '@portal/shared/contracts/catalogue';

/**
 * The query keys of everything priced by role (`GET /api/shop/products`, `/api/products`,
 * `/api/products/:id`). Every key starts with 'products' so that one
 * invalidation refreshes lists, details and tier prices when prices change.
 */

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
