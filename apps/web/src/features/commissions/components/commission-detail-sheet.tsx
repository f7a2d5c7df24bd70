import { COMMISSION_KIND_LABELS, periodLabel } from '@portal/shared/commissions';
import type { CommissionLine, CommissionPerson } from '@portal/shared/contracts/commissions';
import { formatDateTime, formatMoney, formatNumber, formatPercentBasisPoints } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { ROLE_LABELS } from '@portal/shared/roles';
import { ArrowUp } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Separator } from '@/components/ui/separator';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { useCommission } from '@/features/commissions/api/get-commission';
import {
  Amount,
  CommissionStatusBadge,
  LoadError,
  PersonName,
} from '@/features/commissions/components/commission-parts';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right">{children}</dd>
    </div>
  );
}

/** The buyer at the bottom and the upline above it as it was when the order was paid. */
function Chain({
  buyer,
  chain,
  beneficiaryId,
}: {
  buyer: CommissionPerson;
  chain: CommissionPerson[];
  beneficiaryId: string;
}) {
  const people = [...chain].reverse();
  return (
    <ol className="flex flex-col gap-1" aria-label="Ödeme anındaki üst zincir" data-testid="commission-chain">
      {[...people, buyer].map((p, i) => {
        const earns = p.id === beneficiaryId;
        const isBuyer = i === people.length;
        return (
          <li key={`${p.id}-${i}`} className="flex flex-col items-stretch">
            <div
              className={`flex items-center justify-between gap-2 rounded-md border px-3 py-2 ${earns ? 'border-primary bg-primary/5' : ''}`}
              data-testid="chain-member"
              data-earns={earns}
            >
              <PersonName name={p.name} sellerNo={p.sellerNo} />
              <span className="flex flex-col items-end gap-1">
                <Badge variant="outline">{ROLE_LABELS[p.role]}</Badge>
                {earns ? <span className="text-xs font-medium text-primary">Komisyonu alan</span> : null}
                {isBuyer ? <span className="text-xs text-muted-foreground">Alıcı</span> : null}
              </span>
            </div>
            {i < people.length ? (
              <ArrowUp aria-hidden="true" className="mx-auto my-0.5 size-3 text-muted-foreground" />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

function LineFacts({ line }: { line: CommissionLine }) {
  return (
    <dl className="divide-y">
      <Row label="Sipariş">
        <Link
          to={`/dashboard/orders/${line.order.id}`}
          className="font-mono text-xs font-medium text-primary underline-offset-4 hover:underline"
        >
          {line.order.number}
        </Link>
      </Row>
      {line.product ? <Row label="Ürün">{line.product.name}</Row> : null}
      <Row label="Alıcı">
        {line.buyer.name} <span className="font-mono text-xs text-muted-foreground">{line.buyer.sellerNo}</span>
      </Row>
      <Row label="Komisyonu alan">
        {line.beneficiary.name}{' '}
        <span className="text-xs text-muted-foreground">({ROLE_LABELS[line.beneficiary.role]})</span>
      </Row>
      <Row label="Tür">{COMMISSION_KIND_LABELS[line.kind]}</Row>
      {line.kind !== 'recruitment_bonus' ? (
        <>
          <Row label="Matrah (KDV hariç)">
            <span className="tabular">{formatMoney(line.base)}</span>
          </Row>
          <Row label="Adet">
            <span className="tabular">{formatNumber(line.quantity)}</span>
          </Row>
          {line.commissionType === 'fixed' ? (
            <Row label="Birim komisyon">
              <span className="tabular">{formatMoney(line.fixedPerUnit ?? 0)}</span>
            </Row>
          ) : (
            <Row label="Oran">
              <span className="tabular">{formatPercentBasisPoints(line.rateBp ?? 0)}</span>
            </Row>
          )}
        </>
      ) : null}
      <Row label="Tutar">
        <Amount value={line.amount} />
      </Row>
      <Row label="Durum">
        <CommissionStatusBadge line={line} />
      </Row>
      <Row label="Dönem">{periodLabel(line.period)}</Row>
      <Row label="Ödeme">{line.payoutId ? 'Bir ödemeye dahil edildi' : 'Henüz bir ödemeye dahil değil'}</Row>
      <Row label="Oluşturulma">{formatDateTime(line.createdAt)}</Row>
      {line.approvedAt ? <Row label="Onay">{formatDateTime(line.approvedAt)}</Row> : null}
      {line.paidAt ? <Row label="Ödeme tarihi">{formatDateTime(line.paidAt)}</Row> : null}
      {line.cancelledAt ? <Row label="İptal">{formatDateTime(line.cancelledAt)}</Row> : null}
    </dl>
  );
}

/** One line opened from the list: how it was computed, and the chain as it was. */
export function CommissionDetailSheet({
  id,
  preview,
  onOpenChange,
}: {
  id: string | null;
  /** The row as the list has it, shown at once while the detail loads. */
  preview: CommissionLine | null;
  onOpenChange: (open: boolean) => void;
}) {
  const detail = useCommission(id);
  const line = detail.data ?? preview;
  return (
    <Sheet open={id !== null} onOpenChange={onOpenChange}>
      <SheetContent
        className="w-full max-w-full gap-0 overflow-y-auto sm:w-[30rem] sm:max-w-[30rem]"
        data-testid="commission-sheet"
      >
        <SheetHeader className="gap-2 border-b p-4 pr-12">
          <SheetTitle>Komisyon nasıl hesaplandı</SheetTitle>
          <SheetDescription className="text-base font-medium text-foreground" data-testid="commission-explanation">
            {line ? line.explanation : <Skeleton className="h-5 w-64" />}
          </SheetDescription>
        </SheetHeader>
        <div className="flex flex-col gap-5 p-4">
          {detail.isError && !line ? (
            <LoadError
              title={MESSAGES.commissions.detailFailed}
              error={detail.error}
              onRetry={() => detail.refetch()}
              retrying={detail.isFetching}
            />
          ) : null}
          {line ? <LineFacts line={line} /> : <Skeleton className="h-64" />}
          {detail.data?.reverses ? (
            <section className="flex flex-col gap-2" aria-labelledby="reverses-title">
              <h3 id="reverses-title" className="text-sm font-semibold">
                Geri alınan komisyon
              </h3>
              <p className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="commission-reverses">
                {detail.data.reverses.explanation}
              </p>
            </section>
          ) : null}
          {detail.data && detail.data.reversedBy.length > 0 ? (
            <section className="flex flex-col gap-2" aria-labelledby="reversed-title">
              <h3 id="reversed-title" className="text-sm font-semibold">
                İade kesintileri
              </h3>
              <ul className="flex flex-col gap-1 text-sm">
                {detail.data.reversedBy.map((c) => (
                  <li key={c.id} className="flex justify-between gap-2 rounded-md border p-2">
                    <span>{periodLabel(c.period)}</span>
                    <Amount value={c.amount} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {line ? (
            <>
              <Separator />
              <section className="flex flex-col gap-2" aria-labelledby="chain-title">
                <h3 id="chain-title" className="text-sm font-semibold">
                  Zincir (ödeme anındaki hali)
                </h3>
                <Chain buyer={line.buyer} chain={line.chain} beneficiaryId={line.beneficiary.id} />
              </section>
            </>
          ) : null}
        </div>
      </SheetContent>
    </Sheet>
  );
}
