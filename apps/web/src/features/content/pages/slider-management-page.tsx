import { moveItem } from '@portal/shared/content';
import type { SliderItem } from '@portal/shared/contracts/content';
import { formatDateTime } from '@portal/shared/format';
import { ArrowDown, ArrowUp, GripVertical, Images, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import {
  useAdminSlider,
  useDeleteSlide,
  useReorderSlides,
  useSaveSlide,
  useUploadSlideImage,
} from '@/features/content/api/admin-content';
import { fieldErrors } from '@/lib/api/client';
import { messageOf } from '@/lib/use-server-form';

type Draft = { id?: string; title: string; body: string; linkUrl: string; activeFrom: string; activeUntil: string };
/** <input type="datetime-local"> speaks local time without a zone; the API takes ISO with one. */
const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (value: string) => (value ? new Date(value).toISOString() : null);

/**
 * admin/slider-management: the home page's slides. Drag a row by its handle to reorder, or use
 * the arrow buttons (or Alt+↑/↓ on the handle) from the keyboard; the new order is saved at once.
 */
export function SliderManagementPage() {
  const query = useAdminSlider();
  const reorder = useReorderSlides();
  const remove = useDeleteSlide();
  const [order, setOrder] = useState<SliderItem[]>([]);
  const [dragging, setDragging] = useState<number | null>(null);
  const [editing, setEditing] = useState<Draft | null>(null);
  const [announce, setAnnounce] = useState('');
  useEffect(() => setOrder(query.data?.items ?? []), [query.data]);

  const commit = (next: SliderItem[], moved?: SliderItem) => {
    setOrder(next);
    reorder.mutate(next.map((s) => s.id));
    if (moved) setAnnounce(`${moved.title}: ${next.indexOf(moved) + 1}. sıraya taşındı`);
  };
  const move = (index: number, delta: -1 | 1) => commit(moveItem(order, index, delta), order[index]);

  if (editing) return <SlideEditor draft={editing} onDone={() => setEditing(null)} />;
  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="slider-management-page">
      <div>
        <Button onClick={() => setEditing({ title: '', body: '', linkUrl: '', activeFrom: '', activeUntil: '' })}>
          <Plus aria-hidden="true" /> Yeni Slayt
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      {reorder.error ? <p className="text-sm text-destructive">{messageOf(reorder.error)}</p> : null}
      {query.isError ? (
        <EmptyState title="Slaytlar yüklenemedi" description={messageOf(query.error)} />
      ) : !query.data ? (
        <Skeleton className="h-48 w-full" />
      ) : order.length === 0 ? (
        <EmptyState icon={Images} title="Henüz slayt yok" />
      ) : (
        <ol className="flex flex-col gap-2" aria-label="Slayt sırası">
          {order.map((slide, index) => (
            <li
              key={slide.id}
              className={`flex flex-wrap items-center gap-3 rounded-xl border bg-card p-3 ${dragging === index ? 'opacity-50' : ''}`}
              data-testid="slide-row"
              draggable
              onDragStart={() => setDragging(index)}
              onDragEnd={() => setDragging(null)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                if (dragging === null || dragging === index) return;
                const next = [...order];
                const [moved] = next.splice(dragging, 1);
                if (!moved) return;
                next.splice(index, 0, moved);
                setDragging(null);
                commit(next, moved);
              }}
            >
              <button
                type="button"
                className="cursor-grab rounded p-1 text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`${slide.title}: sürükleyin ya da Alt+ok tuşlarıyla taşıyın`}
                onKeyDown={(e) => {
                  if (e.altKey && e.key === 'ArrowUp') {
                    e.preventDefault();
                    move(index, -1);
                  } else if (e.altKey && e.key === 'ArrowDown') {
                    e.preventDefault();
                    move(index, 1);
                  }
                }}
              >
                <GripVertical className="size-4" aria-hidden="true" />
              </button>
              {slide.image ? <img src={slide.image} alt="" className="h-12 w-24 rounded object-cover" /> : null}
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{slide.title}</p>
                <p className="text-xs text-muted-foreground">
                  {slide.activeFrom ? `${formatDateTime(slide.activeFrom)} – ` : 'Her zaman – '}
                  {slide.activeUntil ? formatDateTime(slide.activeUntil) : 'süresiz'}
                </p>
              </div>
              <Button
                size="icon"
                variant="ghost"
                aria-label="Yukarı taşı"
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                size="icon"
                variant="ghost"
                aria-label="Aşağı taşı"
                disabled={index === order.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  setEditing({
                    id: slide.id,
                    title: slide.title,
                    body: slide.body,
                    linkUrl: slide.linkUrl ?? '',
                    activeFrom: toLocal(slide.activeFrom),
                    activeUntil: toLocal(slide.activeUntil),
                  })
                }
              >
                Düzenle
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  if (window.confirm(`“${slide.title}” silinsin mi? Silinen Öğeler’den geri yüklenebilir.`))
                    remove.mutate(slide.id);
                }}
              >
                Sil
              </Button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function SlideEditor({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const [value, setValue] = useState(draft);
  const save = useSaveSlide();
  const upload = useUploadSlideImage();
  const errors = save.error ? fieldErrors(save.error) : {};
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setValue((v) => ({ ...v, [key]: e.target.value }));
  return (
    <form
      className="flex max-w-2xl flex-col gap-4"
      data-testid="slide-editor"
      onSubmit={(e) => {
        e.preventDefault();
        const input = {
          title: value.title,
          body: value.body,
          linkUrl: value.linkUrl,
          activeFrom: fromLocal(value.activeFrom),
          activeUntil: fromLocal(value.activeUntil),
        };
        save.mutate(
          { id: value.id, input },
          { onSuccess: (slide) => (value.id ? onDone() : setValue((v) => ({ ...v, id: slide.id }))) },
        );
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="slide-title">Başlık</Label>
        <Input id="slide-title" value={value.title} onChange={set('title')} required maxLength={120} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="slide-body">Metin</Label>
        <Input id="slide-body" value={value.body} onChange={set('body')} maxLength={400} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="slide-link">Bağlantı (/blog ya da https://…)</Label>
        <Input id="slide-link" value={value.linkUrl} onChange={set('linkUrl')} maxLength={500} />
        {errors.linkUrl ? <p className="text-sm text-destructive">{errors.linkUrl}</p> : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="slide-from">Başlangıç</Label>
          <Input id="slide-from" type="datetime-local" value={value.activeFrom} onChange={set('activeFrom')} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="slide-until">Bitiş</Label>
          <Input id="slide-until" type="datetime-local" value={value.activeUntil} onChange={set('activeUntil')} />
          {errors.activeUntil ? <p className="text-sm text-destructive">{errors.activeUntil}</p> : null}
        </div>
      </div>
      {value.id ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="slide-image">Görsel (JPEG, PNG, WebP; en çok 5 MB)</Label>
          <input
            id="slide-image"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file && value.id) upload.mutate({ id: value.id, file });
            }}
          />
          {upload.isSuccess ? <p className="text-sm text-primary">Görsel yüklendi.</p> : null}
          {upload.error ? <p className="text-sm text-destructive">{messageOf(upload.error)}</p> : null}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">Görseli slaytı kaydettikten sonra yükleyebilirsiniz.</p>
      )}
      {save.error && Object.keys(errors).length === 0 ? (
        <p className="text-sm text-destructive">{messageOf(save.error)}</p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          Kaydet
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Listeye Dön
        </Button>
      </div>
    </form>
  );
}
