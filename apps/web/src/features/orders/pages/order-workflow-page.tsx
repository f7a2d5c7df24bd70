import { formatNumber } from '@portal/shared/format';
import { needsReason, ORDER_STATUS_LABELS, ORDER_TRANSITIONS, type OrderStatus } from '@portal/shared/orders';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { SearchInput } from '@/components/ui/search-input';
import { Label } from '@/components/ui/label';
import {
  actorsFor,
  BOARD_COLUMNS,
  type BoardMove,
  type BoardScope,
  COLUMN_SIZE,
  movesFor,
  useBoardColumns,
  useMoveOrder,
} from '@/features/orders/api/board';
import { BoardCard } from '@/features/orders/components/board-card';
import { BoardColumn, type DropState } from '@/features/orders/components/board-column';
import type { OrderListItem, OrderTransitionInput, ShipmentInput } from '@portal/shared/contracts/orders';
import { useOrdersRealtime } from '@/features/orders/api/orders-realtime';
import { NoteDialog, type NoteDialogCopy } from '@/features/orders/components/note-dialog';
import { ShipDialog } from '@/features/orders/components/ship-dialog';
import { useCurrentUser } from '@/lib/auth';
import { useIsMobile } from '@/lib/use-media-query';
import { useUrlState } from '@/lib/use-url-state';
import { STATUS_COLORS } from '@/features/orders/components/status-colors';

type BoardFilterState = { search: string; page: number };
const parseFilters = (params: URLSearchParams): BoardFilterState => ({
  search: (params.get('q') ?? '').slice(0, 100),
  page: 1,
});
const writeFilters = (state: BoardFilterState) => {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search.trim());
  return params;
};

/** Moves that ask for more than a drop: a note (cancelling, returns) before they are made. */
const NOTE_COPY: Partial<Record<BoardMove['action'], NoteDialogCopy>> = {
  cancel: {
    title: 'Siparişi iptal et',
    description: 'Sipariş iptal edilir ve ayrılan stok serbest kalır. Bu işlem geri alınamaz.',
    noteLabel: 'İptal nedeni',
    notePlaceholder: 'ör. Müşteri vazgeçti',
    confirm: 'Siparişi İptal Et',
    noteRequired: true,
    destructive: true,
  },
  accept_return: {
    title: 'İadeyi kabul et',
    description: 'Sipariş iade edildi olarak kapanır ve tutarı iade edilir.',
    noteLabel: 'Not (isteğe bağlı)',
    confirm: 'İadeyi Kabul Et',
    noteRequired: false,
  },
  reject_return: {
    title: 'İadeyi reddet',
    description: 'Sipariş yeniden “Teslim Edildi” durumuna döner. Alıcıya reddetme nedeni bildirilir.',
    noteLabel: 'Reddetme nedeni',
    notePlaceholder: 'ör. Ürün kullanılmış',
    confirm: 'İadeyi Reddet',
    noteRequired: true,
    destructive: true,
  },
};

type Pending = { order: OrderListItem; move: BoardMove; kind: 'ship' | 'note'; open: boolean };

/** How long a card whose move failed stays marked. */
const FAILED_MARK_MS = 4000;

/**
 * /dashboard/orders/workflow: the orders the member manages (all for the admin; the supplier's own
 * otherwise) as a board, one column per state. A card moves by dragging it to another column or
 * with its 'Taşı' menu (touch, keyboard); only the states the shared rules allow are offered.
 */
export function OrderWorkflowPage() {
  const user = useCurrentUser();
  const isAdmin = user.role === 'admin';
  const isMobile = useIsMobile();
  const searchId = useId();
  useOrdersRealtime();

  const { state, update } = useUrlState(parseFilters, writeFilters);
  const scope = useMemo<BoardScope>(
    // The admin acts on every order; anyone else on the orders they supply.
    () => ({ memberId: isAdmin ? undefined : user.id, search: state.search || undefined }),
    [isAdmin, user.id, state.search],
  );
  const columns = useBoardColumns(scope);
  const { mutateAsync: moveOrder } = useMoveOrder();

  const me = useMemo(() => ({ id: user.id, role: user.role }), [user.id, user.role]);
  const movesOf = useCallback((order: OrderListItem) => movesFor(order, actorsFor(order, me)), [me]);

  const [dragging, setDragging] = useState<{ order: OrderListItem; moves: BoardMove[] } | null>(null);
  const [moving, setMoving] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const failTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (failTimer.current) clearTimeout(failTimer.current);
    },
    [],
  );

  /** Makes the move; rejects with the server's error after saying so (dialogs show it too). */
  const perform = useCallback(
    async (order: OrderListItem, move: BoardMove, input?: Omit<OrderTransitionInput, 'action'>) => {
      setMoving((s) => new Set(s).add(order.id));
      try {
        await moveOrder({ order, move, scope, input });
        toast.success(`${order.number} taşındı`, { description: `Yeni durum: ${ORDER_STATUS_LABELS[move.to]}` });
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : 'Beklenmeyen bir hata oluştu';
        toast.error(`${order.number} taşınamadı`, { description: message });
        setFailed(order.id);
        if (failTimer.current) clearTimeout(failTimer.current);
        failTimer.current = setTimeout(() => setFailed(null), FAILED_MARK_MS);
        throw error;
      } finally {
        setMoving((s) => {
          const next = new Set(s);
          next.delete(order.id);
          return next;
        });
      }
    },
    [moveOrder, scope],
  );

  const start = useCallback(
    (order: OrderListItem, move: BoardMove) => {
      if (move.to === 'shipped') setPending({ order, move, kind: 'ship', open: true });
      else if (NOTE_COPY[move.action]) setPending({ order, move, kind: 'note', open: true });
      else perform(order, move).catch(() => {});
    },
    [perform],
  );

  const dropStateOf = (status: OrderStatus): DropState => {
    if (!dragging) return 'idle';
    if (dragging.order.status === status) return 'source';
    return dragging.moves.some((m) => m.to === status) ? 'allowed' : 'blocked';
  };

  const closePending = (open: boolean) => setPending((p) => (p ? { ...p, open } : p));
  const confirmPending = async (input: Omit<OrderTransitionInput, 'action'>) => {
    if (!pending) return;
    await perform(pending.order, pending.move, input);
    closePending(false);
  };

  const loaded = columns.every((c) => c.data !== undefined);
  const totalShown = columns.reduce((sum, c) => sum + (c.data?.total ?? 0), 0);

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="order-workflow-page">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <p className="max-w-2xl text-sm text-muted-foreground" data-testid="board-scope">
          {isAdmin ? 'Tüm siparişler' : 'Tedarikçisi olduğunuz siparişler'}, duruma göre.{' '}
          {isMobile
            ? 'Bir siparişi kartındaki “Taşı” menüsüyle başka bir duruma taşıyın;'
            : 'Bir kartı başka bir sütuna sürükleyin ya da kartın “Taşı” menüsünü kullanın;'}{' '}
          yalnızca izin verilen durumlar açıktır. Her sütunda en yeni {formatNumber(COLUMN_SIZE)} sipariş gösterilir.
        </p>
        <div className="grid min-w-0 gap-1.5 lg:w-80">
          <Label htmlFor={searchId}>Ara</Label>
          <SearchInput
            id={searchId}
            value={state.search}
            onCommit={(text) => update({ search: text.trim() })}
            placeholder="Sipariş no veya alıcı"
            data-testid="board-search"
          />
        </div>
      </div>

      <nav aria-label="Sütunlar" className="-mx-1 overflow-x-auto px-1 pb-1">
        <ul className="flex gap-1.5">
          {BOARD_COLUMNS.map((status, i) => (
            <li key={status}>
              <a
                href={`#board-${status}`}
                onClick={(e) => {
                  e.preventDefault();
                  document
                    .getElementById(`board-${status}`)
                    ?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' });
                }}
                className="inline-flex h-8 items-center gap-1.5 rounded-full border bg-background px-2.5 text-xs font-medium whitespace-nowrap outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span
                  className="size-2 rounded-full"
                  style={{ background: STATUS_COLORS[status] }}
                  aria-hidden="true"
                />
                {ORDER_STATUS_LABELS[status]}
                <span className="text-muted-foreground tabular">
                  {columns[i]?.data ? formatNumber(columns[i].data.total) : '…'}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {loaded && totalShown === 0 ? (
        <p className="text-sm text-muted-foreground" role="status" data-testid="board-empty">
          {state.search
            ? `“${state.search}” aramasına uyan sipariş yok.`
            : isAdmin
              ? 'Henüz sipariş yok. Verilen siparişler burada durumlarına göre listelenir.'
              : 'Tedarikçisi olduğunuz bir sipariş henüz yok.'}
        </p>
      ) : null}

      <div
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-3 md:mx-0 md:snap-none md:px-0"
        data-testid="board"
        data-dragging={dragging ? 'true' : undefined}
      >
        {BOARD_COLUMNS.map((status, i) => (
          <BoardColumn
            key={status}
            status={status}
            query={columns[i]!}
            drop={dropStateOf(status)}
            onDrop={() => {
              const drag = dragging;
              setDragging(null);
              const move = drag?.moves.find((m) => m.to === status);
              if (drag && move) start(drag.order, move);
            }}
          >
            {(page) =>
              page.orders.map((order) => (
                <li key={order.id}>
                  <BoardCard
                    order={order}
                    moves={movesOf(order)}
                    onMove={start}
                    onDragStart={(o) => setDragging({ order: o, moves: movesOf(o) })}
                    onDragEnd={() => setDragging(null)}
                    moving={moving.has(order.id)}
                    failed={failed === order.id}
                    dragging={dragging?.order.id === order.id}
                  />
                </li>
              ))
            }
          </BoardColumn>
        ))}
      </div>

      {pending?.kind === 'ship' ? (
        <ShipDialog
          key={`${pending.order.id}-ship`}
          open={pending.open}
          onOpenChange={closePending}
          orderNumber={pending.order.number}
          onConfirm={(shipment: ShipmentInput) => confirmPending({ shipment })}
        />
      ) : null}
      {pending?.kind === 'note' ? (
        <NoteDialog
          key={`${pending.order.id}-${pending.move.action}`}
          open={pending.open}
          onOpenChange={closePending}
          copy={
            NOTE_COPY[pending.move.action] ?? {
              title: ORDER_TRANSITIONS[pending.move.action].label,
              description: '',
              noteLabel: 'Not',
              confirm: ORDER_TRANSITIONS[pending.move.action].label,
              noteRequired: needsReason(pending.move.action),
            }
          }
          onConfirm={(note) => confirmPending({ note })}
          testId="board-note-dialog"
        />
      ) : null}
    </div>
  );
}
