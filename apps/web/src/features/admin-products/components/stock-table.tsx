import { formatNumber } from '@portal/shared/format';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { Fragment, useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { StockEditForm } from '@/features/admin-products/components/stock-edit-form';
import { StockRowActions, type StockRowHandlers } from '@/features/admin-products/components/stock-row-actions';
import { compareStock, type StockRow } from '@/features/admin-products/components/stock-rows';
import { StockStatusBadge } from '@/features/admin-products/components/stock-status-badge';

export const STOCK_PAGE_SIZE = 25;

const DASH = '—';

function ProductName({ row }: { row: StockRow }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <span className="font-medium">{row.name}</span>
      <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
        {row.categoryName ?? 'Kategorisiz'}
        {!row.isActive && !row.isDeleted ? <Badge variant="outline">Satışta değil</Badge> : null}
        {row.isDeleted ? <Badge variant="destructive">Silindi</Badge> : null}
      </span>
    </div>
  );
}

function SortHeader({
  label,
  sorted,
  onClick,
}: {
  label: string;
  sorted: false | 'asc' | 'desc';
  onClick: () => void;
}) {
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={onClick}
      className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {label}
      <Icon className="size-3.5" aria-hidden="true" />
    </button>
  );
}

type StockTableProps = {
  rows: StockRow[];
  isAdmin: boolean;
  isMobile: boolean;
  handlers: StockRowHandlers;
  pageIndex: number;
  onPageChange: (index: number) => void;
};

/**
 * The stock list: a table on wider screens, cards on a phone. Both read the same TanStack table,
 * so sorting and paging behave alike.
 */
export function StockTable({ rows, isAdmin, isMobile, handlers, pageIndex, onPageChange }: StockTableProps) {
  const [sorting, setSorting] = useState<SortingState>([]);

  const columns = useMemo<ColumnDef<StockRow>[]>(() => {
    const columns: ColumnDef<StockRow>[] = [
      {
        id: 'name',
        accessorFn: (r) => r.name,
        header: 'Ürün',
        sortingFn: (a, b) => a.original.name.localeCompare(b.original.name, 'tr'),
        cell: ({ row }) => <ProductName row={row.original} />,
      },
      {
        id: 'sku',
        accessorFn: (r) => r.sku ?? '',
        header: 'SKU',
        enableSorting: false,
        cell: ({ row }) => <span className="font-mono text-xs">{row.original.sku ?? DASH}</span>,
      },
      {
        id: 'stock',
        accessorFn: (r) => r.displayStock,
        header: 'Stok',
        cell: ({ row }) => <span className="font-semibold tabular">{formatNumber(row.original.displayStock)}</span>,
      },
      {
        id: 'threshold',
        accessorFn: (r) => r.lowStockThreshold ?? -1,
        header: 'Eşik',
        enableSorting: false,
        cell: ({ row }) => (
          <span className="tabular text-muted-foreground">
            {row.original.lowStockThreshold === null ? DASH : formatNumber(row.original.lowStockThreshold)}
          </span>
        ),
      },
      {
        id: 'status',
        accessorFn: (r) => r.status ?? '',
        header: 'Durum',
        sortingFn: (a, b) => compareStock(a.original, b.original),
        cell: ({ row }) => <StockStatusBadge status={row.original.status} displayStock={row.original.displayStock} />,
      },
    ];
    if (!isAdmin) return columns;
    return [
      ...columns,
      {
        id: 'actions',
        header: () => <span className="sr-only">İşlemler</span>,
        enableSorting: false,
        cell: ({ row }) => <StockRowActions row={row.original} handlers={handlers} />,
      },
    ];
  }, [isAdmin, handlers]);

  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting, pagination: { pageIndex, pageSize: STOCK_PAGE_SIZE } },
    onSortingChange: setSorting,
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater({ pageIndex, pageSize: STOCK_PAGE_SIZE }) : updater;
      onPageChange(next.pageIndex);
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: false,
    getRowId: (r) => r.id,
  });

  const pageRows = table.getRowModel().rows;
  const pageCount = table.getPageCount();
  const first = rows.length === 0 ? 0 : pageIndex * STOCK_PAGE_SIZE + 1;
  const last = Math.min(rows.length, (pageIndex + 1) * STOCK_PAGE_SIZE);

  const pager =
    pageCount > 1 ? (
      <nav aria-label="Sayfalar" className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <span className="tabular">
          {formatNumber(first)}–{formatNumber(last)} / {formatNumber(rows.length)}
        </span>
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="icon-sm"
            aria-label="Önceki sayfa"
            onClick={() => table.previousPage()}
            disabled={!table.getCanPreviousPage()}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label="Sonraki sayfa"
            onClick={() => table.nextPage()}
            disabled={!table.getCanNextPage()}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </nav>
    ) : null;

  if (isMobile) {
    return (
      <div className="flex flex-col gap-3">
        <ul className="flex flex-col gap-2" data-testid="stock-table" aria-label="Ürün stokları">
          {pageRows.map(({ original: row }) => (
            <li key={row.id}>
              <Card className="gap-3 p-3" data-testid="stock-row" data-status={row.status ?? undefined}>
                <div className="flex items-start justify-between gap-2">
                  <ProductName row={row} />
                  <StockStatusBadge status={row.status} displayStock={row.displayStock} />
                </div>
                <dl className="grid grid-cols-3 gap-2 text-sm">
                  <div>
                    <dt className="text-xs text-muted-foreground">Stok</dt>
                    <dd className="font-semibold tabular">{formatNumber(row.displayStock)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted-foreground">Eşik</dt>
                    <dd className="tabular">
                      {row.lowStockThreshold === null ? DASH : formatNumber(row.lowStockThreshold)}
                    </dd>
                  </div>
                  <div className="min-w-0">
                    <dt className="text-xs text-muted-foreground">SKU</dt>
                    <dd className="truncate font-mono text-xs leading-5">{row.sku ?? DASH}</dd>
                  </div>
                </dl>
                {isAdmin ? <StockRowActions row={row} handlers={handlers} className="flex-wrap justify-start" /> : null}
                {isAdmin && handlers.editingStockId === row.id ? (
                  <div className="border-t pt-3">
                    <StockEditForm productId={row.id} onClose={() => handlers.onToggleStock(row)} />
                  </div>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
        {pager}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <Card className="py-0">
        <Table data-testid="stock-table" aria-label="Ürün stokları">
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <TableHead
                      key={header.id}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                      className={header.id === 'stock' || header.id === 'threshold' ? 'text-right' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <SortHeader
                          label={String(header.column.columnDef.header)}
                          sorted={sorted}
                          onClick={() => header.column.toggleSorting(sorted === 'asc')}
                        />
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </TableHead>
                  );
                })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {pageRows.map((row) => (
              <Fragment key={row.id}>
                <TableRow data-testid="stock-row" data-status={row.original.status ?? undefined}>
                  {row.getVisibleCells().map((cell) => (
                    <TableCell
                      key={cell.id}
                      className={
                        cell.column.id === 'stock' || cell.column.id === 'threshold'
                          ? 'text-right'
                          : cell.column.id === 'actions'
                            ? 'w-0 whitespace-nowrap'
                            : undefined
                      }
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </TableCell>
                  ))}
                </TableRow>
                {isAdmin && handlers.editingStockId === row.id ? (
                  <TableRow className="bg-muted/40 hover:bg-muted/40">
                    <TableCell colSpan={columns.length} className="py-4">
                      <StockEditForm productId={row.id} onClose={() => handlers.onToggleStock(row.original)} />
                    </TableCell>
                  </TableRow>
                ) : null}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </Card>
      {pager}
    </div>
  );
}
