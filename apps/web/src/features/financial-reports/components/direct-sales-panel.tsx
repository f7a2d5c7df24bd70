import { CAP_STATE_LABELS, type CapState } from '@portal/shared/financial-reports';
import { formatMoney, formatPercentBasisPoints } from '@portal/shared/format';
import { Scale } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDirectSalesReport } from '@/features/financial-reports/api/get-direct-sales-report';
import { monthTitle, ReportError, Section } from '@/features/financial-reports/components/report-parts';
import { cn } from '@/lib/utils';

const STATE_VARIANT: Record<CapState, 'success' | 'warning' | 'destructive'> = {
  compliant: 'success',
  near: 'warning',
  exceeded: 'destructive',
};
const STATE_FILL: Record<CapState, string> = {
  compliant: 'bg-success',
  near: 'bg-warning',
  exceeded: 'bg-destructive',
};
const ratio = (bp: number | null) => (bp === null ? '-' : formatPercentBasisPoints(bp));

export function CapBadge({ state, testId }: { state: CapState; testId?: string }) {
  return (
    <Badge variant={STATE_VARIANT[state]} data-testid={testId} data-state={state}>
      {CAP_STATE_LABELS[state]}
    </Badge>
  );
}

/** One ratio against its cap: a bar over 0–100 % with the cap marked on it. */
function CapGauge({
  title,
  rule,
  ratioBp,
  capBp,
  state,
  detail,
  testId,
}: {
  title: string;
  rule: string;
  ratioBp: number | null;
  capBp: number;
  state: CapState;
  detail: string;
  testId: string;
}) {
  const id = useId();
  const value = Math.min(10_000, ratioBp ?? 0);
  return (
    <Card className="gap-3 px-4 py-4" data-testid={testId} data-state={state}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h3 id={id} className="font-semibold">
            {title}
          </h3>
          <p className="text-sm text-muted-foreground">{rule}</p>
        </div>
        <CapBadge state={state} testId={`${testId}-state`} />
      </div>
      <p className="text-2xl font-bold tabular" data-testid={`${testId}-ratio`}>
        {ratio(ratioBp)}
        <span className="ml-2 text-sm font-normal text-muted-foreground">
          / sınır {formatPercentBasisPoints(capBp)}
        </span>
      </p>
      <meter
        className="sr-only"
        min={0}
        max={100}
        value={value / 100}
        aria-labelledby={id}
        aria-valuetext={`${ratio(ratioBp)}, sınır ${formatPercentBasisPoints(capBp)}: ${CAP_STATE_LABELS[state]}`}
      />
      <div aria-hidden="true" className="relative h-3 w-full overflow-hidden rounded-full bg-muted">
        <div className={cn('h-full rounded-full', STATE_FILL[state])} style={{ width: `${value / 100}%` }} />
        <div
          className="absolute inset-y-0 w-0.5 bg-foreground"
          style={{ left: `${capBp / 100}%` }}
          aria-hidden="true"
          title={`Sınır ${formatPercentBasisPoints(capBp)}`}
        />
      </div>
      <p className="text-sm text-muted-foreground">{detail}</p>
    </Card>
  );
}

function yearsUpTo(current: number) {
  return Array.from({ length: 6 }, (_, i) => current - i);
}

/** The Direct Sales Regulation tab: the year's two ratios against their caps, by month. */
export function DirectSalesPanel({
  year,
  currentYear,
  onYear,
}: {
  year: number;
  currentYear: number;
  onYear: (year: number) => void;
}) {
  const yearId = useId();
  const report = useDirectSalesReport(year);
  const data = report.data;
  const t = data?.total;

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="dsr-panel">
      <div className="grid max-w-3xl gap-2 text-sm text-muted-foreground">
        <p>
          Doğrudan Satışlar Hakkında Yönetmelik (Resmî Gazete 32980, 8 Ağustos 2025) iki sınır koyar. Birincisi: bir
          takvim yılında satıcılara sağlanan menfaatlerin toplamı, o yılın net satışlarının <strong>%50</strong>’sini
          aşamaz. İkincisi: yeni satıcı kazandırmaya bağlı menfaatler, tüm menfaatlerin <strong>%30</strong>’unu aşamaz.
        </p>
        <p>
          Burada satışa dayalı menfaat bayi, şehir distribütörü ve sponsor komisyonlarıdır; yeni üye kazandırmaya bağlı
          menfaat yeni üye primidir. İkisi de siparişin ödendiği ayda tahakkuk eden tutarla sayılır, iptal edilenler
          düşülür, iadede geri alınanlar iadenin ayında çıkarılır. Perakende kârı (üyenin kendi satışından elde ettiği
          fark) menfaat sayılmaz. Net satış KDV hariç, para ile ödenmiş, iptal veya iade edilmemiş siparişlerdir.
          Sınırın %90’ına ulaşan oran “Sınırda” gösterilir.
        </p>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <div className="grid w-40 gap-1.5">
          <Label htmlFor={yearId}>Yıl</Label>
          <NativeSelect
            id={yearId}
            value={String(year)}
            onChange={(e) => onYear(Number(e.target.value))}
            data-testid="dsr-year"
          >
            {yearsUpTo(currentYear).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </NativeSelect>
        </div>
        {report.isFetching && data ? <Spinner label="Yenileniyor" className="mb-3 text-primary" /> : null}
      </div>

      {report.isError && !data ? (
        <ReportError
          title="Yönetmelik raporu alınamadı"
          error={report.error}
          onRetry={() => report.refetch()}
          retrying={report.isFetching}
        />
      ) : !data || !t ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-48 rounded-xl" />
          <Skeleton className="h-48 rounded-xl" />
        </div>
      ) : (
        <div
          className="flex flex-col gap-5 transition-opacity data-[stale=true]:opacity-60"
          data-stale={report.isPlaceholderData}
        >
          <div className="grid gap-4 md:grid-cols-2">
            <CapGauge
              title="Menfaatler / net satış"
              rule="Satıcılara sağlanan menfaatler yıllık net satışın %50’sini aşamaz."
              ratioBp={t.benefitsBp}
              capBp={t.benefitsCapBp}
              state={t.benefitsState}
              detail={`${formatMoney(t.benefits)} menfaat / ${formatMoney(t.netSales)} net satış`}
              testId="dsr-benefits"
            />
            <CapGauge
              title="Yeni üye kazandırmaya bağlı / tüm menfaatler"
              rule="Yeni satıcı kazandırmaya bağlı menfaatler tüm menfaatlerin %30’unu aşamaz."
              ratioBp={t.recruitmentBp}
              capBp={t.recruitmentCapBp}
              state={t.recruitmentState}
              detail={`${formatMoney(t.recruitmentBenefits)} yeni üye primi / ${formatMoney(t.benefits)} menfaat`}
              testId="dsr-recruitment"
            />
          </div>

          {t.netSales === 0 && t.benefits === 0 ? (
            <EmptyState
              icon={Scale}
              title={`${data.year} yılında satış yok`}
              description="Bu yıl için net satış veya menfaat kaydı bulunmuyor."
              data-testid="dsr-empty"
            />
          ) : (
            <Section
              title="Aylara göre"
              description="Her ayın kendi oranları; yıllık sınır yılın toplamına uygulanır."
              testId="dsr-months"
            >
              <Table data-testid="dsr-table" aria-label="Aylara göre yönetmelik oranları">
                <TableHeader>
                  <TableRow className="hover:bg-transparent">
                    <TableHead>Ay</TableHead>
                    <TableHead className="text-right">Net satış</TableHead>
                    <TableHead className="text-right">Satışa dayalı</TableHead>
                    <TableHead className="text-right">Yeni üye primi</TableHead>
                    <TableHead className="text-right">Menfaat oranı</TableHead>
                    <TableHead className="text-right">Yeni üye oranı</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.months.map((m) => (
                    <TableRow key={m.month} data-testid="dsr-row" data-month={m.month}>
                      <TableCell className="whitespace-nowrap">{monthTitle(m.month)}</TableCell>
                      <TableCell className="text-right tabular whitespace-nowrap">{formatMoney(m.netSales)}</TableCell>
                      <TableCell className="text-right tabular whitespace-nowrap">
                        {formatMoney(m.salesBenefits)}
                      </TableCell>
                      <TableCell className="text-right tabular whitespace-nowrap">
                        {formatMoney(m.recruitmentBenefits)}
                      </TableCell>
                      <TableCell className="text-right whitespace-nowrap">
                        <span className="mr-2 tabular">{ratio(m.benefitsBp)}</span>
                        {m.benefits > 0 ? <CapBadge state={m.benefitsState} /> : null}
                      </TableCell>
                      <TableCell className="text-right whitespace-nowrap">
                        <span className="mr-2 tabular">{ratio(m.recruitmentBp)}</span>
                        {m.benefits > 0 ? <CapBadge state={m.recruitmentState} /> : null}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Section>
          )}

          <p className="max-w-3xl text-sm text-muted-foreground" data-testid="dsr-not-counted">
            Sayılmayanlar: alışveriş ödülü puanları {formatMoney(data.notCounted.purchaseRewards)} (alıcının kendi
            alışverişine indirim; satış ya da üye kazandırma karşılığı değil) ve yönetici bonus puanları{' '}
            {formatMoney(data.notCounted.adminBonuses)}. Bunlar da sayılsaydı menfaat oranı{' '}
            {ratio(data.notCounted.benefitsBpIfCounted)} olurdu. Puanla ödenen komisyonlar zaten komisyon olarak
            sayılır.
          </p>
        </div>
      )}
    </div>
  );
}
