import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminAbout, useSaveAbout } from '@/features/content/api/admin-content';
import { MarkdownEditor } from '@/features/content/components/markdown-editor';
import { messageOf } from '@/lib/use-server-form';

/** admin/about: the about page's title and Markdown text. */
export function AboutEditorPage() {
  const query = useAdminAbout();
  const save = useSaveAbout();
  const [title, setTitle] = useState('');
  const [source, setSource] = useState('');
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (query.data) {
      setTitle(query.data.title);
      setSource(query.data.source);
    }
  }, [query.data]);
  if (!query.data && !query.isError) return <Skeleton className="h-72 w-full" />;
  return (
    <form
      className="flex max-w-3xl flex-col gap-4"
      data-testid="about-editor"
      onSubmit={(e) => {
        e.preventDefault();
        setSaved(false);
        save.mutate({ title, source }, { onSuccess: () => setSaved(true) });
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="about-title">Başlık</Label>
        <Input id="about-title" value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={120} />
      </div>
      <MarkdownEditor id="about-source" label="Metin" value={source} onChange={setSource} rows={18} />
      {save.error ? <p className="text-sm text-destructive">{messageOf(save.error)}</p> : null}
      {saved ? (
        <p role="status" className="text-sm text-primary">
          Kaydedildi.
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          Kaydet
        </Button>
      </div>
    </form>
  );
}
