import { foldTurkish } from '@portal/shared/content';
import { ChevronDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useFaq } from '@/features/content/api/get-faq';
import { RenderedHtml } from '@/features/content/components/rendered-html';
import { messageOf } from '@/lib/use-server-form';

/**
 * /sss: the published questions by group, each an accordion entry (native details/summary: a
 * button to keyboards and screen readers, readable by crawlers), with a search over questions
 * and answers that ignores case and Turkish letters.
 */
export function FaqPage() {
  const query = useFaq();
  const [search, setSearch] = useState('');
  const needle = foldTurkish(search.trim());
  const groups = useMemo(() => {
    const all = query.data?.groups ?? [];
    if (!needle) return all;
    return all
      .map((g) => ({
        ...g,
        entries: g.entries.filter((e) => foldTurkish(`${e.question} ${e.text}`).includes(needle)),
      }))
      .filter((g) => g.entries.length > 0);
  }, [query.data, needle]);
  const found = groups.reduce((n, g) => n + g.entries.length, 0);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10" data-testid="faq-page">
      <h1 className="text-3xl font-bold tracking-tight">Sıkça Sorulan Sorular</h1>
      <p className="mt-2 text-muted-foreground">
        Aradığınızı bulamazsanız{' '}
        <Link to="/contact" className="text-primary underline">
          bize yazın
        </Link>
        .
      </p>
      <div className="mt-6 flex flex-col gap-2">
        <Label htmlFor="faq-search">Sorularda ara</Label>
        <Input
          id="faq-search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Örneğin: kargo, iade, komisyon"
          maxLength={100}
        />
        {needle ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {found} soru bulundu
          </p>
        ) : null}
      </div>
      {query.isError ? (
        <EmptyState className="mt-8" title="Sorular yüklenemedi" description={messageOf(query.error)} />
      ) : !query.data ? (
        <div className="mt-8 flex flex-col gap-3">
          {[1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : groups.length === 0 ? (
        <EmptyState className="mt-8" title="Eşleşen soru yok" description="Başka bir sözcükle aramayı deneyin." />
      ) : (
        groups.map((group) => (
          <section key={group.name} className="mt-8" aria-labelledby={`faq-${group.name}`}>
            <h2 id={`faq-${group.name}`} className="text-xl font-semibold">
              {group.name}
            </h2>
            <div className="mt-3 divide-y rounded-xl border">
              {group.entries.map((entry) => (
                <details key={entry.id} className="group px-4" data-testid="faq-entry">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium [&::-webkit-details-marker]:hidden">
                    {entry.question}
                    <ChevronDown
                      className="size-4 shrink-0 transition-transform group-open:rotate-180"
                      aria-hidden="true"
                    />
                  </summary>
                  <RenderedHtml html={entry.html} className="pb-4 text-sm [&_p]:my-1" />
                </details>
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
