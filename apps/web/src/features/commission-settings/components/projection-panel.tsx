import { COMMISSION_KIND_LABELS } from '@portal/shared/commissions';
import type { Projection } from '@portal/shared/contracts/commission-settings';
import { BENEFITS_CAP_BP, RECRUITMENT_CAP_BP } from '@portal/shared/direct-sales';
import { formatDate, formatMoney, formatNumber, formatPercentBasisPoints } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { ArrowRight, Scale, TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

const ratio = (bp: number | null) => (bp === null ? '—' : formatPercentBasisPoints(bp));

/** One cap: the current and the projected ratio, each as a bar against the cap's line. */
function CapRow({
  title,
  cap,
  current,
  projected,
  ok,
  testId,
}: {
  title: string;
  cap: number;
  current: number | null;
  projected: number | null;
  ok: boolean;
  testId: string;
}) {
  // The bar's scale: the cap sits at two thirds of the width, so a ratio past it still shows.
  const scale = (cap * 3) / 2;
  const width = (bp: number | null) => `${Math.min(100, ((bp ?? 0) / scale) * 100)}%`;
  return (
    <div className="flex flex-col gap-2" data-testid={testId} data-ok={ok}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-sm font-medium">{title}</p>
        <p className="flex items-center gap-1.5 text-sm tabular">
          <span className="text-muted-foreground">{ratio(current)}</span>
          <ArrowRight className="size-3.5 text-muted-foreground" aria-label="önerilen ayarlarla" />
          <span
            className={cn('font-semibold', ok ? 'text-foreground' : 'text-destructive')}
            data-testid={`${testId}-projected`}
          >
            {ratio(projected)}
          </span>
          <span className="text-muted-foreground">/ sınır {formatPercentBasisPoints(cap)}</span>
        </p>
      </div>
      <div className="relative flex flex-col gap-1" aria-hidden="true">
        <div className="h-1.5 rounded-full bg-muted">
          <div className="h-full rounded-full bg-muted-foreground/40" style={{ width: width(current) }} />
        </div>
        <div className="h-2.5 rounded-full bg-muted">
          <div
            className={cn('h-full rounded-full', ok ? 'bg-primary' : 'bg-destructive')}
            style={{ width: width(projected) }}
          />
        </div>
        <div className="absolute inset-y-[-2px] w-0.5 bg-foreground/70" style={{ left: '66.6667%' }} />
      </div>
    </div>
  );
}

/**
 * The Direct Sales Regulation what-if: the last twelve months' sales with the current settings
 * (what was actually given) and with the proposed ones, against the 50 % and 30 % caps.
 */
export function ProjectionPanel({
  projection,
  loading,
  error,
  pendingChange,
}: {
  projection: Projection | undefined;
  loading: boolean;
  error: Error | null;
  /** True while the typed values are not valid yet: the panel shows the last valid proposal. */
  pendingChange?: boolean;
}) {
  return (
    <Card data-testid="projection-panel" aria-busy={loading}>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <Scale className="size-5 text-primary" aria-hidden="true" />
            Yönetmelik projeksiyonu
            {loading ? <Spinner className="size-4" /> : null}
          </h2>
        </CardTitle>
        <CardDescription>
          Son 12 ayın satışları önerilen ayarlarla yeniden hesaplanır (Doğrudan Satışlar Hakkında Yönetmelik, Resmî
          Gazete 32980). Satıcılara sağlanan menfaatler net satışların %50’sini, yeni üye kazanımına bağlı menfaatler
          tüm menfaatlerin %30’unu aşamaz.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {error && !projection ? (
          <Alert variant="destructive">
            <AlertTitle>{MESSAGES.commissionSettings.projectionFailed}</AlertTitle>
            <AlertDescription>{error.message}</AlertDescription>
          </Alert>
        ) : !projection ? (
          <div className="flex flex-col gap-3">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : (
          <>
            {projection.warnings.length > 0 ? (
              <Alert variant="destructive" data-testid="projection-warning">
                <TriangleAlert aria-hidden="true" />
                <AlertTitle>Yönetmelik sınırı aşılıyor</AlertTitle>
                <AlertDescription>
                  {projection.warnings.map((w) => (
                    <p key={w}>
                      {w === 'benefits'
                        ? MESSAGES.commissionSettings.benefitsWarning
                        : MESSAGES.commissionSettings.recruitmentWarning}
                    </p>
                  ))}
                </AlertDescription>
              </Alert>
            ) : null}
            <CapRow
              title="Menfaatler / net satış"
              cap={BENEFITS_CAP_BP}
              current={projection.current.benefitsBp}
              projected={projection.projected.benefitsBp}
              ok={projection.projected.benefitsOk}
              testId="projection-benefits"
            />
            <CapRow
              title="Yeni üye kazanımına bağlı / tüm menfaatler"
              cap={RECRUITMENT_CAP_BP}
              current={projection.current.recruitmentBp}
              projected={projection.projected.recruitmentBp}
              ok={projection.projected.recruitmentOk}
              testId="projection-recruitment"
            />
            <dl className="flex flex-col gap-1.5 text-sm">
              <div className="flex flex-wrap justify-between gap-x-3">
                <dt className="text-muted-foreground">Net satış</dt>
                <dd className="ml-auto text-right tabular whitespace-nowrap">{formatMoney(projection.netSales)}</dd>
              </div>
              <div className="flex flex-wrap justify-between gap-x-3">
                <dt className="text-muted-foreground">İlk siparişler (davetle gelen)</dt>
                <dd className="ml-auto text-right tabular whitespace-nowrap">{formatNumber(projection.firstOrders)}</dd>
              </div>
              {projection.byKind.map((k) => (
                <div key={k.kind} className="flex flex-wrap justify-between gap-x-3">
                  <dt className="text-muted-foreground">{COMMISSION_KIND_LABELS[k.kind]}</dt>
                  <dd className="ml-auto text-right tabular whitespace-nowrap">
                    {formatMoney(k.current)} → {formatMoney(k.projected)}
                  </dd>
                </div>
              ))}
              <div className="flex flex-wrap justify-between gap-x-3">
                <dt className="text-muted-foreground">{COMMISSION_KIND_LABELS.recruitment_bonus}</dt>
                <dd className="ml-auto text-right tabular whitespace-nowrap">
                  {formatMoney(projection.current.recruitmentBenefits)} →{' '}
                  {formatMoney(projection.projected.recruitmentBenefits)}
                </dd>
              </div>
              <div className="flex flex-wrap justify-between gap-x-3 border-t pt-1.5 font-medium">
                <dt>Toplam menfaat</dt>
                <dd className="ml-auto text-right tabular whitespace-nowrap">
                  {formatMoney(projection.current.benefits)} → {formatMoney(projection.projected.benefits)}
                </dd>
              </div>
            </dl>
            <p className="text-xs text-muted-foreground">
              {formatDate(projection.from)} – {formatDate(projection.to)} arasında ödenen siparişler; iptaller ve
              iadeler hariç. Yalnızca komisyon ödenmiş kademeler yeniden fiyatlanır; üstünde kimse olmayan kademe yine
              kimseye ödemez.
              {pendingChange ? ' Girilen değerler geçerli olduğunda projeksiyon güncellenir.' : ''}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
