import { formatNumber } from '@portal/shared/format';
import type { Role } from '@portal/shared/roles';
import { useQueryClient } from '@tanstack/react-query';
import { Bell, Coins, type LucideIcon, Network, TrendingUp, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { DashboardSummary } from '@portal/shared/contracts/dashboard';
import { dashboardKeys, useDashboardSummary } from '@/features/dashboard/api/get-summary';
import { useRealtimeEvent } from '@/lib/realtime';

type Figure = { key: keyof DashboardSummary; label: string; icon: LucideIcon; to: string; hint: string };

const FIGURES: Figure[] = [
  {
    key: 'networkSize',
    label: 'Ağ büyüklüğü',
    icon: Network,
    to: '/dashboard/network',
    hint: 'Tüm alt ağınızdaki üyeler',
  },
  {
    key: 'directMembers',
    label: 'Doğrudan üyeler',
    icon: UsersRound,
    to: '/dashboard/network',
    hint: 'Sizin davet ettiğiniz üyeler',
  },
  { key: 'points', label: 'Puan bakiyesi', icon: Coins, to: '/dashboard/points', hint: 'Kullanılabilir puanınız' },
  {
    key: 'totalEarnedPoints',
    label: 'Toplam kazanılan puan',
    icon: TrendingUp,
    to: '/dashboard/points',
    hint: 'Bugüne kadar kazandığınız',
  },
  {
    key: 'unreadNotifications',
    label: 'Okunmamış bildirim',
    icon: Bell,
    to: '/dashboard/notifications',
    hint: 'Bekleyen bildirimleriniz',
  },
];

/** A client has no network or points pages, so only the figures that lead somewhere are shown. */
function figuresFor(role: Role): Figure[] {
  return role === 'client' ? FIGURES.filter((f) => f.key === 'unreadNotifications') : FIGURES;
}

export function SummaryCards({ role }: { role: Role }) {
  const queryClient = useQueryClient();
  const summary = useDashboardSummary();
  // A new notification changes the unread figure.
  useRealtimeEvent('notification', () => {
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  });
  const figures = figuresFor(role);

  if (summary.isError && !summary.data) {
    return (
      <Alert variant="warning" data-testid="summary-error">
        <AlertTitle>Özet bilgiler şu anda alınamadı</AlertTitle>
        <AlertDescription>
          <p>{summary.error.message}</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-1"
            onClick={() => summary.refetch()}
            disabled={summary.isFetching}
          >
            Yeniden Dene
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-5" aria-busy={summary.isPending} data-testid="summary-cards">
      {figures.map((figure) => (
        <li key={figure.key}>
          <Card className="h-full gap-2 py-4 transition-colors hover:border-primary/40">
            <Link
              to={figure.to}
              className="flex h-full flex-col gap-2 rounded-lg px-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
                {figure.label}
                <figure.icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
              </span>
              {summary.data ? (
                <span className="text-2xl font-bold tracking-tight tabular" data-testid={`summary-${figure.key}`}>
                  {formatNumber(summary.data[figure.key])}
                </span>
              ) : (
                <Skeleton className="h-8 w-20" />
              )}
              <span className="text-xs text-muted-foreground">{figure.hint}</span>
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}
