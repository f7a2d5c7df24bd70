import { normalizeSearch } from '@portal/shared/format';
import { Check, ChevronsUpDown, Search } from 'lucide-react';
import * as React from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';

export type ComboboxOption = {
  value: string;
  label: string;
  /** More words the search should find the option by (a code, a region). */
  keywords?: string;
  disabled?: boolean;
};

type ComboboxProps = {
  options: readonly ComboboxOption[];
  /** The chosen value; '' or null for none. */
  value: string | null | undefined;
  onValueChange: (value: string) => void;
  /** Shown on the button while nothing is chosen. */
  placeholder?: string;
  searchPlaceholder?: string;
  /** Shown in the list when the search finds nothing. */
  emptyText?: string;
  /**
   * Called with what the member types. With `filter={false}` the caller searches (on the server)
   * and passes the answers as `options`.
   */
  onSearchChange?: (search: string) => void;
  filter?: boolean;
  /** Shown above the list while the caller's search runs. */
  loading?: boolean;
  disabled?: boolean;
  className?: string;
  contentClassName?: string;
} & Pick<
  React.ComponentProps<'button'>,
  'id' | 'name' | 'onBlur' | 'aria-invalid' | 'aria-describedby' | 'aria-labelledby' | 'aria-label'
> & { ref?: React.Ref<HTMLButtonElement> };

/** Options whose label or keywords contain the search, ignoring case and Turkish accents. */
export function filterOptions(options: readonly ComboboxOption[], search: string): ComboboxOption[] {
  const needle = normalizeSearch(search);
  if (!needle) return [...options];
  return options.filter((o) => normalizeSearch(`${o.label} ${o.keywords ?? ''}`).includes(needle));
}

/**
 * A searchable picker: a button that opens a search box over a list (the WAI-ARIA combobox
 * with a listbox popup). The button carries the field's label and errors like any form control
 * (it works inside `<FormControl>`). In the popup, typing filters, ↑/↓ (Home/End) move,
 * Enter chooses, Escape closes and gives the focus back to the button.
 *
 * ```tsx
 * <Combobox options={PROVINCE_NAMES.map((n) => ({ value: n, label: n }))} value={city}
 *   onValueChange={setCity} placeholder="İl seçin" />
 * ```
 */
export function Combobox({
  options,
  value,
  onValueChange,
  placeholder = 'Seçiniz',
  searchPlaceholder = 'Ara...',
  emptyText = 'Sonuç bulunamadı',
  onSearchChange,
  filter = true,
  loading,
  disabled,
  className,
  contentClassName,
  ref,
  ...buttonProps
}: ComboboxProps) {
  const [open, setOpen] = React.useState(false);
  const [search, setSearch] = React.useState('');
  const [active, setActive] = React.useState(0);
  const listId = React.useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const visible = React.useMemo(
    () => (filter ? filterOptions(options, search) : [...options]),
    [filter, options, search],
  );
  const selected = options.find((o) => o.value === value);

  const changeSearch = (next: string) => {
    setSearch(next);
    setActive(0);
    onSearchChange?.(next);
  };

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setSearch('');
      onSearchChange?.('');
      const index = options.findIndex((o) => o.value === value);
      setActive(Math.max(0, filter ? index : 0));
    }
  };

  const choose = (option: ComboboxOption | undefined) => {
    if (!option || option.disabled) return;
    onValueChange(option.value);
    setOpen(false);
  };

  React.useEffect(() => {
    if (!open) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const last = visible.length - 1;
    if (event.key === 'ArrowDown') setActive((i) => Math.min(last, i + 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(0, i - 1));
    else if (event.key === 'Home') setActive(0);
    else if (event.key === 'End') setActive(Math.max(0, last));
    else if (event.key === 'Enter') choose(visible[active]);
    else return;
    event.preventDefault();
  };

  return (
    <Popover open={open} onOpenChange={openChange}>
      <PopoverTrigger asChild>
        <button
          ref={ref}
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-controls={open ? listId : undefined}
          disabled={disabled}
          data-slot="combobox"
          className={cn(
            'flex h-9 w-full min-w-0 items-center justify-between gap-2 rounded-md border border-input bg-transparent px-3 py-1 text-left text-base shadow-xs outline-none transition-[color,box-shadow] md:text-sm',
            'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50',
            'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
            className,
          )}
          {...buttonProps}
        >
          <span className={cn('truncate', !selected && 'text-muted-foreground')}>{selected?.label ?? placeholder}</span>
          <ChevronsUpDown className="size-4 shrink-0 opacity-50" aria-hidden="true" />
        </button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        className={cn('w-(--radix-popover-trigger-width) min-w-56 overflow-hidden p-0', contentClassName)}
      >
        <div className="flex items-center gap-2 border-b px-3">
          <Search className="size-4 shrink-0 opacity-50" aria-hidden="true" />
          <input
            // The popup opens to type in it; focus goes here as Radix opens it.
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={visible.length > 0 ? optionId(active) : undefined}
            aria-label={searchPlaceholder}
            value={search}
            onChange={(event) => changeSearch(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={searchPlaceholder}
            autoComplete="off"
            className="h-9 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
          />
        </div>
        {loading ? <p className="px-3 py-2 text-sm text-muted-foreground">Aranıyor...</p> : null}
        <div
          id={listId}
          role="listbox"
          aria-label={buttonProps['aria-label'] ?? placeholder}
          className="max-h-60 overflow-y-auto p-1"
        >
          {visible.map((option, index) => {
            const isSelected = option.value === value;
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the search box's (aria-activedescendant), so the focus never leaves it.
              <div
                key={option.value}
                tabIndex={-1}
                id={optionId(index)}
                role="option"
                aria-selected={isSelected}
                aria-disabled={option.disabled || undefined}
                data-active={index === active || undefined}
                // Keeps the focus in the search box while the pointer chooses.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(index)}
                onClick={() => choose(option)}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
                  'data-active:bg-accent data-active:text-accent-foreground aria-disabled:pointer-events-none aria-disabled:opacity-50',
                )}
              >
                <Check className={cn('size-4 shrink-0', isSelected ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
                <span className="truncate">{option.label}</span>
              </div>
            );
          })}
        </div>
        {visible.length === 0 && !loading ? (
          <p className="px-3 py-2 text-sm text-muted-foreground" role="status">
            {emptyText}
          </p>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
