import { describe, expect, it } from 'vitest';
import { myOrdersQuery, parseOrderFilters } from '@/features/orders/components/use-order-filters';
import { parseProductFilters, toProductQuery } from '@/features/shop/components/use-product-filters';

// The route loader builds the page's query from the address before the page exists; these are
// the same functions the pages' hooks use, so the prefetched entry is the one the page reads.
describe('first-screen queries from the address', () => {
  it('reads the shop filters the way the grid does: lira to kuruş, unknown values dropped', () => {
    const params = new URLSearchParams(
      'search=vitamin&category=not-a-uuid&min=1.250,50&max=abc&stock=1&sort=bogus&page=3',
    );
    expect(toProductQuery(parseProductFilters(params))).toEqual({
      search: 'vitamin',
      category: undefined,
      minPrice: 125_050,
      maxPrice: undefined,
      inStock: true,
      sort: 'newest',
      page: 3,
    });
  });

  it('asks my orders only by state, order number and page, whatever else the address holds', () => {
    const params = new URLSearchParams('status=paid,bogus&q=S-2026&city=İstanbul&from=2026-01-01&page=2');
    expect(myOrdersQuery(parseOrderFilters(params))).toEqual({
      status: ['paid'],
      search: 'S-2026',
      city: undefined,
      from: undefined,
      to: undefined,
      page: 2,
      pageSize: 20,
    });
  });
});
