import { formatNumber } from '@portal/shared/format';
import { STOCK_MOVEMENT_LABELS, type StockMovementKind } from '@portal/shared/stock';
import { History, RotateCcw, X } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useStockMovements } from '@/features/stock/api/get-movements';
import type { MovementQuery } from '@portal/shared/contracts/stock';
import { MovementsList, MovementsSkeleton } from '@/features/stock/components/movements-list';
import { dayRange, type StockFilters } from '@/features/stock/components/use-stock-filters';

const KINDS = Object.keys(STOCK_MOVEMENT_LABELS) as StockMovementKind[];

type MovementsPanelProps = {
  filters: StockFilters;
  holderId: string | undefined;
  isMobile: boolean;
};

/** The ledger with its own filters (kind, day range); holder and product come from the page. */
export function MovementsPanel({ filters, holderId, isMobile }: MovementsPanelProps) {
  const { state, update } = filters;
  const kindId = useId();
  const fromId = useId();
  const toId = useId();
  const rangeErrorId = useId();
  const rangeInvalid = state.from !== '' && state.to !== '' && state.from > state.to;

  const query = useMemo<MovementQuery>(
    () => ({
      holderId,
      productId: state.product || undefined,
      kind: state.kind || undefined,
      ...dayRange(state.from, state.to),
    }),
    [holderId, state.product, state.kind, state.from, state.to],
  );
  const movements = useStockMovements(query, !rangeInvalid);
  const rows = useMemo(() => movements.data?.pages.flatMap((p) => p.movements) ?? [], [movements.data]);
  const filtered = state.kind !== '' || state.from !== '' || state.to !== '';

  const clear = () => update({ kind: '', from: '', to: '' });

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        <div className="col-span-2 grid gap-1.5 sm:w-56">
          <Label htmlFor={kindId}>Hareket türü</Label>
          <NativeSelect
            id={kindId}
            value={state.kind}
            onChange={(e) => update({ kind: e.target.value as StockMovementKind | '' })}
            data-testid="movement-kind-filter"
          >
            <option value="">Tüm hareketler</option>
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {STOCK_MOVEMENT_LABELS[kind]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-1.5 sm:w-44">
          <Label htmlFor={fromId}>Başlangıç</Label>
          <Input
            id={fromId}
            type="date"
            value={state.from}
            max={state.to || undefined}
            onChange={(e) => update({ from: e.target.value })}
            aria-invalid={rangeInvalid}
            aria-describedby={rangeInvalid ? rangeErrorId : undefined}
            data-testid="movement-from"
          />
        </div>
        <div className="grid min-w-0 gap-1.5 sm:w-44">
          <Label htmlFor={toId}>Bitiş</Label>
          <Input
            id={toId}
            type="date"
            value={state.to}
            min={state.from || undefined}
            onChange={(e) => update({ to: e.target.value })}
            aria-invalid={rangeInvalid}
            aria-describedby={rangeInvalid ? rangeErrorId : undefined}
            data-testid="movement-to"
          />
        </div>
        {filtered ? (
          <Button
            variant="ghost"
            className="col-span-2 justify-self-start"
            onClick={clear}
            data-testid="movement-clear"
          >
            <X aria-hidden="true" />
            Filtreleri temizle
          </Button>
        ) : null}
      </div>
      {rangeInvalid ? (
        <p id={rangeErrorId} role="alert" className="text-sm font-medium text-destructive">
          Başlangıç tarihi bitiş tarihinden sonra olamaz.
        </p>
      ) : movements.isPending ? (
        <MovementsSkeleton isMobile={isMobile} />
      ) : movements.isError && !movements.data ? (
        <Alert variant="destructive" data-testid="stock-movements-error">
          <AlertTitle>Stok hareketleri alınamadı</AlertTitle>
          <AlertDescription>
            <p>{movements.error.message}</p>
            <Button
              size="sm"
              variant="outline"
              className="mt-1"
              onClick={() => movements.refetch()}
              disabled={movements.isFetching}
            >
              {movements.isFetching ? <Spinner /> : <RotateCcw aria-hidden="true" />}
              Yeniden Dene
            </Button>
          </AlertDescription>
        </Alert>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={History}
          title="Hareket bulunamadı"
          description={
            filtered || state.product
              ? 'Seçtiğiniz filtrelere uyan stok hareketi yok.'
              : 'Mal kabul, sipariş ve düzeltmeler burada listelenir.'
          }
          action={
            filtered ? (
              <Button variant="outline" onClick={clear}>
                Filtreleri temizle
              </Button>
            ) : null
          }
          data-testid="stock-movements-empty"
        />
      ) : (
        <>
          <div className="flex min-h-6 items-center gap-2 text-sm text-muted-foreground">
            <p aria-live="polite" data-testid="stock-movements-count">
              En yeni <span className="font-medium text-foreground tabular">{formatNumber(rows.length)}</span> hareket
              {movements.hasNextPage ? '; daha eskileri aşağıdan yükleyin' : null}
            </p>
            {movements.isFetching && !movements.isFetchingNextPage ? <Spinner label="Güncelleniyor" /> : null}
          </div>
          <MovementsList
            movements={rows}
            isMobile={isMobile}
            showHolder={holderId === undefined}
            stale={movements.isPlaceholderData}
          />
          {movements.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-destructive">
              {movements.error?.message}
            </p>
          ) : null}
          {movements.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              onClick={() => movements.fetchNextPage()}
              disabled={movements.isFetchingNextPage}
              data-testid="movements-more"
            >
              {movements.isFetchingNextPage ? <Spinner /> : null}
              Daha eski hareketler
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
