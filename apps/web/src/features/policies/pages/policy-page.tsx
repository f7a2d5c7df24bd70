import { formatDate, formatDateTime } from '@portal/shared/format';
import { policyPath } from '@portal/shared/legal';
import { useEffect } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { RichText } from '@/components/rich-text';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { usePolicy } from '@/features/policies/api/get-policy';
import { isApiError } from '@/lib/api/client';

/**
 * /policies/{slug}, /policies/{slug}/v/{n} and /policies/{slug}?version={n}: a published policy
 * page, with every earlier version still readable by its number.
 */
export function PolicyPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const slug = params.slug ?? '';
  const asked = Number(params.version ?? search.get('version') ?? '');
  const version = Number.isInteger(asked) && asked > 0 ? asked : null;
  const policy = usePolicy(slug, version);

  useEffect(() => {
    if (policy.data) document.title = `${policy.data.title} | Bayi Portalı`;
  }, [policy.data]);

  if (policy.isPending) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-3 px-4 py-10" aria-busy="true">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (policy.isError) {
    const missing = isApiError(policy.error) && policy.error.status === 404;
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10" data-testid={missing ? 'policy-not-found' : undefined}>
        <Alert variant="destructive">
          <AlertTitle>{missing ? 'Sayfa bulunamadı' : 'Sayfa yüklenemedi'}</AlertTitle>
          <AlertDescription>{policy.error.message}</AlertDescription>
        </Alert>
      </div>
    );
  }
  const doc = policy.data;
  // A short address (/policies/kvkk) lands on the page's own address.
  if (doc.slug !== slug) return <Navigate to={policyPath(doc.slug, version ?? undefined)} replace />;
  const old = doc.version !== doc.currentVersion;

  return (
    <article className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-6 px-4 py-10" data-testid="policy-page">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{doc.title}</h1>
        <p className="text-sm text-muted-foreground" data-testid="policy-version">
          Sürüm {doc.version} · Yayın tarihi {formatDate(doc.publishedAt)}
        </p>
      </header>
      {old ? (
        <Alert variant="info" data-testid="policy-old-version">
          <AlertTitle>Bu metnin eski bir sürümünü okuyorsunuz</AlertTitle>
          <AlertDescription>
            <Link to={policyPath(doc.slug)} className="font-medium underline underline-offset-2">
              Güncel sürüme (Sürüm {doc.currentVersion}) gidin
            </Link>
          </AlertDescription>
        </Alert>
      ) : null}
      <RichText html={doc.html} data-testid="policy-content" />
      <footer className="flex flex-col gap-2 border-t pt-4">
        <h2 className="text-sm font-semibold">Sürüm geçmişi</h2>
        <ol className="flex flex-col gap-1 text-sm" data-testid="policy-versions">
          {doc.versions.map((v) => (
            <li key={v.version}>
              {v.version === doc.version ? (
                <span className="font-medium" aria-current="page">
                  Sürüm {v.version} · {formatDateTime(v.publishedAt)}
                </span>
              ) : (
                <Link to={policyPath(doc.slug, v.version)} className="text-primary underline-offset-2 hover:underline">
                  Sürüm {v.version} · {formatDateTime(v.publishedAt)}
                </Link>
              )}
            </li>
          ))}
        </ol>
        <p className="break-all text-xs text-muted-foreground">SHA-256: {doc.contentHash}</p>
      </footer>
    </article>
  );
}
