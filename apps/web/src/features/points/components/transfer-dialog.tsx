import { MESSAGES } from '@portal/shared/messages';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useTransferPoints } from '@/features/points/api/transfer-points';
import { MemberPicker } from '@/features/points/components/member-picker';
import { messageFor } from '@/features/points/components/points-errors';
import { useCurrentUser } from '@/lib/auth';

/** Points to a member of the own downline (the picker shows only them; the server checks again). */
export function TransferDialog() {
  const me = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [toUserId, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const transfer = useTransferPoints();
  const ids = { member: useId(), amount: useId(), note: useId(), error: useId() };
  const reset = () => {
    setTo('');
    setAmount('');
    setNote('');
    setError(null);
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const value = Number(amount.replace(',', '.'));
    if (!toUserId) return setError('Bir üye seçin');
    if (!Number.isFinite(value) || value <= 0) return setError('Tutar sıfırdan büyük olmalı');
    setError(null);
    transfer.mutate(
      { toUserId, amount: value, note: note.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(MESSAGES.points.transferred);
          setOpen(false);
          reset();
        },
        onError: (err) => setError(messageFor(err)),
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">Puan aktar</Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md" data-testid="points-transfer-dialog">
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Puan aktar</DialogTitle>
            <DialogDescription>Puan yalnızca kendi ağınızdaki (altınızdaki) bir üyeye aktarılabilir.</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.member}>Üye</Label>
            <MemberPicker id={ids.member} value={toUserId} onValueChange={setTo} below={me.id} />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.amount}>Puan</Label>
            <Input
              id={ids.amount}
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={!!error}
              aria-describedby={error ? ids.error : undefined}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.note}>Not (isteğe bağlı)</Label>
            <Input id={ids.note} value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
          </div>
          {error ? (
            <p id={ids.error} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={transfer.isPending}>
              Aktar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
