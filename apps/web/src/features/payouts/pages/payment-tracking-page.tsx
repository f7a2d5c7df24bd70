import type { Payout, PayoutListQuery } from '@portal/shared/contracts/payouts';
import {
  PAYOUT_STATUS_LABELS,
  PAYOUT_STATUSES,
  type PayoutStatus,
  PERIOD_PATTERN,
  periodLabel,
} from '@portal/shared/commissions';
import { formatDate, formatMoney, formatNumber } from '@portal/shared/format';
import { MESSAGES } from '@portal/shared/messages';
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { ExportButtons } from '@/components/export-buttons';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { payoutsExportUrl, usePayouts } from '@/features/payouts/api/get-payouts';
import { usePayPayoutAsPoints } from '@/features/payouts/api/pay-payout';
import { usePayoutsRealtime } from '@/features/payouts/api/payouts-realtime';
import { MarkPaidDialog } from '@/features/payouts/components/mark-paid-dialog';
import { PayoutStatusBadge } from '@/features/payouts/components/payout-status-badge';
import { useAuth } from '@/lib/auth';
import { messageOf } from '@/lib/use-server-form';
import { useUrlState } from '@/lib/use-url-state';

type State = { period: string; status: PayoutStatus | ''; method: 'bank' | 'points' | ''; q: string; page: number };

function parse(params: URLSearchParams): State {
  const period = params.get('period') ?? '';
  const status = params.get('status') ?? '';
  const method = params.get('method') ?? '';
  const page = Number(params.get('page'));
  return {
    period: PERIOD_PATTERN.test(period) ? period : '',
    status: (PAYOUT_STATUSES as readonly string[]).includes(status) ? (status as PayoutStatus) : '',
    method: method === 'bank' || method === 'points' ? method : '',
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}
function write(state: State): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['period', 'status', 'method', 'q'] as const) if (state[key]) params.set(key, state[key]);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

const day = (value: string | null) => (value ? formatDate(`${value}T12:00:00Z`) : '—');

function Actions({
  payout,
  isAdmin,
  onMarkPaid,
}: {
  payout: Payout;
  isAdmin: boolean;
  onMarkPaid: (p: Payout) => void;
}) {
  const payPoints = usePayPayoutAsPoints();
  if (!isAdmin || payout.status !== 'scheduled') return null;
  if (payout.method === 'points') {
    return (
      <Button
        size="sm"
        variant="outline"
        disabled={payPoints.isPending}
        data-testid="pay-points"
        onClick={async () => {
          try {
            await payPoints.mutateAsync(payout.id);
            toast.success(MESSAGES.payouts.paidAsPointsToast);
          } catch (error) {
            toast.error(messageOf(error));
          }
        }}
      >
        Puan olarak öde
      </Button>
    );
  }
  return (
    <Button size="sm" variant="outline" onClick={() => onMarkPaid(payout)} data-testid="mark-paid">
      Ödendi olarak işaretle
    </Button>
  );
}

/** /dashboard/payment-tracking (admin): every payout, its state and bank reference, filters, CSV, paying. */
export function PaymentTrackingPage() {
  usePayoutsRealtime();
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const { state, update, hrefFor } = useUrlState(parse, write);
  const [marking, setMarking] = useState<Payout | null>(null);
  const query: PayoutListQuery = {
    period: state.period || undefined,
    status: state.status || undefined,
    method: state.method || undefined,
    q: state.q || undefined,
    page: state.page,
  };
  const list = usePayouts(query);
  const data = list.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="payment-tracking-page">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">Kapanan dönemlerin bütün komisyon ödemeleri ve durumları.</p>
        <div className="sm:shrink-0">
          <ExportButtons href={payoutsExportUrl(query)} testId="payouts-export" />
        </div>
      </div>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <div className="col-span-2 flex min-w-0 flex-col gap-1.5 lg:col-span-1">
          <Label htmlFor="payout-search">Üye ara</Label>
          <SearchInput
            id="payout-search"
            value={state.q}
            onCommit={(q) => update({ q, page: 1 })}
            placeholder="Ad, e-posta veya satıcı no"
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="payout-period">Dönem</Label>
          <Input
            id="payout-period"
            type="month"
            value={state.period}
            onChange={(e) => update({ period: e.target.value, page: 1 })}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="payout-status">Durum</Label>
          <NativeSelect
            id="payout-status"
            value={state.status}
            onChange={(e) => update({ status: e.target.value as PayoutStatus | '', page: 1 })}
          >
            <option value="">Tüm durumlar</option>
            {PAYOUT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PAYOUT_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="payout-method">Yöntem</Label>
          <NativeSelect
            id="payout-method"
            value={state.method}
            onChange={(e) => update({ method: e.target.value as State['method'], page: 1 })}
          >
            <option value="">Tüm yöntemler</option>
            <option value="bank">{MESSAGES.payouts.methods.bank}</option>
            <option value="points">{MESSAGES.payouts.methods.points}</option>
          </NativeSelect>
        </div>
      </div>

      {list.isError ? (
        <EmptyState
          title="Ödemeler yüklenemedi"
          description={messageOf(list.error)}
          action={<Button onClick={() => list.refetch()}>Yeniden Dene</Button>}
        />
      ) : !data ? (
        <Skeleton className="h-64 w-full" />
      ) : data.payouts.length === 0 ? (
        <EmptyState icon={Wallet} title="Ödeme bulunamadı" description="Süzgeçlere uyan bir komisyon ödemesi yok." />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" data-testid="payout-totals">
            {formatNumber(data.totals.count)} ödeme · brüt {formatMoney(data.totals.gross)} · stopaj{' '}
            {formatMoney(data.totals.withholding)} · net {formatMoney(data.totals.net)}
          </p>
          <ul className="flex flex-col gap-3 md:hidden" aria-label="Komisyon ödemeleri">
            {data.payouts.map((p) => (
              <li key={p.id} className="flex flex-col gap-2 rounded-xl border p-4" data-testid="payout-card">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{p.beneficiary.name}</p>
                    <p className="text-xs text-muted-foreground">
                      {p.beneficiary.sellerNo} · {periodLabel(p.period)}
                    </p>
                  </div>
                  <PayoutStatusBadge status={p.status} />
                </div>
                <p className="tabular text-sm">
                  Net <span className="font-semibold">{formatMoney(p.net)}</span> · {MESSAGES.payouts.methods[p.method]}{' '}
                  · {day(p.scheduledFor)}
                </p>
                {p.bankReference ? <p className="break-all font-mono text-xs">{p.bankReference}</p> : null}
                <Actions payout={p} isAdmin={isAdmin} onMarkPaid={setMarking} />
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border md:block">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Üye</TableHead>
                  <TableHead>Dönem</TableHead>
                  <TableHead className="text-right">Brüt</TableHead>
                  <TableHead className="text-right">Stopaj</TableHead>
                  <TableHead className="text-right">Net</TableHead>
                  <TableHead>Yöntem</TableHead>
                  <TableHead>Durum</TableHead>
                  <TableHead>Ödeme tarihi</TableHead>
                  <TableHead>Banka referansı</TableHead>
                  <TableHead>
                    <span className="sr-only">İşlemler</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.payouts.map((p) => (
                  <TableRow key={p.id} data-testid="payout-row" data-beneficiary={p.beneficiary.sellerNo}>
                    <TableCell>
                      <div className="font-medium">{p.beneficiary.name}</div>
                      <div className="text-xs text-muted-foreground">{p.beneficiary.sellerNo}</div>
                    </TableCell>
                    <TableCell>{periodLabel(p.period)}</TableCell>
                    <TableCell className="tabular text-right">{formatMoney(p.gross)}</TableCell>
                    <TableCell className="tabular text-right">{formatMoney(p.withholding)}</TableCell>
                    <TableCell className="tabular text-right font-semibold">{formatMoney(p.net)}</TableCell>
                    <TableCell>{MESSAGES.payouts.methods[p.method]}</TableCell>
                    <TableCell>
                      <PayoutStatusBadge status={p.status} />
                    </TableCell>
                    <TableCell>{day(p.scheduledFor)}</TableCell>
                    <TableCell className="font-mono text-xs">{p.bankReference ?? '—'}</TableCell>
                    <TableCell className="text-right">
                      <Actions payout={p} isAdmin={isAdmin} onMarkPaid={setMarking} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          {totalPages > 1 ? (
            <Pagination
              page={state.page}
              totalPages={totalPages}
              hrefFor={hrefFor}
              onNavigate={(page) => update({ page })}
            />
          ) : null}
        </>
      )}
      <MarkPaidDialog payout={marking} onClose={() => setMarking(null)} />
    </div>
  );
}
