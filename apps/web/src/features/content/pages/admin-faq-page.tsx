import { CONTENT_STATUS_LABELS, type ContentStatus } from '@portal/shared/content';
import type { AdminFaqEntry } from '@portal/shared/contracts/content';
import { CircleHelp, Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminFaq, useDeleteFaq, useSaveFaq } from '@/features/content/api/admin-content';
import { MarkdownEditor } from '@/features/content/components/markdown-editor';
import { messageOf } from '@/lib/use-server-form';

type Draft = { id?: string; group: string; question: string; source: string; sortOrder: number; status: ContentStatus };
const draftOf = (e: AdminFaqEntry): Draft => ({ ...e });

/** admin/faq: the questions by group; add, edit (with preview), publish, delete. */
export function AdminFaqPage() {
  const query = useAdminFaq();
  const remove = useDeleteFaq();
  const [editing, setEditing] = useState<Draft | null>(null);
  if (editing) return <FaqEditor draft={editing} onDone={() => setEditing(null)} />;
  const items = query.data?.items ?? [];
  const groups = [...new Set(items.map((i) => i.group))];
  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="admin-faq-page">
      <div>
        <Button
          onClick={() =>
            setEditing({ group: groups[0] ?? '', question: '', source: '', sortOrder: items.length, status: 'draft' })
          }
        >
          <Plus aria-hidden="true" /> Yeni Soru
        </Button>
      </div>
      {query.isError ? (
        <EmptyState title="Sorular yüklenemedi" description={messageOf(query.error)} />
      ) : !query.data ? (
        <Skeleton className="h-48 w-full" />
      ) : items.length === 0 ? (
        <EmptyState icon={CircleHelp} title="Henüz soru yok" />
      ) : (
        groups.map((group) => (
          <section key={group} className="flex flex-col gap-2">
            <h2 className="text-base font-semibold">{group}</h2>
            <ul className="flex flex-col gap-2">
              {items
                .filter((i) => i.group === group)
                .map((entry) => (
                  <li
                    key={entry.id}
                    className="flex flex-wrap items-center gap-3 rounded-xl border p-3"
                    data-testid="admin-faq"
                  >
                    <p className="min-w-0 flex-1 font-medium">{entry.question}</p>
                    <Badge variant={entry.status === 'published' ? 'default' : 'secondary'}>
                      {CONTENT_STATUS_LABELS[entry.status]}
                    </Badge>
                    <Button size="sm" variant="outline" onClick={() => setEditing(draftOf(entry))}>
                      Düzenle
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => {
                        if (window.confirm('Bu soru silinsin mi? Silinen Öğeler’den geri yüklenebilir.'))
                          remove.mutate(entry.id);
                      }}
                    >
                      Sil
                    </Button>
                  </li>
                ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

function FaqEditor({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const [value, setValue] = useState(draft);
  const save = useSaveFaq();
  return (
    <form
      className="flex max-w-3xl flex-col gap-4"
      data-testid="faq-editor"
      onSubmit={(e) => {
        e.preventDefault();
        const { id, ...input } = value;
        save.mutate({ id, input }, { onSuccess: onDone });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <Label htmlFor="faq-group">Grup</Label>
          <Input
            id="faq-group"
            value={value.group}
            onChange={(e) => setValue((v) => ({ ...v, group: e.target.value }))}
            required
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="faq-order">Sıra</Label>
          <Input
            id="faq-order"
            type="number"
            min={0}
            value={value.sortOrder}
            onChange={(e) => setValue((v) => ({ ...v, sortOrder: Number(e.target.value) || 0 }))}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="faq-question">Soru</Label>
        <Input
          id="faq-question"
          value={value.question}
          onChange={(e) => setValue((v) => ({ ...v, question: e.target.value }))}
          required
        />
      </div>
      <MarkdownEditor
        id="faq-answer"
        label="Yanıt"
        rows={6}
        value={value.source}
        onChange={(source) => setValue((v) => ({ ...v, source }))}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="faq-status">Durum</Label>
        <NativeSelect
          id="faq-status"
          value={value.status}
          onChange={(e) => setValue((v) => ({ ...v, status: e.target.value as ContentStatus }))}
        >
          <option value="draft">Taslak</option>
          <option value="published">Yayında</option>
        </NativeSelect>
      </div>
      {save.error ? <p className="text-sm text-destructive">{messageOf(save.error)}</p> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          Kaydet
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Vazgeç
        </Button>
      </div>
    </form>
  );
}
