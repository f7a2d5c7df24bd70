import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { useDebouncedField } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';

type SearchInputProps = {
  value: string;
  /** Called 300 ms after the last key, or at once with Enter. */
  onCommit: (text: string) => void;
  placeholder: string;
  /** For a visible <Label htmlFor>; without one the placeholder names the box. */
  id?: string;
  className?: string;
  'data-testid'?: string;
};

/** A list's search box with the magnifier: typed text is committed debounced (or with Enter). */
export function SearchInput({ value, onCommit, placeholder, id, className, ...rest }: SearchInputProps) {
  const search = useDebouncedField(value, onCommit);
  return (
    <div className={cn('relative min-w-0', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        aria-label={id ? undefined : placeholder}
        placeholder={placeholder}
        value={search.text}
        maxLength={100}
        onChange={(event) => search.setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search.flush();
        }}
        className="pl-9"
        data-testid={rest['data-testid']}
      />
    </div>
  );
}
