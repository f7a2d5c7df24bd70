import { formatNumber } from '@portal/shared/format';
import { ROLE_LABELS } from '@portal/shared/roles';
import { ArrowLeftRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useTransactionTotals } from '@/features/transactions/api/get-transaction-totals';
import { useTransactions } from '@/features/transactions/api/get-transactions';
import { useTransactionsRealtime } from '@/features/transactions/api/transactions-realtime';
import {
  LoadError,
  TransactionCards,
  TransactionsSkeleton,
  TransactionTable,
  TransactionTotalsCards,
} from '@/features/transactions/components/transaction-parts';
import { TransactionFilters } from '@/features/transactions/components/transaction-filters';
import {
  toTransactionFilters,
  useTransactionFilters,
} from '@/features/transactions/components/use-transaction-filters';
import { useIsMobile } from '@/lib/use-media-query';

/**
 * /dashboard/transactions: every money and points movement of the member — purchases, refunds,
 * commissions, clawbacks, payouts and points — newest first, with the totals of the filter.
 */
export function TransactionsPage() {
  useTransactionsRealtime();
  const isMobile = useIsMobile();
  const { state, update, reset } = useTransactionFilters();
  const filters = toTransactionFilters(state);
  const list = useTransactions(filters);
  const totals = useTransactionTotals(filters);
  const first = list.data?.pages[0];
  const rows = list.data?.pages.flatMap((p) => p.transactions) ?? [];
  const memberQuery = state.member ? `?uye=${state.member}` : '';
  const other = first && state.member && first.member.id === state.member ? first.member : null;

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="transactions-page">
      <p className="max-w-3xl text-sm text-muted-foreground">
        Siparişleriniz, iadeleriniz, kazandığınız komisyonlar, geri alınan komisyonlar, komisyon ödemeleriniz ve puan
        hareketleriniz tek listede. Komisyon ödemeleri, zaten listelenen komisyonların aktarımı olduğu için toplamlara
        ikinci kez eklenmez.
      </p>
      {other ? (
        <p className="text-sm" data-testid="transactions-member">
          <span className="text-muted-foreground">Gösterilen üye: </span>
          <span className="font-medium">
            {other.name} ({other.sellerNo}) · {ROLE_LABELS[other.role]}
          </span>
        </p>
      ) : null}

      <TransactionFilters
        state={state}
        update={update}
        reset={reset}
        member={first?.member ?? null}
        canChooseMember={first?.canChooseMember ?? false}
        isMobile={isMobile}
      />

      {totals.data ? <TransactionTotalsCards totals={totals.data} /> : null}

      {list.isPending ? (
        <TransactionsSkeleton />
      ) : list.isError && !list.data ? (
        <LoadError
          title="İşlemler alınamadı"
          error={list.error}
          retry={() => list.refetch()}
          testId="transactions-error"
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={ArrowLeftRight}
          title="Bu filtrelere uyan işlem yok"
          description="Ödenen siparişler, komisyonlar ve puan hareketleri burada görünür."
          action={
            <Button variant="outline" onClick={reset}>
              Filtreleri temizle
            </Button>
          }
          data-testid="transactions-empty"
        />
      ) : (
        <div className="flex flex-col gap-3">
          <div className="flex min-h-6 items-center gap-2 text-sm text-muted-foreground">
            <p aria-live="polite" data-testid="transactions-count">
              {totals.data ? (
                <>
                  <span className="font-medium text-foreground tabular">{formatNumber(totals.data.count)}</span> işlem
                  {totals.data.count > rows.length ? ` · ${formatNumber(rows.length)} gösteriliyor` : ''}
                </>
              ) : null}
            </p>
            {list.isFetching && !list.isFetchingNextPage ? <Spinner label="Güncelleniyor" /> : null}
          </div>
          {isMobile ? (
            <TransactionCards rows={rows} memberQuery={memberQuery} />
          ) : (
            <TransactionTable rows={rows} memberQuery={memberQuery} />
          )}
          {list.hasNextPage ? (
            <Button
              variant="outline"
              className="self-center"
              onClick={() => list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
              data-testid="transactions-more"
            >
              {list.isFetchingNextPage ? <Spinner label="Yükleniyor" /> : null}
              Daha fazla yükle
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
