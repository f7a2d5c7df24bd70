import { formatNumber } from '@portal/shared/format';
import { useQueryClient } from '@tanstack/react-query';
import { PackageSearch, Plus, Search } from 'lucide-react';
import { useCallback, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { invalidateProducts } from '@/features/admin-products/api/admin-product-keys';
import { useDeleteProduct } from '@/features/admin-products/api/delete-product';
import { useRestoreProduct } from '@/features/admin-products/api/restore-product';
import { ProductEditor } from '@/features/admin-products/components/product-editor';
import type { StockRowHandlers } from '@/features/admin-products/components/stock-row-actions';
import {
  filterRows,
  type StockFilter,
  type StockRow,
  type StockView,
  useStockRows,
} from '@/features/admin-products/components/stock-rows';
import { STOCK_PAGE_SIZE, StockTable } from '@/features/admin-products/components/stock-table';
import { useCurrentUser } from '@/lib/auth';
import { useRealtimeEvent } from '@/lib/realtime';
import { useIsMobile } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { STOCK_PAGE_GROUP, RelatedPages } from '@/components/related-pages';

const FILTERS: { value: StockFilter; label: string }[] = [
  { value: 'all', label: 'Tüm stoklar' },
  { value: 'low', label: 'Düşük stok' },
  { value: 'out', label: 'Tükenen' },
];

function isFilter(value: string | null): value is StockFilter {
  return value === 'all' || value === 'low' || value === 'out';
}

function Counter({
  label,
  value,
  active,
  tone,
  onClick,
}: {
  label: string;
  value: number;
  active: boolean;
  tone?: 'warning' | 'destructive';
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'flex flex-col items-start gap-1 rounded-xl border bg-card px-4 py-3 text-left shadow-xs transition-colors outline-none hover:border-primary/40 focus-visible:ring-2 focus-visible:ring-ring',
        active && 'border-primary ring-1 ring-primary',
      )}
    >
      <span className="text-xs text-muted-foreground sm:text-sm">{label}</span>
      <span
        className={cn(
          'text-xl font-bold tabular sm:text-2xl',
          tone === 'warning' && value > 0 && 'text-warning-foreground dark:text-warning',
          tone === 'destructive' && value > 0 && 'text-destructive',
        )}
      >
        {formatNumber(value)}
      </span>
    </button>
  );
}

/**
 * /dashboard/products/stock: stock figures of every product, low stock first. Stock roles read it;
 * the admin also edits stock inline and manages products (create, edit, delete, restore) from here.
 */
export function ProductStockPage() {
  const user = useCurrentUser();
  const isAdmin = user.role === 'admin';
  const isMobile = useIsMobile();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const searchId = useId();
  const filterId = useId();
  const viewId = useId();

  const search = params.get('q') ?? '';
  const filterParam = params.get('stock');
  const filter: StockFilter = isFilter(filterParam) ? filterParam : 'all';
  const view: StockView = isAdmin && params.get('view') === 'deleted' ? 'deleted' : 'products';

  const [pageIndex, setPageIndex] = useState(0);
  const [editingStockId, setEditingStockId] = useState<string | null>(null);
  const [editor, setEditor] = useState<{ open: boolean; productId: string | null }>({ open: false, productId: null });
  const [confirmDelete, setConfirmDelete] = useState<StockRow | null>(null);

  const stock = useStockRows({ userId: user.id, isAdmin, view });
  const remove = useDeleteProduct();
  const restore = useRestoreProduct();

  const refresh = useCallback(() => invalidateProducts(queryClient), [queryClient]);
  useRealtimeEvent('product_changed', refresh);
  useRealtimeEvent('price_updated', refresh);
  useRealtimeEvent('stock_changed', refresh);

  const setParam = (key: string, value: string | null) => {
    setPageIndex(0);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  };

  const handlers = useMemo<StockRowHandlers>(
    () => ({
      editingStockId,
      restoringId: restore.isPending ? (restore.variables ?? null) : null,
      onToggleStock: (row) => setEditingStockId((id) => (id === row.id ? null : row.id)),
      onEdit: (row) => setEditor({ open: true, productId: row.id }),
      onDelete: (row) => setConfirmDelete(row),
      onRestore: (row) => restore.mutate(row.id),
    }),
    [editingStockId, restore.isPending, restore.variables, restore.mutate],
  );

  const rows = filterRows(stock.rows, search, filter);
  const lowCount = stock.rows.filter((r) => r.status === 'low').length;
  const outCount = stock.rows.filter((r) => r.status === 'out').length;

  return (
    <div className="flex flex-col gap-4" data-testid="product-stock-page">
      {/* Issue 13: the pages that belong with this one, by role. */}
      <RelatedPages paths={STOCK_PAGE_GROUP} label="Stok bölümleri" />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-2xl text-sm text-muted-foreground">
          {isAdmin
            ? 'Tüm ürünlerin stok durumu; düşük ve tükenen ürünler önce gelir. Stok değerlerini satırdan, ürünün tamamını Düzenle ile değiştirebilirsiniz.'
            : 'Satıştaki tüm ürünler için kendi stoğunuzdaki satılabilir adetler; düşük ve tükenen ürünler önce gelir.'}
        </p>
        {isAdmin ? (
          <Button onClick={() => setEditor({ open: true, productId: null })} data-testid="new-product">
            <Plus aria-hidden="true" />
            Yeni Ürün
          </Button>
        ) : null}
      </div>

      <section aria-label="Stok özeti" className="grid grid-cols-3 gap-2 sm:gap-3 lg:max-w-2xl">
        <Counter
          label={view === 'deleted' ? 'Silinen ürün' : 'Ürün'}
          value={stock.rows.length}
          active={filter === 'all'}
          onClick={() => setParam('stock', null)}
        />
        <Counter
          label="Düşük stok"
          value={lowCount}
          tone="warning"
          active={filter === 'low'}
          onClick={() => setParam('stock', filter === 'low' ? null : 'low')}
        />
        <Counter
          label="Tükenen"
          value={outCount}
          tone="destructive"
          active={filter === 'out'}
          onClick={() => setParam('stock', filter === 'out' ? null : 'out')}
        />
      </section>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5 sm:max-w-sm">
          <Label htmlFor={searchId}>Ürün ara</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              value={search}
              onChange={(e) => setParam('q', e.target.value)}
              placeholder="Ad, SKU veya kategori"
              className="pl-9"
              data-testid="stock-search"
            />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <div className="grid gap-1.5 sm:w-44">
            <Label htmlFor={filterId}>Stok durumu</Label>
            <NativeSelect
              id={filterId}
              value={filter}
              onChange={(e) => setParam('stock', e.target.value === 'all' ? null : e.target.value)}
              data-testid="stock-filter"
            >
              {FILTERS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          {isAdmin ? (
            <div className="grid gap-1.5 sm:w-44">
              <Label htmlFor={viewId}>Görünüm</Label>
              <NativeSelect
                id={viewId}
                value={view}
                onChange={(e) => {
                  setEditingStockId(null);
                  setParam('view', e.target.value === 'deleted' ? 'deleted' : null);
                }}
                data-testid="stock-view"
              >
                <option value="products">Ürünler</option>
                <option value="deleted">Silinen ürünler</option>
              </NativeSelect>
            </div>
          ) : null}
        </div>
      </div>

      {stock.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true" data-testid="stock-loading">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : stock.error && stock.rows.length === 0 ? (
        <Alert variant="destructive" data-testid="stock-error">
          <AlertTitle>Ürün stokları alınamadı</AlertTitle>
          <AlertDescription>
            <p>{stock.error.message}</p>
            <Button size="sm" variant="outline" className="mt-1" onClick={stock.refetch} disabled={stock.isFetching}>
              Yeniden Dene
            </Button>
          </AlertDescription>
        </Alert>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={PackageSearch}
          title={view === 'deleted' && !search && filter === 'all' ? 'Silinen ürün yok' : 'Ürün bulunamadı'}
          description={search || filter !== 'all' ? 'Aramanızı veya filtreyi değiştirin.' : undefined}
          data-testid="stock-empty"
        />
      ) : (
        <StockTable
          rows={rows}
          isAdmin={isAdmin}
          isMobile={isMobile}
          handlers={handlers}
          pageIndex={Math.min(pageIndex, Math.max(0, Math.ceil(rows.length / STOCK_PAGE_SIZE) - 1))}
          onPageChange={setPageIndex}
        />
      )}

      {isAdmin ? (
        <>
          <ProductEditor
            productId={editor.productId}
            open={editor.open}
            onOpenChange={(open) => setEditor((e) => ({ ...e, open }))}
          />
          <AlertDialog open={confirmDelete !== null} onOpenChange={(open) => !open && setConfirmDelete(null)}>
            <AlertDialogContent data-testid="product-delete-dialog">
              <AlertDialogHeader>
                <AlertDialogTitle>Ürün silinsin mi?</AlertDialogTitle>
                <AlertDialogDescription>
                  “{confirmDelete?.name}” mağazadan ve listelerden kaldırılacak. Silinen ürünler görünümünden geri
                  yükleyebilirsiniz.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Vazgeç</AlertDialogCancel>
                <AlertDialogAction
                  variant="destructive"
                  onClick={() => {
                    if (confirmDelete) remove.mutate(confirmDelete.id);
                    if (editingStockId === confirmDelete?.id) setEditingStockId(null);
                  }}
                >
                  Sil
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </>
      ) : null}
    </div>
  );
}
