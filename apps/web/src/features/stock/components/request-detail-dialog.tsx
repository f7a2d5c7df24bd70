import {
  approveStockRequestInputSchema,
  receiveStockTransferInputSchema,
  type StockRequestDetail,
  shipStockTransferInputSchema,
  stockReasonInputSchema,
  stockTransferEventInputSchema,
} from '@portal/shared/contracts/stock-requests';
import { formatDateTime, formatNumber } from '@portal/shared/format';
import {
  CARGO_CARRIER_LABELS,
  CARGO_CARRIERS,
  canAdvanceShipment,
  SHIPMENT_STATUS_LABELS,
  SHIPMENT_STATUSES,
} from '@portal/shared/orders';
import { ROLE_LABELS } from '@portal/shared/roles';
import {
  STOCK_REQUEST_STATUS_LABELS,
  STOCK_TRANSFER_STATUS_LABELS,
  type StockRequestStep,
} from '@portal/shared/stock-requests';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormError, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import {
  useApproveStockRequest,
  useCancelStockRequest,
  useCancelStockTransfer,
  useReceiveStockTransfer,
  useRejectStockRequest,
  useShipStockTransfer,
  useStockRequest,
  useStockTransferEvent,
} from '@/features/stock/api/stock-requests';
import { OptionalTextField, NumberField } from '@/features/stock/components/request-form-fields';
import { RequestStatusBadge, TransferStatusBadge } from '@/features/stock/components/stock-request-badges';
import { messageOf, useServerForm } from '@/lib/use-server-form';

const STEP_LABELS: Record<StockRequestStep, string> = {
  ...STOCK_TRANSFER_STATUS_LABELS,
  ...STOCK_REQUEST_STATUS_LABELS,
  created: 'Talep oluşturuldu',
  shipped: 'Kargoya verildi',
  delivered: 'Kargo teslim etti',
  preparing: 'Transfer hazırlanıyor',
};

type Props = { id: string | null; onClose: () => void };

/** A request's detail: its lines, the transfer and parcel, the timeline and the caller's next steps. */
export function RequestDetailDialog({ id, onClose }: Props) {
  const detail = useStockRequest(id);
  return (
    <Dialog open={Boolean(id)} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl" data-testid="stock-request-detail">
        {detail.data ? (
          <Body d={detail.data} />
        ) : detail.isError ? (
          <DialogHeader>
            <DialogTitle>Stok talebi</DialogTitle>
            <DialogDescription>{messageOf(detail.error)}</DialogDescription>
          </DialogHeader>
        ) : (
          <div className="flex flex-col gap-3" aria-busy="true">
            <DialogHeader>
              <DialogTitle>Stok talebi</DialogTitle>
              <DialogDescription>Yükleniyor…</DialogDescription>
            </DialogHeader>
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Body({ d }: { d: StockRequestDetail }) {
  const timeline = [
    ...d.timeline.map((t) => ({
      at: t.createdAt,
      order: 1,
      label: STEP_LABELS[t.step],
      note: t.note,
      who: t.actorName,
    })),
    ...(d.transfer?.shipment?.events ?? [])
      // The parcel's own record, beside the request's steps (its first one is the shipping itself).
      .filter((e) => e.status !== 'created')
      .map((e) => ({
        at: e.createdAt,
        // At the same instant the parcel's step comes first (a receipt closes the parcel, then is recorded).
        order: 0,
        label: `Kargo: ${SHIPMENT_STATUS_LABELS[e.status]}`,
        note: [e.location, e.note].filter(Boolean).join(' · ') || null,
        who: null,
      })),
  ].sort((a, b) => a.at.localeCompare(b.at) || a.order - b.order);
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2 pr-6">
          <span className="tabular">{d.number}</span>
          <RequestStatusBadge status={d.status} />
          {d.transfer ? <TransferStatusBadge status={d.transfer.status} /> : null}
        </DialogTitle>
        <DialogDescription>
          {d.requester.name} ({ROLE_LABELS[d.requester.role]}) → {d.supplier.name} ({ROLE_LABELS[d.supplier.role]})
        </DialogDescription>
      </DialogHeader>
      {d.note ? <p className="rounded-md bg-muted/50 p-2 text-sm">Not: {d.note}</p> : null}
      {d.decisionNote ? (
        <p className="rounded-md bg-muted/50 p-2 text-sm" data-testid="stock-request-decision-note">
          {d.status === 'rejected' ? 'Red gerekçesi' : 'Onay notu'}: {d.decisionNote}
        </p>
      ) : null}
      <section aria-label="Ürünler" className="min-w-0">
        <h3 className="mb-2 text-sm font-semibold">Ürünler</h3>
        <ul className="flex flex-col divide-y rounded-md border text-sm" data-testid="stock-request-items">
          {d.items.map((i) => (
            <li key={i.productId} className="flex flex-col gap-1 p-2 sm:flex-row sm:items-center sm:justify-between">
              <span className="min-w-0 break-words font-medium">{i.productName}</span>
              <span className="flex flex-wrap gap-x-3 text-muted-foreground tabular">
                <span>İstenen {formatNumber(i.quantityRequested)}</span>
                {i.quantityApproved !== null ? <span>Onaylanan {formatNumber(i.quantityApproved)}</span> : null}
                {i.quantitySent !== null ? <span>Gönderilen {formatNumber(i.quantitySent)}</span> : null}
                {i.quantityReceived !== null ? <span>Teslim alınan {formatNumber(i.quantityReceived)}</span> : null}
                {i.supplierSaleable !== null && d.status === 'pending' ? (
                  <span>Stokta {formatNumber(i.supplierSaleable)}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {d.transfer?.shipment ? (
        <p className="text-sm" data-testid="stock-request-shipment">
          {CARGO_CARRIER_LABELS[d.transfer.shipment.carrier]} · takip no{' '}
          <span className="font-medium tabular">{d.transfer.shipment.trackingNumber}</span> ·{' '}
          {SHIPMENT_STATUS_LABELS[d.transfer.shipment.status]}
        </p>
      ) : null}
      <Actions d={d} />
      <section aria-label="Zaman çizelgesi">
        <h3 className="mb-2 text-sm font-semibold">Zaman çizelgesi</h3>
        <ol className="flex flex-col gap-2 border-l pl-4 text-sm" data-testid="stock-request-timeline">
          {timeline.map((t, n) => (
            <li key={`${t.at}-${n}`} className="relative">
              <span className="absolute top-1.5 -left-[21px] size-2 rounded-full bg-primary" aria-hidden="true" />
              <p className="font-medium">{t.label}</p>
              <p className="text-muted-foreground">
                {formatDateTime(t.at)}
                {t.who ? ` · ${t.who}` : ''}
              </p>
              {t.note ? <p className="break-words text-muted-foreground">{t.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

function Actions({ d }: { d: StockRequestDetail }) {
  const [open, setOpen] = useState<string | null>(null);
  const cancel = useCancelStockRequest(d.id);
  if (d.actions.length === 0) return null;
  const toggle = (name: string) => setOpen((o) => (o === name ? null : name));
  return (
    <section aria-label="İşlemler" className="flex flex-col gap-3 rounded-md border p-3">
      <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
        {d.actions.includes('approve') ? (
          <Button onClick={() => toggle('approve')} data-testid="stock-request-approve">
            Onayla
          </Button>
        ) : null}
        {d.actions.includes('reject') ? (
          <Button variant="outline" onClick={() => toggle('reject')} data-testid="stock-request-reject">
            Reddet
          </Button>
        ) : null}
        {d.actions.includes('cancel') ? (
          <Button
            variant="outline"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: () => toast.success('Stok talebi geri çekildi'),
                onError: (e) => toast.error(messageOf(e)),
              })
            }
            data-testid="stock-request-cancel"
          >
            Talebi geri çek
          </Button>
        ) : null}
        {d.actions.includes('ship') ? (
          <Button onClick={() => toggle('ship')} data-testid="stock-transfer-ship">
            Kargoya ver
          </Button>
        ) : null}
        {d.actions.includes('cancel_transfer') ? (
          <Button variant="outline" onClick={() => toggle('cancel_transfer')} data-testid="stock-transfer-cancel">
            Transferi iptal et
          </Button>
        ) : null}
        {d.actions.includes('cargo_step') ? (
          <Button variant="outline" onClick={() => toggle('cargo_step')} data-testid="stock-transfer-step">
            Kargo durumu ekle
          </Button>
        ) : null}
        {d.actions.includes('receive') ? (
          <Button onClick={() => toggle('receive')} data-testid="stock-transfer-receive">
            Teslim al
          </Button>
        ) : null}
      </div>
      {open === 'approve' ? <ApproveForm d={d} onDone={() => setOpen(null)} /> : null}
      {open === 'reject' ? <ReasonForm kind="reject" id={d.id} onDone={() => setOpen(null)} /> : null}
      {open === 'cancel_transfer' && d.transfer ? (
        <ReasonForm kind="cancel_transfer" id={d.transfer.id} onDone={() => setOpen(null)} />
      ) : null}
      {open === 'ship' && d.transfer ? <ShipForm transferId={d.transfer.id} onDone={() => setOpen(null)} /> : null}
      {open === 'cargo_step' && d.transfer?.shipment ? (
        <StepForm transferId={d.transfer.id} current={d.transfer.shipment.status} onDone={() => setOpen(null)} />
      ) : null}
      {open === 'receive' && d.transfer ? (
        <ReceiveForm d={d} transferId={d.transfer.id} onDone={() => setOpen(null)} />
      ) : null}
    </section>
  );
}

function ApproveForm({ d, onDone }: { d: StockRequestDetail; onDone: () => void }) {
  const approve = useApproveStockRequest(d.id);
  const { form, submit, pending, formError } = useServerForm({
    schema: approveStockRequestInputSchema,
    defaultValues: {
      items: d.items.map((i) => ({
        productId: i.productId,
        quantity: Math.min(i.quantityRequested, Math.max(0, i.supplierSaleable ?? i.quantityRequested)),
      })),
      note: '',
    },
    onSubmit: async (values) => {
      await approve.mutateAsync(values);
      toast.success('Stok talebi onaylandı');
      onDone();
    },
  });
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="stock-approve-form">
        <FormError message={formError} />
        <p className="text-sm text-muted-foreground">
          Onaylanan miktarlar stoğunuzda ayrılır. Bir ürünü göndermeyecekseniz 0 yazın.
        </p>
        {d.items.map((item, n) => (
          <NumberField
            key={item.productId}
            control={form.control}
            name={`items.${n}.quantity`}
            label={`${item.productName} (istenen ${formatNumber(item.quantityRequested)})`}
            max={item.quantityRequested}
          />
        ))}
        <OptionalTextField control={form.control} name="note" label="Not" />
        <Button type="submit" disabled={pending} data-testid="stock-approve-submit">
          Onayı kaydet
        </Button>
      </form>
    </Form>
  );
}

function ReasonForm({ kind, id, onDone }: { kind: 'reject' | 'cancel_transfer'; id: string; onDone: () => void }) {
  const reject = useRejectStockRequest(id);
  const cancel = useCancelStockTransfer(id);
  const { form, submit, pending, formError } = useServerForm({
    schema: stockReasonInputSchema,
    defaultValues: { reason: '' },
    onSubmit: async (values) => {
      if (kind === 'reject') await reject.mutateAsync(values);
      else await cancel.mutateAsync(values);
      toast.success(kind === 'reject' ? 'Stok talebi reddedildi' : 'Transfer iptal edildi');
      onDone();
    },
  });
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid={`stock-${kind}-form`}>
        <FormError message={formError} />
        <FormField
          control={form.control}
          name="reason"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Gerekçe</FormLabel>
              <FormControl>
                <Input {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" variant="destructive" disabled={pending}>
          {kind === 'reject' ? 'Talebi reddet' : 'Transferi iptal et'}
        </Button>
      </form>
    </Form>
  );
}

function ShipForm({ transferId, onDone }: { transferId: string; onDone: () => void }) {
  const ship = useShipStockTransfer(transferId);
  const { form, submit, pending, formError } = useServerForm({
    schema: shipStockTransferInputSchema,
    defaultValues: { carrier: 'yurtici', trackingNumber: '', desi: 1 },
    codeFields: { TRACKING_NUMBER_TAKEN: 'trackingNumber' },
    onSubmit: async (values) => {
      await ship.mutateAsync(values);
      toast.success('Transfer kargoya verildi');
      onDone();
    },
  });
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-3" data-testid="stock-ship-form">
        <FormError message={formError} className="sm:col-span-3" />
        <FormField
          control={form.control}
          name="carrier"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Kargo firması</FormLabel>
              <FormControl>
                <NativeSelect {...field}>
                  {CARGO_CARRIERS.map((c) => (
                    <option key={c} value={c}>
                      {CARGO_CARRIER_LABELS[c]}
                    </option>
                  ))}
                </NativeSelect>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="trackingNumber"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Takip numarası</FormLabel>
              <FormControl>
                <Input {...field} autoComplete="off" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <NumberField control={form.control} name="desi" label="Desi" decimal />
        <Button type="submit" disabled={pending} className="sm:col-span-3" data-testid="stock-ship-submit">
          Kargoya verildi olarak kaydet
        </Button>
      </form>
    </Form>
  );
}

function StepForm({
  transferId,
  current,
  onDone,
}: {
  transferId: string;
  current: (typeof SHIPMENT_STATUSES)[number];
  onDone: () => void;
}) {
  const step = useStockTransferEvent(transferId);
  const next = SHIPMENT_STATUSES.filter((s) => canAdvanceShipment(current, s));
  const { form, submit, pending, formError } = useServerForm({
    schema: stockTransferEventInputSchema,
    defaultValues: { status: next[0] ?? 'delivered', location: '' },
    onSubmit: async (values) => {
      await step.mutateAsync(values);
      toast.success('Kargo durumu kaydedildi');
      onDone();
    },
  });
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2" data-testid="stock-step-form">
        <FormError message={formError} className="sm:col-span-2" />
        <FormField
          control={form.control}
          name="status"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Kargo durumu</FormLabel>
              <FormControl>
                <NativeSelect {...field}>
                  {next.map((s) => (
                    <option key={s} value={s}>
                      {SHIPMENT_STATUS_LABELS[s]}
                    </option>
                  ))}
                </NativeSelect>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <OptionalTextField control={form.control} name="location" label="Konum" />
        <Button type="submit" disabled={pending} className="sm:col-span-2">
          Durumu kaydet
        </Button>
      </form>
    </Form>
  );
}

function ReceiveForm({ d, transferId, onDone }: { d: StockRequestDetail; transferId: string; onDone: () => void }) {
  const receive = useReceiveStockTransfer(transferId);
  const sent = d.items.filter((i) => (i.quantitySent ?? 0) > 0);
  const { form, submit, pending, formError } = useServerForm({
    schema: receiveStockTransferInputSchema,
    defaultValues: {
      items: sent.map((i) => ({ productId: i.productId, quantityReceived: i.quantitySent ?? 0 })),
      note: '',
    },
    onSubmit: async (values) => {
      await receive.mutateAsync(values);
      toast.success('Transfer teslim alındı');
      onDone();
    },
  });
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="stock-receive-form">
        <FormError message={formError} />
        <p className="text-sm text-muted-foreground">
          Gelen miktarları yazın; eksik gelen ürünler transferde eksik olarak kaydedilir ve gönderene bildirilir.
        </p>
        {sent.map((item, n) => (
          <NumberField
            key={item.productId}
            control={form.control}
            name={`items.${n}.quantityReceived`}
            label={`${item.productName} (gönderilen ${formatNumber(item.quantitySent ?? 0)})`}
            max={item.quantitySent ?? 0}
          />
        ))}
        <OptionalTextField control={form.control} name="note" label="Not" />
        <Button type="submit" disabled={pending} data-testid="stock-receive-submit">
          Teslim alındı olarak kaydet
        </Button>
      </form>
    </Form>
  );
}
