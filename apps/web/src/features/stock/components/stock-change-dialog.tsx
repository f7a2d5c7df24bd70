import { zodResolver } from '@hookform/resolvers/zod';
import { formatNumber } from '@portal/shared/format';
import { STOCK_MOVEMENT_LABELS } from '@portal/shared/stock';
import { useQuery } from '@tanstack/react-query';
import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { type Control, type Path, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormError, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useAdjustStock, useReceiveStock } from '@/features/stock/api/change-stock';
import { stockLevelsQueryOptions } from '@/features/stock/api/get-levels';
import type { StockHolder, StockLevelChange } from '@portal/shared/contracts/stock';
import { HolderOptions, holderLabel } from '@/features/stock/components/holder-select';
import { ProductPicker } from '@/features/stock/components/product-picker';
import type { StockChangeKind, StockChangeTarget } from '@/features/stock/components/stock-actions';
import { fieldErrors, isApiError } from '@/lib/api/client';
import { cn } from '@/lib/utils';

/** The server's limits (apps/api/src/modules/stock/stock.routes.ts), with its message for a missing reason. */
const MAX_UNITS = 1_000_000;
export const REASON_REQUIRED = 'Bir açıklama yazın';

const schema = z.object({
  holderId: z.string(),
  productId: z.string().min(1, { error: 'Bir ürün seçin' }),
  direction: z.enum(['increase', 'decrease']),
  quantity: z
    .string()
    .trim()
    .min(1, { error: 'Miktarı yazın' })
    .regex(/^\d+$/, { error: 'Pozitif bir tam sayı yazın' })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, { error: 'Miktar en az 1 olmalıdır' })
        .max(MAX_UNITS, { error: `Miktar en fazla ${formatNumber(MAX_UNITS)} olabilir` }),
    ),
  reason: z
    .string()
    .trim()
    .min(1, { error: REASON_REQUIRED })
    .min(3, { error: 'Açıklama en az 3 karakter olmalıdır' })
    .max(300, { error: 'Açıklama en fazla 300 karakter olabilir' }),
});
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

const COPY: Record<
  StockChangeKind,
  { title: string; description: string; submit: string; saved: string; failed: string; reasonHint: string }
> = {
  receive: {
    title: 'Mal Kabul',
    description: `Gelen ürünü stoğa ekleyin. Giriş, “${STOCK_MOVEMENT_LABELS.purchase_in}” hareketi olarak kaydedilir.`,
    submit: 'Mal Kabulü Kaydet',
    saved: 'Mal kabul kaydedildi',
    failed: 'Mal kabul kaydedilemedi',
    reasonHint: 'ör. Fatura no 2026-114, tedarikçi teslimatı',
  },
  adjust: {
    title: 'Stok Düzeltme',
    description: `Sayım farkını düzeltin. Değişim, açıklamasıyla birlikte “${STOCK_MOVEMENT_LABELS.adjustment}” hareketi olarak kaydedilir.`,
    submit: 'Düzeltmeyi Kaydet',
    saved: 'Stok düzeltmesi kaydedildi',
    failed: 'Stok düzeltmesi kaydedilemedi',
    reasonHint: 'ör. Sayım farkı, hasarlı ürün',
  },
};

/** Server paths of the two bodies, by form field. */
const SERVER_FIELDS: Record<string, Path<Values>> = {
  holderId: 'holderId',
  productId: 'productId',
  quantity: 'quantity',
  delta: 'quantity',
  reason: 'reason',
};

type StockChangeDialogProps = {
  open: boolean;
  /** Kept while the dialog closes, so that its content does not vanish mid-animation. */
  kind: StockChangeKind;
  onOpenChange: (open: boolean) => void;
  /** A row's holder and product, or the page's holder with no product. */
  target: Partial<StockChangeTarget> & { holderId: string };
  me: { id: string; name: string; isAdmin: boolean };
  /** Every holder, for the admin's choice of stock. */
  holders: StockHolder[];
};

/** "Mal Kabul" and "Stok Düzelt": product, units and a reason, for a stock the member may change. */
export function StockChangeDialog({ open, kind, onOpenChange, target, me, holders }: StockChangeDialogProps) {
  const copy = COPY[kind];
  // The content (and so the form) is mounted anew at every opening.
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="stock-change-dialog" data-kind={kind}>
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        <ChangeForm kind={kind} target={target} me={me} holders={holders} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ChangeForm({
  kind,
  target,
  me,
  holders,
  onDone,
}: Omit<StockChangeDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const copy = COPY[kind];
  const receive = useReceiveStock();
  const adjust = useAdjustStock();
  const [formError, setFormError] = useState<string | null>(null);
  const [productName, setProductName] = useState(target.productName);
  const directionId = useId();
  // Only the admin changes another holder's stock; everyone else changes their own.
  const startHolder = me.isAdmin ? target.holderId : me.id;
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: {
      holderId: startHolder,
      productId: target.productId ?? '',
      direction: 'increase',
      quantity: '',
      reason: '',
    },
  });
  // FormField (components/ui/form) is typed for forms whose values come out as they go in.
  const control = form.control as unknown as Control<Values>;

  const [holderId, productId, direction, quantityText] = form.watch(['holderId', 'productId', 'direction', 'quantity']);
  const current = useQuery({
    ...stockLevelsQueryOptions({ holderId, productId, page: 1 }),
    enabled: productId !== '',
  });
  const level = current.data?.levels.find((l) => l.productId === productId && l.holderId === holderId);
  const typed = /^\d+$/.test(quantityText.trim()) ? Number(quantityText.trim()) : null;
  const delta = typed === null ? null : kind === 'adjust' && direction === 'decrease' ? -typed : typed;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const body = {
      holderId: values.holderId && values.holderId !== me.id ? values.holderId : undefined,
      productId: values.productId,
      reason: values.reason,
    };
    const units = kind === 'adjust' && values.direction === 'decrease' ? -values.quantity : values.quantity;
    try {
      const change: StockLevelChange =
        kind === 'receive'
          ? await receive.mutateAsync({ ...body, quantity: values.quantity })
          : await adjust.mutateAsync({ ...body, delta: units });
      toast.success(copy.saved, {
        description: `${productName ?? 'Ürün'}: ${formatNumber(units, { signDisplay: 'exceptZero' })} adet · eldeki ${formatNumber(change.onHand)}`,
      });
      onDone();
    } catch (error) {
      let placed: Path<Values> | null = null;
      for (const [path, message] of Object.entries(fieldErrors(error))) {
        const field = SERVER_FIELDS[path];
        if (!field) continue;
        form.setError(field, { type: 'server', message });
        placed ??= field;
      }
      // Too few units to take away belongs to the quantity.
      if (!placed && isApiError(error) && error.code === 'INSUFFICIENT_STOCK') {
        placed = 'quantity';
        form.setError(placed, { type: 'server', message: error.message });
      }
      const message = error instanceof Error && error.message ? error.message : 'Beklenmeyen bir hata oluştu';
      if (placed) form.setFocus(placed);
      else setFormError(message);
      toast.error(copy.failed, { description: message });
    }
  });

  const pending = form.formState.isSubmitting;
  const ownHolder = holders.find((h) => h.id === me.id);

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid={`stock-${kind}-form`}>
        <FormError message={formError} />
        {me.isAdmin && holders.length > 1 ? (
          <FormField
            control={control}
            name="holderId"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Stok noktası</FormLabel>
                <FormControl>
                  <NativeSelect {...field} data-testid="change-holder">
                    <HolderOptions holders={holders} ownId={me.id} />
                  </NativeSelect>
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ) : (
          <p className="text-sm">
            <span className="text-muted-foreground">Stok noktası: </span>
            <span className="font-medium">
              Kendi stoğunuz{ownHolder ? ` (${holderLabel(ownHolder)})` : ` (${me.name})`}
            </span>
          </p>
        )}
        <FormField
          control={control}
          name="productId"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Ürün</FormLabel>
              <FormControl>
                <ProductPicker
                  value={field.value}
                  valueLabel={productName}
                  onChange={(product) => {
                    setProductName(product?.name);
                    field.onChange(product?.id ?? '');
                  }}
                  onBlur={field.onBlur}
                  data-testid="change-product"
                />
              </FormControl>
              <FormMessage />
              {productId ? (
                <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="change-current">
                  {current.isPending ? (
                    'Mevcut stok yükleniyor...'
                  ) : current.isError ? (
                    current.error.message
                  ) : level ? (
                    <>
                      Eldeki <span className="font-medium text-foreground tabular">{formatNumber(level.onHand)}</span>
                      {' · '}Rezerve <span className="tabular">{formatNumber(level.reserved)}</span>
                      {' · '}Satılabilir <span className="tabular">{formatNumber(level.saleable)}</span>
                      {delta !== null ? (
                        <>
                          {' → '}eldeki{' '}
                          <span className="font-medium text-foreground tabular">
                            {formatNumber(level.onHand + delta)}
                          </span>
                        </>
                      ) : null}
                    </>
                  ) : (
                    'Bu stok noktasında bu üründen henüz stok yok.'
                  )}
                </p>
              ) : null}
            </FormItem>
          )}
        />
        <div className={cn('grid items-start gap-4', kind === 'adjust' && 'sm:grid-cols-2')}>
          {kind === 'adjust' ? (
            <FormField
              control={control}
              name="direction"
              render={({ field }) => (
                <FormItem>
                  <span id={directionId} className="text-sm leading-none font-medium">
                    Değişim
                  </span>
                  <div
                    role="radiogroup"
                    aria-labelledby={directionId}
                    className="grid h-10 grid-cols-2 gap-1 rounded-md bg-muted p-1"
                  >
                    {(
                      [
                        { value: 'increase', label: 'Artır', icon: Plus },
                        { value: 'decrease', label: 'Azalt', icon: Minus },
                      ] as const
                    ).map((option) => (
                      <label
                        key={option.value}
                        className="flex cursor-pointer items-center justify-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground has-checked:bg-background has-checked:text-foreground has-checked:shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-ring"
                      >
                        <input
                          type="radio"
                          name={field.name}
                          value={option.value}
                          checked={field.value === option.value}
                          onChange={() => field.onChange(option.value)}
                          className="sr-only"
                          data-testid={`change-${option.value}`}
                        />
                        <option.icon className="size-4" aria-hidden="true" />
                        {option.label}
                      </label>
                    ))}
                  </div>
                </FormItem>
              )}
            />
          ) : null}
          <FormField
            control={control}
            name="quantity"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{kind === 'receive' ? 'Gelen miktar (adet)' : 'Miktar (adet)'}</FormLabel>
                <FormControl>
                  <Input
                    {...field}
                    inputMode="numeric"
                    autoComplete="off"
                    className="tabular"
                    data-testid="change-quantity"
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={control}
          name="reason"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Açıklama</FormLabel>
              <FormControl>
                <Input {...field} maxLength={300} placeholder={copy.reasonHint} data-testid="change-reason" />
              </FormControl>
              <FormMessage data-testid="change-reason-error" />
            </FormItem>
          )}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
            Vazgeç
          </Button>
          <Button type="submit" disabled={pending} data-testid="change-submit">
            {pending ? <Spinner /> : null}
            {copy.submit}
          </Button>
        </div>
      </form>
    </Form>
  );
}
