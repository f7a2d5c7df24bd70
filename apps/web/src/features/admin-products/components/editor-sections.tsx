import { SALES_RULE_TYPES, type SalesRuleType } from '@portal/shared/cart';
import { PURCHASE_MODES } from '@portal/shared/catalogue';
import { ROLE_LABELS, ROLES } from '@portal/shared/roles';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/features/admin-products/components/textarea';
import type { Category } from '@portal/shared/contracts/catalogue';
import {
  IntegerField,
  MoneyField,
  PercentField,
  SelectField,
  SwitchField,
  TextField,
} from '@/features/admin-products/components/form-fields';
import { IngredientTagsField } from '@/features/admin-products/components/ingredient-tags-field';
import {
  EMPTY_BULK_RULE,
  EMPTY_SALES_RULE,
  type ProductFormValues,
} from '@/features/admin-products/components/product-form-schema';

export const PURCHASE_MODE_LABELS: Record<(typeof PURCHASE_MODES)[number], string> = {
  money: 'Para ile',
  points: 'Puan ile',
  both: 'Para veya puan ile',
};

export const SALES_RULE_LABELS: Record<SalesRuleType, string> = {
  minimum_quantity: 'En az adet (satır başına)',
  maximum_quantity: 'En fazla adet (satır başına)',
  minimum_order_amount: 'En az sepet tutarı',
  category_bundle: 'Kategori paketi',
};

function SectionIntro({ children }: { children: React.ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

export function GeneralSection({ categories }: { categories: Category[] }) {
  const { control } = useFormContext<ProductFormValues>();
  return (
    <div className="grid gap-4">
      <TextField name="name" label="Ürün adı" testId="product-name" />
      <FormField
        control={control}
        name="description"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Açıklama</FormLabel>
            <FormControl>
              <Textarea {...field} value={field.value ?? ''} rows={4} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="categoryId"
          label="Kategori"
          options={[{ value: '', label: 'Kategori yok' }, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
          testId="product-category"
        />
        <SelectField
          name="purchaseMode"
          label="Satın alma şekli"
          options={PURCHASE_MODES.map((m) => ({ value: m, label: PURCHASE_MODE_LABELS[m] }))}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <SwitchField name="isActive" label="Satışta" description="Kapalıyken mağazada görünmez." />
        <SwitchField
          name="isClientProduct"
          label="Danışan ürünü"
          description="Danışanlar yalnızca bu ürünleri alabilir."
        />
      </div>
      <IntegerField
        name="minOrderQuantity"
        label="En az sipariş adedi"
        description="Boş bırakılırsa stok bölümündeki değer, o da yoksa 1 geçerlidir."
        className="sm:max-w-xs"
      />
      <IngredientTagsField />
    </div>
  );
}

export function PricesSection() {
  return (
    <div className="grid gap-4">
      <SectionIntro>
        Tutarları lira olarak, en fazla 2 ondalıkla girin. Boş bırakılan fiyat tanımsız sayılır.
      </SectionIntro>
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField
          name="prices.adminCostPrice"
          label="Maliyet (yalnızca yönetici)"
          description="Hiçbir üyeye gösterilmez."
        />
        <MoneyField name="prices.turkeyDistributorPrice" label="Türkiye distribütörü fiyatı" />
        <MoneyField name="prices.cityDistributorPrice" label="Şehir distribütörü fiyatı" />
        <MoneyField name="prices.dealerPrice" label="Bayi fiyatı" />
        <MoneyField name="prices.clientPrice" label="Danışan fiyatı" />
        <MoneyField name="prices.retailPrice" label="Perakende satış fiyatı" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SwitchField name="prices.vatIncluded" label="Fiyatlara KDV dahil" />
        <PercentField name="prices.vatRateBp" label="KDV oranı" />
      </div>
    </div>
  );
}

export function CommissionSection() {
  const { control } = useFormContext<ProductFormValues>();
  const type = useWatch({ control, name: 'commission.commissionType' });
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="commission.commissionType"
          label="Komisyon türü"
          options={[
            { value: 'percentage', label: 'Yüzde' },
            { value: 'fixed', label: 'Sabit tutar' },
          ]}
          testId="commission-type"
        />
        <SwitchField name="commission.vatIncluded" label="Komisyon KDV dahil tutardan" />
      </div>
      {type === 'fixed' ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <MoneyField name="commission.fixedAmounts.cityDistributor" label="Şehir distribütörü (adet başı)" />
          <MoneyField name="commission.fixedAmounts.dealer" label="Bayi (adet başı)" />
          <MoneyField name="commission.fixedAmounts.sponsorDistributor" label="Sponsor distribütör (adet başı)" />
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          <PercentField name="commission.cityDistributorRateBp" label="Şehir distribütörü oranı" />
          <PercentField name="commission.dealerRateBp" label="Bayi oranı" />
          <PercentField name="commission.sponsorDistributorRateBp" label="Sponsor distribütör oranı" />
        </div>
      )}
    </div>
  );
}

export function InventorySection() {
  return (
    <div className="grid gap-4">
      <SwitchField name="inventory.inStock" label="Stokta" description="Kapalıyken ürün tükenmiş görünür." />
      <div className="grid gap-4 sm:grid-cols-2">
        <IntegerField name="inventory.displayStock" label="Görünen stok" testId="inventory-display-stock" />
        <IntegerField
          name="inventory.lowStockThreshold"
          label="Düşük stok eşiği"
          description="Stok bu sayıya inince düşük sayılır."
        />
        <TextField name="inventory.sku" label="Stok kodu (SKU)" />
        <IntegerField name="inventory.minOrderQuantity" label="En az sipariş adedi (stok)" />
      </div>
    </div>
  );
}

function RowRemove({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon-sm"
      className="text-muted-foreground hover:text-destructive"
      aria-label={label}
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

function ArrayError({ name }: { name: 'bulkRules' | 'salesRules' }) {
  const { formState } = useFormContext<ProductFormValues>();
  const error = formState.errors[name] as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.root?.message ?? error?.message;
  return message ? (
    <p role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}

export function BulkRulesSection() {
  const { control } = useFormContext<ProductFormValues>();
  const rules = useFieldArray({ control, name: 'bulkRules' });
  return (
    <div className="grid gap-4">
      <SectionIntro>
        Her rol için adet aralığı ve o aralıktaki birim fiyat. Kaydettiğinizde bu liste ürünün bütün kademelerinin
        yerini alır.
      </SectionIntro>
      <ArrayError name="bulkRules" />
      {rules.fields.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          Kademeli indirim tanımlı değil.
        </p>
      ) : (
        <ul className="grid gap-3">
          {rules.fields.map((row, index) => (
            <li
              key={row.id}
              className="grid grid-cols-2 items-start gap-3 rounded-lg border p-3 sm:grid-cols-[minmax(0,1.4fr)_5rem_5rem_minmax(0,1fr)_auto_auto]"
              data-testid="bulk-rule-row"
            >
              <SelectField
                name={`bulkRules.${index}.userRole`}
                label="Rol"
                options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
                className="col-span-2 sm:col-span-1"
              />
              <IntegerField name={`bulkRules.${index}.minQuantity`} label="En az" />
              <IntegerField name={`bulkRules.${index}.maxQuantity`} label="En fazla" />
              <MoneyField
                name={`bulkRules.${index}.discountedPrice`}
                label="Birim fiyat"
                className="col-span-2 sm:col-span-1"
              />
              <FormField
                control={control}
                name={`bulkRules.${index}.isActive`}
                render={({ field }) => (
                  <FormItem className="justify-items-start">
                    <FormLabel>Aktif</FormLabel>
                    <FormControl>
                      <Switch checked={field.value === true} onCheckedChange={field.onChange} className="mt-2" />
                    </FormControl>
                  </FormItem>
                )}
              />
              <div className="flex justify-end sm:pt-7">
                <RowRemove label={`${index + 1}. kademeyi kaldır`} onClick={() => rules.remove(index)} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={() => rules.append({ ...EMPTY_BULK_RULE })}
        disabled={rules.fields.length >= 50}
        data-testid="add-bulk-rule"
      >
        <Plus aria-hidden="true" />
        Kademe ekle
      </Button>
    </div>
  );
}

function SalesRuleRow({
  index,
  categories,
  onRemove,
}: {
  index: number;
  categories: Category[];
  onRemove: () => void;
}) {
  const { control } = useFormContext<ProductFormValues>();
  const type = useWatch({ control, name: `salesRules.${index}.ruleType` });
  const categoryOptions = [{ value: '', label: 'Seçin' }, ...categories.map((c) => ({ value: c.id, label: c.name }))];
  const valueLabel =
    type === 'minimum_order_amount' ? 'En az tutar' : type === 'category_bundle' ? 'Gerekli adet' : 'Adet';
  return (
    <li className="grid items-start gap-3 rounded-lg border p-3 sm:grid-cols-2" data-testid="sales-rule-row">
      <SelectField
        name={`salesRules.${index}.ruleType`}
        label="Kural türü"
        options={SALES_RULE_TYPES.map((t) => ({ value: t, label: SALES_RULE_LABELS[t] }))}
      />
      <div className="flex items-start gap-2">
        {type === 'minimum_order_amount' ? (
          <MoneyField name={`salesRules.${index}.minValue`} label={valueLabel} className="flex-1" />
        ) : (
          <IntegerField name={`salesRules.${index}.minValue`} label={valueLabel} className="flex-1" />
        )}
        <div className="pt-7">
          <RowRemove label={`${index + 1}. kuralı kaldır`} onClick={onRemove} />
        </div>
      </div>
      {type === 'category_bundle' ? (
        <>
          <SelectField
            name={`salesRules.${index}.applyToCategory`}
            label="Sepette bulunması gereken kategori"
            options={categoryOptions}
          />
          <SelectField
            name={`salesRules.${index}.targetCategory`}
            label="Kuralın uygulandığı kategori"
            description="Boş bırakılırsa bu ürün için geçerlidir."
            options={categoryOptions}
          />
        </>
      ) : null}
    </li>
  );
}

export function SalesRulesSection({ categories }: { categories: Category[] }) {
  const { control } = useFormContext<ProductFormValues>();
  const rules = useFieldArray({ control, name: 'salesRules' });
  return (
    <div className="grid gap-4">
      <SectionIntro>
        Sepete ekleme ve sipariş sırasında denetlenir. Kaydettiğinizde bu liste ürünün bütün kurallarının yerini alır.
      </SectionIntro>
      <ArrayError name="salesRules" />
      {rules.fields.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          Satış kuralı tanımlı değil.
        </p>
      ) : (
        <ul className="grid gap-3">
          {rules.fields.map((row, index) => (
            <SalesRuleRow key={row.id} index={index} categories={categories} onRemove={() => rules.remove(index)} />
          ))}
        </ul>
      )}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={() => rules.append({ ...EMPTY_SALES_RULE })}
        disabled={rules.fields.length >= 20}
        data-testid="add-sales-rule"
      >
        <Plus aria-hidden="true" />
        Kural ekle
      </Button>
    </div>
  );
}
