import { zodResolver } from '@hookform/resolvers/zod';
import { productInputSchema } from '@portal/shared/catalogue';
import { AlertCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { type FieldErrors, type Path, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, FormError } from '@/components/ui/form';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AdminProduct } from '@portal/shared/contracts/admin-products';
import type { Category } from '@portal/shared/contracts/catalogue';
import { useCreateProduct } from '@/features/admin-products/api/create-product';
import { useAdminProduct } from '@/features/admin-products/api/get-admin-product';
import { ProductImageField } from '@/features/admin-products/components/product-image-field';
import { useCategories } from '@/lib/api/categories';
import { useReplaceBulkRules } from '@/features/admin-products/api/replace-bulk-rules';
import { useReplaceSalesRules } from '@/features/admin-products/api/replace-sales-rules';
import { useUpdateProduct } from '@/features/admin-products/api/update-product';
import {
  BulkRulesSection,
  CommissionSection,
  GeneralSection,
  InventorySection,
  PricesSection,
  SalesRulesSection,
} from '@/features/admin-products/components/editor-sections';
import {
  bulkRulesOf,
  type EditorSection,
  type ProductFormOutput,
  type ProductFormValues,
  productBodyOf,
  productFormSchema,
  salesRulesOf,
  sectionOf,
  toFormValues,
} from '@/features/admin-products/components/product-form-schema';
import { fieldErrors } from '@/lib/api/client';
import { cn } from '@/lib/utils';

const SECTIONS: { id: EditorSection; label: string }[] = [
  { id: 'general', label: 'Genel' },
  { id: 'prices', label: 'Fiyatlar' },
  { id: 'commission', label: 'Komisyon' },
  { id: 'inventory', label: 'Stok' },
  { id: 'bulkRules', label: 'Kademeli indirimler' },
  { id: 'salesRules', label: 'Satış kuralları' },
];

export const PRODUCT_SAVED = 'Ürün kaydedildi';
const FIX_FIELDS = 'Lütfen işaretli alanları düzeltin.';

/** The dotted path of the first error in react-hook-form's nested error object. */
function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = key === 'root' ? prefix.replace(/\.$/, '') : `${prefix}${key}`;
    if ('message' in value && typeof (value as { message?: unknown }).message === 'string') out.push(path);
    else if (key !== 'ref') out.push(...errorPaths(value as FieldErrors, `${path}.`));
  }
  return out;
}

type EditorFormProps = {
  initial: AdminProduct | null;
  categories: Category[];
  onDone: () => void;
};

function EditorForm({ initial, categories, onDone }: EditorFormProps) {
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: toFormValues(initial),
    shouldFocusError: false,
  });
  const [tab, setTab] = useState<EditorSection>('general');
  const [formError, setFormError] = useState<string | null>(null);
  // The product as last saved: a new product gets its id on the first step, so a failed rules
  // step followed by another try updates it instead of creating it twice.
  const saved = useRef<AdminProduct | null>(initial);
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const replaceBulk = useReplaceBulkRules();
  const replaceSales = useReplaceSalesRules();

  const reveal = (paths: string[]) => {
    const first = SECTIONS.find((s) => paths.some((p) => sectionOf(p) === s.id));
    if (first) setTab(first.id);
    const focusable = paths.find((p) => sectionOf(p) === first?.id);
    // The section is shown first, then its field can take focus (a list-wide error has no field).
    if (focusable) setTimeout(() => form.setFocus(focusable as Path<ProductFormValues>), 50);
  };

  /** Server messages onto their fields (`prefix` for the rules endpoints, whose body is a bare list). */
  const showServerError = (error: unknown, prefix: '' | 'bulkRules' | 'salesRules') => {
    const paths: string[] = [];
    for (const [path, message] of Object.entries(fieldErrors(error))) {
      const full = prefix ? (path ? `${prefix}.${path}` : `${prefix}.root`) : path;
      form.setError(full as Path<ProductFormValues>, { type: 'server', message });
      paths.push(full);
    }
    if (paths.length > 0) reveal(paths);
    else if (prefix) setTab(prefix);
    const message = error instanceof Error ? error.message : 'Beklenmeyen bir hata oluştu';
    setFormError(paths.length > 0 ? FIX_FIELDS : message);
    toast.error('Ürün kaydedilemedi', { description: message });
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      const { bulkRules, salesRules, ...rest } = values;
      // The exact body the server validates, through the shared schema itself.
      const body = productInputSchema.parse(rest);
      let product = saved.current;
      try {
        if (!product) product = await create.mutateAsync(body);
        else if (JSON.stringify(body) !== JSON.stringify(productBodyOf(product)))
          product = await update.mutateAsync({ id: product.id, body });
        saved.current = product;
      } catch (error) {
        showServerError(error, '');
        return;
      }
      try {
        if (JSON.stringify(bulkRules) !== JSON.stringify(bulkRulesOf(product))) {
          product = await replaceBulk.mutateAsync({ id: product.id, rules: bulkRules });
          saved.current = product;
        }
      } catch (error) {
        showServerError(error, 'bulkRules');
        return;
      }
      try {
        if (JSON.stringify(salesRules) !== JSON.stringify(salesRulesOf(product))) {
          product = await replaceSales.mutateAsync({ id: product.id, rules: salesRules });
          saved.current = product;
        }
      } catch (error) {
        showServerError(error, 'salesRules');
        return;
      }
      toast.success(PRODUCT_SAVED);
      onDone();
    },
    (errors) => {
      setFormError(FIX_FIELDS);
      reveal(errorPaths(errors));
    },
  );

  const errorSections = new Set(errorPaths(form.formState.errors).map(sectionOf));
  const pending = form.formState.isSubmitting;

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col" data-testid="product-form">
        <div className="min-h-0 flex-1 overflow-y-auto px-4 pt-4 pb-6 sm:px-6">
          {/* The "fix the marked fields" banner goes once the fields are fixed. */}
          <FormError
            message={formError === FIX_FIELDS && errorSections.size === 0 ? null : formError}
            className="mb-4"
          />
          {saved.current ? (
            <div className="mb-4">
              <ProductImageField product={saved.current} />
            </div>
          ) : null}
          <Tabs value={tab} onValueChange={(v) => setTab(v as EditorSection)}>
            <TabsList className="w-full sm:w-fit" aria-label="Ürün bölümleri">
              {SECTIONS.map((s) => (
                <TabsTrigger
                  key={s.id}
                  value={s.id}
                  className={cn(errorSections.has(s.id) && 'text-destructive data-[state=active]:text-destructive')}
                  data-testid={`editor-tab-${s.id}`}
                >
                  {s.label}
                  {errorSections.has(s.id) ? (
                    <>
                      <AlertCircle className="size-3.5" aria-hidden="true" />
                      <span className="sr-only">(hatalı alan var)</span>
                    </>
                  ) : null}
                </TabsTrigger>
              ))}
            </TabsList>
            {/* Every section stays mounted so that its values and errors survive switching tabs. */}
            <TabsContent value="general" forceMount className="data-[state=inactive]:hidden">
              <GeneralSection categories={categories} />
            </TabsContent>
            <TabsContent value="prices" forceMount className="data-[state=inactive]:hidden">
              <PricesSection />
            </TabsContent>
            <TabsContent value="commission" forceMount className="data-[state=inactive]:hidden">
              <CommissionSection />
            </TabsContent>
            <TabsContent value="inventory" forceMount className="data-[state=inactive]:hidden">
              <InventorySection />
            </TabsContent>
            <TabsContent value="bulkRules" forceMount className="data-[state=inactive]:hidden">
              <BulkRulesSection />
            </TabsContent>
            <TabsContent value="salesRules" forceMount className="data-[state=inactive]:hidden">
              <SalesRulesSection categories={categories} />
            </TabsContent>
          </Tabs>
        </div>
        <SheetFooter className="mt-0 flex-row justify-end border-t bg-background">
          <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
            Vazgeç
          </Button>
          <Button type="submit" disabled={pending} data-testid="product-save">
            {pending ? <Spinner /> : null}
            Kaydet
          </Button>
        </SheetFooter>
      </form>
    </Form>
  );
}

type ProductEditorProps = {
  /** null with `open` = a new product. */
  productId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The admin's product editor, in a sheet over the stock list. */
export function ProductEditor({ productId, open, onOpenChange }: ProductEditorProps) {
  const product = useAdminProduct(open ? productId : null);
  const categories = useCategories();
  const isNew = productId === null;
  // A cached copy may be old: the form starts from what the server says now.
  const ready = (isNew || (product.data && product.isFetchedAfterMount)) && categories.data;
  const failed = (!isNew && product.isError) || categories.isError;

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="w-full max-w-full gap-0 sm:max-w-3xl"
        data-testid="product-editor"
        onInteractOutside={(e) => e.preventDefault()}
      >
        <SheetHeader className="border-b pr-12 sm:px-6">
          <SheetTitle>{isNew ? 'Yeni Ürün' : 'Ürünü Düzenle'}</SheetTitle>
          <SheetDescription>
            {isNew ? 'Ürünün bilgilerini, fiyatlarını ve stok değerlerini girin.' : (product.data?.name ?? ' ')}
          </SheetDescription>
        </SheetHeader>
        {failed ? (
          <div className="p-4 sm:p-6">
            <Alert variant="destructive">
              <AlertTitle>Ürün bilgileri alınamadı</AlertTitle>
              <AlertDescription>
                <p>{(product.error ?? categories.error)?.message}</p>
                <Button
                  size="sm"
                  variant="outline"
                  className="mt-1"
                  onClick={() => {
                    void product.refetch();
                    void categories.refetch();
                  }}
                >
                  Yeniden Dene
                </Button>
              </AlertDescription>
            </Alert>
          </div>
        ) : ready ? (
          <EditorForm
            key={productId ?? 'new'}
            initial={isNew ? null : (product.data ?? null)}
            categories={categories.data ?? []}
            onDone={() => onOpenChange(false)}
          />
        ) : (
          <LoadingState message="Ürün yükleniyor..." className="flex-1" />
        )}
      </SheetContent>
    </Sheet>
  );
}
