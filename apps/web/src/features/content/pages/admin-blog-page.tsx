import { CONTENT_STATUS_LABELS, type ContentStatus } from '@portal/shared/content';
import type { AdminBlogPost } from '@portal/shared/contracts/content';
import { formatDateTime } from '@portal/shared/format';
import { Newspaper, Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminBlog, useDeletePost, useSavePost, useUploadPostCover } from '@/features/content/api/admin-content';
import { MarkdownEditor } from '@/features/content/components/markdown-editor';
import { fieldErrors } from '@/lib/api/client';
import { messageOf } from '@/lib/use-server-form';

type Draft = {
  id?: string;
  title: string;
  summary: string;
  source: string;
  category: string;
  tags: string;
  status: ContentStatus;
};
const NEW: Draft = { title: '', summary: '', source: '', category: '', tags: '', status: 'draft' };
const draftOf = (p: AdminBlogPost): Draft => ({
  id: p.id,
  title: p.title,
  summary: p.summary,
  source: p.source,
  category: p.category,
  tags: p.tags.join(', '),
  status: p.status,
});

/** admin/blog: every post with its state; write, preview, publish, cover image, delete. */
export function AdminBlogPage() {
  const query = useAdminBlog();
  const [editing, setEditing] = useState<Draft | null>(null);
  const remove = useDeletePost();
  if (editing) return <PostEditor draft={editing} onDone={() => setEditing(null)} />;
  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="admin-blog-page">
      <div>
        <Button onClick={() => setEditing(NEW)}>
          <Plus aria-hidden="true" /> Yeni Yazı
        </Button>
      </div>
      {query.isError ? (
        <EmptyState title="Yazılar yüklenemedi" description={messageOf(query.error)} />
      ) : !query.data ? (
        <Skeleton className="h-48 w-full" />
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={Newspaper} title="Henüz yazı yok" />
      ) : (
        <ul className="flex flex-col gap-2">
          {query.data.items.map((post) => (
            <li
              key={post.id}
              className="flex flex-wrap items-center gap-3 rounded-xl border p-3"
              data-testid="admin-post"
            >
              {post.coverImage ? <img src={post.coverImage} alt="" className="h-12 w-20 rounded object-cover" /> : null}
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{post.title}</p>
                <p className="text-xs text-muted-foreground">
                  {post.category} · {formatDateTime(post.updatedAt)}
                </p>
              </div>
              <Badge variant={post.status === 'published' ? 'default' : 'secondary'}>
                {CONTENT_STATUS_LABELS[post.status]}
              </Badge>
              <Button size="sm" variant="outline" onClick={() => setEditing(draftOf(post))}>
                Düzenle
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  if (window.confirm(`“${post.title}” silinsin mi? Silinen Öğeler’den geri yüklenebilir.`))
                    remove.mutate(post.id);
                }}
              >
                Sil
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PostEditor({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const [value, setValue] = useState(draft);
  const save = useSavePost();
  const upload = useUploadPostCover();
  const errors = save.error ? fieldErrors(save.error) : {};
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setValue((v) => ({ ...v, [key]: e.target.value }));
  return (
    <form
      className="flex max-w-3xl flex-col gap-4"
      data-testid="post-editor"
      onSubmit={(e) => {
        e.preventDefault();
        const input = {
          title: value.title,
          summary: value.summary,
          source: value.source,
          category: value.category,
          tags: value.tags
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean),
          status: value.status,
        };
        save.mutate({ id: value.id, input }, { onSuccess: (post) => (value.id ? onDone() : setValue(draftOf(post))) });
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="post-title">Başlık</Label>
        <Input id="post-title" value={value.title} onChange={set('title')} required maxLength={160} />
        {errors.title ? <p className="text-sm text-destructive">{errors.title}</p> : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="post-summary">Özet</Label>
        <Input id="post-summary" value={value.summary} onChange={set('summary')} maxLength={300} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="post-category">Kategori</Label>
          <Input id="post-category" value={value.category} onChange={set('category')} required maxLength={60} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="post-tags">Etiketler (virgülle)</Label>
          <Input id="post-tags" value={value.tags} onChange={set('tags')} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="post-status">Durum</Label>
          <NativeSelect id="post-status" value={value.status} onChange={set('status')}>
            <option value="draft">Taslak</option>
            <option value="published">Yayında</option>
          </NativeSelect>
        </div>
      </div>
      <MarkdownEditor
        id="post-source"
        label="Yazı"
        value={value.source}
        onChange={(source) => setValue((v) => ({ ...v, source }))}
      />
      {errors.source ? <p className="text-sm text-destructive">{errors.source}</p> : null}
      {value.id ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="post-cover">Kapak görseli (JPEG, PNG, WebP; en çok 5 MB)</Label>
          <input
            id="post-cover"
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
        <p className="text-sm text-muted-foreground">Kapak görselini yazıyı kaydettikten sonra yükleyebilirsiniz.</p>
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
