import { useSearchParams } from 'react-router';
import { usePointsRealtime } from '@/features/points/api/points-realtime';
import { AdminPointsDialog } from '@/features/points/components/admin-points-dialog';
import { BalanceCard } from '@/features/points/components/balance-card';
import { HistoryTable } from '@/features/points/components/history-table';
import { LiabilityCard } from '@/features/points/components/liability-card';
import { TransferDialog } from '@/features/points/components/transfer-dialog';
import { useCurrentUser } from '@/lib/auth';

/** /dashboard/points (Puanlarım): balance, history, and the admin's liability and movements. */
export function PointsPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  usePointsRealtime();
  const isAdmin = user.role === 'admin';
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4" data-testid="points-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Puanlarım</h1>
        <div className="flex flex-wrap gap-2">
          {isAdmin ? <AdminPointsDialog /> : null}
          {user.role !== 'client' ? <TransferDialog /> : null}
        </div>
      </div>
      <BalanceCard />
      {isAdmin ? <LiabilityCard /> : null}
      <HistoryTable page={page} hrefFor={(p) => (p === 1 ? '/dashboard/points' : `/dashboard/points?page=${p}`)} />
    </div>
  );
}
