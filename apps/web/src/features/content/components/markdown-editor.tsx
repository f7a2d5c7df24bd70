import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { usePreview } from '@/features/content/api/admin-content';
import { RenderedHtml } from '@/features/content/components/rendered-html';
import { messageOf } from '@/lib/use-server-form';

/** A Markdown box with a preview rendered by the server, exactly as a visitor will see it. */
export function MarkdownEditor({
  id,
  label,
  value,
  onChange,
  rows = 12,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
}) {
  const preview = usePreview();
  const [showing, setShowing] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            if (showing) return setShowing(false);
            setShowing(true);
            preview.mutate(value);
          }}
        >
          {showing ? 'Düzenle' : 'Önizle'}
        </Button>
      </div>
      {showing ? (
        <div className="min-h-40 rounded-md border p-4" data-testid="markdown-preview">
          {preview.error ? (
            <p className="text-sm text-destructive">{messageOf(preview.error)}</p>
          ) : preview.data ? (
            <>
              <p className="mb-2 text-xs text-muted-foreground">{preview.data.readingMinutes} dk okuma</p>
              <RenderedHtml html={preview.data.html} />
            </>
          ) : (
            <p className="text-sm text-muted-foreground">Hazırlanıyor…</p>
          )}
        </div>
      ) : (
        <textarea
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={rows}
          className="w-full rounded-md border bg-transparent px-3 py-2 font-mono text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        />
      )}
      <p className="text-xs text-muted-foreground">
        Markdown: **kalın**, *italik*, ## başlık, - liste, [bağlantı](https://…). HTML kabul edilmez.
      </p>
    </div>
  );
}
