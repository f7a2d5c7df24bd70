import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchInput } from '@/components/ui/search-input';
import { PROVINCE_NAMES_ALPHABETICAL } from '@/lib/cities';
import { StatusFilterChips } from '@/features/orders/components/status-filter-chips';
import { hasFilters, type OrderFilters } from '@/features/orders/components/use-order-filters';

/** The managed lists' filters: search, city, date range and states, all kept in the address. */
export function OrderListFilters({ filters }: { filters: OrderFilters }) {
  const { state, update, reset } = filters;
  const ids = { city: useId(), from: useId(), to: useId() };
  const backwards = state.from !== '' && state.to !== '' && state.from > state.to;
  return (
    <section
      aria-label="Sipariş filtreleri"
      className="flex flex-col gap-3 rounded-xl border bg-card p-3 shadow-xs"
      data-testid="order-filters"
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)] lg:items-end">
        <div className="col-span-2 flex min-w-0 flex-col gap-1.5 lg:col-span-1">
          <span className="text-xs text-muted-foreground" aria-hidden="true">
            Arama
          </span>
          <SearchInput
            value={state.search}
            onCommit={(search) => update({ search })}
            placeholder="Sipariş no veya alıcı adı"
            data-testid="orders-search"
          />
        </div>
        <div className="col-span-2 flex min-w-0 flex-col gap-1.5 lg:col-span-1">
          <Label htmlFor={ids.city} className="text-xs text-muted-foreground">
            Şehir
          </Label>
          <NativeSelect
            id={ids.city}
            value={state.city}
            onChange={(event) => update({ city: event.target.value })}
            data-testid="orders-city"
          >
            <option value="">Tüm şehirler</option>
            {PROVINCE_NAMES_ALPHABETICAL.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={ids.from} className="text-xs text-muted-foreground">
            Başlangıç tarihi
          </Label>
          <Input
            id={ids.from}
            type="date"
            value={state.from}
            max={state.to || undefined}
            onChange={(event) => update({ from: event.target.value })}
            data-testid="orders-from"
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={ids.to} className="text-xs text-muted-foreground">
            Bitiş tarihi
          </Label>
          <Input
            id={ids.to}
            type="date"
            value={state.to}
            min={state.from || undefined}
            onChange={(event) => update({ to: event.target.value })}
            data-testid="orders-to"
          />
        </div>
      </div>
      {backwards ? (
        <p className="text-sm text-destructive" role="alert">
          Başlangıç tarihi bitiş tarihinden sonra olamaz.
        </p>
      ) : null}
      <div className="flex flex-col gap-2 md:flex-row md:items-start">
        <div className="min-w-0 flex-1">
          <StatusFilterChips value={state.status} onChange={(status) => update({ status })} />
        </div>
        {hasFilters(state) ? (
          <Button variant="ghost" size="sm" onClick={reset} className="self-start" data-testid="orders-reset">
            Filtreleri temizle
          </Button>
        ) : null}
      </div>
    </section>
  );
}
