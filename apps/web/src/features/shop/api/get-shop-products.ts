import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductPage, ProductQuery } from '@portal/shared/contracts/catalogue';
import { productKeys, productQueryParams } from '@/features/shop/api/product-keys';
import { api } from '@/lib/api/client';

/** `GET /api/shop/products`: the shop's grid, priced for the member's role (canAccessShop). */
export function fetchShopProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductPage> {
  return api.get<ProductPage>('/api/shop/products', { query: productQueryParams(query), signal });
}

export const shopProductsQueryOptions = (query: ProductQuery) =>
  queryOptions({
    queryKey: productKeys.list('shop', query),
    queryFn: ({ signal }) => fetchShopProducts(query, signal),
    // The previous page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

export function useShopProducts(query: ProductQuery) {
  return useQuery(shopProductsQueryOptions(query));
}
