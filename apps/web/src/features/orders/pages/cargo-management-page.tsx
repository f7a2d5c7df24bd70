import { CARGO_CARRIER_LABELS, CARGO_CARRIERS, type CargoCarrier, SHIPMENT_STATUSES } from '@portal/shared/orders';
import { formatNumber } from '@portal/shared/format';
import { PackageSearch, RotateCcw, Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchInput } from '@/components/ui/search-input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import type { ShipmentRow } from '@portal/shared/contracts/cargo';
import { useShipments } from '@/features/orders/api/shipments';
import { ShipmentEventDialog } from '@/features/orders/components/cargo-shipment-event-dialog';
import { SHIPMENT_STATUS_SHORT } from '@/features/orders/components/shipment-status-badge';
import { ShipmentsSkeleton, ShipmentsTable } from '@/features/orders/components/shipments-table';
import { useCargoFilters } from '@/features/orders/components/use-cargo-filters';
import { useOrdersRealtime } from '@/features/orders/api/orders-realtime';
import { useIsMobile } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';

/**
 * /dashboard/cargo-management (admin): every shipment, filtered by status, carrier and a search
 * (tracking number, order number, buyer), with the parcel's next step recorded by hand.
 */
export function CargoManagementPage() {
  const isMobile = useIsMobile();
  const { state, update, reset, hrefFor } = useCargoFilters();
  const searchId = useId();
  const carrierId = useId();
  useOrdersRealtime();
  const shipments = useShipments({
    status: state.status || undefined,
    carrier: state.carrier || undefined,
    search: state.search || undefined,
    page: state.page,
  });
  const [dialog, setDialog] = useState<{ shipment: ShipmentRow | null; open: boolean }>({
    shipment: null,
    open: false,
  });

  const data = shipments.data;
  const countOf = (status: string) => data?.counts.find((c) => c.status === status)?.count ?? 0;
  const allCount = data?.counts.reduce((sum, c) => sum + c.count, 0);
  const filtered = state.status !== '' || state.carrier !== '' || state.search !== '';

  const chip = (value: (typeof SHIPMENT_STATUSES)[number] | '', label: string, count: number | undefined) => {
    const active = state.status === value;
    return (
      <li key={value || 'all'}>
        <button
          type="button"
          aria-pressed={active}
          onClick={() => update({ status: value })}
          data-testid={`shipment-chip-${value || 'all'}`}
          className={cn(
            'inline-flex h-9 items-center gap-2 rounded-full border px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
            active ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent',
          )}
        >
          {label}
          <span
            className={cn(
              'min-w-6 rounded-full px-1.5 text-xs tabular',
              active ? 'bg-primary-foreground text-primary' : 'bg-muted text-muted-foreground',
            )}
          >
            {count === undefined ? '…' : formatNumber(count)}
          </span>
        </button>
      </li>
    );
  };

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="cargo-management-page">
      <p className="max-w-2xl text-sm text-muted-foreground">
        Kargoya verilen tüm siparişlerin gönderileri. Kargo firmasından gelen her adımı buradan ekleyebilirsiniz; teslim
        edilen kargonun siparişi de teslim edildi olarak işaretlenir.
      </p>

      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap" aria-label="Kargo durumuna göre süz">
        {chip('', 'Tümü', allCount)}
        {SHIPMENT_STATUSES.map((s) => chip(s, SHIPMENT_STATUS_SHORT[s], data ? countOf(s) : undefined))}
      </ul>

      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,16rem)] lg:max-w-3xl">
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={searchId}>Ara</Label>
          <SearchInput
            id={searchId}
            value={state.search}
            onCommit={(text) => update({ search: text.trim() })}
            placeholder="Takip no, sipariş no veya alıcı"
            data-testid="shipment-search"
          />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={carrierId}>Kargo firması</Label>
          <NativeSelect
            id={carrierId}
            value={state.carrier}
            onChange={(e) => update({ carrier: e.target.value as CargoCarrier | '' })}
            data-testid="shipment-carrier"
          >
            <option value="">Tüm kargo firmaları</option>
            {CARGO_CARRIERS.map((c) => (
              <option key={c} value={c}>
                {CARGO_CARRIER_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {shipments.isError && !data ? (
        <Alert variant="destructive" data-testid="shipments-error">
          <AlertTitle>Kargolar alınamadı</AlertTitle>
          <AlertDescription>
            <p>{shipments.error.message}</p>
            <Button
              size="sm"
              variant="outline"
              className="mt-1"
              onClick={() => shipments.refetch()}
              disabled={shipments.isFetching}
            >
              Yeniden Dene
            </Button>
          </AlertDescription>
        </Alert>
      ) : !data ? (
        <ShipmentsSkeleton isMobile={isMobile} />
      ) : data.shipments.length === 0 ? (
        <EmptyState
          icon={filtered ? PackageSearch : Truck}
          title={filtered ? 'Aramanıza uyan kargo yok' : 'Henüz kargo yok'}
          description={
            filtered
              ? 'Süzgeçleri değiştirin ya da kaldırın.'
              : 'Bir sipariş kargoya verildiğinde gönderisi burada listelenir.'
          }
          action={
            filtered ? (
              <Button variant="outline" onClick={reset}>
                <RotateCcw aria-hidden="true" />
                Süzgeçleri Temizle
              </Button>
            ) : undefined
          }
          data-testid="shipments-empty"
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="shipments-total">
            {formatNumber(data.total)} kargo
          </p>
          <ShipmentsTable
            shipments={data.shipments}
            isMobile={isMobile}
            stale={shipments.isPlaceholderData}
            onAddEvent={(shipment) => setDialog({ shipment, open: true })}
          />
          <Pagination page={data.page} totalPages={data.totalPages} hrefFor={hrefFor} />
        </>
      )}

      <ShipmentEventDialog
        key={dialog.shipment?.id}
        shipment={dialog.shipment}
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
    </div>
  );
}
