import { createStockRequestInputSchema } from '@portal/shared/contracts/stock-requests';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormError, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useCreateStockRequest } from '@/features/stock/api/stock-requests';
import { ProductPicker } from '@/features/stock/components/product-picker';
import { useServerForm } from '@/lib/use-server-form';

export type DraftLine = { productId: string; productName: string; quantity: number };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Prefilled lines (the low-stock suggestion), or none. */
  lines: DraftLine[];
  parentName?: string;
  onCreated: (id: string) => void;
};

/** "Yeni Stok Talebi": products and quantities asked of the parent holder, with a note. */
export function NewRequestDialog({ open, onOpenChange, lines, parentName, onCreated }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" data-testid="stock-request-new-dialog">
        <DialogHeader>
          <DialogTitle>Yeni Stok Talebi</DialogTitle>
          <DialogDescription>
            {parentName
              ? `Talep ${parentName} adına gönderilir; onaylanan ürünler kargoyla size ulaşır.`
              : 'Talep üst stok noktanıza gönderilir; onaylanan ürünler kargoyla size ulaşır.'}
          </DialogDescription>
        </DialogHeader>
        <RequestForm lines={lines} onCreated={onCreated} />
      </DialogContent>
    </Dialog>
  );
}

function RequestForm({ lines, onCreated }: { lines: DraftLine[]; onCreated: (id: string) => void }) {
  const create = useCreateStockRequest();
  // The chosen products' names, for the pickers' buttons.
  const [names, setNames] = useState<Record<string, string>>(() =>
    Object.fromEntries(lines.map((l) => [l.productId, l.productName])),
  );
  const { form, submit, pending, formError } = useServerForm({
    schema: createStockRequestInputSchema,
    defaultValues: {
      items: lines.length
        ? lines.map((l) => ({ productId: l.productId, quantity: l.quantity }))
        : [{ productId: '', quantity: 10 }],
      note: '',
    },
    onSubmit: async (values) => {
      const { id } = await create.mutateAsync(values);
      toast.success('Stok talebiniz gönderildi');
      onCreated(id);
    },
  });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const itemsError = form.formState.errors.items?.root?.message ?? form.formState.errors.items?.message;
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="stock-request-form">
        <FormError message={formError} />
        {items.fields.map((line, n) => (
          <div
            key={line.id}
            className="grid grid-cols-[1fr_6rem_auto] items-end gap-2"
            data-testid="stock-request-line"
          >
            <FormField
              control={form.control}
              name={`items.${n}.productId`}
              render={({ field }) => (
                <FormItem className="min-w-0">
                  <FormLabel>Ürün</FormLabel>
                  <FormControl>
                    <ProductPicker
                      value={field.value}
                      valueLabel={names[field.value]}
                      onChange={(p) => {
                        if (p) setNames((m) => ({ ...m, [p.id]: p.name }));
                        field.onChange(p?.id ?? '');
                      }}
                      data-testid="stock-request-product"
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name={`items.${n}.quantity`}
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Adet</FormLabel>
                  <FormControl>
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      value={field.value === undefined ? '' : String(field.value)}
                      onChange={(e) =>
                        field.onChange(
                          e.target.value === '' ? (undefined as unknown as number) : Number(e.target.value),
                        )
                      }
                      onBlur={field.onBlur}
                      name={field.name}
                      ref={field.ref}
                      data-testid="stock-request-quantity"
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label="Satırı kaldır"
              disabled={items.fields.length === 1}
              onClick={() => items.remove(n)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        {itemsError ? <p className="text-sm text-destructive">{itemsError}</p> : null}
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          disabled={items.fields.length >= 50}
          onClick={() => items.append({ productId: '', quantity: 10 })}
          data-testid="stock-request-add-line"
        >
          <Plus aria-hidden="true" />
          Ürün ekle
        </Button>
        <FormField
          control={form.control}
          name="note"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Not (isteğe bağlı)</FormLabel>
              <FormControl>
                <Input {...field} value={field.value ?? ''} data-testid="stock-request-note" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" disabled={pending} data-testid="stock-request-submit">
          Talebi gönder
        </Button>
      </form>
    </Form>
  );
}
