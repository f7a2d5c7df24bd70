import type { TransferRequest, TransferRequestList } from '@portal/shared/contracts/role-transfer';
import { formatDateTime } from '@portal/shared/format';
import { ROLE_LABELS } from '@portal/shared/roles';
import type { UseQueryResult } from '@tanstack/react-query';
import { AlertTriangle, ArrowRight, Check, Inbox, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { inputClassName } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { useDecideRequest } from '@/features/role-transfer/api/role-transfer';
import { TransferStatusBadge } from '@/features/role-transfer/components/transfer-status-badge';
import { messageOf } from '@/lib/use-server-form';
import { cn } from '@/lib/utils';

export function RequestSummary({ request }: { request: TransferRequest }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      {request.toParentId ? (
        <span className="inline-flex flex-wrap items-center gap-1">
          <span className="text-muted-foreground">Üst üye:</span> {request.fromParentName ?? '—'}
          <ArrowRight aria-label="yeni" className="size-3.5" />
          <span className="font-medium">
            {request.toParentName} ({request.toParentSellerNo})
          </span>
        </span>
      ) : null}
      {request.toRole !== request.fromRole ? (
        <span className="inline-flex flex-wrap items-center gap-1">
          <span className="text-muted-foreground">Rol:</span> {ROLE_LABELS[request.fromRole]}
          <ArrowRight aria-label="yeni" className="size-3.5" />
          <span className="font-medium">{ROLE_LABELS[request.toRole]}</span>
        </span>
      ) : null}
      <span className="text-muted-foreground">“{request.reason}”</span>
    </div>
  );
}

/** Members' requests; the pending ones are approved (the move is made) or rejected with a note. */
export function RequestsList({
  query,
  hrefFor,
}: {
  query: UseQueryResult<TransferRequestList>;
  hrefFor: (page: number) => string;
}) {
  const decide = useDecideRequest();
  const [rejecting, setRejecting] = useState<TransferRequest | null>(null);
  const [note, setNote] = useState('');

  if (query.isError && !query.data) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{query.error.message}</AlertDescription>
      </Alert>
    );
  }
  if (!query.data) return <Skeleton className="h-40 w-full" />;
  const { requests, total, page, pageSize } = query.data;
  if (requests.length === 0) {
    return <EmptyState icon={Inbox} title="Talep yok" description="Üyelerin transfer talepleri burada listelenir." />;
  }
  const approve = async (r: TransferRequest) => {
    try {
      await decide.mutateAsync({ id: r.id, decision: 'approve' });
      toast.success('Talep onaylandı', { description: `${r.member.name} yeni yerine taşındı.` });
    } catch (error) {
      toast.error('Talep onaylanamadı', { description: messageOf(error) });
    }
  };
  const reject = async () => {
    if (!rejecting) return;
    try {
      await decide.mutateAsync({ id: rejecting.id, decision: 'reject', note: note.trim() });
      toast.success('Talep reddedildi');
      setRejecting(null);
      setNote('');
    } catch (error) {
      toast.error('Talep reddedilemedi', { description: messageOf(error) });
    }
  };
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2" data-testid="transfer-requests">
        {requests.map((r) => (
          <li
            key={r.id}
            className="flex flex-col gap-3 rounded-xl border bg-card p-3 shadow-xs md:flex-row md:items-start md:justify-between"
            data-testid="transfer-request"
          >
            <div className="flex min-w-0 flex-col gap-1.5">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{r.member.name}</span>
                <span className="text-xs text-muted-foreground">
                  {ROLE_LABELS[r.member.role]} · {r.member.sellerNo}
                </span>
                <TransferStatusBadge status={r.status} />
              </span>
              <RequestSummary request={r} />
              <span className="text-xs text-muted-foreground">
                {formatDateTime(r.createdAt)}
                {r.decidedAt ? ` · ${r.decidedByName ?? ''} ${formatDateTime(r.decidedAt)}` : ''}
                {r.decisionNote ? ` · ${r.decisionNote}` : ''}
              </span>
              {r.refusal ? (
                <span className="inline-flex items-center gap-1 text-xs text-destructive" data-testid="request-refusal">
                  <AlertTriangle aria-hidden="true" className="size-3.5" /> {r.refusal.message}
                </span>
              ) : null}
            </div>
            {r.status === 'pending' ? (
              <div className="flex shrink-0 gap-2">
                <Button
                  size="sm"
                  onClick={() => approve(r)}
                  disabled={decide.isPending || !!r.refusal}
                  data-testid="request-approve"
                >
                  <Check aria-hidden="true" /> Onayla
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setRejecting(r)}
                  disabled={decide.isPending}
                  data-testid="request-reject"
                >
                  <X aria-hidden="true" /> Reddet
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {totalPages > 1 ? <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} /> : null}
      <Dialog open={!!rejecting} onOpenChange={(open) => (open ? null : setRejecting(null))}>
        <DialogContent data-testid="reject-dialog">
          <DialogHeader>
            <DialogTitle>Talebi reddet</DialogTitle>
            <DialogDescription>{rejecting?.member.name}: reddetme nedeni üyeye bildirilir.</DialogDescription>
          </DialogHeader>
          <textarea
            value={note}
            onChange={(e) => setNote(e.target.value)}
            rows={3}
            maxLength={500}
            aria-label="Reddetme nedeni"
            placeholder="ör. Bölgede yeterli satış hacmi yok"
            className={cn(inputClassName, 'h-auto min-h-20 resize-y')}
            data-testid="reject-note"
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => setRejecting(null)}>
              Vazgeç
            </Button>
            <Button
              variant="destructive"
              onClick={reject}
              disabled={note.trim().length < 3 || decide.isPending}
              data-testid="reject-confirm"
            >
              Reddet
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
