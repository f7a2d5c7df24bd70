import type { PolicyPageDetail } from '@portal/shared/contracts/legal';
import { formatDateTime } from '@portal/shared/format';
import { CONTRACT_PLACEHOLDERS, DELETION_REQUEST_STATUS_LABELS, policyPath } from '@portal/shared/legal';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { RichText } from '@/components/rich-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import {
  useDecideDeletion,
  useDeletePolicy,
  useDeletionRequests,
  usePolicyPage,
  usePolicyPages,
  usePolicyPreview,
  usePublishPolicy,
  useSavePolicyDraft,
} from '@/features/policies/api/admin-policy-pages';
import { isApiError } from '@/lib/api/client';
import { cn } from '@/lib/utils';

const fail = (error: unknown) => toast.error(isApiError(error) ? error.message : 'İşlem tamamlanamadı');

/** admin/policy-pages: the policy pages (draft, preview, publish as a new version) and deletion requests. */
export function AdminPolicyPagesPage() {
  return (
    <Tabs defaultValue="pages" className="flex min-w-0 flex-col gap-4">
      <TabsList>
        <TabsTrigger value="pages">Sayfalar</TabsTrigger>
        <TabsTrigger value="deletion">Veri silme talepleri</TabsTrigger>
      </TabsList>
      <TabsContent value="pages">
        <PolicyPages />
      </TabsContent>
      <TabsContent value="deletion">
        <DeletionRequests />
      </TabsContent>
    </Tabs>
  );
}

function PolicyPages() {
  const pages = usePolicyPages();
  const [selected, setSelected] = useState<string | null>(null);
  const first = pages.data?.items[0]?.id ?? null;
  const current = selected ?? first;
  if (pages.isPending) return <Skeleton className="h-64 w-full" />;
  if (pages.isError) return <p className="text-sm text-destructive">{pages.error.message}</p>;
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <nav aria-label="Politika sayfaları" className="flex flex-col gap-1" data-testid="policy-page-list">
        {pages.data.items.map((p) => (
          <button
            key={p.id}
            type="button"
            onClick={() => setSelected(p.id)}
            aria-current={p.id === current ? 'page' : undefined}
            className={cn(
              'flex flex-col items-start rounded-md border px-3 py-2 text-left text-sm hover:bg-muted',
              p.id === current && 'border-primary bg-muted',
            )}
          >
            <span className="font-medium">{p.title}</span>
            <span className="text-xs text-muted-foreground">
              {p.currentVersion ? `Sürüm ${p.currentVersion}` : 'Yayınlanmadı'}
              {p.hasUnpublishedChanges ? ' · yayınlanmamış değişiklik' : ''}
            </span>
          </button>
        ))}
      </nav>
      {current ? <PolicyEditor key={current} id={current} /> : null}
    </div>
  );
}

function PolicyEditor({ id }: { id: string }) {
  const page = usePolicyPage(id);
  if (page.isPending) return <Skeleton className="h-96 w-full" />;
  if (page.isError) return <p className="text-sm text-destructive">{page.error.message}</p>;
  return <EditorForm page={page.data} />;
}

function EditorForm({ page }: { page: PolicyPageDetail }) {
  const [title, setTitle] = useState(page.title);
  const [source, setSource] = useState(page.draftSource);
  const [previewHtml, setPreviewHtml] = useState<string | null>(null);
  const save = useSavePolicyDraft();
  const publish = usePublishPolicy();
  const remove = useDeletePolicy();
  const preview = usePolicyPreview();
  useEffect(() => {
    setTitle(page.title);
    setSource(page.draftSource);
  }, [page.title, page.draftSource]);
  const dirty = title !== page.title || source !== page.draftSource;
  const busy = save.isPending || publish.isPending || remove.isPending;

  const onSave = () =>
    save.mutate(
      { id: page.id, draft: { title, source } },
      { onSuccess: () => toast.success('Taslak kaydedildi'), onError: fail },
    );
  const onPublish = async () => {
    try {
      if (dirty) await save.mutateAsync({ id: page.id, draft: { title, source } });
      const next = await publish.mutateAsync(page.id);
      toast.success(`Sürüm ${next.currentVersion} yayınlandı`);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Card data-testid="policy-editor">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2 text-base">
          {page.title}
          {page.hasUnpublishedChanges || dirty ? <Badge variant="warning">Taslak</Badge> : <Badge>Yayında</Badge>}
        </CardTitle>
        <Link to={policyPath(page.slug)} target="_blank" className="text-sm text-primary hover:underline">
          /policies/{page.slug}
        </Link>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="policy-title">Başlık</Label>
          <Input id="policy-title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={160} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="policy-source">Metin (Markdown)</Label>
          <textarea
            id="policy-source"
            value={source}
            onChange={(e) => {
              setSource(e.target.value);
              setPreviewHtml(null);
            }}
            rows={18}
            className={cn(inputClassName, 'h-auto min-h-64 resize-y font-mono text-xs')}
            data-testid="policy-source"
          />
          <details className="text-xs text-muted-foreground">
            <summary className="cursor-pointer">Sözleşmelerde kullanılabilen alanlar</summary>
            <ul className="mt-1 grid gap-0.5 sm:grid-cols-2">
              {Object.entries(CONTRACT_PLACEHOLDERS).map(([key, label]) => (
                <li key={key}>
                  <code>{`{{${key}}}`}</code> — {label}
                </li>
              ))}
            </ul>
          </details>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={preview.isPending}
            onClick={() => preview.mutate(source, { onSuccess: (r) => setPreviewHtml(r.html), onError: fail })}
          >
            Önizle
          </Button>
          <Button type="button" variant="outline" disabled={!dirty || busy} onClick={onSave}>
            {save.isPending ? <Spinner /> : null}
            Taslağı Kaydet
          </Button>
          <Button
            type="button"
            disabled={busy || (!dirty && !page.hasUnpublishedChanges)}
            onClick={onPublish}
            data-testid="policy-publish"
          >
            {publish.isPending ? <Spinner /> : null}
            Yeni Sürüm Yayınla
          </Button>
          <Button
            type="button"
            variant="ghost"
            className="text-destructive"
            disabled={busy}
            onClick={() => {
              if (window.confirm('Bu sayfa Silinen Öğeler’e taşınsın mı? Oradan geri alınabilir.')) {
                remove.mutate(page.id, {
                  onSuccess: () => toast.success('Sayfa silinen öğelere taşındı'),
                  onError: fail,
                });
              }
            }}
          >
            Sil
          </Button>
        </div>
        {previewHtml !== null ? (
          <section aria-label="Önizleme" className="rounded-lg border bg-background p-4" data-testid="policy-preview">
            <RichText html={previewHtml} />
          </section>
        ) : null}
        <section aria-labelledby="policy-versions-title" className="flex flex-col gap-2 border-t pt-3">
          <h3 id="policy-versions-title" className="text-sm font-semibold">
            Yayınlanan sürümler
          </h3>
          {page.versions.length === 0 ? (
            <p className="text-sm text-muted-foreground">Henüz yayınlanmadı.</p>
          ) : (
            <ol className="flex flex-col gap-1 text-sm" data-testid="policy-admin-versions">
              {page.versions.map((v) => (
                <li key={v.version} className="flex flex-wrap gap-x-2">
                  <Link to={policyPath(page.slug, v.version)} target="_blank" className="text-primary hover:underline">
                    Sürüm {v.version}
                  </Link>
                  <span className="text-muted-foreground">
                    {formatDateTime(v.publishedAt)} · {v.publishedBy ?? '—'}
                  </span>
                  <span className="break-all font-mono text-xs text-muted-foreground">
                    {v.contentHash.slice(0, 16)}…
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

function DeletionRequests() {
  const list = useDeletionRequests();
  const decide = useDecideDeletion();
  if (list.isPending) return <Skeleton className="h-40 w-full" />;
  if (list.isError) return <p className="text-sm text-destructive">{list.error.message}</p>;
  if (list.data.items.length === 0) return <p className="text-sm text-muted-foreground">Veri silme talebi yok.</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="deletion-requests">
      {list.data.items.map((r) => (
        <li key={r.id} className="flex flex-col gap-2 rounded-lg border p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">
              {r.member.name} · {r.member.sellerNo}
            </span>
            <Badge variant={r.status === 'pending' ? 'warning' : 'secondary'}>
              {DELETION_REQUEST_STATUS_LABELS[r.status]}
            </Badge>
          </div>
          <span className="text-muted-foreground">
            {r.member.email} · {formatDateTime(r.createdAt)}
          </span>
          {r.reason ? <p>{r.reason}</p> : null}
          {r.status === 'pending' ? (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="destructive"
                disabled={decide.isPending}
                onClick={() => {
                  if (
                    window.confirm(
                      'Üyenin kişisel verileri anonimleştirilecek. Bu işlem geri alınamaz. Onaylıyor musunuz?',
                    )
                  ) {
                    decide.mutate(
                      { id: r.id, approve: true },
                      { onSuccess: () => toast.success('Veriler anonimleştirildi'), onError: fail },
                    );
                  }
                }}
              >
                Onayla ve anonimleştir
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={decide.isPending}
                onClick={() => {
                  const note = window.prompt('Ret gerekçesi (üyeye bildirilir)') ?? undefined;
                  decide.mutate(
                    { id: r.id, approve: false, note },
                    { onSuccess: () => toast.success('Talep reddedildi'), onError: fail },
                  );
                }}
              >
                Reddet
              </Button>
            </div>
          ) : (
            <span className="text-xs text-muted-foreground">
              {r.decidedBy ?? '—'} · {r.decidedAt ? formatDateTime(r.decidedAt) : ''}
              {r.decisionNote ? ` · ${r.decisionNote}` : ''}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
