import { formatDate } from '@portal/shared/format';
import { ArrowLeft, Clock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useBlogPost } from '@/features/content/api/get-blog-post';
import { RenderedHtml } from '@/features/content/components/rendered-html';
import { messageOf } from '@/lib/use-server-form';

/** /blog/{id}: one published post (its head tags come with the HTML from the server). */
export function BlogPostPage() {
  const { id = '' } = useParams();
  const query = useBlogPost(id);
  const post = query.data;
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10" data-testid="blog-post-page">
      <Link to="/blog" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Tüm yazılar
      </Link>
      {query.isError ? (
        <EmptyState className="mt-8" title="Yazı bulunamadı" description={messageOf(query.error)} />
      ) : !post ? (
        <div className="mt-6 flex flex-col gap-3">
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="aspect-[1200/630] w-full" />
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm font-medium text-primary">{post.category}</p>
          <h1 className="mt-1 text-3xl leading-tight font-bold tracking-tight text-balance">{post.title}</h1>
          <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> : null}
            {post.authorName ? <span>· {post.authorName}</span> : null}
            <span className="inline-flex items-center gap-1">
              · <Clock className="size-4" aria-hidden="true" /> {post.readingMinutes} dk okuma
            </span>
          </p>
          {post.coverImage ? (
            <img
              src={post.coverImage}
              alt=""
              width={1200}
              height={630}
              fetchPriority="high"
              className="mt-6 aspect-[1200/630] w-full rounded-xl object-cover"
            />
          ) : null}
          <RenderedHtml html={post.html} className="mt-6" />
          {post.tags.length > 0 ? (
            <ul className="mt-8 flex flex-wrap gap-2" aria-label="Etiketler">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    to={`/blog?tag=${encodeURIComponent(tag)}`}
                    className="rounded-full border px-3 py-1 text-sm hover:bg-accent"
                  >
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </article>
  );
}
