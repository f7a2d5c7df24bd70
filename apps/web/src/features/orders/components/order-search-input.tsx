import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { useDebouncedField } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';

type OrderSearchInputProps = {
  value: string;
  onCommit: (text: string) => void;
  label: string;
  className?: string;
};

/** A search box committed 300 ms after the last key (or at once with Enter). */
export function OrderSearchInput({ value, onCommit, label, className }: OrderSearchInputProps) {
  const search = useDebouncedField(value, onCommit);
  return (
    <div className={cn('relative min-w-0', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={label}
        value={search.text}
        maxLength={100}
        onChange={(event) => search.setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search.flush();
        }}
        className="pl-9"
        data-testid="orders-search"
      />
    </div>
  );
}
