import { type FetchQueryOptions, hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { unreadCountQueryOptions } from '@/features/notifications/api/get-unread-count';
import { shopCountsQueryOptions } from '@/lib/api/shop-counts';
import { sessionQueryOptions } from '@/lib/auth';
import { markPrefetched } from '@/lib/query-client';
import { myPermissionsQueryOptions } from '@/lib/permissions';

/**
 * Requests a query only when the cache has nothing for it yet: freshness stays the business of
 * the hooks that render it, so revisiting a page does not add a request. Marked, so that the
 * page's hook mounting a moment after the answer does not ask again (lib/query-client.ts).
 */
function warm<TQueryFnData, TError, TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TKey>,
): Promise<void> {
  markPrefetched(hashKey(options.queryKey));
  return queryClient.prefetchQuery({ ...options, staleTime: Number.POSITIVE_INFINITY });
}

/**
 * The first screen's data of a dashboard page, requested when the route is matched, while the
 * layout's and the page's chunks are still downloading (decision 038). Each entry asks for
 * exactly the query (same key, same parameters) that the page's own hook asks for, so the page
 * finds it in the cache or in flight instead of starting its request after it renders. The
 * modules are imported here, not above: they are chunks the page needs anyway, and a page does
 * not download another page's queries.
 */
type Prefetch = (queryClient: QueryClient, url: URL, userId: string) => Promise<unknown>;

async function myOrders(qc: QueryClient, url: URL) {
  const [{ ordersQueryOptions }, { myOrdersQuery, parseOrderFilters }] = await Promise.all([
    import('@/features/orders/api/get-orders'),
    import('@/features/orders/components/use-order-filters'),
  ]);
  return warm(qc, ordersQueryOptions('mine', myOrdersQuery(parseOrderFilters(url.searchParams))));
}

const PAGE_DATA: Record<string, Prefetch> = {
  '': async (qc, _url, userId) => {
    const { dashboardSummaryQueryOptions } = await import('@/features/dashboard/api/get-summary');
    return warm(qc, dashboardSummaryQueryOptions(userId));
  },
  shop: (qc, url) =>
    Promise.all([
      Promise.all([
        import('@/features/shop/api/get-shop-products'),
        import('@/features/shop/components/use-product-filters'),
        import('@/lib/api/categories'),
      ]).then(([{ shopProductsQueryOptions }, { parseProductFilters, toProductQuery }, { categoriesQueryOptions }]) =>
        Promise.all([
          warm(qc, shopProductsQueryOptions(toProductQuery(parseProductFilters(url.searchParams)))),
          warm(qc, categoriesQueryOptions),
        ]),
      ),
      // The grid's wishlist and comparison flags: with them the cards render once, flags and all,
      // instead of rendering again when the lists arrive after the first render (decision 061).
      // Apart from the products, so that the products' request does not wait for these modules.
      Promise.all([import('@/features/shop/api/get-favorites'), import('@/features/shop/api/get-comparisons')]).then(
        ([{ favoritesQueryOptions }, { comparisonsQueryOptions }]) =>
          Promise.all([warm(qc, favoritesQueryOptions), warm(qc, comparisonsQueryOptions)]),
      ),
    ]),
  'my-orders': myOrders,
  'client/orders': myOrders,
};

/**
 * The session first (every other key is the member's), then, together, what the dashboard
 * layout shows on every page (permissions for the menu, the counters) and the page's own data.
 * Never throws: a failed request is the page's to show when it renders.
 */
export async function prefetchPageData(queryClient: QueryClient, routePath: string, url: URL): Promise<void> {
  const me = await queryClient.ensureQueryData(sessionQueryOptions).catch(() => null);
  if (!me) return;
  await Promise.all([
    // The header's counters are answered only to a role with the shop or the cart.
    queryClient.fetchQuery(myPermissionsQueryOptions(me.id)).then(
      ({ keys }) => {
        if (keys.includes('canAccessShop') || keys.includes('canAccessCart')) {
          return warm(queryClient, shopCountsQueryOptions);
        }
      },
      () => undefined,
    ),
    warm(queryClient, unreadCountQueryOptions(me.id)),
    PAGE_DATA[routePath]?.(queryClient, url, me.id).catch(() => undefined),
  ]);
}
