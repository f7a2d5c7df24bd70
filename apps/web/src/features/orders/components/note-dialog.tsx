import { zodResolver } from '@hookform/resolvers/zod';
import { REASON_MIN_LENGTH } from '@portal/shared/orders';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormError, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { inputClassName } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

/** The server keeps a note of at most 500 characters. */
export const NOTE_MAX = 500;

export type NoteDialogCopy = {
  title: string;
  description: string;
  noteLabel: string;
  notePlaceholder?: string;
  confirm: string;
  /** A note is asked for; when required, the dialog does not confirm without one. */
  noteRequired: boolean;
  /** Cancelling and refusing are painted red. */
  destructive?: boolean;
};

type NoteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  copy: NoteDialogCopy;
  /** Rejects with the error to show (its message is already Turkish); resolves when done. */
  onConfirm: (note: string | undefined) => Promise<void>;
  testId?: string;
};

/** A confirmation that asks for a note: cancelling an order, asking for or refusing a return. */
export function NoteDialog({ open, onOpenChange, copy, onConfirm, testId = 'note-dialog' }: NoteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid={testId}>
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        <NoteForm copy={copy} onConfirm={onConfirm} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function NoteForm({
  copy,
  onConfirm,
  onCancel,
}: Pick<NoteDialogProps, 'copy' | 'onConfirm'> & { onCancel: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const schema = z.object({
    note: copy.noteRequired
      ? z
          .string()
          .trim()
          .min(1, { error: 'Lütfen bir açıklama yazın' })
          .min(REASON_MIN_LENGTH, { error: `Açıklama en az ${REASON_MIN_LENGTH} karakter olmalıdır` })
          .max(NOTE_MAX, { error: `Açıklama en fazla ${NOTE_MAX} karakter olabilir` })
      : z
          .string()
          .trim()
          .max(NOTE_MAX, { error: `Açıklama en fazla ${NOTE_MAX} karakter olabilir` }),
  });
  const form = useForm<{ note: string }>({ resolver: zodResolver(schema), defaultValues: { note: '' } });

  const onSubmit = form.handleSubmit(async ({ note }) => {
    setFormError(null);
    try {
      await onConfirm(note.trim() || undefined);
    } catch (error) {
      setFormError(error instanceof Error && error.message ? error.message : 'Beklenmeyen bir hata oluştu');
    }
  });
  const pending = form.formState.isSubmitting;

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormError message={formError} />
        <FormField
          control={form.control}
          name="note"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{copy.noteLabel}</FormLabel>
              <FormControl>
                <textarea
                  {...field}
                  rows={3}
                  maxLength={NOTE_MAX}
                  placeholder={copy.notePlaceholder}
                  className={cn(inputClassName, 'h-auto min-h-20 resize-y')}
                  data-testid="note-input"
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Vazgeç
          </Button>
          <Button
            type="submit"
            variant={copy.destructive ? 'destructive' : 'default'}
            disabled={pending}
            data-testid="note-confirm"
          >
            {pending ? <Spinner /> : null}
            {copy.confirm}
          </Button>
        </div>
      </form>
    </Form>
  );
}
