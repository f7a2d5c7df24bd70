import { CARGO_CARRIER_LABELS } from '@portal/shared/orders';
import { EMPTY_VALUE, formatDateTime, formatNumber } from '@portal/shared/format';
import { ListPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { ShipmentRow } from '@portal/shared/contracts/cargo';
import { nextShipmentStatuses } from '@/features/orders/components/cargo-shipment-event-dialog';
import { ShipmentStatusBadge } from '@/features/orders/components/shipment-status-badge';

type ShipmentsTableProps = {
  shipments: ShipmentRow[];
  isMobile: boolean;
  onAddEvent: (shipment: ShipmentRow) => void;
  /** The previous page is shown while the next one loads. */
  stale?: boolean;
};

function OrderLink({ shipment }: { shipment: ShipmentRow }) {
  if (!shipment.orderId) return <span className="font-mono text-xs">{shipment.orderNumber}</span>;
  return (
    <Link
      to={`/dashboard/orders/${shipment.orderId}`}
      className="font-mono text-xs font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
      data-testid="shipment-order-link"
    >
      {shipment.orderNumber}
    </Link>
  );
}

function AddEventButton({
  shipment,
  onAddEvent,
  full,
}: {
  shipment: ShipmentRow;
  onAddEvent: ShipmentsTableProps['onAddEvent'];
  full: boolean;
}) {
  const final = nextShipmentStatuses(shipment.status).length === 0;
  return (
    <Button
      variant="outline"
      size="sm"
      className={full ? 'w-full' : undefined}
      disabled={final}
      title={final ? 'Teslim edilen veya iade edilen kargoya durum eklenemez' : undefined}
      aria-label={`${shipment.trackingNumber} için durum ekle`}
      onClick={() => onAddEvent(shipment)}
      data-testid="shipment-add-event"
    >
      <ListPlus aria-hidden="true" />
      Durum Ekle
    </Button>
  );
}

/** Shipments: a table on wider screens, cards on a phone. */
export function ShipmentsTable({ shipments, isMobile, onAddEvent, stale }: ShipmentsTableProps) {
  if (isMobile) {
    return (
      <ul
        className="flex flex-col gap-2 transition-opacity data-[stale=true]:opacity-60"
        data-stale={stale}
        data-testid="shipments"
        data-layout="cards"
        aria-label="Kargolar"
      >
        {shipments.map((s) => (
          <li key={s.id}>
            <Card
              className="gap-3 p-3"
              data-testid="shipment-row"
              data-status={s.status}
              data-tracking={s.trackingNumber}
            >
              <div className="flex items-start justify-between gap-2">
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="text-sm font-medium">{CARGO_CARRIER_LABELS[s.carrier]}</span>
                  <span className="font-mono text-xs break-all" data-testid="shipment-tracking">
                    {s.trackingNumber}
                  </span>
                </div>
                <ShipmentStatusBadge status={s.status} />
              </div>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
                <div className="min-w-0">
                  <dt className="text-xs text-muted-foreground">Sipariş</dt>
                  <dd>
                    <OrderLink shipment={s} />
                  </dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-xs text-muted-foreground">Alıcı</dt>
                  <dd className="truncate">{s.buyerName}</dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-xs text-muted-foreground">Şehir · Desi</dt>
                  <dd>
                    {s.city} · <span className="tabular">{formatNumber(s.desi)}</span>
                  </dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-xs text-muted-foreground">{s.deliveredAt ? 'Teslim' : 'Oluşturulma'}</dt>
                  <dd className="text-xs tabular">{formatDateTime(s.deliveredAt ?? s.createdAt)}</dd>
                </div>
              </dl>
              <AddEventButton shipment={s} onAddEvent={onAddEvent} full />
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card className="py-0 transition-opacity data-[stale=true]:opacity-60" data-stale={stale}>
      <Table data-testid="shipments" data-layout="table" aria-label="Kargolar">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="pl-4">Kargo</TableHead>
            <TableHead>Sipariş</TableHead>
            <TableHead>Alıcı</TableHead>
            <TableHead className="text-right">Desi</TableHead>
            <TableHead>Durum</TableHead>
            <TableHead>Tarihler</TableHead>
            <TableHead className="w-0 pr-4">
              <span className="sr-only">İşlemler</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shipments.map((s) => (
            <TableRow key={s.id} data-testid="shipment-row" data-status={s.status} data-tracking={s.trackingNumber}>
              <TableCell className="pl-4">
                <span className="block font-medium whitespace-nowrap">{CARGO_CARRIER_LABELS[s.carrier]}</span>
                <span
                  className="block font-mono text-xs whitespace-nowrap text-muted-foreground"
                  data-testid="shipment-tracking"
                >
                  {s.trackingNumber}
                </span>
              </TableCell>
              <TableCell>
                <OrderLink shipment={s} />
              </TableCell>
              <TableCell>
                <span className="block">{s.buyerName}</span>
                <span className="block text-xs text-muted-foreground">{s.city}</span>
              </TableCell>
              <TableCell className="text-right tabular">{formatNumber(s.desi)}</TableCell>
              <TableCell>
                <ShipmentStatusBadge status={s.status} />
              </TableCell>
              <TableCell className="text-xs whitespace-nowrap">
                <span className="block">
                  <span className="text-muted-foreground">Oluşturulma: </span>
                  <span className="tabular">{formatDateTime(s.createdAt)}</span>
                </span>
                <span className="block">
                  <span className="text-muted-foreground">{s.deliveredAt ? 'Teslim: ' : 'Güncelleme: '}</span>
                  <span className="tabular">
                    {s.deliveredAt || s.updatedAt ? formatDateTime(s.deliveredAt ?? s.updatedAt) : EMPTY_VALUE}
                  </span>
                </span>
              </TableCell>
              <TableCell className="w-0 pr-4">
                <AddEventButton shipment={s} onAddEvent={onAddEvent} full={false} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

export function ShipmentsSkeleton({ isMobile }: { isMobile: boolean }) {
  return (
    <div className="flex flex-col gap-2" aria-busy="true" data-testid="shipments-loading">
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className={isMobile ? 'h-40 w-full rounded-xl' : 'h-14 w-full'} />
      ))}
    </div>
  );
}
