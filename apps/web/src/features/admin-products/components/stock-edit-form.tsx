import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Control, type Path, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormError, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import type { AdminProduct } from '@portal/shared/contracts/admin-products';
import { adminProductQueryOptions, useAdminProduct } from '@/features/admin-products/api/get-admin-product';
import { useUpdateProduct } from '@/features/admin-products/api/update-product';
import {
  productBodyOf,
  type StockFormOutput,
  type StockFormValues,
  stockFormSchema,
  toStockFormValues,
} from '@/features/admin-products/components/product-form-schema';
import { fieldErrors } from '@/lib/api/client';

export const STOCK_SAVED = 'Stok bilgileri kaydedildi';

const TEXT_FIELDS: { name: 'displayStock' | 'lowStockThreshold' | 'sku'; label: string; numeric: boolean }[] = [
  { name: 'displayStock', label: 'Görünen stok', numeric: true },
  { name: 'lowStockThreshold', label: 'Düşük stok eşiği', numeric: true },
  { name: 'sku', label: 'SKU', numeric: false },
];

function Fields({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const queryClient = useQueryClient();
  const update = useUpdateProduct();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<StockFormValues, unknown, StockFormOutput>({
    resolver: zodResolver(stockFormSchema),
    defaultValues: toStockFormValues(product),
  });

  // FormField (components/ui/form) is typed for forms whose values come out as they go in.
  const control = form.control as unknown as Control<StockFormValues>;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      // The API saves whole products: today's product with only its stock fields changed.
      const current = await queryClient.fetchQuery({ ...adminProductQueryOptions(product.id), staleTime: 0 });
      const body = productBodyOf(current);
      await update.mutateAsync({ id: product.id, body: { ...body, inventory: { ...body.inventory, ...values } } });
      toast.success(STOCK_SAVED);
      onClose();
    } catch (error) {
      let placed = false;
      for (const [path, message] of Object.entries(fieldErrors(error))) {
        const name = path.replace(/^inventory\./, '');
        if (name === 'inStock' || TEXT_FIELDS.some((f) => f.name === name)) {
          form.setError(name as Path<StockFormValues>, { type: 'server', message });
          placed = true;
        }
      }
      const message = error instanceof Error ? error.message : 'Beklenmeyen bir hata oluştu';
      if (!placed) setFormError(message);
      toast.error('Stok bilgileri kaydedilemedi', { description: message });
    }
  });

  const pending = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-3"
        aria-label={`${product.name} stok bilgileri`}
        data-testid="stock-edit-form"
      >
        <FormError message={formError} />
        <div className="grid grid-cols-2 items-start gap-3 md:grid-cols-[auto_8rem_8rem_minmax(8rem,14rem)]">
          <FormField
            control={control}
            name="inStock"
            render={({ field }) => (
              <FormItem className="justify-items-start">
                <FormLabel>Stokta</FormLabel>
                <FormControl>
                  <Switch checked={field.value} onCheckedChange={field.onChange} className="mt-2" />
                </FormControl>
              </FormItem>
            )}
          />
          {TEXT_FIELDS.map((f) => (
            <FormField
              key={f.name}
              control={control}
              name={f.name}
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{f.label}</FormLabel>
                  <FormControl>
                    <Input
                      {...field}
                      inputMode={f.numeric ? 'numeric' : 'text'}
                      autoComplete="off"
                      className={f.numeric ? 'tabular' : undefined}
                      data-testid={`stock-edit-${f.name}`}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          ))}
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onClose} disabled={pending}>
            Vazgeç
          </Button>
          <Button type="submit" size="sm" disabled={pending} data-testid="stock-edit-save">
            {pending ? <Spinner /> : null}
            Kaydet
          </Button>
        </div>
      </form>
    </Form>
  );
}

/** The admin's inline stock edit under a row: in stock, display stock, threshold, SKU. */
export function StockEditForm({ productId, onClose }: { productId: string; onClose: () => void }) {
  const product = useAdminProduct(productId);
  if (product.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {product.error.message}
      </p>
    );
  }
  if (!product.data || !product.isFetchedAfterMount) {
    return (
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Stok bilgileri yükleniyor...
      </div>
    );
  }
  return <Fields product={product.data} onClose={onClose} />;
}
