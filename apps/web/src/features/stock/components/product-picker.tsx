import { formatNumber } from '@portal/shared/format';
import { Check, ChevronsUpDown, Search } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { type StockProductOption, useStockProductSearch } from '@/features/stock/api/search-products';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';

type ProductPickerProps = Omit<React.ComponentProps<'button'>, 'value' | 'onChange'> & {
  /** The chosen product's id, '' for none. */
  value: string;
  /** Its name, when known. */
  valueLabel?: string;
  onChange: (product: StockProductOption | null) => void;
  /** Offers "Tüm ürünler" (a filter); without it a product must be chosen (a form). */
  allLabel?: string;
  placeholder?: string;
};

/**
 * A product chosen by searching the catalogue (name or ingredient, 300 ms after the last key).
 * The trigger takes the form field's id and aria attributes, so a label and errors attach to it.
 */
export function ProductPicker({
  value,
  valueLabel,
  onChange,
  allLabel,
  placeholder = 'Ürün seçin',
  className,
  ...trigger
}: ProductPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const results = useStockProductSearch(debounced, open);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const choose = (product: StockProductOption | null) => {
    onChange(product);
    setOpen(false);
  };

  const options = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const list = options();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    if (next < 0) inputRef.current?.focus();
    else list[Math.min(next, list.length - 1)]?.focus();
  };

  const products = results.data?.products ?? [];
  const shown = valueLabel ?? (value ? 'Seçili ürün' : (allLabel ?? placeholder));

  return (
    <Popover
      open={open}
      modal
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSearch('');
      }}
    >
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          aria-haspopup="dialog"
          aria-expanded={open}
          className={cn(
            'w-full min-w-0 justify-between px-3 font-normal aria-invalid:border-destructive',
            !value && !allLabel && 'text-muted-foreground',
            className,
          )}
          {...trigger}
        >
          <span className="truncate">{shown}</span>
          <ChevronsUpDown className="text-muted-foreground" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        className="flex w-(--radix-popover-trigger-width) min-w-72 flex-col p-0"
        aria-label="Ürün seçimi"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
        onKeyDown={onKeyDown}
        data-testid="product-picker-panel"
      >
        <div className="relative border-b p-2">
          <Search
            className="pointer-events-none absolute top-1/2 left-5 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            ref={inputRef}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onKeyDown={(e) => {
              // Enter takes the first match (and never submits the form around the picker).
              if (e.key !== 'Enter') return;
              e.preventDefault();
              const first = products[0];
              if (first && debounced === search) choose(first);
            }}
            placeholder="Ürün adı veya içerik"
            aria-label="Ürün ara"
            aria-controls={listId}
            autoComplete="off"
            className="pl-9"
            data-testid="product-search"
          />
        </div>
        <div ref={listRef} id={listId} role="listbox" aria-label="Ürünler" className="max-h-64 overflow-y-auto p-1">
          {allLabel ? <Option label={allLabel} selected={!value} onSelect={() => choose(null)} /> : null}
          {products.map((p) => (
            <Option
              key={p.id}
              label={p.name}
              hint={p.category?.name}
              selected={p.id === value}
              onSelect={() => choose(p)}
            />
          ))}
        </div>
        <div className="border-t px-3 py-2 text-xs text-muted-foreground" aria-live="polite">
          {results.isPending || (results.isFetching && debounced !== search) ? (
            <span className="flex items-center gap-2">
              <Spinner /> Aranıyor...
            </span>
          ) : results.isError ? (
            <span className="text-destructive">{results.error.message}</span>
          ) : products.length === 0 ? (
            'Aramanıza uyan ürün bulunamadı.'
          ) : results.data && results.data.total > products.length ? (
            `${formatNumber(results.data.total)} üründen ilk ${formatNumber(products.length)} tanesi; aramayı daraltın.`
          ) : (
            `${formatNumber(products.length)} ürün`
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}

function Option({
  label,
  hint,
  selected,
  onSelect,
}: {
  label: string;
  hint?: string;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      role="option"
      aria-selected={selected}
      onClick={onSelect}
      className="flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
      data-testid="product-option"
    >
      <Check className={cn('size-4 shrink-0', selected ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
      <span className="flex min-w-0 flex-col">
        <span className="truncate">{label}</span>
        {hint ? <span className="truncate text-xs text-muted-foreground">{hint}</span> : null}
      </span>
    </button>
  );
}
