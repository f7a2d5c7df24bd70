import { EMPTY_FILTERS, type GlobalFilters, MEMBER_STATUSES } from '@portal/shared/analytics-filters';
import { PROVINCES, REGIONS } from '@portal/shared/cities';
import { presetFilters, shouldApplyDefault } from '@portal/shared/filter-presets';
import { ROLE_LABELS, ROLES } from '@portal/shared/roles';
import { SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { CountBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import {
  activeFieldCount,
  districtList,
  FIELD_KEYS,
  FILTER_FIELDS,
  type FilterField,
  kurusToLiraText,
  liraToKurus,
  QUICK_RANGES,
  type QuickRange,
  quickRange,
  quickRangeOf,
} from './filter-bar-logic';
import { FilterPresetsMenu } from './filter-presets-menu';
import { MultiSelect } from './multi-select';
import { useFilterPresets } from './use-filter-presets';
import { useGlobalFilters } from './use-global-filters';

const CITY_OPTIONS = PROVINCES.map((p) => ({ value: p.name, label: p.name, keywords: p.region }));
const REGION_OPTIONS = REGIONS.map((r) => ({ value: r, label: r }));
const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
const STATUS_LABELS: Record<(typeof MEMBER_STATUSES)[number], string> = { active: 'Aktif', inactive: 'Pasif' };
const STATUS_OPTIONS = MEMBER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/** The fields on the desktop row; the rest (and all on a phone) are in the "Filtreler" sheet. */
const ROW_FIELDS: readonly FilterField[] = ['dates', 'cities', 'search'];

/**
 * The one filter bar of the analytics and report pages. Every page renders this component and
 * reads the same state through `useGlobalFilters`, so a filter chosen on one page holds on the next.
 * `fields` limits it to what the page's report reads (all by default); `presets` shows the saved
 * filters menu (on by default). On a page opened without filters, the member's default preset
 * applies (unless it is the built-in 'Son 30 Gün', which an empty filter already means).
 */
export function GlobalFilterBar({
  fields = FILTER_FIELDS,
  presets = true,
}: {
  fields?: readonly FilterField[];
  presets?: boolean;
} = {}) {
  const { filters, update, replace } = useGlobalFilters();
  const [sheetOpen, setSheetOpen] = useState(false);
  const active = activeFieldCount(filters, fields);
  useDefaultPreset(presets, active, replace);

  const clear = () => {
    const next: GlobalFilters = { ...filters };
    for (const field of fields) for (const key of FIELD_KEYS[field]) Object.assign(next, { [key]: EMPTY_FILTERS[key] });
    replace(next);
    toast.success('Filtreler temizlendi');
  };
  const rowFields = fields.filter((f) => ROW_FIELDS.includes(f));
  const moreCount = activeFieldCount(
    filters,
    fields.filter((f) => !ROW_FIELDS.includes(f)),
  );

  return (
    <section aria-label="Filtreler" data-testid="global-filter-bar" className="flex flex-wrap items-end gap-2 md:gap-3">
      <div className="hidden flex-wrap items-end gap-3 md:flex">
        <FilterFieldsView fields={rowFields} filters={filters} update={update} layout="row" />
      </div>
      <Button
        variant="outline"
        // On a wide screen the row holds every field the page has: no sheet needed.
        className={cn('relative', rowFields.length === fields.length && 'md:hidden')}
        onClick={() => setSheetOpen(true)}
        data-testid="filters-button"
        aria-label={active > 0 ? `Filtreler (${active} etkin)` : 'Filtreler'}
      >
        <SlidersHorizontal aria-hidden="true" />
        <span className="md:hidden">Filtreler</span>
        <span className="hidden md:inline">Tüm Filtreler</span>
        {active > 0 ? (
          <CountBadge className={cn(moreCount === 0 && 'md:hidden')} data-testid="filters-count">
            {active}
          </CountBadge>
        ) : null}
      </Button>
      {presets ? <FilterPresetsMenu filters={filters} onLoad={replace} /> : null}
      {active > 0 ? (
        <Button
          variant="ghost"
          onClick={clear}
          data-testid="filters-clear"
          aria-label="Filtreleri Temizle"
          title="Filtreleri Temizle"
          className="px-2.5 md:px-4"
        >
          <X aria-hidden="true" />
          <span className="hidden md:inline">Filtreleri Temizle</span>
        </Button>
      ) : null}
      <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
        <SheetContent side="right" className="w-full overflow-y-auto sm:max-w-md">
          <SheetHeader>
            <SheetTitle>Filtreler</SheetTitle>
            <SheetDescription>Seçimler hemen uygulanır ve adres çubuğunda saklanır.</SheetDescription>
          </SheetHeader>
          <div className="flex flex-col gap-4 px-4">
            <FilterFieldsView fields={fields} filters={filters} update={update} layout="sheet" />
          </div>
          <SheetFooter className="flex-row gap-2">
            {active > 0 ? (
              <Button variant="outline" className="flex-1" onClick={clear}>
                Temizle
              </Button>
            ) : null}
            <Button className="flex-1" onClick={() => setSheetOpen(false)}>
              Tamam
            </Button>
          </SheetFooter>
        </SheetContent>
      </Sheet>
    </section>
  );
}

/** Applies the member's default preset once, when the page was opened without filters. */
function useDefaultPreset(enabled: boolean, active: number, replace: (f: GlobalFilters) => void) {
  const presets = useFilterPresets(enabled);
  const openedEmpty = useRef(active === 0);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !presets.data) return;
    done.current = true;
    const { defaultId } = presets.data;
    if (!openedEmpty.current || !shouldApplyDefault(active, defaultId)) return;
    const preset = presets.data.presets.find((p) => p.id === defaultId);
    if (preset) replace(presetFilters(preset));
  }, [presets.data, active, replace]);
}

function FilterFieldsView({
  fields,
  filters,
  update,
  layout,
}: {
  fields: readonly FilterField[];
  filters: GlobalFilters;
  update: (patch: Partial<GlobalFilters>) => void;
  layout: 'row' | 'sheet';
}) {
  const id = useId();
  const box = layout === 'row' ? 'flex flex-col gap-1' : 'flex flex-col gap-1.5';
  const has = (f: FilterField) => fields.includes(f);
  const range = quickRangeOf(filters);
  return (
    <>
      {has('dates') ? (
        <>
          <div className={cn(box, layout === 'row' && 'w-52')}>
            <Label htmlFor={`${id}-quick`}>Dönem</Label>
            <NativeSelect
              id={`${id}-quick`}
              value={range ?? (filters.dateFrom || filters.dateTo ? 'custom' : '')}
              onChange={(e) => {
                const key = e.target.value;
                if (key === '') update({ dateFrom: undefined, dateTo: undefined });
                else if (key !== 'custom') update(quickRange(key as QuickRange));
              }}
            >
              <option value="">Son 30 gün (varsayılan)</option>
              {QUICK_RANGES.map((r) => (
                <option key={r.key} value={r.key}>
                  {r.label}
                </option>
              ))}
              <option value="custom" disabled>
                Özel aralık
              </option>
            </NativeSelect>
          </div>
          <div className={layout === 'sheet' ? 'grid grid-cols-2 gap-3' : 'contents'}>
            <div className={cn(box, layout === 'row' && 'w-36')}>
              <Label htmlFor={`${id}-from`}>Başlangıç</Label>
              <Input
                id={`${id}-from`}
                type="date"
                value={filters.dateFrom ?? ''}
                max={filters.dateTo}
                onChange={(e) => update({ dateFrom: e.target.value || undefined })}
              />
            </div>
            <div className={cn(box, layout === 'row' && 'w-36')}>
              <Label htmlFor={`${id}-to`}>Bitiş</Label>
              <Input
                id={`${id}-to`}
                type="date"
                value={filters.dateTo ?? ''}
                min={filters.dateFrom}
                onChange={(e) => update({ dateTo: e.target.value || undefined })}
              />
            </div>
          </div>
        </>
      ) : null}
      {has('cities') ? (
        <div className={cn(box, layout === 'row' && 'w-48')}>
          <Label htmlFor={`${id}-cities`}>İller</Label>
          <MultiSelect
            id={`${id}-cities`}
            aria-label="İller"
            options={CITY_OPTIONS}
            values={filters.cities}
            onChange={(cities) => update({ cities })}
            none="Tüm iller"
          />
        </div>
      ) : null}
      {has('districts') ? (
        <div className={box}>
          <Label htmlFor={`${id}-districts`}>İlçeler</Label>
          <CommitInput
            id={`${id}-districts`}
            value={filters.districts.join(', ')}
            placeholder="Örn. Kadıköy, Çankaya"
            onCommit={(text) => update({ districts: districtList(text) })}
          />
        </div>
      ) : null}
      {has('regions') ? (
        <div className={box}>
          <Label htmlFor={`${id}-regions`}>Bölgeler</Label>
          <MultiSelect
            id={`${id}-regions`}
            aria-label="Bölgeler"
            options={REGION_OPTIONS}
            values={filters.regions}
            onChange={(regions) => update({ regions: regions as GlobalFilters['regions'] })}
            none="Tüm bölgeler"
            searchable={false}
          />
        </div>
      ) : null}
      {has('sales') ? (
        <MoneyRange
          label="Satış tutarı (₺)"
          min={filters.salesMin}
          max={filters.salesMax}
          onChange={(salesMin, salesMax) => update({ salesMin, salesMax })}
        />
      ) : null}
      {has('commission') ? (
        <MoneyRange
          label="Komisyon tutarı (₺)"
          min={filters.commissionMin}
          max={filters.commissionMax}
          onChange={(commissionMin, commissionMax) => update({ commissionMin, commissionMax })}
        />
      ) : null}
      {has('roles') ? (
        <div className={box}>
          <Label htmlFor={`${id}-roles`}>Roller</Label>
          <MultiSelect
            id={`${id}-roles`}
            aria-label="Roller"
            options={ROLE_OPTIONS}
            values={filters.roles}
            onChange={(roles) => update({ roles: roles as GlobalFilters['roles'] })}
            none="Tüm roller"
            searchable={false}
          />
        </div>
      ) : null}
      {has('statuses') ? (
        <div className={box}>
          <Label htmlFor={`${id}-statuses`}>Üye durumu</Label>
          <MultiSelect
            id={`${id}-statuses`}
            aria-label="Üye durumu"
            options={STATUS_OPTIONS}
            values={filters.statuses}
            onChange={(statuses) => update({ statuses: statuses as GlobalFilters['statuses'] })}
            none="Tüm durumlar"
            searchable={false}
          />
        </div>
      ) : null}
      {has('search') ? (
        <div className={cn(box, layout === 'row' && 'w-52')}>
          <Label htmlFor={`${id}-search`}>Ara</Label>
          <CommitInput
            id={`${id}-search`}
            type="search"
            value={filters.search ?? ''}
            placeholder="Ad, e-posta, ürün…"
            onCommit={(text) => update({ search: text.trim() || undefined })}
          />
        </div>
      ) : null}
    </>
  );
}

/** A text box whose value is applied on Enter or when the focus leaves it (not on every key). */
function CommitInput({
  value,
  onCommit,
  ...props
}: { value: string; onCommit: (text: string) => void } & Omit<
  React.ComponentProps<typeof Input>,
  'value' | 'onChange'
>) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    if (text !== value) onCommit(text);
  };
  return (
    <Input
      {...props}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}

function MoneyRange({
  label,
  min,
  max,
  onChange,
}: {
  label: string;
  min: number | undefined;
  max: number | undefined;
  onChange: (min: number | undefined, max: number | undefined) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const commit = (which: 'min' | 'max', text: string) => {
    const kurus = liraToKurus(text);
    if (kurus === null) {
      setError('Geçerli bir tutar girin (örn. 1.250,50)');
      return;
    }
    const next = which === 'min' ? [kurus, max] : [min, kurus];
    if (next[0] !== undefined && next[1] !== undefined && next[0] > next[1]) {
      setError('En az tutar en fazla tutardan büyük olamaz');
      return;
    }
    setError(null);
    onChange(next[0], next[1]);
  };
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm leading-none font-medium">{label}</legend>
      <div className="grid grid-cols-2 gap-3">
        <CommitInput
          id={`${id}-min`}
          inputMode="decimal"
          aria-label={`${label} en az`}
          placeholder="En az"
          value={kurusToLiraText(min)}
          onCommit={(t) => commit('min', t)}
          aria-invalid={error ? true : undefined}
        />
        <CommitInput
          id={`${id}-max`}
          inputMode="decimal"
          aria-label={`${label} en fazla`}
          placeholder="En fazla"
          value={kurusToLiraText(max)}
          onCommit={(t) => commit('max', t)}
          aria-invalid={error ? true : undefined}
        />
      </div>
      {error ? (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
