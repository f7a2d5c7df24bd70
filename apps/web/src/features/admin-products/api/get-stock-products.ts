import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminProductKeys, MAX_PAGES } from '@/features/admin-products/api/admin-product-keys';
import type { ProductPage, MemberProduct } from '@portal/shared/contracts/catalogue';
import { api } from '@/lib/api/client';

export function fetchProductPage(page: number, signal?: AbortSignal): Promise<ProductPage> {
  return api.get<ProductPage>('/api/products', { signal, query: { page, sort: 'name' } });
}

/** Stock figures of every product on sale (active, not deleted), all pages. */
export async function fetchStockProducts(signal?: AbortSignal): Promise<MemberProduct[]> {
  const products: MemberProduct[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await fetchProductPage(page, signal);
    products.push(...answer.products);
    if (page >= answer.totalPages) break;
  }
  return products;
}

export const stockProductsQueryOptions = queryOptions({
  queryKey: adminProductKeys.stock(),
  queryFn: ({ signal }) => fetchStockProducts(signal),
});

export function useStockProducts() {
  return useQuery(stockProductsQueryOptions);
}
