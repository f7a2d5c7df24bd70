import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ProductFormValues } from '@/features/admin-products/components/product-form-schema';

const MAX_INGREDIENTS = 30;

/** Active ingredients as tags: type one and press Enter (or a comma); each tag has its own remove button. */
export function IngredientTagsField() {
  const { control } = useFormContext<ProductFormValues>();
  const { field, fieldState } = useController({ control, name: 'activeIngredients' });
  const [text, setText] = useState('');
  const id = useId();
  const tags = field.value ?? [];
  const error =
    fieldState.error?.message ??
    (Array.isArray(fieldState.error) ? fieldState.error.find((e) => e?.message)?.message : undefined);

  const add = () => {
    const parts = text
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    if (parts.length === 0) return;
    const known = new Set(tags.map((t) => t.toLocaleLowerCase('tr-TR')));
    const next = [...tags];
    for (const part of parts) {
      if (next.length >= MAX_INGREDIENTS) break;
      if (known.has(part.toLocaleLowerCase('tr-TR'))) continue;
      known.add(part.toLocaleLowerCase('tr-TR'));
      next.push(part.slice(0, 120));
    }
    field.onChange(next);
    setText('');
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id} data-error={!!error} className="data-[error=true]:text-destructive">
        Etkin maddeler
      </Label>
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Eklenen etkin maddeler">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="gap-1 py-1 pr-1 text-sm font-normal">
                {tag}
                <button
                  type="button"
                  className="rounded-sm p-0.5 text-muted-foreground hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  aria-label={`${tag} etkin maddesini kaldır`}
                  onClick={() => field.onChange(tags.filter((t) => t !== tag))}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Input
          id={id}
          ref={field.ref}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ',') {
              e.preventDefault();
              add();
            } else if (e.key === 'Backspace' && text === '' && tags.length > 0) {
              field.onChange(tags.slice(0, -1));
            }
          }}
          onBlur={() => {
            add();
            field.onBlur();
          }}
          placeholder="ör. Omega-3, D3 vitamini"
          aria-describedby={`${id}-description`}
          aria-invalid={!!error}
          disabled={tags.length >= MAX_INGREDIENTS}
          data-testid="ingredient-input"
        />
        <Button type="button" variant="outline" onClick={add} disabled={!text.trim()}>
          Ekle
        </Button>
      </div>
      <p id={`${id}-description`} className="text-sm text-muted-foreground">
        Enter veya virgül ile ekleyin; en fazla {MAX_INGREDIENTS} madde.
      </p>
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </div>
  );
}
