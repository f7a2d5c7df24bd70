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
import { NativeSelect } from '@/components/ui/native-select';
import { useAdminPoints } from '@/features/points/api/admin-points';
import { MemberPicker } from '@/features/points/components/member-picker';
import { messageFor } from '@/features/points/components/points-errors';

/** The admin's bonus (above zero) or adjustment (either sign; the server keeps the member at or above zero). */
export function AdminPointsDialog() {
  const [open, setOpen] = useState(false);
  const [userId, setUserId] = useState('');
  const [type, setType] = useState<'bonus' | 'adjustment'>('bonus');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const write = useAdminPoints();
  const ids = { member: useId(), type: useId(), amount: useId(), description: useId(), error: useId() };
  const reset = () => {
    setUserId('');
    setType('bonus');
    setAmount('');
    setDescription('');
    setError(null);
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const value = Number(amount.replace(',', '.'));
    if (!userId) return setError('Bir üye seçin');
    if (!Number.isFinite(value) || value === 0) return setError('Tutar sıfır olamaz');
    if (type === 'bonus' && value < 0) return setError('Bonus sıfırdan büyük olmalı');
    if (description.trim().length < 3) return setError('En az 3 karakterlik bir açıklama yazın');
    setError(null);
    write.mutate(
      { userId, type, amount: value, description: description.trim() },
      {
        onSuccess: () => {
          toast.success(MESSAGES.points.adminSaved);
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
        <Button>Bonus / düzeltme</Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md" data-testid="admin-points-dialog">
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Bonus veya düzeltme</DialogTitle>
            <DialogDescription>
              Düzeltme eksi olabilir, ama üyenin bakiyesini sıfırın altına düşüremez.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.member}>Üye</Label>
            <MemberPicker id={ids.member} value={userId} onValueChange={setUserId} />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.type}>Tür</Label>
              <NativeSelect
                id={ids.type}
                value={type}
                onChange={(e) => setType(e.target.value as 'bonus' | 'adjustment')}
              >
                <option value="bonus">Bonus</option>
                <option value="adjustment">Düzeltme</option>
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.amount}>Puan</Label>
              <Input id={ids.amount} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
            </div>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.description}>Açıklama</Label>
            <Input
              id={ids.description}
              value={description}
              maxLength={200}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
          {error ? (
            <p id={ids.error} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={write.isPending}>
              Kaydet
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
