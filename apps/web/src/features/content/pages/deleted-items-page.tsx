import { DELETED_ITEM_LABELS } from '@portal/shared/content';
import { formatDateTime } from '@portal/shared/format';
import { Trash } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { usePurgeItem, useRestoreItem, useDeletedItems } from '@/features/content/api/admin-content';
import { messageOf } from '@/lib/use-server-form';

/** admin/deleted-items: every soft-deleted row with who deleted it and when; restore, and permanent delete for content. */
export function DeletedItemsPage() {
  const query = useDeletedItems();
  const restore = useRestoreItem();
  const purge = usePurgeItem();
  const error = restore.error ?? purge.error;
  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="deleted-items-page">
      {error ? <p className="text-sm text-destructive">{messageOf(error)}</p> : null}
      {query.isError ? (
        <EmptyState title="Silinen öğeler yüklenemedi" description={messageOf(query.error)} />
      ) : !query.data ? (
        <Skeleton className="h-48 w-full" />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          icon={Trash}
          title="Silinen öğe yok"
          description="Silinen üyeler, ürünler ve içerikler burada görünür."
        />
      ) : (
        <ul className="flex flex-col gap-2">
          {query.data.items.map((item) => (
            <li
              key={`${item.type}-${item.id}`}
              className="flex flex-wrap items-center gap-3 rounded-xl border p-3"
              data-testid="deleted-item"
            >
              <Badge variant="outline">{DELETED_ITEM_LABELS[item.type] ?? item.type}</Badge>
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{item.title}</p>
                <p className="text-xs text-muted-foreground">
                  {item.deletedAt ? formatDateTime(item.deletedAt) : '—'}
                  {item.deletedBy ? ` · ${item.deletedBy}` : ''}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={restore.isPending}
                  onClick={() => restore.mutate({ type: item.type, id: item.id })}
                >
                  Geri Yükle
                </Button>
                {item.canPurge ? (
                  <Button
                    size="sm"
                    variant="destructive"
                    disabled={purge.isPending}
                    onClick={() => {
                      if (window.confirm(`“${item.title}” kalıcı olarak silinsin mi? Bu işlem geri alınamaz.`)) {
                        purge.mutate({ type: item.type, id: item.id });
                      }
                    }}
                  >
                    Kalıcı Sil
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
