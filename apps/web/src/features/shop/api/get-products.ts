import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductPage, ProductQuery } from '@portal/shared/contracts/catalogue';
import { productKeys, productQueryParams } from '@/features/shop/api/product-keys';
import { api } from '@/lib/api/client';

/** `GET /api/products`: the products page's list, same shape as the shop's (canAccessProducts). */
export function fetchProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductPage> {
  return api.get<ProductPage>('/api/products', { query: productQueryParams(query), signal });
}

export const productsQueryOptions = (query: ProductQuery) =>
  queryOptions({
    queryKey: productKeys.list('products', query),
    queryFn: ({ signal }) => fetchProducts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useProducts(query: ProductQuery) {
  return useQuery(productsQueryOptions(query));
}
