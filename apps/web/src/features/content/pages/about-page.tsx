import { Skeleton } from '@/components/ui/skeleton';
import { useAbout } from '@/features/content/api/get-about';
import { RenderedHtml } from '@/features/content/components/rendered-html';
import { messageOf } from '@/lib/use-server-form';

/** /about: the text the admin edits under admin/about. */
export function AboutPage() {
  const query = useAbout();
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10" data-testid="about-page">
      <h1 className="text-3xl font-bold tracking-tight">{query.data?.title ?? 'Hakkımızda'}</h1>
      {query.isError ? (
        <p className="mt-6 text-muted-foreground">{messageOf(query.error)}</p>
      ) : query.data ? (
        <RenderedHtml html={query.data.html} className="mt-4" />
      ) : (
        <div className="mt-6 flex flex-col gap-3">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-5/6" />
          <Skeleton className="h-5 w-4/6" />
        </div>
      )}
    </article>
  );
}
