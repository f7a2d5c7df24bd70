import { normalizeSearch } from '@portal/shared/format';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AdminProduct, AdminProductListItem } from '@portal/shared/contracts/admin-products';
import type { MemberProduct } from '@portal/shared/contracts/catalogue';
import type { StockLevel } from '@portal/shared/contracts/stock';
import { DEFAULT_LOW_STOCK_THRESHOLD, type StockStatus, stockStatus as gradeUnits } from '@portal/shared/stock';
import { useAdminProducts } from '@/features/admin-products/api/get-admin-products';
import { adminProductQueryOptions } from '@/features/admin-products/api/get-admin-product';
import { useStockProducts } from '@/features/admin-products/api/get-stock-products';
import { useStockLevels } from '@/features/admin-products/api/get-stock-levels';

export type StockRow = {
  id: string;
  name: string;
  categoryName: string | null;
  /** Only the admin's list carries the SKU. */
  sku: string | null;
  displayStock: number;
  lowStockThreshold: number | null;
  inStock: boolean | null;
  status: StockStatus | null;
  isActive: boolean;
  isDeleted: boolean;
};

/**
 * The shared rule the badges and the stock summary use (`stockStatus` of packages/shared/stock):
 * out when not in stock or none left, low at or under the threshold (default 5).
 */
export function stockStatus(inStock: boolean, displayStock: number, threshold: number): StockStatus {
  return inStock ? gradeUnits(displayStock, threshold) : 'out';
}

const STATUS_RANK: Record<StockStatus, number> = { out: 0, low: 1, in_stock: 2 };

/** Low stock first: out of stock, then low, then the rest; fewer units first within each. */
export function compareStock(a: StockRow, b: StockRow): number {
  const rank = (r: StockRow) => (r.status ? STATUS_RANK[r.status] : 3);
  return rank(a) - rank(b) || a.displayStock - b.displayStock || a.name.localeCompare(b.name, 'tr');
}

/**
 * A stock holder's own figures: the saleable units of their ledger level (none = 0). The product
 * list's own stock figure is their supplier's, which is what they can order, not what they hold.
 */
function fromMember(p: MemberProduct, level: StockLevel | undefined): StockRow {
  const units = Math.max(0, level?.saleable ?? 0);
  const threshold = level?.lowStockThreshold ?? p.stock.lowStockThreshold;
  return {
    id: p.id,
    name: p.name,
    categoryName: p.category?.name ?? null,
    sku: level?.sku ?? null,
    displayStock: units,
    lowStockThreshold: threshold,
    inStock: units > 0,
    status: level?.status ?? stockStatus(true, units, threshold),
    isActive: true,
    isDeleted: false,
  };
}

function fromAdmin(
  p: AdminProductListItem,
  member: MemberProduct | undefined,
  detail: AdminProduct | undefined,
): StockRow {
  // The admin list has no threshold; products on sale take it from the member list, the others
  // (inactive, deleted) from their own detail.
  const threshold = member?.stock.lowStockThreshold ?? detail?.inventory.lowStockThreshold ?? null;
  const inStock = detail?.inventory.inStock ?? member?.stock.inStock ?? null;
  return {
    id: p.id,
    name: p.name,
    categoryName: p.categoryName,
    sku: p.sku,
    displayStock: p.displayStock,
    lowStockThreshold: threshold,
    inStock,
    // Graded from the figure the row shows, so the low-stock count matches the rows (1–4 units with
    // threshold 5 are low), whatever the admin's own warehouse holds.
    status: stockStatus(detail?.inventory.inStock ?? true, p.displayStock, threshold ?? DEFAULT_LOW_STOCK_THRESHOLD),
    isActive: p.isActive,
    isDeleted: p.isDeleted,
  };
}

export type StockView = 'products' | 'deleted';

/** Every row of the stock page for the member's role, low stock first. */
export function useStockRows({ userId, isAdmin, view }: { userId: string; isAdmin: boolean; view: StockView }) {
  const stock = useStockProducts();
  const admin = useAdminProducts(view === 'deleted', isAdmin);
  const levels = useStockLevels(userId, !isAdmin);
  const levelByProduct = useMemo(() => new Map((levels.data ?? []).map((l) => [l.productId, l])), [levels.data]);

  const memberById = useMemo(() => new Map((stock.data ?? []).map((p) => [p.id, p])), [stock.data]);
  const adminRows = useMemo(
    () => (admin.data ?? []).filter((p) => (view === 'deleted' ? p.isDeleted : !p.isDeleted)),
    [admin.data, view],
  );
  const missing = isAdmin && stock.data ? adminRows.filter((p) => !memberById.has(p.id)).map((p) => p.id) : [];
  const details = useQueries({
    queries: missing.map((id) => ({ ...adminProductQueryOptions(id), staleTime: 30_000 })),
  });
  const detailById = new Map<string, AdminProduct>();
  for (const d of details) if (d.data) detailById.set(d.data.id, d.data);

  const rows = isAdmin
    ? adminRows.map((p) => fromAdmin(p, memberById.get(p.id), detailById.get(p.id)))
    : (stock.data ?? []).map((p) => fromMember(p, levelByProduct.get(p.id)));
  rows.sort(compareStock);

  const second = isAdmin ? admin : levels;
  return {
    rows,
    isPending: stock.isPending || second.isPending,
    error: second.error ?? stock.error,
    isFetching: stock.isFetching || second.isFetching,
    refetch: () => {
      void stock.refetch();
      void second.refetch();
    },
  };
}

export type StockFilter = 'all' | 'low' | 'out';

export function filterRows(rows: StockRow[], search: string, filter: StockFilter): StockRow[] {
  const needle = normalizeSearch(search);
  return rows.filter((r) => {
    if (filter === 'low' && r.status !== 'low') return false;
    if (filter === 'out' && r.status !== 'out') return false;
    if (!needle) return true;
    return normalizeSearch([r.name, r.sku ?? '', r.categoryName ?? ''].join(' ')).includes(needle);
  });
}
