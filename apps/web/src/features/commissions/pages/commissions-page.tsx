import {
  COMMISSION_KIND_LABELS,
  COMMISSION_KINDS,
  COMMISSION_STATUS_LABELS,
  COMMISSION_STATUSES,
  type CommissionKind,
  type CommissionStatus,
} from '@portal/shared/commissions';
import type { CommissionLine } from '@portal/shared/contracts/commissions';
import { MESSAGES } from '@portal/shared/messages';
import { Percent, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useCommissionSummary } from '@/features/commissions/api/get-commission-summary';
import { useCommissions } from '@/features/commissions/api/get-commissions';
import { useCommissionsRealtime } from '@/features/commissions/api/commissions-realtime';
import { CommissionDetailSheet } from '@/features/commissions/components/commission-detail-sheet';
import { CommissionCards, CommissionTable } from '@/features/commissions/components/commission-list';
import { LoadError } from '@/features/commissions/components/commission-parts';
import { CommissionSummaryCards } from '@/features/commissions/components/commission-summary-cards';
import { MemberFilter } from '@/features/commissions/components/member-filter';
import { commissionQuery, useCommissionFilters } from '@/features/commissions/components/use-commission-filters';
import { useIsMobile } from '@/lib/use-media-query';

/**
 * /dashboard/commissions: the member's commission lines (every member's for the admin and the
 * national distributor), totals by state, and for each line how it was computed.
 */
export function CommissionsPage() {
  useCommissionsRealtime();
  const { state, update, reset, hrefFor } = useCommissionFilters();
  const isMobile = useIsMobile();
  const ids = { status: useId(), kind: useId(), from: useId(), to: useId(), q: useId(), range: useId() };
  const [open, setOpen] = useState<CommissionLine | null>(null);
  const rangeInvalid = state.from !== '' && state.to !== '' && state.from > state.to;
  const filters = commissionQuery(state);
  const list = useCommissions({ ...filters, page: state.page }, !rangeInvalid);
  const summary = useCommissionSummary(filters, !rangeInvalid);
  const data = list.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const allMembers = data?.allMembers ?? false;
  const filtered = Object.values(filters).some((v) => v !== undefined) || state.from !== '' || state.to !== '';
  const selectedMember =
    state.beneficiary && data?.lines[0]?.beneficiary.id === state.beneficiary ? data.lines[0].beneficiary : null;
  const activeBucket = state.entry === 'clawback' ? 'clawbacks' : state.entry === '' ? state.status : '';

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="commissions-page">
      <p className="max-w-2xl text-sm text-muted-foreground">
        {allMembers
          ? 'Ağdaki tüm komisyon kayıtları. Her kayıt, ödenen bir sipariş satırının KDV hariç tutarı üzerinden hesaplanır; ayrıntısını görmek için bir kayda dokunun.'
          : 'Altınızdaki üyelerin ödenen siparişlerinden kazandığınız komisyonlar. Her kayıt, sipariş satırının KDV hariç tutarı üzerinden hesaplanır; nasıl hesaplandığını görmek için bir kayda dokunun.'}
      </p>

      <CommissionSummaryCards
        summary={rangeInvalid ? undefined : summary.data}
        active={activeBucket}
        onPick={(bucket) =>
          bucket === 'clawbacks'
            ? update({ entry: 'clawback', status: '' })
            : update({ status: bucket, entry: bucket === '' ? '' : 'commission' })
        }
      />

      <div className="grid grid-cols-2 items-end gap-3 md:flex md:flex-wrap" data-testid="commission-filters">
        <div className="col-span-2 grid min-w-0 gap-1.5 md:w-52">
          <Label htmlFor={ids.q}>Sipariş no</Label>
          <SearchInput id={ids.q} value={state.q} onCommit={(q) => update({ q })} placeholder="S-20260115-0001" />
        </div>
        <div className="grid min-w-0 gap-1.5 md:w-40">
          <Label htmlFor={ids.status}>Durum</Label>
          <NativeSelect
            id={ids.status}
            value={state.status}
            onChange={(e) => update({ status: e.target.value as CommissionStatus | '' })}
          >
            <option value="">Tüm durumlar</option>
            {COMMISSION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {COMMISSION_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-1.5 md:w-52">
          <Label htmlFor={ids.kind}>Tür</Label>
          <NativeSelect
            id={ids.kind}
            value={state.entry === 'clawback' ? 'clawback' : state.kind}
            onChange={(e) =>
              e.target.value === 'clawback'
                ? update({ entry: 'clawback', kind: '' })
                : update({ kind: e.target.value as CommissionKind | '', entry: '' })
            }
          >
            <option value="">Tüm türler</option>
            {COMMISSION_KINDS.map((k) => (
              <option key={k} value={k}>
                {COMMISSION_KIND_LABELS[k]}
              </option>
            ))}
            <option value="clawback">İade kesintileri</option>
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-1.5 md:w-44">
          <Label htmlFor={ids.from}>Dönem başı</Label>
          <Input
            id={ids.from}
            type="month"
            className="w-full min-w-0"
            value={state.from}
            max={state.to || undefined}
            onChange={(e) => update({ from: e.target.value })}
            aria-invalid={rangeInvalid}
            aria-describedby={rangeInvalid ? ids.range : undefined}
          />
        </div>
        <div className="grid min-w-0 gap-1.5 md:w-44">
          <Label htmlFor={ids.to}>Dönem sonu</Label>
          <Input
            id={ids.to}
            type="month"
            className="w-full min-w-0"
            value={state.to}
            min={state.from || undefined}
            onChange={(e) => update({ to: e.target.value })}
            aria-invalid={rangeInvalid}
            aria-describedby={rangeInvalid ? ids.range : undefined}
          />
        </div>
        {allMembers ? (
          <MemberFilter
            value={state.beneficiary}
            selected={selectedMember}
            onChange={(beneficiary) => update({ beneficiary })}
            className="col-span-2 md:w-72"
          />
        ) : null}
        {filtered ? (
          <Button variant="ghost" className="col-span-2 justify-self-start" onClick={reset}>
            <X aria-hidden="true" />
            Filtreleri temizle
          </Button>
        ) : null}
        {list.isFetching && data ? <Spinner label="Yenileniyor" className="mb-3 text-primary" /> : null}
      </div>

      {rangeInvalid ? (
        <p id={ids.range} role="alert" className="text-sm font-medium text-destructive">
          Başlangıç dönemi bitiş döneminden sonra olamaz.
        </p>
      ) : list.isError && !data ? (
        <LoadError
          title={MESSAGES.commissions.loadFailed}
          error={list.error}
          onRetry={() => list.refetch()}
          retrying={list.isFetching}
        />
      ) : data === undefined ? (
        <Skeleton className="h-96 rounded-xl" />
      ) : data.lines.length === 0 ? (
        <EmptyState
          icon={Percent}
          title={filtered ? 'Süzgeçlerle eşleşen komisyon yok' : 'Henüz komisyonunuz yok'}
          description={
            filtered
              ? 'Süzgeçleri değiştirmeyi ya da temizlemeyi deneyin.'
              : 'Altınızdaki üyelerin siparişleri ödendiğinde komisyonlarınız burada görünür.'
          }
          data-testid="commissions-empty"
        />
      ) : (
        <div
          className="flex flex-col gap-4 transition-opacity data-[stale=true]:opacity-60"
          data-stale={list.isPlaceholderData}
        >
          {isMobile ? (
            <CommissionCards lines={data.lines} showBeneficiary={allMembers} onOpen={setOpen} />
          ) : (
            <CommissionTable lines={data.lines} showBeneficiary={allMembers} onOpen={setOpen} />
          )}
          <Pagination page={state.page} totalPages={totalPages} hrefFor={hrefFor} />
        </div>
      )}

      <CommissionDetailSheet
        id={open?.id ?? null}
        preview={open}
        onOpenChange={(next) => {
          if (!next) setOpen(null);
        }}
      />
    </div>
  );
}
