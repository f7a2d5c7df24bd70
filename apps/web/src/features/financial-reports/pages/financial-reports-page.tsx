import {
  defaultMonthRange,
  FINANCIAL_REPORT_MAX_MONTHS,
  isMonth,
  monthsBetween,
} from '@portal/shared/financial-reports';
import { formatMoney, formatPercentBasisPoints } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { dayOf } from '@portal/shared/network-reports';
import {
  Coins,
  FileDown,
  FileSpreadsheet,
  HandCoins,
  Landmark,
  ReceiptText,
  RotateCcw,
  TrendingUp,
} from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { financialReportExportUrl, useFinancialReport } from '@/features/financial-reports/api/get-financial-report';
import { DirectSalesPanel } from '@/features/financial-reports/components/direct-sales-panel';
import { CommissionsChart, SalesMarginChart, VatChart } from '@/features/financial-reports/components/financial-charts';
import { MonthTable } from '@/features/financial-reports/components/month-table';
import { Kpi, monthTitle, ReportError, Section } from '@/features/financial-reports/components/report-parts';

const M = MESSAGES.financialReports;
const TABS = ['finans', 'yonetmelik'] as const;
type Tab = (typeof TABS)[number];

function rangeError(from: string, to: string): string | null {
  if (!isMonth(from) || !isMonth(to)) return 'Başlangıç ve bitiş ayını seçin.';
  if (from > to) return 'Başlangıç ayı bitiş ayından sonra olamaz.';
  if (monthsBetween(from, to).length > FINANCIAL_REPORT_MAX_MONTHS)
    return `Aralık en fazla ${FINANCIAL_REPORT_MAX_MONTHS} ay olabilir.`;
  return null;
}

function FinancePanel({
  from,
  to,
  onRange,
  onReset,
}: {
  from: string;
  to: string;
  onRange: (from: string, to: string) => void;
  onReset: () => void;
}) {
  const fromId = useId();
  const toId = useId();
  const invalid = rangeError(from, to);
  const report = useFinancialReport(from, to, !invalid);
  const data = invalid ? undefined : report.data;
  const t = data?.totals;
  const empty = data?.months.every((m) => m.netSales === 0 && m.commissionsAccrued === 0 && m.refunds === 0) ?? false;

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="finance-panel">
      <div className="flex flex-wrap items-end gap-3" data-testid="financial-filters">
        <div className="grid w-[calc(50%-0.375rem)] gap-1.5 sm:w-44">
          <Label htmlFor={fromId}>Başlangıç ayı</Label>
          <Input
            id={fromId}
            type="month"
            value={from}
            max={to}
            onChange={(e) => onRange(e.target.value, to)}
            data-testid="financial-from"
          />
        </div>
        <div className="grid w-[calc(50%-0.375rem)] gap-1.5 sm:w-44">
          <Label htmlFor={toId}>Bitiş ayı</Label>
          <Input
            id={toId}
            type="month"
            value={to}
            min={from}
            onChange={(e) => onRange(from, e.target.value)}
            data-testid="financial-to"
          />
        </div>
        <Button variant="ghost" onClick={onReset}>
          <RotateCcw aria-hidden="true" />
          Son 12 ay
        </Button>
        <div className="flex w-full flex-wrap gap-2 sm:ml-auto sm:w-auto">
          <Button asChild variant="outline" className="flex-1 sm:flex-none" disabled={Boolean(invalid)}>
            <a
              href={invalid ? undefined : financialReportExportUrl('csv', from, to)}
              download
              data-testid="financial-csv"
            >
              <FileSpreadsheet aria-hidden="true" />
              CSV indir
            </a>
          </Button>
          <Button asChild variant="outline" className="flex-1 sm:flex-none" disabled={Boolean(invalid)}>
            <a
              href={invalid ? undefined : financialReportExportUrl('xlsx', from, to)}
              download
              data-testid="financial-xlsx"
            >
              <FileSpreadsheet aria-hidden="true" />
              Excel indir
            </a>
          </Button>
          <Button asChild variant="outline" className="flex-1 sm:flex-none" disabled={Boolean(invalid)}>
            <a
              href={invalid ? undefined : financialReportExportUrl('pdf', from, to)}
              download
              data-testid="financial-pdf"
            >
              <FileDown aria-hidden="true" />
              PDF indir
            </a>
          </Button>
        </div>
        {report.isFetching && data ? <Spinner label="Yenileniyor" className="mb-3 text-primary" /> : null}
      </div>

      {invalid ? (
        <Alert variant="destructive" data-testid="financial-range-error">
          <AlertDescription>{invalid}</AlertDescription>
        </Alert>
      ) : report.isError && !data ? (
        <ReportError
          title="Finansal rapor alınamadı"
          error={report.error}
          onRetry={() => report.refetch()}
          retrying={report.isFetching}
        />
      ) : (
        <div
          className="flex flex-col gap-5 transition-opacity data-[stale=true]:opacity-60"
          data-stale={report.isPlaceholderData}
          aria-busy={data === undefined}
        >
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3" data-testid="financial-kpis">
            <li>
              <Kpi
                label="Net satış"
                value={t && formatMoney(t.netSales)}
                hint="KDV hariç"
                icon={TrendingUp}
                testId="kpi-net-sales"
              />
            </li>
            <li>
              <Kpi
                label="Brüt kâr"
                value={t && formatMoney(t.grossMargin)}
                hint={
                  t ? `Marj ${t.grossMarginBp === null ? '-' : formatPercentBasisPoints(t.grossMarginBp)}` : undefined
                }
                icon={Coins}
                testId="kpi-margin"
              />
            </li>
            <li>
              <Kpi label="KDV" value={t && formatMoney(t.vat)} icon={Landmark} testId="kpi-vat" />
            </li>
            <li>
              <Kpi
                label="Tahakkuk eden komisyon"
                value={t && formatMoney(t.commissionsAccrued)}
                hint={t ? `Ödenen ${formatMoney(t.commissionsPaid)}` : undefined}
                icon={HandCoins}
                testId="kpi-commissions"
              />
            </li>
            <li>
              <Kpi label="İadeler" value={t && formatMoney(t.refunds)} icon={ReceiptText} testId="kpi-refunds" />
            </li>
            <li>
              <Kpi
                label="Puan yükümlülüğü"
                value={t && formatMoney(t.pointsLiability)}
                hint={data ? `${monthTitle(data.to)} sonu` : undefined}
                icon={Coins}
                testId="kpi-points"
              />
            </li>
          </ul>

          {data === undefined ? (
            <div className="grid gap-4 lg:grid-cols-2">
              <Skeleton className="h-96 rounded-xl" />
              <Skeleton className="h-96 rounded-xl" />
            </div>
          ) : empty ? (
            <EmptyState
              icon={TrendingUp}
              title="Bu aralıkta hareket yok"
              description="Seçilen aylarda satış, komisyon veya iade bulunmuyor."
              data-testid="financial-empty"
            />
          ) : (
            <>
              <div className="grid gap-4 lg:grid-cols-2">
                <Section title="Net satış ve brüt kâr" description="KDV hariç, aylara göre" testId="section-sales">
                  <SalesMarginChart months={data.months} />
                </Section>
                <Section
                  title="Komisyonlar"
                  description="Tahakkuk eden, ödenen ve geri alınan"
                  testId="section-commissions"
                >
                  <CommissionsChart months={data.months} />
                </Section>
                <Section
                  title="Oranlara göre KDV"
                  description="Sipariş satırlarının KDV oranına göre"
                  testId="section-vat"
                  className="lg:col-span-2"
                >
                  <VatChart months={data.months} rates={data.vatRates} />
                </Section>
              </div>
              <MonthTable months={data.months} totals={data.totals} rates={data.vatRates} />
              {data.totals.unitsWithoutCost > 0 ? (
                <Alert data-testid="financial-cost-missing">
                  <AlertDescription>
                    Maliyet fiyatı girilmemiş ürünlerden {data.totals.unitsWithoutCost} adet satıldı; bunlar maliyete
                    sıfır olarak eklendi.
                  </AlertDescription>
                </Alert>
              ) : null}
            </>
          )}
          <div className="grid max-w-3xl gap-1 text-xs text-muted-foreground">
            <p>{M.salesNote}</p>
            <p>{M.costNote}</p>
            <p>
              Komisyonlar satırın sayıldığı ayda (siparişin ödendiği, geri almada iadenin ayı); ödenenler ödemenin
              yapıldığı ayda gösterilir. Puan yükümlülüğü ay sonundaki tamamlanmış puan hareketlerinin toplamıdır (1
              puan = ₺1).
            </p>
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * /dashboard/admin/financial-reports: the months of a range (default the last 12) — sales, VAT,
 * cost, margin, commissions, refunds, points — with charts, a table, CSV and PDF; and the
 * Direct Sales Regulation tab for a calendar year.
 */
export function FinancialReportsPage() {
  const [params, setParams] = useSearchParams();
  const current = dayOf(new Date()).slice(0, 7);
  const fallback = defaultMonthRange(current);
  const from = params.get('from') ?? fallback.from;
  const to = params.get('to') ?? fallback.to;
  const tab: Tab = (TABS as readonly string[]).includes(params.get('sekme') ?? '')
    ? (params.get('sekme') as Tab)
    : 'finans';
  const currentYear = Number(current.slice(0, 4));
  const year = Number(params.get('yil')) || currentYear;

  const patch = (values: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(values)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="financial-reports-page">
      <Tabs value={tab} onValueChange={(v) => patch({ sekme: v === 'finans' ? null : v })}>
        <TabsList aria-label="Rapor">
          <TabsTrigger value="finans" data-testid="tab-finance">
            Aylık finans
          </TabsTrigger>
          <TabsTrigger value="yonetmelik" data-testid="tab-dsr">
            Doğrudan Satış Yönetmeliği
          </TabsTrigger>
        </TabsList>
        <TabsContent value="finans" className="mt-2">
          <FinancePanel
            from={from}
            to={to}
            onRange={(f, t) => patch({ from: f || null, to: t || null })}
            onReset={() => patch({ from: null, to: null })}
          />
        </TabsContent>
        <TabsContent value="yonetmelik" className="mt-2">
          <DirectSalesPanel
            year={year}
            currentYear={currentYear}
            onYear={(y) => patch({ yil: y === currentYear ? null : String(y) })}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
