import type { CommissionPeriod } from '@portal/shared/contracts/payouts';
import { periodLabel } from '@portal/shared/commissions';
import { formatDate, formatMoney, formatNumber, formatPercentBasisPoints } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { toast } from '@/lib/toast';
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
import { useClosePeriod } from '@/features/payouts/api/close-period';
import { messageOf } from '@/lib/use-server-form';

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b py-1.5 last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular font-medium" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** "Dönemi Kapat": what the close will pay, as the server computes it now, before it is final. */
export function ClosePeriodDialog({ period, onClose }: { period: CommissionPeriod | null; onClose: () => void }) {
  const close = useClosePeriod();
  const preview = period?.preview;
  return (
    <AlertDialog open={period !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent data-testid="close-period-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{period ? `${periodLabel(period.period)} dönemi kapatılsın mı?` : null}</AlertDialogTitle>
          <AlertDialogDescription>
            Bu aya ve önceki aylara ait onaylanmış, henüz ödenmemiş komisyonlar üye başına tek bir ödemede toplanır.
            Kapatılan dönem değiştirilemez.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {period && preview ? (
          <dl className="text-sm">
            <Row label="Üye sayısı" value={formatNumber(preview.beneficiaries)} />
            <Row label="Komisyon satırı" value={formatNumber(preview.lineCount)} />
            <Row
              label={`Planlanacak ödeme (${formatNumber(preview.scheduled.count)})`}
              value={formatMoney(preview.scheduled.gross)}
            />
            <Row
              label={`Stopaj (${formatPercentBasisPoints(period.rules.withholdingBp)})`}
              value={formatMoney(preview.scheduled.withholding)}
            />
            <Row label="Net ödenecek" value={formatMoney(preview.scheduled.net)} testId="close-preview-net" />
            <Row
              label={`Sonraki döneme devreden (${formatNumber(preview.carriedOver.count)})`}
              value={formatMoney(preview.carriedOver.gross)}
            />
            <Row label="Ödeme tarihi" value={formatDate(`${period.payoutDate}T12:00:00Z`)} />
            {preview.pendingLineCount > 0 ? (
              <p className="pt-2 text-xs text-muted-foreground">
                Teslim edilmemiş siparişlerin {formatNumber(preview.pendingLineCount)} satırı (
                {formatMoney(preview.pendingAmount)}) onaylanınca sonraki kapanışta ödenir.
              </p>
            ) : null}
          </dl>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel>Vazgeç</AlertDialogCancel>
          <AlertDialogAction
            disabled={close.isPending}
            data-testid="close-period-confirm"
            onClick={async (event) => {
              event.preventDefault();
              if (!period) return;
              try {
                const result = await close.mutateAsync(period.period);
                const label = periodLabel(period.period);
                toast.success(
                  result.alreadyClosed ? MESSAGES.payouts.alreadyClosed(label) : MESSAGES.payouts.closed(label),
                );
                onClose();
              } catch (error) {
                toast.error(messageOf(error));
              }
            }}
          >
            Dönemi Kapat
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
