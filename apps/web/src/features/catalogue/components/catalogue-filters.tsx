import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useCategories } from '@/lib/api/categories';
import type { PublicSort } from '@portal/shared/contracts/catalogue';
import type { CatalogueFilters as Filters } from '@/features/catalogue/components/use-catalogue-filters';
import { useDebouncedField } from '@/lib/use-debounced-value';

export function CatalogueFilters({ filters }: { filters: Filters }) {
  const { state, update } = filters;
  const categories = useCategories();
  const categoryId = useId();
  const sortId = useId();
  const search = useDebouncedField(state.search, (text) => update({ search: text }));

  return (
    <section
      aria-label="Ürün filtreleri"
      data-testid="shop-filters"
      className="grid gap-3 rounded-xl border bg-card p-3 shadow-xs sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] sm:items-end"
    >
      <div className="relative min-w-0">
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
      <div className="grid grid-cols-2 gap-3 sm:contents">
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={categoryId} className="text-xs text-muted-foreground">
            Kategori
          </Label>
          <NativeSelect
            id={categoryId}
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
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={sortId} className="text-xs text-muted-foreground">
            Sıralama
          </Label>
          <NativeSelect
            id={sortId}
            value={state.sort}
            onChange={(event) => update({ sort: event.target.value as PublicSort })}
            data-testid="filter-sort"
          >
            <option value="newest">En yeniler</option>
            <option value="name">Ürün adı (A-Z)</option>
          </NativeSelect>
        </div>
      </div>
    </section>
  );
}
