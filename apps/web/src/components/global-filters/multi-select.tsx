import { Check, ChevronsUpDown, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { type ComboboxOption, filterOptions } from '@/components/ui/combobox';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { choiceSummary } from './filter-bar-logic';

/**
 * A searchable choice of several values (the 81 provinces, roles…): a button naming the choice,
 * opening a search box over a list of checkable options.
 */
export function MultiSelect({
  id,
  options,
  values,
  onChange,
  none,
  searchable = true,
  'aria-label': ariaLabel,
}: {
  id?: string;
  options: readonly ComboboxOption[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** The button's text while nothing is chosen ('Tüm iller'). */
  none: string;
  searchable?: boolean;
  'aria-label'?: string;
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const listId = useId();
  const visible = useMemo(() => filterOptions(options, search), [options, search]);
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  const chosen = new Set(values);
  const toggle = (value: string) =>
    onChange(chosen.has(value) ? values.filter((v) => v !== value) : [...values, value]);

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setSearch('');
      }}
    >
      <PopoverTrigger asChild>
        <button
          id={id}
          type="button"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-label={ariaLabel}
          className="flex h-10 w-full min-w-0 items-center justify-between gap-2 rounded-md border border-input bg-transparent px-3 py-1 text-left text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
        >
          <span className={cn('truncate', values.length === 0 && 'text-muted-foreground')}>
            {choiceSummary(values, labelOf, none)}
          </span>
          <ChevronsUpDown className="size-4 shrink-0 opacity-50" aria-hidden="true" />
        </button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-56 overflow-hidden p-0">
        {searchable ? (
          <div className="flex items-center gap-2 border-b px-3">
            <Search className="size-4 shrink-0 opacity-50" aria-hidden="true" />
            <input
              aria-label="Ara"
              aria-controls={listId}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Ara..."
              autoComplete="off"
              className="h-9 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            />
          </div>
        ) : null}
        <div
          id={listId}
          role="listbox"
          aria-multiselectable="true"
          aria-label={ariaLabel}
          className="max-h-64 overflow-y-auto p-1"
        >
          {visible.map((option) => {
            const selected = chosen.has(option.value);
            return (
              <button
                key={option.value}
                type="button"
                role="option"
                aria-selected={selected}
                onClick={() => toggle(option.value)}
                className="flex w-full cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:outline-none"
              >
                <Check className={cn('size-4 shrink-0', selected ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
                <span className="truncate">{option.label}</span>
              </button>
            );
          })}
          {visible.length === 0 ? <p className="px-2 py-1.5 text-sm text-muted-foreground">Sonuç bulunamadı</p> : null}
        </div>
        {values.length > 0 ? (
          <div className="border-t p-1">
            <button
              type="button"
              onClick={() => onChange([])}
              className="w-full rounded-sm px-2 py-1.5 text-left text-sm text-muted-foreground hover:bg-accent"
            >
              Seçimi temizle
            </button>
          </div>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
