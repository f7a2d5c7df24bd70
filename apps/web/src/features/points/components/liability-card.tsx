import { formatMoney, formatNumber } from '@portal/shared/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePointsLiability } from '@/features/points/api/get-liability';

/** The admin's view of what the company owes in points (get_user_points_liability). */
export function LiabilityCard() {
  const liability = usePointsLiability(true);
  return (
    <Card data-testid="points-liability-card">
      <CardHeader>
        <CardTitle>Puan yükümlülüğü</CardTitle>
        <CardDescription>Tüm üyelerin kullanılabilir puanlarının toplamı (1 puan = ₺1).</CardDescription>
      </CardHeader>
      <CardContent>
        {liability.isPending ? (
          <Skeleton className="h-12 w-48" />
        ) : liability.isError ? (
          <p className="text-sm text-destructive">Puan yükümlülüğü alınamadı.</p>
        ) : (
          <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
            <span className="text-2xl font-semibold tabular" data-testid="points-liability">
              {formatMoney(liability.data.liability)}
            </span>
            <span className="text-sm text-muted-foreground">
              {formatNumber(liability.data.memberCount)} üyede bakiye var
            </span>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
