import { periodOf } from '@portal/shared/commissions';
import type { Earnings } from '@portal/shared/contracts/commissions';
import { formatMoney } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCommissionsRealtime } from '@/features/commissions/api/commissions-realtime';
import { useEarnings } from '@/features/commissions/api/get-earnings';
import { Amount, LoadError } from '@/features/commissions/components/commission-parts';
import { EarningsChart, monthTitle } from '@/features/commissions/components/earnings-chart';
import { MemberFilter } from '@/features/commissions/components/member-filter';
import {
  EARNINGS_RANGES,
  type EarningsRange,
  monthsBefore,
  useEarningsFilters,
} from '@/features/commissions/components/use-commission-filters';
import { useIsMobile } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';

const KPIS = [
  { key: 'accrued', label: 'Tahakkuk eden', hint: 'Beklemede, onaylı ve ödenmiş' },
  { key: 'paid', label: 'Ödendi', hint: 'Ödemesi yapılmış' },
  { key: 'approved', label: 'Onaylandı', hint: 'Teslim edilmiş, ödeme bekliyor' },
  { key: 'pending', label: 'Beklemede', hint: 'Sipariş henüz teslim edilmedi' },
  { key: 'clawedBack', label: 'İade kesintisi', hint: 'Ödemeden sonra iade edilenler' },
  { key: 'net', label: 'Net kazanç', hint: 'Tahakkuk eden − iade kesintisi' },
] as const;

function Totals({ data }: { data: Earnings | undefined }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="earnings-totals">
      {KPIS.map((k) => (
        <li key={k.key}>
          <Card className={cn('h-full gap-1 px-4 py-3', k.key === 'net' && 'border-primary/40 bg-primary/5')}>
            <span className="text-sm text-muted-foreground">{k.label}</span>
            {data ? (
              <span
                className={cn('text-xl font-bold tabular', data.totals[k.key] < 0 && 'text-destructive')}
                data-testid={`earnings-${k.key}`}
              >
                {formatMoney(data.totals[k.key])}
              </span>
            ) : (
              <Skeleton className="h-7 w-24" />
            )}
            <span className="text-xs text-muted-foreground">{k.hint}</span>
          </Card>
        </li>
      ))}
    </ul>
  );
}

const MONTH_PARTS = [
  { key: 'pending', label: 'Beklemede' },
  { key: 'approved', label: 'Onaylandı' },
  { key: 'paid', label: 'Ödendi' },
  { key: 'clawedBack', label: 'İade kesintisi' },
] as const;

/** Phones: the same numbers as a list of months. */
function MonthList({ data }: { data: Earnings }) {
  return (
    <ul className="flex flex-col gap-2" aria-label="Aylara göre kazançlar" data-testid="earnings-months">
      {[...data.months].reverse().map((m) => (
        <li key={m.period} data-testid="earnings-month" data-period={m.period}>
          <Card className="gap-2 p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">{monthTitle(m.period)}</span>
              <Amount value={m.net} />
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
              {MONTH_PARTS.map((part) => (
                <div key={part.key} className="flex justify-between gap-2">
                  <dt className="text-muted-foreground">{part.label}</dt>
                  <dd>
                    <Amount value={m[part.key]} strong={false} />
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The chart's numbers, readable without the chart (newest month first). */
function MonthTable({ data }: { data: Earnings }) {
  return (
    <Card className="overflow-x-auto py-0">
      <Table aria-label="Aylara göre kazançlar" data-testid="earnings-months">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="pl-4">Ay</TableHead>
            <TableHead className="text-right">Beklemede</TableHead>
            <TableHead className="text-right">Onaylandı</TableHead>
            <TableHead className="text-right">Ödendi</TableHead>
            <TableHead className="text-right">İade kesintisi</TableHead>
            <TableHead className="pr-4 text-right">Net</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {[...data.months].reverse().map((m) => (
            <TableRow key={m.period} data-testid="earnings-month" data-period={m.period}>
              <TableCell className="pl-4 whitespace-nowrap">{monthTitle(m.period)}</TableCell>
              <TableCell className="text-right whitespace-nowrap tabular">{formatMoney(m.pending)}</TableCell>
              <TableCell className="text-right whitespace-nowrap tabular">{formatMoney(m.approved)}</TableCell>
              <TableCell className="text-right whitespace-nowrap tabular">{formatMoney(m.paid)}</TableCell>
              <TableCell className="text-right whitespace-nowrap">
                <Amount value={m.clawedBack} strong={false} />
              </TableCell>
              <TableCell className="pr-4 text-right whitespace-nowrap">
                <Amount value={m.net} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

/**
 * /dashboard/earnings: commission income over time, by month and state. The admin and the
 * national distributor read the whole network's or one member's.
 */
export function EarningsPage() {
  useCommissionsRealtime({ announce: false });
  const { state, update } = useEarningsFilters();
  const rangeId = useId();
  const isMobile = useIsMobile();
  const to = periodOf(new Date());
  const from = monthsBefore(to, state.months - 1);
  const earnings = useEarnings({ from, to, beneficiary: state.beneficiary || undefined });
  const data = earnings.data;
  const empty = data?.months.every((m) => m.accrued === 0 && m.clawedBack === 0 && m.cancelled === 0) ?? false;

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="earnings-page">
      <p className="max-w-2xl text-sm text-muted-foreground">
        Komisyon gelirinizin aylara göre dağılımı. Her ay, o ay ödenen siparişlerin komisyonlarını bugünkü durumlarıyla;
        iade kesintilerini ise iadenin yapıldığı ayda gösterir.
      </p>

      <div className="grid grid-cols-2 items-end gap-3 md:flex md:flex-wrap">
        <div className="grid min-w-0 gap-1.5 md:w-44">
          <Label htmlFor={rangeId}>Dönem</Label>
          <NativeSelect
            id={rangeId}
            value={String(state.months)}
            onChange={(e) => update({ months: Number(e.target.value) as EarningsRange })}
          >
            {EARNINGS_RANGES.map((n) => (
              <option key={n} value={n}>
                Son {n} ay
              </option>
            ))}
          </NativeSelect>
        </div>
        {data?.allMembers ? (
          <MemberFilter
            value={state.beneficiary}
            selected={data.beneficiary}
            onChange={(beneficiary) => update({ beneficiary })}
            className="col-span-2 md:w-72"
          />
        ) : null}
        {earnings.isFetching && data ? <Spinner label="Yenileniyor" className="mb-3 text-primary" /> : null}
      </div>

      {earnings.isError && !data ? (
        <LoadError
          title={MESSAGES.commissions.earningsFailed}
          error={earnings.error}
          onRetry={() => earnings.refetch()}
          retrying={earnings.isFetching}
        />
      ) : (
        <div
          className="flex flex-col gap-5 transition-opacity data-[stale=true]:opacity-60"
          data-stale={earnings.isPlaceholderData}
          aria-busy={data === undefined}
        >
          <Totals data={data} />
          {data === undefined ? (
            <Skeleton className="h-80 rounded-xl" />
          ) : empty ? (
            <EmptyState
              icon={TrendingUp}
              title="Bu dönemde kazanç yok"
              description={`${monthTitle(data.from)} – ${monthTitle(data.to)} arasında komisyon kaydı bulunmuyor. Daha uzun bir dönem seçmeyi deneyin.`}
              data-testid="earnings-empty"
            />
          ) : (
            <>
              <Card className="gap-2 p-4">
                <h2 className="text-sm font-semibold">
                  {monthTitle(data.from)} – {monthTitle(data.to)}
                </h2>
                <EarningsChart months={data.months} />
              </Card>
              {isMobile ? <MonthList data={data} /> : <MonthTable data={data} />}
            </>
          )}
        </div>
      )}
    </div>
  );
}
