import { isStockHolder } from '@portal/shared/roles';
import { PackagePlus, SlidersHorizontal, X } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useStockHolders } from '@/features/stock/api/get-holders';
import { useStockProduct } from '@/features/stock/api/search-products';
import type { StockLevel } from '@portal/shared/contracts/stock';
import { useStockRealtime } from '@/features/stock/api/stock-realtime';
import { useStockRequestsRealtime } from '@/features/stock/api/stock-requests';
import { useRequestFromAddress } from '@/features/stock/components/use-request-from-address';
import { type DraftLine, NewRequestDialog } from '@/features/stock/components/new-request-dialog';
import { RequestDetailDialog } from '@/features/stock/components/request-detail-dialog';
import { RequestsPanel } from '@/features/stock/components/requests-panel';
import { TransfersPanel } from '@/features/stock/components/transfers-panel';
import { HolderSelect, holderLabel } from '@/features/stock/components/holder-select';
import { LevelsPanel } from '@/features/stock/components/levels-panel';
import { MovementsPanel } from '@/features/stock/components/movements-panel';
import { ProductPicker } from '@/features/stock/components/product-picker';
import {
  ACTION_LABELS,
  type StockChangeKind,
  type StockChangeTarget,
  targetOf,
} from '@/features/stock/components/stock-actions';
import { StockChangeDialog } from '@/features/stock/components/stock-change-dialog';
import { ALL_HOLDERS, type StockTab, useStockFilters } from '@/features/stock/components/use-stock-filters';
import { useCurrentUser } from '@/lib/auth';
import { useIsMobile } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { STOCK_PAGE_GROUP, RelatedPages } from '@/components/related-pages';

const TABS: { value: StockTab; label: string }[] = [
  { value: 'levels', label: 'Stok Seviyeleri' },
  { value: 'movements', label: 'Hareketler' },
  { value: 'low', label: 'Düşük Stok' },
  { value: 'requests-in', label: 'Gelen Talepler' },
  { value: 'requests-out', label: 'Taleplerim' },
  { value: 'transfers', label: 'Transferler' },
];

/**
 * Who asks and who is asked: the company warehouse has no parent to ask, a city distributor no
 * stock holder below it to be asked by (decision 043).
 */
function tabsFor(role: string): StockTab[] {
  return TABS.map((t) => t.value).filter(
    (t) => !(t === 'requests-out' && role === 'admin') && !(t === 'requests-in' && role === 'cityDistributor'),
  );
}

type DialogState = {
  open: boolean;
  kind: StockChangeKind;
  target: Partial<StockChangeTarget> & { holderId: string };
  /** Each opening gets a fresh form, even one made while the last dialog is still closing. */
  seq: number;
};

/**
 * /dashboard/stock-management: a stock holder's levels, ledger and low stock, with goods received
 * and count corrections. The admin and the national distributor may look at every holder's stock;
 * only the admin changes another holder's.
 */
export function StockManagementPage() {
  const user = useCurrentUser();
  const isMobile = useIsMobile();
  const filters = useStockFilters();
  const { state, update, hrefFor } = filters;
  const productFilterId = useId();
  useStockRealtime();
  useStockRequestsRealtime();
  const [draft, setDraft] = useState<{ open: boolean; lines: DraftLine[]; seq: number } | null>(null);
  const [transferDirection, setTransferDirection] = useState<'in' | 'out'>(user.role === 'admin' ? 'out' : 'in');

  const isAdmin = user.role === 'admin';
  const widerView = isAdmin || user.role === 'turkeyDistributor';
  const canHold = isStockHolder(user.role);
  const holders = useStockHolders();
  const product = useStockProduct(state.product || undefined);

  /** undefined = every holder the member may read. */
  const holderId = widerView && state.holder ? (state.holder === ALL_HOLDERS ? undefined : state.holder) : user.id;
  const shownHolder = holders.data?.find((h) => h.id === holderId);

  const canChange = useCallback(
    (level: StockLevel) => canHold && (isAdmin || level.holderId === user.id),
    [canHold, isAdmin, user.id],
  );
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const onRowAction = useCallback((kind: StockChangeKind, level: StockLevel) => {
    setDialog((d) => ({ open: true, kind, target: targetOf(level), seq: (d?.seq ?? 0) + 1 }));
  }, []);
  const openAction = (kind: StockChangeKind) =>
    setDialog((d) => ({
      open: true,
      kind,
      seq: (d?.seq ?? 0) + 1,
      target: {
        // The admin acts on the holder it is looking at; everyone else on their own stock.
        holderId: isAdmin && holderId ? holderId : user.id,
        productId: state.product || undefined,
        productName: state.product ? product.data?.name : undefined,
      },
    }));

  // Holder and product filters belong to the ledger's views, not to requests and transfers.
  const ledgerTab = state.tab === 'levels' || state.tab === 'movements' || state.tab === 'low';
  const visibleTabs = canHold ? tabsFor(user.role) : TABS.slice(0, 3).map((t) => t.value);
  const openRequest = (id: string) => update({ request: id, page: state.page });
  const newRequest = useCallback(
    (lines: DraftLine[]) => setDraft((d) => ({ open: true, lines, seq: (d?.seq ?? 0) + 1 })),
    [],
  );
  // The restock advice links here with the product and quantity to ask for.
  useRequestFromAddress(newRequest, canHold && !isAdmin);

  const levelQuery = (lowOnly: boolean) => ({
    holderId,
    productId: state.product || undefined,
    lowOnly: lowOnly || undefined,
    page: state.page,
  });
  const clearProduct = state.product ? (
    <Button variant="outline" onClick={() => update({ product: '' })}>
      Ürün filtresini kaldır
    </Button>
  ) : undefined;

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="stock-management-page">
      {/* Issue 13: the pages that belong with this one, by role. */}
      <RelatedPages paths={STOCK_PAGE_GROUP} label="Stok bölümleri" />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p
          className={cn('max-w-2xl text-sm text-muted-foreground', ledgerTab ? undefined : 'hidden')}
          data-testid="stock-scope"
        >
          {holderId === undefined
            ? 'Tüm stok noktalarının stok seviyeleri ve hareketleri.'
            : holderId === user.id
              ? 'Kendi stoğunuzun seviyeleri, hareketleri ve eşiğin altına inen ürünler.'
              : `${shownHolder ? holderLabel(shownHolder) : 'Seçili stok noktası'} için stok seviyeleri ve hareketler.`}
        </p>
        {canHold && ledgerTab ? (
          <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
            <Button onClick={() => openAction('receive')} data-testid="stock-receive">
              <PackagePlus aria-hidden="true" />
              {ACTION_LABELS.receive}
            </Button>
            <Button variant="outline" onClick={() => openAction('adjust')} data-testid="stock-adjust">
              <SlidersHorizontal aria-hidden="true" />
              {ACTION_LABELS.adjust}
            </Button>
          </div>
        ) : null}
      </div>

      <div className={cn('grid gap-3 sm:grid-cols-2 lg:max-w-3xl', ledgerTab ? undefined : 'hidden')}>
        {widerView ? (
          <HolderSelect
            holders={holders.data ?? []}
            ownId={user.id}
            value={state.holder || user.id}
            onChange={(value) => update({ holder: value === user.id ? '' : value })}
            status={holders.data ? 'success' : holders.isError ? 'error' : 'pending'}
          />
        ) : null}
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={productFilterId}>Ürün</Label>
          <div className="flex min-w-0 gap-2">
            <ProductPicker
              id={productFilterId}
              value={state.product}
              valueLabel={product.data?.name}
              allLabel="Tüm ürünler"
              onChange={(p) => update({ product: p?.id ?? '' })}
              data-testid="stock-product-filter"
            />
            {state.product ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label="Ürün filtresini kaldır"
                onClick={() => update({ product: '' })}
              >
                <X aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        </div>
      </div>

      <Tabs value={state.tab} onValueChange={(tab) => update({ tab: tab as StockTab })}>
        <TabsList
          className="grid h-auto w-full grid-cols-2 sm:grid-cols-3 lg:inline-flex lg:w-fit"
          aria-label="Stok görünümü"
        >
          {TABS.filter((tab) => visibleTabs.includes(tab.value)).map((tab) => (
            <TabsTrigger
              key={tab.value}
              value={tab.value}
              className="h-8 px-2 sm:px-3"
              data-testid={`stock-tab-${tab.value}`}
            >
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="levels">
          <LevelsPanel
            query={levelQuery(false)}
            isMobile={isMobile}
            canChange={canChange}
            onAction={onRowAction}
            hrefFor={hrefFor}
            emptyAction={clearProduct}
          />
        </TabsContent>
        <TabsContent value="movements">
          <MovementsPanel filters={filters} holderId={holderId} isMobile={isMobile} />
        </TabsContent>
        <TabsContent value="low">
          <LevelsPanel
            query={levelQuery(true)}
            isMobile={isMobile}
            canChange={canChange}
            onAction={onRowAction}
            hrefFor={hrefFor}
            emptyAction={clearProduct}
          />
        </TabsContent>
        {visibleTabs.includes('requests-in') ? (
          <TabsContent value="requests-in">
            <RequestsPanel direction="in" page={state.page} onPage={(page) => update({ page })} onOpen={openRequest} />
          </TabsContent>
        ) : null}
        {visibleTabs.includes('requests-out') ? (
          <TabsContent value="requests-out">
            <RequestsPanel
              direction="out"
              page={state.page}
              onPage={(page) => update({ page })}
              onOpen={openRequest}
              onNew={newRequest}
            />
          </TabsContent>
        ) : null}
        {visibleTabs.includes('transfers') ? (
          <TabsContent value="transfers">
            <TransfersPanel
              direction={transferDirection}
              directions={user.role === 'admin' ? ['out'] : user.role === 'cityDistributor' ? ['in'] : ['in', 'out']}
              onDirection={(d) => {
                setTransferDirection(d);
                update({ page: 1 });
              }}
              page={state.page}
              onPage={(page) => update({ page })}
              onOpen={openRequest}
            />
          </TabsContent>
        ) : null}
      </Tabs>

      <RequestDetailDialog id={state.request || null} onClose={() => update({ request: '', page: state.page })} />
      {draft ? (
        <NewRequestDialog
          key={draft.seq}
          open={draft.open}
          lines={draft.lines}
          onOpenChange={(open) => setDraft((d) => (d ? { ...d, open } : d))}
          onCreated={(id) => {
            setDraft((d) => (d ? { ...d, open: false } : d));
            update({ tab: 'requests-out', request: id });
          }}
        />
      ) : null}

      {canHold && dialog ? (
        <StockChangeDialog
          key={dialog.seq}
          open={dialog.open}
          kind={dialog.kind}
          onOpenChange={(open) => setDialog((d) => (d ? { ...d, open } : d))}
          target={dialog.target}
          me={{ id: user.id, name: user.name, isAdmin }}
          holders={holders.data ?? []}
        />
      ) : null}
    </div>
  );
}
