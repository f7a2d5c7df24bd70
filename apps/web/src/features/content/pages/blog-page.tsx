import { formatDate } from '@portal/shared/format';
import { Clock } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { useBlog } from '@/features/content/api/get-blog';
import { messageOf } from '@/lib/use-server-form';
import { cn } from '@/lib/utils';

/** /blog: published posts, six a page, filtered by category or tag through the address. */
export function BlogPage() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const category = params.get('category') ?? undefined;
  const tag = params.get('tag') ?? undefined;
  const query = useBlog(page, category, tag);
  const data = query.data;
  const hrefWith = (next: Record<string, string | undefined>) => {
    const search = new URLSearchParams();
    const merged = { category, tag, ...next };
    for (const [k, v] of Object.entries(merged)) if (v) search.set(k, v);
    const s = search.toString();
    return s ? `/blog?${s}` : '/blog';
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10" data-testid="blog-page">
      <h1 className="text-3xl font-bold tracking-tight">Blog</h1>
      <p className="mt-2 text-muted-foreground">Sağlıklı yaşam, ürünlerimiz ve satış ağımızdan yazılar.</p>
      {data ? (
        <nav aria-label="Kategoriler" className="mt-6 flex flex-wrap gap-2">
          <Link
            to="/blog"
            className={cn(
              'rounded-full border px-3 py-1 text-sm',
              !category && !tag && 'bg-primary text-primary-foreground',
            )}
            aria-current={!category && !tag ? 'page' : undefined}
          >
            Tümü
          </Link>
          {data.categories.map((c) => (
            <Link
              key={c.name}
              to={hrefWith({ category: c.name, tag: undefined, page: undefined })}
              className={cn(
                'rounded-full border px-3 py-1 text-sm',
                category === c.name && 'bg-primary text-primary-foreground',
              )}
              aria-current={category === c.name ? 'page' : undefined}
            >
              {c.name} ({c.count})
            </Link>
          ))}
        </nav>
      ) : null}
      {tag ? (
        <p className="mt-4 text-sm">
          Etiket: <Badge variant="secondary">#{tag}</Badge>{' '}
          <Link to={hrefWith({ tag: undefined, page: undefined })} className="text-primary underline">
            Etiketi kaldır
          </Link>
        </p>
      ) : null}
      {query.isError ? (
        <EmptyState title="Yazılar yüklenemedi" description={messageOf(query.error)} />
      ) : !data ? (
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {[1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-72 w-full" />
          ))}
        </div>
      ) : data.items.length === 0 ? (
        <EmptyState className="mt-8" title="Bu seçimde yazı yok" description="Başka bir kategori deneyin." />
      ) : (
        <>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.items.map((post, i) => (
              <li
                key={post.id}
                className="flex flex-col overflow-hidden rounded-xl border bg-card"
                data-testid="blog-card"
              >
                {post.coverImage ? (
                  <img
                    src={post.coverImage}
                    alt=""
                    width={1200}
                    height={630}
                    loading={i < 3 ? 'eager' : 'lazy'}
                    className="aspect-[1200/630] w-full object-cover"
                  />
                ) : null}
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <p className="text-xs font-medium text-primary">{post.category}</p>
                  <h2 className="text-lg leading-snug font-semibold">
                    <Link to={`/blog/${post.id}`} className="hover:underline">
                      {post.title}
                    </Link>
                  </h2>
                  <p className="line-clamp-3 text-sm text-muted-foreground">{post.summary}</p>
                  <p className="mt-auto flex items-center gap-2 pt-2 text-xs text-muted-foreground">
                    {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> : null}
                    <span aria-hidden="true">·</span>
                    <Clock className="size-3.5" aria-hidden="true" />
                    {post.readingMinutes} dk okuma
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-8"
            page={data.page}
            totalPages={Math.ceil(data.total / data.pageSize)}
            hrefFor={(p) => hrefWith({ page: p > 1 ? String(p) : undefined })}
          />
        </>
      )}
    </div>
  );
}
