import { formatNumber } from '@portal/shared/format';
import { ORDER_STATUS_LABELS, ORDER_TRANSITIONS } from '@portal/shared/orders';
import { AlertTriangle, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useBulkTransitionOrders } from '@/features/orders/api/bulk-transition-orders';
import { useManagedOrders } from '@/features/orders/api/get-orders';
import type { BulkOrderAction, BulkTransitionResult, OrderListItem } from '@portal/shared/contracts/orders';
import { useOrdersRealtime } from '@/features/orders/api/orders-realtime';
import { BulkActionsBar } from '@/features/orders/components/bulk-actions-bar';
import { NoteDialog } from '@/features/orders/components/note-dialog';
import { isSelectable, offersSelection } from '@/features/orders/components/order-list-actions';
import { OrderListFilters } from '@/features/orders/components/order-list-filters';
import { OrdersResults } from '@/features/orders/components/orders-results';
import type { OrderSelection } from '@/features/orders/components/orders-table';
import { hasFilters, toListQuery, useOrderFilters } from '@/features/orders/components/use-order-filters';
import { useCurrentUser } from '@/lib/auth';
import { useEnabledKeys } from '@/lib/permissions';
import { useIsMobile } from '@/lib/use-media-query';

type Failure = { id: string; number: string; message: string };
type BulkOutcome = { action: BulkOrderAction; succeeded: number; failures: Failure[] };

/** How many failures the toast names; the panel under the filters lists them all. */
const TOAST_FAILURES = 3;

function summarize(action: BulkOrderAction, rows: OrderListItem[], results: BulkTransitionResult[]): BulkOutcome {
  const numbers = new Map(rows.map((row) => [row.id, row.number]));
  const failures = results
    .filter((r) => !r.ok)
    .map((r) => ({
      id: r.id,
      number: numbers.get(r.id) ?? r.id,
      message: r.message ?? 'Bu sipariş güncellenemedi',
    }));
  return { action, succeeded: results.length - failures.length, failures };
}

function announce({ action, succeeded, failures }: BulkOutcome) {
  const label = ORDER_TRANSITIONS[action].label;
  const status = ORDER_STATUS_LABELS[ORDER_TRANSITIONS[action].to];
  const description =
    failures.length > 0
      ? failures
          .slice(0, TOAST_FAILURES)
          .map((f) => `${f.number}: ${f.message}`)
          .concat(failures.length > TOAST_FAILURES ? [`ve ${failures.length - TOAST_FAILURES} sipariş daha`] : [])
          .join('\n')
      : undefined;
  if (failures.length === 0) {
    toast.success(`${formatNumber(succeeded)} sipariş güncellendi`, { description: `Yeni durum: ${status}` });
  } else if (succeeded === 0) {
    toast.error(`${label}: hiçbir sipariş güncellenemedi`, { description });
  } else {
    toast.warning(
      `${formatNumber(succeeded)} sipariş güncellendi, ${formatNumber(failures.length)} sipariş güncellenemedi`,
      {
        description,
      },
    );
  }
}

type OrderListProps = {
  /** A sentence under the page title saying whose orders these are. */
  intro: string;
};

/**
 * The orders the member supplies or its downline placed (every order for the admin): filters in
 * the address, a table or cards, and bulk actions on the orders the server says the member can
 * change now; a member who may only look (a dealer supplies nothing) gets a read-only list. Used by
 * /dashboard/order-management, /dashboard/orders and /dashboard/admin/orders.
 */
export function OrderList({ intro }: OrderListProps) {
  const user = useCurrentUser();
  const isMobile = useIsMobile();
  const filters = useOrderFilters();
  const { state, hrefFor, reset, search } = filters;
  const query = useManagedOrders(toListQuery(state));
  useOrdersRealtime();

  const { isEnabled } = useEnabledKeys();
  const canBulk = isEnabled('canAccessOrderManagement');
  const isAdmin = user.role === 'admin';

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<BulkOrderAction | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const bulk = useBulkTransitionOrders();

  // Another page or other filters: a new list, a new choice.
  useEffect(() => setSelected(new Set()), [search]);

  const rows = query.data?.orders ?? [];
  // A row that can no longer change (it moved on, live) drops out of the choice.
  const selectedRows = useMemo(() => rows.filter((row) => selected.has(row.id) && isSelectable(row)), [rows, selected]);

  // Read-only unless the server says the member acts on these orders and one of them can change.
  const selection: OrderSelection | undefined = offersSelection(query.data, canBulk)
    ? {
        selected,
        isSelectable,
        onToggle: (order) =>
          setSelected((current) => {
            const next = new Set(current);
            if (next.has(order.id)) next.delete(order.id);
            else next.add(order.id);
            return next;
          }),
        onToggleAll: (orders, on) =>
          setSelected((current) => {
            const next = new Set(current);
            for (const order of orders) {
              if (on) next.add(order.id);
              else next.delete(order.id);
            }
            return next;
          }),
      }
    : undefined;

  const run = async (action: BulkOrderAction, note?: string) => {
    const targets = selectedRows;
    setPending(action);
    try {
      const { results } = await bulk.mutateAsync({ ids: targets.map((row) => row.id), action, note });
      const result = summarize(action, targets, results);
      announce(result);
      setOutcome(result.failures.length > 0 ? result : null);
      // What failed stays selected, so that it can be looked at or tried again.
      setSelected(new Set(result.failures.map((f) => f.id)));
    } finally {
      setPending(null);
    }
  };

  const onAction = (action: BulkOrderAction) => {
    if (action === 'cancel') {
      setCancelOpen(true);
      return;
    }
    run(action).catch((error: unknown) => {
      toast.error('Toplu işlem yapılamadı', {
        description: error instanceof Error ? error.message : 'Beklenmeyen bir hata oluştu',
      });
    });
  };

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="order-list-page">
      <p className="max-w-3xl text-sm text-muted-foreground" data-testid="order-list-intro">
        {intro}
      </p>
      <OrderListFilters filters={filters} />

      {outcome ? (
        <Alert variant="warning" data-testid="bulk-failures">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>
            {ORDER_TRANSITIONS[outcome.action].label}: {formatNumber(outcome.failures.length)} sipariş güncellenemedi
            {outcome.succeeded > 0 ? ` (${formatNumber(outcome.succeeded)} sipariş güncellendi)` : ''}
          </AlertTitle>
          <AlertDescription>
            <ul className="mt-1 flex flex-col gap-1">
              {outcome.failures.map((failure) => (
                <li key={failure.id} data-testid="bulk-failure">
                  <span className="font-mono font-medium">{failure.number}</span>: {failure.message}
                </li>
              ))}
            </ul>
          </AlertDescription>
          <Button
            variant="ghost"
            size="icon-sm"
            className="absolute top-2 right-2"
            onClick={() => setOutcome(null)}
            aria-label="Sonuçları kapat"
          >
            <X aria-hidden="true" />
          </Button>
        </Alert>
      ) : null}

      <OrdersResults
        query={query}
        isMobile={isMobile}
        showParties
        selection={selection}
        hrefFor={hrefFor}
        filtered={hasFilters(state)}
        onClearFilters={reset}
        empty={{
          title: 'Henüz sipariş yok',
          description: isAdmin
            ? 'Sistemde verilmiş bir sipariş bulunmuyor.'
            : 'Tedarik ettiğiniz veya ağınızdaki üyelerin verdiği siparişler burada listelenir.',
        }}
        label="Siparişler"
      />

      {selection && selectedRows.length > 0 ? (
        <BulkActionsBar
          selected={selectedRows}
          pending={pending}
          onAction={onAction}
          onClear={() => setSelected(new Set())}
        />
      ) : null}

      <NoteDialog
        open={cancelOpen}
        onOpenChange={setCancelOpen}
        testId="bulk-cancel-dialog"
        copy={{
          title: `${formatNumber(selectedRows.length)} siparişi iptal et`,
          description:
            'Seçili siparişler iptal edilir; ödenmiş olanların tutarı iade edilir ve ayrılan stok serbest bırakılır. Bu işlem geri alınamaz.',
          noteLabel: 'İptal nedeni',
          notePlaceholder: 'ör. Müşteri siparişten vazgeçti',
          confirm: 'Siparişleri iptal et',
          noteRequired: true,
          destructive: true,
        }}
        onConfirm={async (note) => {
          await run('cancel', note);
          setCancelOpen(false);
        }}
      />
    </div>
  );
}
