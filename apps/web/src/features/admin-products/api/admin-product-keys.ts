import type { QueryClient } from '@tanstack/react-query';

/** Query keys of product administration and the stock page. */
export const adminProductKeys = {
  all: ['admin-products'] as const,
  lists: () => ['admin-products', 'list'] as const,
  list: (includeDeleted: boolean) => ['admin-products', 'list', { includeDeleted }] as const,
  detail: (id: string) => ['admin-products', 'detail', id] as const,
  stock: () => ['admin-products', 'stock'] as const,
  levels: (holderId: string) => ['admin-products', 'stock', 'levels', holderId] as const,
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
