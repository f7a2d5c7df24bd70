import { formatMoney, formatNumber } from '@portal/shared/format';
import { startOfDay } from 'date-fns';
import {
  Ban,
  ChartNoAxesCombined,
  type LucideIcon,
  MapPin,
  RotateCcw,
  ShoppingBag,
  ShoppingCart,
  Undo2,
  Wallet,
  X,
} from 'lucide-react';
import { type ReactNode, useId, useMemo } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import type { AnalyticsPeriod, OrderAnalytics } from '@portal/shared/contracts/orders';
import { useOrderAnalytics } from '@/features/orders/api/analytics';
import { CityChart, RevenueChart, StatusChart } from '@/features/orders/components/analytics-charts';
import { fillSeries } from '@/features/orders/components/analytics-series';
import { defaultFrom, PERIODS, toDay, useAnalyticsFilters } from '@/features/orders/components/use-analytics-filters';
import { useOrdersRealtime } from '@/features/orders/api/orders-realtime';
import { PROVINCE_NAMES } from '@/lib/cities';
import { cn } from '@/lib/utils';
import { ORDER_PAGE_GROUP, RelatedPages } from '@/components/related-pages';

type Kpi = {
  key: keyof OrderAnalytics['totals'];
  label: string;
  hint: string;
  icon: LucideIcon;
  money?: boolean;
  tone?: 'destructive' | 'warning';
};

const KPIS: Kpi[] = [
  { key: 'orders', label: 'Sipariş sayısı', hint: 'Dönemde verilen tüm siparişler', icon: ShoppingCart },
  { key: 'revenue', label: 'Ciro', hint: 'Ödenmiş, iptal ve iade dışı', icon: Wallet, money: true },
  {
    key: 'averageBasket',
    label: 'Ortalama sepet',
    hint: 'Ciroya giren sipariş başına',
    icon: ShoppingBag,
    money: true,
  },
  { key: 'cancelled', label: 'İptal', hint: 'İptal edilen siparişler', icon: Ban, tone: 'destructive' },
  { key: 'returned', label: 'İade', hint: 'İadesi kabul edilen siparişler', icon: Undo2, tone: 'warning' },
];

const PERIOD_NOUN: Record<AnalyticsPeriod, string> = { day: 'Günlük', week: 'Haftalık', month: 'Aylık' };

function Section({
  title,
  description,
  children,
  className,
  testId,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
  testId: string;
}) {
  return (
    <Card className={cn('min-w-0', className)} data-testid={testId}>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="px-3 sm:px-5">{children}</CardContent>
    </Card>
  );
}

/**
 * /dashboard/orders/analytics: the orders the member manages (all for the admin) in figures —
 * counts, revenue, average basket, cancellations and returns — over time, by state and by city.
 */
export function OrderAnalyticsPage() {
  const { state, update, reset } = useAnalyticsFilters();
  const periodId = useId();
  const fromId = useId();
  const toId = useId();
  const cityId = useId();
  const rangeErrorId = useId();
  useOrdersRealtime();

  // The range shown: what the member chose, else the period's own range ending today.
  const today = startOfDay(new Date());
  const todayKey = toDay(today);
  const fromDay = state.from || toDay(defaultFrom(state.period, today));
  const toDayValue = state.to || todayKey;
  const rangeInvalid = fromDay > toDayValue;

  const range = useMemo(() => {
    const from = new Date(`${fromDay}T00:00:00`);
    const to = new Date(`${toDayValue}T00:00:00`);
    const end = new Date(to);
    end.setDate(end.getDate() + 1);
    return { from, to, fromIso: from.toISOString(), toIso: end.toISOString() };
  }, [fromDay, toDayValue]);

  const analytics = useOrderAnalytics(
    { period: state.period, from: range.fromIso, to: range.toIso, city: state.city || undefined },
    !rangeInvalid,
  );
  const data = analytics.data;
  const points = useMemo(
    () => (data ? fillSeries(state.period, data.series, range.from, range.to) : []),
    [data, state.period, range],
  );
  const customised = state.from !== '' || state.to !== '' || state.city !== '';
  const empty = data !== undefined && data.totals.orders === 0;

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="order-analytics-page">
      {/* Issue 13: the pages that belong with this one, by role. */}
      <RelatedPages paths={ORDER_PAGE_GROUP} label="Sipariş bölümleri" />
      <p className="max-w-2xl text-sm text-muted-foreground">
        Yönettiğiniz siparişlerin sayıları, cirosu ve dağılımı. Ciro; ödemesi alınmış, iptal ve iade edilmemiş
        siparişlerin toplamıdır.
      </p>

      <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap" data-testid="analytics-filters">
        <div className="col-span-2 grid gap-1.5">
          <span id={periodId} className="text-sm leading-none font-medium">
            Dönem
          </span>
          <div
            role="radiogroup"
            aria-labelledby={periodId}
            className="grid h-10 grid-cols-3 gap-1 rounded-md bg-muted p-1 sm:w-72"
          >
            {PERIODS.map((option) => (
              <label
                key={option.value}
                className="flex cursor-pointer items-center justify-center rounded-sm text-sm font-medium text-muted-foreground has-checked:bg-background has-checked:text-foreground has-checked:shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-ring"
              >
                <input
                  type="radio"
                  name="analytics-period"
                  value={option.value}
                  checked={state.period === option.value}
                  onChange={() => update({ period: option.value })}
                  className="sr-only"
                  data-testid={`analytics-period-${option.value}`}
                />
                {option.label}
              </label>
            ))}
          </div>
        </div>
        <div className="grid min-w-0 gap-1.5 sm:w-44">
          <Label htmlFor={fromId}>Başlangıç</Label>
          <Input
            id={fromId}
            type="date"
            value={fromDay}
            max={toDayValue}
            onChange={(e) => update({ from: e.target.value })}
            aria-invalid={rangeInvalid}
            aria-describedby={rangeInvalid ? rangeErrorId : undefined}
            data-testid="analytics-from"
          />
        </div>
        <div className="grid min-w-0 gap-1.5 sm:w-44">
          <Label htmlFor={toId}>Bitiş</Label>
          <Input
            id={toId}
            type="date"
            value={toDayValue}
            min={fromDay}
            onChange={(e) => update({ to: e.target.value })}
            aria-invalid={rangeInvalid}
            aria-describedby={rangeInvalid ? rangeErrorId : undefined}
            data-testid="analytics-to"
          />
        </div>
        <div className="col-span-2 grid min-w-0 gap-1.5 sm:w-52">
          <Label htmlFor={cityId}>Şehir</Label>
          <NativeSelect
            id={cityId}
            value={state.city}
            onChange={(e) => update({ city: e.target.value })}
            data-testid="analytics-city"
          >
            <option value="">Tüm şehirler</option>
            {PROVINCE_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>
        {customised ? (
          <Button
            variant="ghost"
            className="col-span-2 justify-self-start"
            onClick={reset}
            data-testid="analytics-clear"
          >
            <X aria-hidden="true" />
            Filtreleri temizle
          </Button>
        ) : null}
        {analytics.isFetching && data ? <Spinner label="Yenileniyor" className="mb-3 text-primary" /> : null}
      </div>

      {rangeInvalid ? (
        <p id={rangeErrorId} role="alert" className="text-sm font-medium text-destructive">
          Başlangıç tarihi bitiş tarihinden sonra olamaz.
        </p>
      ) : analytics.isError && !data ? (
        <Alert variant="destructive" data-testid="analytics-error">
          <AlertTitle>Sipariş analitiği alınamadı</AlertTitle>
          <AlertDescription>
            <p>{analytics.error.message}</p>
            <Button
              size="sm"
              variant="outline"
              className="mt-1"
              onClick={() => analytics.refetch()}
              disabled={analytics.isFetching}
            >
              <RotateCcw aria-hidden="true" />
              Yeniden Dene
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <div
          className="flex flex-col gap-5 transition-opacity data-[stale=true]:opacity-60"
          data-stale={analytics.isPlaceholderData}
          aria-busy={data === undefined}
        >
          <section aria-labelledby="analytics-kpi-title">
            <h2 id="analytics-kpi-title" className="sr-only">
              Özet
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5" data-testid="analytics-kpis">
              {KPIS.map((kpi, i) => {
                const value = data?.totals[kpi.key];
                return (
                  <li key={kpi.key} className={cn(i === 0 && 'col-span-2 sm:col-span-1')}>
                    <Card className="h-full gap-2 px-4 py-4" data-testid={`kpi-${kpi.key}`}>
                      <span className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
                        {kpi.label}
                        <kpi.icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                      </span>
                      {value === undefined ? (
                        <Skeleton className="h-8 w-24" />
                      ) : (
                        <span
                          className={cn(
                            'text-xl font-bold tracking-tight [overflow-wrap:anywhere] tabular sm:text-2xl xl:text-xl 2xl:text-2xl',
                            kpi.tone === 'destructive' && value > 0 && 'text-destructive',
                            kpi.tone === 'warning' && value > 0 && 'text-warning-foreground dark:text-warning',
                          )}
                          data-testid="kpi-value"
                        >
                          {kpi.money ? formatMoney(value) : formatNumber(value)}
                        </span>
                      )}
                      <span className="text-xs text-muted-foreground">{kpi.hint}</span>
                    </Card>
                  </li>
                );
              })}
            </ul>
          </section>

          {data === undefined ? (
            <div className="grid gap-4 lg:grid-cols-2" data-testid="analytics-loading">
              <Skeleton className="h-96 rounded-xl lg:col-span-2" />
              <Skeleton className="h-96 rounded-xl" />
              <Skeleton className="h-96 rounded-xl" />
            </div>
          ) : empty ? (
            <EmptyState
              icon={ChartNoAxesCombined}
              title="Bu aralıkta sipariş yok"
              description={
                state.city
                  ? `${state.city} için seçilen tarihlerde sipariş bulunamadı. Tarih aralığını genişletin ya da şehir süzgecini kaldırın.`
                  : 'Seçilen tarihlerde sipariş bulunamadı. Tarih aralığını genişletmeyi deneyin.'
              }
              action={
                customised ? (
                  <Button variant="outline" onClick={reset}>
                    <X aria-hidden="true" />
                    Filtreleri temizle
                  </Button>
                ) : undefined
              }
              data-testid="analytics-empty"
            />
          ) : (
            <div className="grid gap-4 lg:grid-cols-2">
              <Section
                title="Ciro ve sipariş sayısı"
                description={`${PERIOD_NOUN[state.period]} ciro ve sipariş adedi`}
                className="lg:col-span-2"
                testId="analytics-revenue"
              >
                <RevenueChart points={points} period={state.period} />
              </Section>
              <Section
                title="Durumlara göre siparişler"
                description="Seçilen aralıkta verilen siparişlerin bugünkü durumu"
                testId="analytics-status"
              >
                <StatusChart byStatus={data.byStatus} />
              </Section>
              <Section
                title="En çok sipariş gelen şehirler"
                description="Teslimat adresine göre ilk 10 şehir"
                testId="analytics-cities"
              >
                {data.byCity.length > 0 ? (
                  <CityChart byCity={data.byCity} />
                ) : (
                  <p className="flex items-center gap-2 text-sm text-muted-foreground">
                    <MapPin className="size-4" aria-hidden="true" />
                    Şehir bilgisi olan sipariş yok.
                  </p>
                )}
              </Section>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
