import type { ForecastOk, Insights, InsightSection } from '@portal/shared/contracts/insights';
import { formatDate, formatMoney, formatNumber } from '@portal/shared/format';
import { INSIGHT_NEEDS } from '@portal/shared/insights/words';
import type { LucideIcon } from 'lucide-react';
import { ArrowRight, Boxes, Info, PackageSearch, ShoppingBasket, TrendingUp, UserMinus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { GlobalFilterBar } from '@/components/global-filters/global-filter-bar';
import { useGlobalFilters } from '@/components/global-filters/use-global-filters';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useInsights } from '@/features/insights/api/get-insights';
import { InsightCard } from '@/features/insights/components/insight-card';

const ForecastChart = lazy(() => import('@/features/insights/components/forecast-chart'));

const percent = (bp: number | null) => (bp === null ? '—' : `%${formatNumber(bp / 100, { maximumFractionDigits: 1 })}`);

function Section({
  title,
  description,
  icon,
  section,
  empty,
  testId,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
  section: InsightSection;
  empty: string;
  testId: string;
}) {
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <div>
        <h2 id={`${testId}-title`} className="text-base font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {section.cards.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {section.cards.map((c) => (
            <li key={c.id} className="min-w-0">
              <InsightCard card={c} />
            </li>
          ))}
        </ul>
      ) : section.shortfall ? (
        <EmptyState
          icon={icon}
          title="Yeterli veri yok"
          description={INSIGHT_NEEDS[section.shortfall]}
          className="py-6"
        />
      ) : (
        <EmptyState icon={icon} title={empty} className="py-6" />
      )}
    </section>
  );
}

function Backtest({ f }: { f: ForecastOk }) {
  const bt = f.backtest;
  const rows = [
    { key: 'model' as const, label: 'Holt-Winters (model)', a: bt.model },
    { key: 'naive' as const, label: 'Geçen haftanın aynı günü', a: bt.naive },
  ];
  return (
    <div className="flex flex-col gap-2" data-testid="forecast-backtest">
      <h3 className="text-sm font-semibold">Geriye dönük sınama: son {formatNumber(bt.days)} gün</h3>
      <div className="grid gap-2 sm:grid-cols-2">
        {rows.map((r) => (
          <div
            key={r.key}
            className="rounded-lg border p-3"
            data-testid={`backtest-${r.key}`}
            data-winner={bt.winner === r.key}
          >
            <div className="mb-2 flex items-center justify-between gap-2">
              <span className="text-sm font-medium">{r.label}</span>
              {bt.winner === r.key ? <Badge variant="success">Daha isabetli</Badge> : null}
            </div>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">WAPE</dt>
                <dd className="font-semibold tabular">{percent(r.a.wapeBp)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">MAPE</dt>
                <dd className="font-semibold tabular">{percent(r.a.mapeBp)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">MAE (günlük)</dt>
                <dd className="font-semibold tabular">{formatMoney(r.a.mae, { decimals: 0 })}</dd>
              </div>
            </dl>
          </div>
        ))}
      </div>
      <p className="text-sm text-muted-foreground" data-testid="backtest-explanation">
        {bt.explanation}
      </p>
      <p className="text-xs text-muted-foreground">
        Sınama: 90, 60 ve 30 gün öncesine kadarki veriyle kurulan model ve basit varsayım, her seferinde sonraki 30 günü
        tahmin etti. WAPE toplam sapmanın toplam satışa oranıdır; MAPE yalnızca satış olan günlerin ortalama yüzde
        sapmasıdır; MAE günlük ortalama sapmadır.
      </p>
    </div>
  );
}

function ForecastSection({ data }: { data: Insights }) {
  const f = data.forecast;
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby="forecast-title" data-testid="insights-forecast">
      <div>
        <h2 id="forecast-title" className="text-base font-semibold">
          Satış tahmini
        </h2>
        <p className="text-sm text-muted-foreground">
          Günlük satışlardan haftalık döngü ve eğilimle (Holt-Winters) önümüzdeki 30 gün; yıllık mevsimsellik için en az
          iki yıllık veri gerekir.
        </p>
      </div>
      {f.status === 'insufficient' ? (
        <EmptyState icon={TrendingUp} title="Yeterli veri yok" description={INSIGHT_NEEDS[f.reason]} className="py-6" />
      ) : (
        <Card className="gap-4 p-4">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <h3 className="text-sm font-semibold">{f.title}</h3>
              <p className="text-2xl font-semibold tabular" data-testid="forecast-total">
                {formatMoney(f.total, { decimals: 0 })}
              </p>
            </div>
            <Link
              to={f.link.href}
              className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
              data-testid="forecast-link"
            >
              {f.link.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
          <p className="text-sm text-muted-foreground">{f.explanation}</p>
          <Suspense fallback={<Skeleton className="h-64 w-full sm:h-72" />}>
            <ForecastChart forecast={f} />
          </Suspense>
          <Backtest f={f} />
        </Card>
      )}
    </section>
  );
}

function PageSkeleton() {
  return (
    <div className="flex flex-col gap-6" role="status" aria-busy="true" aria-label="Öngörüler hesaplanıyor">
      <Skeleton className="h-[34rem] w-full sm:h-[30rem]" />
      {Array.from({ length: 2 }, (_, s) => (
        <div key={s} className="flex flex-col gap-3">
          <Skeleton className="h-5 w-48" />
          <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-40 w-full" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * /dashboard/ai-insights: the forecast with its honest back-test, anomalies, members at risk,
 * restock advice and bundles of the member's scope, each explained in plain Turkish with a link
 * to act. Computed on the server from the data; no language model.
 */
export function AiInsightsPage() {
  const { queryString } = useGlobalFilters();
  const insights = useInsights(queryString);
  const data = insights.data;

  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="ai-insights-page">
      <GlobalFilterBar />
      <div className="flex items-start gap-2 rounded-lg border bg-muted/40 p-3 text-sm text-muted-foreground">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          Öngörüler filtrelerden yalnızca <strong className="text-foreground">bitiş tarihini</strong> (hesaplamanın
          yapıldığı gün) ve <strong className="text-foreground">illeri/bölgeleri</strong> dikkate alır; ürün anomalileri
          ve stok önerileri il filtresinden etkilenmez. Tüm öngörüler{' '}
          {data?.scope === 'network' ? 'tüm ağın' : 'size ve alt ağınıza ait'} verilerden istatistiksel yöntemlerle
          hesaplanır; harici bir yapay zekâ dil modeli kullanılmaz.
          {data ? (
            <>
              {' '}
              <span data-testid="insights-as-of">{formatDate(`${data.asOf}T12:00:00Z`)} itibarıyla.</span>
            </>
          ) : null}
        </p>
      </div>

      {insights.isPending ? (
        <PageSkeleton />
      ) : insights.isError && !data ? (
        <LoadError
          title="Öngörüler alınamadı"
          error={insights.error}
          retrying={insights.isFetching}
          onRetry={() => void insights.refetch()}
        />
      ) : data ? (
        <>
          <ForecastSection data={data} />
          <Section
            title="Ani değişimler"
            description="Son 7 günün satışları, her ilin ve ürünün kendi geçmiş haftalarıyla karşılaştırılır (ortanca ve MAD ile, uç değerlere dayanıklı)."
            icon={PackageSearch}
            section={data.anomalies}
            empty="Son 7 günde olağan dışı bir artış ya da düşüş yok"
            testId="insights-anomalies"
          />
          <Section
            title="Kaybedilme riski olan üyeler"
            description="En az 3 siparişi olan müşteri ve bayiler, kendi sipariş aralıklarına göre; alışveriş tutarına göre sıralı."
            icon={UserMinus}
            section={data.churn}
            empty="Sipariş düzeninin dışına çıkan üye yok"
            testId="insights-churn"
          />
          <Section
            title="Stok önerileri"
            description="Satılabilir stok (eldeki − ayrılmış), son 60 günün günlük satışına bölünür; 14 günlük tedarik süresinin altındakiler için talep önerilir."
            icon={Boxes}
            section={data.restock}
            empty="Tedarik süresinden önce tükenecek ürün yok"
            testId="insights-restock"
          />
          <Section
            title="Birlikte alınan ürünler"
            description="Son 12 ayın siparişlerinde birlikte alınan ürün çiftleri: destek, güven ve tesadüfe göre kat (lift)."
            icon={ShoppingBasket}
            section={data.bundles}
            empty="Tesadüften belirgin biçimde sık birlikte alınan ürün çifti yok"
            testId="insights-bundles"
          />
          <p className="text-xs text-muted-foreground" data-testid="insights-meta">
            Sunucuda {formatNumber(data.computeMs)} ms'de hesaplandı{data.cached ? ' (5 dakikalık önbellekten)' : ''}.
          </p>
        </>
      ) : null}
    </div>
  );
}
