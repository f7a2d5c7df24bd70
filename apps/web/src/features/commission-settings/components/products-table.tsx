import type { CommissionProduct } from '@portal/shared/contracts/commission-settings';
import { normalizeSearch } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { type ColumnDef, flexRender, getCoreRowModel, getFilteredRowModel, useReactTable } from '@tanstack/react-table';
import { PackageSearch, Pencil, RotateCcw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchInput } from '@/components/ui/search-input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useResetProductCommission } from '@/features/commission-settings/api/product-commission';
import { commissionSummary } from '@/features/commission-settings/components/commission-summary';
import { ProductCommissionDialog } from '@/features/commission-settings/components/product-commission-dialog';

/** Every product with what it pays now; an override is "Özel" and can go back to the defaults. */
export function ProductsTable({
  products,
  display,
}: {
  products: CommissionProduct[];
  display: 'percentage' | 'fixed';
}) {
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<CommissionProduct | null>(null);
  const reset = useResetProductCommission();

  const onReset = (product: CommissionProduct) =>
    reset.mutate(product.id, {
      onSuccess: () =>
        toast.success(MESSAGES.commissionSettings.saved, {
          description: MESSAGES.commissionSettings.productReset(product.name),
        }),
      onError: (error) => toast.error(MESSAGES.commissionSettings.saveFailed, { description: error.message }),
    });

  const columns = useMemo<ColumnDef<CommissionProduct>[]>(
    () => [
      {
        id: 'name',
        header: 'Ürün',
        accessorFn: (p) => normalizeSearch(`${p.name} ${p.categoryName ?? ''}`),
        cell: ({ row }) => (
          <div className="flex min-w-0 flex-col">
            <span className="font-medium">{row.original.name}</span>
            <span className="text-xs text-muted-foreground">
              {row.original.categoryName ?? 'Kategorisiz'}
              {row.original.isActive ? '' : ' · Pasif'}
            </span>
          </div>
        ),
      },
      {
        id: 'commission',
        header: 'Bayi · Şehir · Sponsor',
        cell: ({ row }) => (
          <span className="tabular whitespace-nowrap" data-testid="product-commission-summary">
            {commissionSummary(row.original, display)}
          </span>
        ),
      },
      {
        id: 'source',
        header: 'Ayar',
        cell: ({ row }) =>
          row.original.isOverride ? (
            <Badge data-testid="override-badge">Özel</Badge>
          ) : (
            <Badge variant="outline">Varsayılan</Badge>
          ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">İşlemler</span>,
        cell: ({ row }) => (
          <div className="flex justify-end gap-1">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setEditing(row.original)}
              aria-label={`${row.original.name} komisyonunu düzenle`}
            >
              <Pencil aria-hidden="true" />
              <span className="hidden sm:inline">Düzenle</span>
            </Button>
            {row.original.isOverride ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onReset(row.original)}
                disabled={reset.isPending}
                aria-label={`${row.original.name}: Varsayılana dön`}
              >
                <RotateCcw aria-hidden="true" />
                <span className="hidden sm:inline">Varsayılana dön</span>
              </Button>
            ) : null}
          </div>
        ),
      },
    ],
    // onReset only reads the mutation, which is stable across renders.
    [display, reset.isPending],
  );

  const table = useReactTable({
    data: products,
    columns,
    state: { globalFilter: normalizeSearch(search) },
    globalFilterFn: (row, _id, value: string) => (row.getValue('name') as string).includes(value),
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  });
  const rows = table.getRowModel().rows;

  return (
    <div className="flex flex-col gap-3">
      <SearchInput
        value={search}
        onCommit={setSearch}
        placeholder="Ürün veya kategori ara"
        className="sm:max-w-xs"
        data-testid="commission-products-search"
      />
      {rows.length === 0 ? (
        <EmptyState
          icon={PackageSearch}
          title={products.length === 0 ? 'Henüz ürün yok' : 'Aramanızla eşleşen ürün yok'}
          description={products.length === 0 ? 'Ürünler eklendiğinde komisyonları burada görünür.' : undefined}
        />
      ) : (
        <>
          {/* Phones: one card per product, its actions in reach; wider screens: the table. */}
          <ul className="flex flex-col divide-y rounded-lg border sm:hidden" data-testid="commission-products-list">
            {rows.map((row) => {
              const p = row.original;
              return (
                <li key={row.id} className="flex flex-col gap-2 p-3">
                  <div className="flex items-start justify-between gap-2">
                    <div className="flex min-w-0 flex-col">
                      <span className="font-medium">{p.name}</span>
                      <span className="text-xs text-muted-foreground">
                        {p.categoryName ?? 'Kategorisiz'}
                        {p.isActive ? '' : ' · Pasif'}
                      </span>
                    </div>
                    {p.isOverride ? <Badge>Özel</Badge> : <Badge variant="outline">Varsayılan</Badge>}
                  </div>
                  <span className="text-sm tabular">{commissionSummary(p, display)}</span>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setEditing(p)}
                      aria-label={`${p.name} komisyonunu düzenle`}
                    >
                      <Pencil aria-hidden="true" />
                      Düzenle
                    </Button>
                    {p.isOverride ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => onReset(p)}
                        disabled={reset.isPending}
                        aria-label={`${p.name}: Varsayılana dön`}
                      >
                        <RotateCcw aria-hidden="true" />
                        Varsayılana dön
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
          <Table data-testid="commission-products" className="hidden sm:table">
            <TableHeader>
              {table.getHeaderGroups().map((group) => (
                <TableRow key={group.id}>
                  {group.headers.map((header) => (
                    <TableHead key={header.id} className={header.id === 'actions' ? 'text-right' : undefined}>
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </TableHead>
                  ))}
                </TableRow>
              ))}
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-testid="commission-product-row">
                  {row.getVisibleCells().map((cell) => (
                    <TableCell key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
      {editing ? (
        <ProductCommissionDialog product={editing} onOpenChange={(open) => !open && setEditing(null)} />
      ) : null}
    </div>
  );
}
