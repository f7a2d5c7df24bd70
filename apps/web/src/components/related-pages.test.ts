import { isDefaultEnabled, type PermissionKey } from '@portal/shared/permissions';
import type { Role } from '@portal/shared/roles';
import { describe, expect, it } from 'vitest';
import { reachablePages } from '@/components/related-pages';

const ORDER_PAGES = ['order-management', 'orders', 'orders/analytics'];
const STOCK_PAGES = ['stock-management', 'stock', 'products/stock'];

function paths(role: Role, group: string[], off: PermissionKey[] = []) {
  return reachablePages(role, group, (key) => !off.includes(key) && isDefaultEnabled(role, key)).map((p) => p.href);
}

describe('reachablePages', () => {
  it('links the order pages for the roles their guards let in', () => {
    expect(paths('dealer', ORDER_PAGES)).toEqual([
      '/dashboard/order-management',
      '/dashboard/orders',
      '/dashboard/orders/analytics',
    ]);
    expect(paths('client', ORDER_PAGES)).toEqual([]);
  });

  it('links the stock pages only to stock holders', () => {
    expect(paths('cityDistributor', STOCK_PAGES)).toEqual([
      '/dashboard/stock-management',
      '/dashboard/stock',
      '/dashboard/products/stock',
    ]);
    expect(paths('admin', STOCK_PAGES)).toHaveLength(3);
    expect(paths('dealer', STOCK_PAGES)).toEqual([]);
    expect(paths('client', STOCK_PAGES)).toEqual([]);
  });

  it('drops a page whose key is switched off', () => {
    expect(paths('cityDistributor', ORDER_PAGES, ['canAccessOrdersList'])).toEqual(['/dashboard/order-management']);
  });

  it('titles a link as the page header does', () => {
    const [first] = reachablePages('admin', ['orders/analytics'], () => true);
    expect(first).toEqual({
      path: 'orders/analytics',
      href: '/dashboard/orders/analytics',
      title: 'Sipariş Analitiği',
    });
  });
});
