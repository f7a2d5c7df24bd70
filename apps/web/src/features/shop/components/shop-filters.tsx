import { Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { useCategories } from '@/lib/api/categories';
import type { ProductSort } from '@portal/shared/contracts/catalogue';
import { liraToKurus, type ProductFilters } from '@/features/shop/components/use-product-filters';
import { useDebouncedField } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';

const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'En yeniler',
  price_asc: 'Fiyat (artan)',
  price_desc: 'Fiyat (azalan)',
  name: 'Ürün adı (A-Z)',
};

const lira = (text: string) => text.trim() === '' || liraToKurus(text) !== null;

type ShopFiltersProps = {
  filters: ProductFilters;
  /** The products page offers only search and category. */
  fields?: 'all' | 'basic';
  className?: string;
};

export function ShopFilters({ filters, fields = 'all', className }: ShopFiltersProps) {
  const { state, update, panelCount } = filters;
  const categories = useCategories();
  const [open, setOpen] = useState(false);
  const ids = { panel: useId(), category: useId(), min: useId(), max: useId(), stock: useId(), sort: useId() };
  const all = fields === 'all';

  const search = useDebouncedField(state.search, (text) => update({ search: text }));
  const min = useDebouncedField(state.min, (text) => update({ min: text }), { isValid: lira });
  const max = useDebouncedField(state.max, (text) => update({ max: text }), { isValid: lira });

  const categorySelect = (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={ids.category} className={cn('text-xs text-muted-foreground', !all && 'sr-only')}>
        Kategori
      </Label>
      <NativeSelect
        id={ids.category}
        value={state.category}
        onChange={(event) => update({ category: event.target.value })}
        data-testid="filter-category"
      >
        <option value="">Tüm kategoriler</option>
        {(categories.data ?? []).map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );

  return (
    <section
      aria-label="Ürün filtreleri"
      data-testid="shop-filters"
      className={cn('flex flex-col gap-3 rounded-xl border bg-card p-3 shadow-xs', className)}
    >
      <div className={cn('flex gap-2', !all && 'flex-col sm:flex-row')}>
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Ürün ara"
            placeholder="Ürün ara"
            value={search.text}
            maxLength={100}
            onChange={(event) => search.setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') search.flush();
            }}
            className="pl-9"
            data-testid="filter-search"
          />
        </div>
        {all ? (
          <Button
            variant="outline"
            className="md:hidden"
            aria-expanded={open}
            aria-controls={ids.panel}
            onClick={() => setOpen((value) => !value)}
            data-testid="filters-toggle"
          >
            <SlidersHorizontal aria-hidden="true" />
            Filtreler
            {panelCount > 0 ? (
              <span className="rounded-full bg-primary px-1.5 text-xs leading-5 text-primary-foreground tabular">
                {panelCount}
              </span>
            ) : null}
          </Button>
        ) : (
          <div className="sm:w-64 sm:shrink-0">{categorySelect}</div>
        )}
      </div>

      {all ? (
        <div
          id={ids.panel}
          className={cn(
            'grid-cols-1 gap-3 sm:grid-cols-2 md:grid md:grid-cols-[minmax(0,1.2fr)_minmax(0,1.4fr)_auto_minmax(0,1fr)] md:items-end',
            open ? 'grid' : 'hidden',
          )}
        >
          {categorySelect}
          <fieldset className="flex min-w-0 flex-col gap-1.5">
            <legend className="mb-1.5 text-xs font-medium text-muted-foreground">Fiyat aralığı (₺)</legend>
            <div className="flex items-center gap-2">
              <Input
                id={ids.min}
                inputMode="decimal"
                aria-label="En düşük fiyat (₺)"
                placeholder="En az"
                value={min.text}
                aria-invalid={min.invalid || undefined}
                onChange={(event) => min.setText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') min.flush();
                }}
                data-testid="filter-min-price"
              />
              <span aria-hidden="true" className="text-muted-foreground">
                –
              </span>
              <Input
                id={ids.max}
                inputMode="decimal"
                aria-label="En yüksek fiyat (₺)"
                placeholder="En çok"
                value={max.text}
                aria-invalid={max.invalid || undefined}
                onChange={(event) => max.setText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') max.flush();
                }}
                data-testid="filter-max-price"
              />
            </div>
          </fieldset>
          <div className="flex h-10 items-center gap-2 md:px-1">
            <Switch
              id={ids.stock}
              checked={state.stock}
              onCheckedChange={(checked) => update({ stock: checked })}
              data-testid="filter-in-stock"
            />
            <Label htmlFor={ids.stock} className="whitespace-nowrap">
              Stoktakiler
            </Label>
          </div>
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor={ids.sort} className="text-xs text-muted-foreground">
              Sıralama
            </Label>
            <NativeSelect
              id={ids.sort}
              value={state.sort}
              onChange={(event) => update({ sort: event.target.value as ProductSort })}
              data-testid="filter-sort"
            >
              {Object.entries(SORT_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      ) : null}
    </section>
  );
}
