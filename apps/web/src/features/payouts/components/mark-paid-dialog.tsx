import type { Payout } from '@portal/shared/contracts/payouts';
import { markPaidInputSchema } from '@portal/shared/contracts/payouts';
import { periodLabel } from '@portal/shared/commissions';
import { formatMoney } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useMarkPayoutPaid } from '@/features/payouts/api/pay-payout';
import { messageOf } from '@/lib/use-server-form';

/** "Ödendi olarak işaretle": the bank reference of the transfer, checked by the contract's schema. */
export function MarkPaidDialog({ payout, onClose }: { payout: Payout | null; onClose: () => void }) {
  const markPaid = useMarkPayoutPaid();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (payout) {
      setReference('');
      setError(null);
    }
  }, [payout]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!payout) return;
    const parsed = markPaidInputSchema.safeParse({ bankReference: reference });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    try {
      await markPaid.mutateAsync({ id: payout.id, bankReference: parsed.data.bankReference });
      toast.success(MESSAGES.payouts.markedPaid);
      onClose();
    } catch (err) {
      toast.error(messageOf(err));
    }
  };

  return (
    <Dialog open={payout !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent data-testid="mark-paid-dialog">
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Ödendi olarak işaretle</DialogTitle>
            <DialogDescription>
              {payout
                ? `${payout.beneficiary.name} · ${periodLabel(payout.period)} · ${formatMoney(payout.net)}`
                : null}
            </DialogDescription>
          </DialogHeader>
          {payout?.iban ? (
            <p className="text-sm">
              IBAN: <span className="font-mono">{payout.iban}</span>
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">Üyenin kayıtlı IBAN bilgisi yok.</p>
          )}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="bank-reference">Banka referansı</Label>
            <Input
              id="bank-reference"
              value={reference}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'bank-reference-error' : undefined}
              onChange={(e) => setReference(e.target.value)}
              data-testid="bank-reference"
            />
            {error ? (
              <p id="bank-reference-error" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Vazgeç
            </Button>
            <Button type="submit" disabled={markPaid.isPending} data-testid="mark-paid-confirm">
              Ödendi olarak işaretle
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
