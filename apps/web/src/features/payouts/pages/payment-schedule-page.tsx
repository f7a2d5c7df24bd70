import type { CommissionPeriod } from '@portal/shared/contracts/payouts';
import { PAYOUT_STATUS_LABELS, periodLabel } from '@portal/shared/commissions';
import { formatDate, formatMoney, formatNumber } from '@portal/shared/format';
import { CalendarDays, Lock } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { usePaymentSchedule } from '@/features/payouts/api/get-payment-schedule';
import { usePeriods } from '@/features/payouts/api/get-periods';
import { usePayoutsRealtime } from '@/features/payouts/api/payouts-realtime';
import { ClosePeriodDialog } from '@/features/payouts/components/close-period-dialog';
import { messageOf } from '@/lib/use-server-form';

const day = (value: string) => formatDate(`${value}T12:00:00Z`);

function PeriodCard({ period, onClose }: { period: CommissionPeriod; onClose: (p: CommissionPeriod) => void }) {
  const closed = period.status === 'closed';
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="period-row"
      data-period={period.period}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{periodLabel(period.period)}</span>
          {closed ? (
            <Badge variant="secondary">
              <Lock aria-hidden="true" />
              Kapalı
            </Badge>
          ) : period.closable ? (
            <Badge variant="warning">Kapatılmayı bekliyor</Badge>
          ) : (
            <Badge variant="outline">Devam eden ay</Badge>
          )}
        </div>
        <p className="text-sm text-muted-foreground">
          Ödeme tarihi {day(period.payoutDate)}
          {closed
            ? ` · ${formatNumber(period.payoutCount)} ödeme · net ${formatMoney(period.netTotal)}`
            : period.preview
              ? ` · kapatılırsa ${formatNumber(period.preview.scheduled.count)} ödeme · net ${formatMoney(period.preview.scheduled.net)}`
              : ''}
          {closed && period.closedBy ? ` · ${period.closedBy} kapattı` : ''}
        </p>
      </div>
      {period.closable ? (
        <Button onClick={() => onClose(period)} className="sm:shrink-0" data-testid="close-period">
          Dönemi Kapat
        </Button>
      ) : null}
    </li>
  );
}

/** /dashboard/payment-schedule (admin): the months to close, with a preview, and the payment days. */
export function PaymentSchedulePage() {
  usePayoutsRealtime();
  const periods = usePeriods();
  const schedule = usePaymentSchedule();
  const [closing, setClosing] = useState<CommissionPeriod | null>(null);

  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="payment-schedule-page">
      <section className="flex flex-col gap-3" aria-labelledby="periods-title">
        <div>
          <h2 id="periods-title" className="text-lg font-semibold">
            Komisyon dönemleri
          </h2>
          <p className="text-sm text-muted-foreground">
            Biten bir ayı kapatınca onaylanmış komisyonlar üye başına ödemelere dönüşür; kapanan dönem değiştirilemez.
          </p>
        </div>
        {periods.isError ? (
          <EmptyState
            title="Dönemler yüklenemedi"
            description={messageOf(periods.error)}
            action={<Button onClick={() => periods.refetch()}>Yeniden Dene</Button>}
          />
        ) : !periods.data ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <ul className="flex flex-col gap-2">
            {periods.data.periods.map((p) => (
              <PeriodCard key={p.period} period={p} onClose={setClosing} />
            ))}
          </ul>
        )}
      </section>

      <section className="flex flex-col gap-3" aria-labelledby="schedule-title">
        <h2 id="schedule-title" className="text-lg font-semibold">
          Ödeme takvimi
        </h2>
        {schedule.isError ? (
          <EmptyState title="Ödeme takvimi yüklenemedi" description={messageOf(schedule.error)} />
        ) : !schedule.data ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <>
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2 text-base">
                  <CalendarDays aria-hidden="true" className="size-4" />
                  Sıradaki ödeme günü: {day(schedule.data.next.payoutDate)}
                </CardTitle>
                <CardDescription>
                  {periodLabel(schedule.data.next.period)} dönemi · ödemeler her ayın {schedule.data.paymentDay}. günü
                  yapılır
                </CardDescription>
              </CardHeader>
            </Card>
            <ul className="grid grid-cols-1 gap-2 md:grid-cols-2 xl:grid-cols-3">
              {schedule.data.entries.map((e) => (
                <li key={e.period} className="rounded-xl border p-4 text-sm" data-testid="schedule-entry">
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-medium">{periodLabel(e.period)}</span>
                    <span className="text-muted-foreground">{day(e.payoutDate)}</span>
                  </div>
                  {e.totals ? (
                    <dl className="mt-2 grid grid-cols-2 gap-y-1">
                      <dt className="text-muted-foreground">{PAYOUT_STATUS_LABELS.scheduled}</dt>
                      <dd className="tabular text-right">
                        {formatNumber(e.totals.scheduled.count)} · {formatMoney(e.totals.scheduled.net)}
                      </dd>
                      <dt className="text-muted-foreground">{PAYOUT_STATUS_LABELS.paid}</dt>
                      <dd className="tabular text-right">
                        {formatNumber(e.totals.paid.count)} · {formatMoney(e.totals.paid.net)}
                      </dd>
                      <dt className="text-muted-foreground">Devreden</dt>
                      <dd className="tabular text-right">
                        {formatNumber(e.totals.carriedOver.count)} · {formatMoney(e.totals.carriedOver.gross)}
                      </dd>
                    </dl>
                  ) : null}
                  {e.periodStatus === 'open' ? (
                    <p className="mt-2 text-xs text-muted-foreground">Dönem henüz kapatılmadı</p>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <ClosePeriodDialog period={closing} onClose={() => setClosing(null)} />
    </div>
  );
}
