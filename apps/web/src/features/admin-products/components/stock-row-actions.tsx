import { Boxes, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import type { StockRow } from '@/features/admin-products/components/stock-rows';

export type StockRowHandlers = {
  editingStockId: string | null;
  restoringId: string | null;
  onToggleStock: (row: StockRow) => void;
  onEdit: (row: StockRow) => void;
  onDelete: (row: StockRow) => void;
  onRestore: (row: StockRow) => void;
};

/** The admin's actions on a row; a deleted product can only be restored. */
export function StockRowActions({
  row,
  handlers,
  className,
}: {
  row: StockRow;
  handlers: StockRowHandlers;
  className?: string;
}) {
  if (row.isDeleted) {
    const restoring = handlers.restoringId === row.id;
    return (
      <Button
        variant="outline"
        size="sm"
        className={className}
        onClick={() => handlers.onRestore(row)}
        disabled={restoring}
      >
        {restoring ? <Spinner /> : <RotateCcw aria-hidden="true" />}
        Geri Yükle
      </Button>
    );
  }
  const editing = handlers.editingStockId === row.id;
  return (
    <div className={cn('flex justify-end gap-1', className)}>
      <Button
        variant={editing ? 'secondary' : 'outline'}
        size="sm"
        aria-expanded={editing}
        onClick={() => handlers.onToggleStock(row)}
        data-testid="stock-edit-toggle"
      >
        <Boxes aria-hidden="true" />
        Stok
      </Button>
      <Button variant="outline" size="sm" onClick={() => handlers.onEdit(row)}>
        <Pencil aria-hidden="true" />
        Düzenle
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive hover:text-destructive"
        onClick={() => handlers.onDelete(row)}
      >
        <Trash2 aria-hidden="true" />
        Sil
      </Button>
    </div>
  );
}
