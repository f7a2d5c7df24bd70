import { formatMoney, formatNumber, formatPercentBasisPoints } from '@portal/shared/format';
import { ROLE_LABELS } from '@portal/shared/roles';
import { LoadError } from '@/components/load-error';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { usePerformanceMember } from '@/features/performance/api/get-performance';
import { ActiveRateBar, Growth } from '@/features/performance/components/growth';
import { MemberSeriesChart } from '@/features/performance/components/member-series-chart';

/** One member's drill-down in a side sheet: its figures, 12 months, its direct children and top products. */
export function MemberSheet({
  memberId,
  queryString,
  onOpen,
  onClose,
}: {
  memberId: string | null;
  queryString: string;
  onOpen: (id: string) => void;
  onClose: () => void;
}) {
  const q = usePerformanceMember(memberId, queryString);
  const d = q.data;
  return (
    <Sheet open={!!memberId} onOpenChange={(open) => (open ? null : onClose())}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-xl" data-testid="member-sheet">
        <SheetHeader>
          <SheetTitle>{d ? d.member.name : 'Üye performansı'}</SheetTitle>
          <SheetDescription>
            {d
              ? `${ROLE_LABELS[d.member.role]} · ${d.member.sellerNo} · ${d.member.city ?? 'İl yok'} · ekip ${formatNumber(d.member.teamSize)} kişi`
              : 'Ekibin seçili dönemdeki satışları'}
          </SheetDescription>
        </SheetHeader>
        <div className="flex flex-col gap-5 px-4 pb-6">
          {q.isPending ? (
            <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label="Üye yükleniyor">
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-56 w-full" />
              <Skeleton className="h-40 w-full" />
            </div>
          ) : q.isError ? (
            <LoadError
              title="Üye performansı alınamadı"
              error={q.error}
              retrying={q.isFetching}
              onRetry={() => q.refetch()}
            />
          ) : d ? (
            <>
              <dl className="grid grid-cols-2 gap-3 rounded-lg border p-3 text-sm" data-testid="member-figures">
                <div>
                  <dt className="text-xs text-muted-foreground">Ekip satışı</dt>
                  <dd className="text-lg font-semibold tabular">{formatMoney(d.member.sales)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">Önceki döneme göre</dt>
                  <dd className="text-lg font-semibold">
                    <Growth bp={d.member.growthBp} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">Sipariş · ortalama sepet</dt>
                  <dd className="tabular">
                    {formatNumber(d.member.orders)} · {formatMoney(d.member.averageBasket)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">Aktif oran</dt>
                  <dd>
                    <ActiveRateBar bp={d.member.activeRateBp} />
                  </dd>
                </div>
              </dl>

              <section className="flex flex-col gap-2">
                <h3 className="text-sm font-semibold">Son 12 ay</h3>
                <MemberSeriesChart series={d.series} />
              </section>

              <section className="flex flex-col gap-2" data-testid="member-children">
                <h3 className="text-sm font-semibold">Doğrudan bağlı üyeler</h3>
                {d.children.length === 0 ? (
                  <p className="text-sm text-muted-foreground">Bu üyenin altında kimse yok.</p>
                ) : (
                  <ol className="flex flex-col divide-y rounded-lg border">
                    {d.children.map((c) => (
                      <li key={c.id}>
                        <button
                          type="button"
                          className="flex w-full items-center gap-3 px-3 py-2 text-left text-sm hover:bg-muted/50"
                          onClick={() => onOpen(c.id)}
                        >
                          <span className="w-6 text-xs text-muted-foreground tabular">{c.rank}</span>
                          <span className="min-w-0 flex-1">
                            <span className="block truncate font-medium">{c.name}</span>
                            <span className="block text-xs text-muted-foreground">
                              {ROLE_LABELS[c.role]} · {formatNumber(c.orders)} sipariş
                            </span>
                          </span>
                          <span className="flex flex-col items-end">
                            <span className="tabular">{formatMoney(c.sales)}</span>
                            <Growth bp={c.growthBp} className="text-xs" />
                          </span>
                        </button>
                      </li>
                    ))}
                  </ol>
                )}
              </section>

              <section className="flex flex-col gap-2" data-testid="member-products">
                <h3 className="text-sm font-semibold">En çok satan ürünler</h3>
                {d.topProducts.length === 0 ? (
                  <p className="text-sm text-muted-foreground">Bu dönemde satış yok.</p>
                ) : (
                  <ol className="flex flex-col divide-y rounded-lg border text-sm">
                    {d.topProducts.map((p) => (
                      <li key={p.productId} className="flex items-center justify-between gap-3 px-3 py-2">
                        <span className="min-w-0">
                          <span className="block truncate">{p.name}</span>
                          <span className="block text-xs text-muted-foreground">
                            {formatNumber(p.quantity)} adet · {formatNumber(p.orders)} sipariş
                          </span>
                        </span>
                        <span className="tabular">{formatMoney(p.sales)}</span>
                      </li>
                    ))}
                  </ol>
                )}
                <p className="text-xs text-muted-foreground">
                  Aktif oran: dönemin dokunduğu aylarda alışveriş yapan ekip üyelerinin aylık ortalaması / ekip
                  büyüklüğü ({formatPercentBasisPoints(d.member.activeRateBp)}).
                </p>
              </section>
            </>
          ) : null}
        </div>
      </SheetContent>
    </Sheet>
  );
}
