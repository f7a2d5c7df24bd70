import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney } from '@portal/shared/format';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import {
  Form,
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrors } from '@/lib/api/client';

const schema = z.object({
  reference: z.string().trim().max(100, { error: 'Referans en fazla 100 karakter olabilir' }),
});
type Values = z.infer<typeof schema>;

type MarkPaidDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderNumber: string;
  total: number;
  onConfirm: (reference: string | undefined) => Promise<void>;
};

/** The supplier confirms a bank transfer arrived, with the bank's reference if it has one. */
export function MarkPaidDialog({ open, onOpenChange, orderNumber, total, onConfirm }: MarkPaidDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="mark-paid-dialog">
        <DialogHeader>
          <DialogTitle>Ödendi olarak işaretle</DialogTitle>
          <DialogDescription>
            {orderNumber} numaralı siparişin {formatMoney(total)} tutarındaki havale/EFT ödemesi hesabınıza geçtiyse
            onaylayın.
          </DialogDescription>
        </DialogHeader>
        <MarkPaidForm onConfirm={onConfirm} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function MarkPaidForm({ onConfirm, onCancel }: Pick<MarkPaidDialogProps, 'onConfirm'> & { onCancel: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { reference: '' } });
  const onSubmit = form.handleSubmit(async ({ reference }) => {
    setFormError(null);
    try {
      await onConfirm(reference.trim() || undefined);
    } catch (error) {
      const field = fieldErrors(error).reference;
      if (field) form.setError('reference', { type: 'server', message: field });
      else setFormError(error instanceof Error && error.message ? error.message : 'Beklenmeyen bir hata oluştu');
    }
  });
  const pending = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormError message={formError} />
        <FormField
          control={form.control}
          name="reference"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Banka referans numarası (isteğe bağlı)</FormLabel>
              <FormControl>
                <Input {...field} maxLength={100} autoComplete="off" data-testid="mark-paid-reference" />
              </FormControl>
              <FormDescription>Dekonttaki işlem veya referans numarası.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Vazgeç
          </Button>
          <Button type="submit" disabled={pending} data-testid="mark-paid-confirm">
            {pending ? <Spinner /> : null}
            Ödemeyi onayla
          </Button>
        </div>
      </form>
    </Form>
  );
}
