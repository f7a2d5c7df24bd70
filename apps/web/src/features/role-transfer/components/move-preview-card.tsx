import type { MovePreview } from '@portal/shared/contracts/role-transfer';
import { formatNumber } from '@portal/shared/format';
import { MAX_TREE_DEPTH, ROLE_LABELS, WARN_TREE_DEPTH as WARN_DEPTH } from '@portal/shared/roles';
import { AlertTriangle, ArrowRight, CheckCircle2 } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/** What a move would do: who moves with the member, how deep they end up, and whether it may be made. */
export function MovePreviewCard({ preview }: { preview: MovePreview }) {
  const parentChanges = preview.toParent?.id !== preview.fromParent?.id;
  return (
    <section className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs" data-testid="move-preview">
      <h3 className="text-sm font-semibold">Önizleme</h3>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-muted-foreground">Üst üye</dt>
          <dd className="flex flex-wrap items-center gap-1 font-medium">
            {preview.fromParent?.name ?? '—'}
            {parentChanges ? (
              <>
                <ArrowRight aria-label="yeni" className="size-3.5" />
                {preview.toParent?.name ?? '—'}
              </>
            ) : null}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-muted-foreground">Rol</dt>
          <dd className="flex flex-wrap items-center gap-1 font-medium">
            {ROLE_LABELS[preview.fromRole]}
            {preview.toRole !== preview.fromRole ? (
              <>
                <ArrowRight aria-label="yeni" className="size-3.5" />
                {ROLE_LABELS[preview.toRole]}
              </>
            ) : null}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-muted-foreground">Taşınacak üye sayısı</dt>
          <dd className="font-medium tabular" data-testid="preview-subtree">
            {formatNumber(preview.subtreeSize)}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-muted-foreground">En derin üyenin seviyesi</dt>
          <dd className="font-medium tabular" data-testid="preview-depth">
            {formatNumber(preview.deepestDepth)} → {formatNumber(preview.newDeepestDepth)} / {MAX_TREE_DEPTH}
          </dd>
        </div>
      </dl>
      {preview.refusal ? (
        <Alert variant="destructive" data-testid="preview-refusal">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>Bu taşıma yapılamaz</AlertTitle>
          <AlertDescription>{preview.refusal.message}</AlertDescription>
        </Alert>
      ) : (
        <Alert variant={preview.newDeepestDepth > WARN_DEPTH ? 'warning' : 'default'} data-testid="preview-ok">
          <CheckCircle2 aria-hidden="true" />
          <AlertTitle>Taşıma yapılabilir</AlertTitle>
          <AlertDescription>
            {preview.newDeepestDepth > WARN_DEPTH
              ? `Ağ derinliği ${WARN_DEPTH} seviyenin üzerine çıkacak.`
              : 'Üye, alt ağıyla birlikte yeni yerine taşınır; siparişler tedarikçilerini korur.'}
          </AlertDescription>
        </Alert>
      )}
    </section>
  );
}
