import type { OrderDetail } from '@portal/shared/contracts/orders';
import { formatDateTime } from '@portal/shared/format';
import { useState } from 'react';
import { RichText } from '@/components/rich-text';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrderDocument } from '@/features/orders/api/get-order-document';

/** The pre-contract documents the buyer accepted for this order: version, time, and the text itself. */
export function OrderDocuments({ order }: { order: OrderDetail }) {
  const [open, setOpen] = useState<string | null>(null);
  const doc = useOrderDocument(order.id, open);
  return (
    <>
      <ul className="flex flex-col gap-2 text-sm" data-testid="order-documents">
        {order.acceptedDocuments.map((d) => (
          <li key={d.slug} className="flex flex-col">
            <button
              type="button"
              className="self-start text-left font-medium text-primary underline-offset-2 hover:underline"
              onClick={() => setOpen(d.slug)}
              data-testid={`order-document-${d.slug}`}
            >
              {d.title}
            </button>
            <span className="text-xs text-muted-foreground">
              Sürüm {d.version} · Onay: {formatDateTime(d.acceptedAt)}
            </span>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl" data-testid="order-document-dialog">
          <DialogHeader>
            <DialogTitle>{doc.data?.title ?? order.acceptedDocuments.find((d) => d.slug === open)?.title}</DialogTitle>
            <DialogDescription>
              {doc.data
                ? `Sürüm ${doc.data.version} · ${formatDateTime(doc.data.acceptedAt)} tarihinde${doc.data.ip ? ` ${doc.data.ip} adresinden` : ''} onaylandı`
                : 'Yükleniyor'}
            </DialogDescription>
          </DialogHeader>
          {doc.data ? (
            <>
              <RichText html={doc.data.html} data-testid="order-document-text" />
              <p className="break-all text-xs text-muted-foreground">SHA-256: {doc.data.hash}</p>
            </>
          ) : doc.isError ? (
            <p className="text-sm text-destructive">{doc.error.message}</p>
          ) : (
            <Skeleton className="h-64 w-full" />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
