import { EMPTY_FILTERS } from '@portal/shared/analytics-filters';
import { PROVINCES } from '@portal/shared/cities';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useGlobalFilters } from './use-global-filters';

/**
 * The one filter bar of the analytics and report pages. Every page renders this component and
 * reads the same state through `useGlobalFilters`, so a filter chosen on one page holds on the next.
 */
export function GlobalFilterBar() {
  const { filters, update, replace, activeCount } = useGlobalFilters();
  const id = useId();
  return (
    <section aria-label="Filtreler" data-testid="global-filter-bar" className="flex flex-wrap items-end gap-3">
      <div className="flex min-w-36 flex-col gap-1">
        <Label htmlFor={`${id}-from`}>Başlangıç</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={filters.dateFrom ?? ''}
          onChange={(e) => update({ dateFrom: e.target.value || undefined })}
        />
      </div>
      <div className="flex min-w-36 flex-col gap-1">
        <Label htmlFor={`${id}-to`}>Bitiş</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={filters.dateTo ?? ''}
          onChange={(e) => update({ dateTo: e.target.value || undefined })}
        />
      </div>
      <div className="flex min-w-44 flex-col gap-1">
        <Label htmlFor={`${id}-city`}>İl</Label>
        <NativeSelect
          id={`${id}-city`}
          value={filters.cities[0] ?? ''}
          onChange={(e) => update({ cities: e.target.value ? [e.target.value] : [] })}
        >
          <option value="">Tüm iller</option>
          {PROVINCES.map((p) => (
            <option key={p.name} value={p.name}>
              {p.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {activeCount > 0 ? (
        <Button variant="ghost" onClick={() => replace(EMPTY_FILTERS)}>
          <X aria-hidden="true" /> Filtreleri Temizle
        </Button>
      ) : null}
    </section>
  );
}
