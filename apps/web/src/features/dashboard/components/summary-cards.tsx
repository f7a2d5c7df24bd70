import type { DashboardSummary } from '@portal/shared/contracts/dashboard';
import { formatMoney, formatNumber, formatPercentBasisPoints } from '@portal/shared/format';
import type { Role } from '@portal/shared/roles';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowDownRight,
  ArrowRight,
  ArrowUpRight,
  Bell,
  Coins,
  type LucideIcon,
  Network,
  Package,
  ReceiptText,
  ShoppingBag,
  TrendingUp,
  UsersRound,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { dashboardKeys, useDashboardSummary } from '@/features/dashboard/api/get-summary';
import { useRealtimeEvent } from '@/lib/realtime';
import { useSalesRealtime } from '@/lib/use-sales-realtime';
import { cn } from '@/lib/utils';

type Change = { changeBp: number | null };
type Figure = {
  key: string;
  label: string;
  icon: LucideIcon;
  to: string;
  hint: string;
  value: (s: DashboardSummary) => string | null;
  change?: (s: DashboardSummary) => Change | null;
};

const money = (n: number) => formatMoney(n, { decimals: 0 });

/** A seller's business of the last 30 days (from the sales rollups), each against the 30 days before. */
const BUSINESS: Figure[] = [
  {
    key: 'revenue',
    label: 'Satış (30 gün)',
    icon: Wallet,
    to: '/dashboard/analytics',
    hint: 'Alt ağınızın cirosu, KDV dahil',
    value: (s) => (s.business ? money(s.business.revenue.value) : null),
    change: (s) => s.business?.revenue ?? null,
  },
  {
    key: 'orders',
    label: 'Sipariş (30 gün)',
    icon: ShoppingBag,
    to: '/dashboard/sales-analysis',
    hint: 'Sayılan siparişler',
    value: (s) => (s.business ? formatNumber(s.business.orders.value) : null),
    change: (s) => s.business?.orders ?? null,
  },
  {
    key: 'averageBasket',
    label: 'Ortalama sepet',
    icon: Package,
    to: '/dashboard/analytics',
    hint: 'Sipariş başına ciro',
    value: (s) => (s.business ? money(s.business.averageBasket.value) : null),
    change: (s) => s.business?.averageBasket ?? null,
  },
  {
    key: 'activeMembers',
    label: 'Aktif üye (30 gün)',
    icon: UsersRound,
    to: '/dashboard/analytics',
    hint: 'Sipariş veren üyeler',
    value: (s) => (s.business ? formatNumber(s.business.activeMembers.value) : null),
    change: (s) => s.business?.activeMembers ?? null,
  },
];

const NETWORK: Figure[] = [
  {
    key: 'networkSize',
    label: 'Ağ büyüklüğü',
    icon: Network,
    to: '/dashboard/network',
    hint: 'Tüm alt ağınızdaki üyeler',
    value: (s) => formatNumber(s.networkSize),
  },
  {
    key: 'directMembers',
    label: 'Doğrudan üyeler',
    icon: UsersRound,
    to: '/dashboard/network',
    hint: 'Sizin davet ettiğiniz üyeler',
    value: (s) => formatNumber(s.directMembers),
  },
  {
    key: 'points',
    label: 'Puan bakiyesi',
    icon: Coins,
    to: '/dashboard/points',
    hint: 'Kullanılabilir puanınız',
    value: (s) => formatNumber(s.points),
  },
  {
    key: 'totalEarnedPoints',
    label: 'Toplam kazanılan puan',
    icon: TrendingUp,
    to: '/dashboard/points',
    hint: 'Bugüne kadar kazandığınız',
    value: (s) => formatNumber(s.totalEarnedPoints),
  },
];

const UNREAD: Figure = {
  key: 'unreadNotifications',
  label: 'Okunmamış bildirim',
  icon: Bell,
  to: '/dashboard/notifications',
  hint: 'Bekleyen bildirimleriniz',
  value: (s) => formatNumber(s.unreadNotifications),
};

/** A client's own: this month's spending, its open orders (and the notifications it had). */
const CLIENT: Figure[] = [
  {
    key: 'spentThisMonth',
    label: 'Bu ay harcamanız',
    icon: Wallet,
    to: '/dashboard/client/orders',
    hint: 'Bu ayki siparişleriniz, KDV dahil',
    value: (s) => (s.client ? money(s.client.spentThisMonth) : null),
  },
  {
    key: 'openOrders',
    label: 'Açık siparişler',
    icon: ReceiptText,
    to: '/dashboard/client/orders',
    hint: 'Henüz tamamlanmamış siparişleriniz',
    value: (s) => (s.client ? formatNumber(s.client.openOrders) : null),
  },
  UNREAD,
];

function TrendLine({ change }: { change: Change }) {
  const bp = change.changeBp;
  if (bp === null) return <span className="text-xs text-muted-foreground">Önceki 30 günde veri yok</span>;
  const Icon = bp > 0 ? ArrowUpRight : bp < 0 ? ArrowDownRight : ArrowRight;
  return (
    <span
      className={cn(
        'flex min-w-0 items-center gap-0.5 text-xs font-medium whitespace-nowrap tabular',
        bp > 0 ? 'text-success' : bp < 0 ? 'text-destructive' : 'text-muted-foreground',
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {bp > 0 ? '+' : ''}
      {formatPercentBasisPoints(bp)}
      <span className="truncate font-normal text-muted-foreground">&nbsp;önceki 30 güne göre</span>
    </span>
  );
}

function FigureList({
  figures,
  summary,
  testId,
  wide = false,
}: {
  figures: Figure[];
  summary?: DashboardSummary;
  testId: string;
  wide?: boolean;
}) {
  return (
    <ul
      className={cn('grid grid-cols-2 gap-3', wide ? 'lg:grid-cols-5' : 'lg:grid-cols-4')}
      aria-busy={!summary}
      data-testid={testId}
    >
      {figures.map((figure) => {
        const value = summary ? figure.value(summary) : null;
        const change = summary && figure.change ? figure.change(summary) : null;
        return (
          <li key={figure.key} className="min-w-0">
            <Card className="h-full gap-2 py-4 transition-colors hover:border-primary/40">
              <Link
                to={figure.to}
                className="flex h-full flex-col gap-2 rounded-lg px-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
                  {figure.label}
                  <figure.icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                </span>
                {value !== null ? (
                  <span
                    className="truncate text-2xl font-bold tracking-tight tabular"
                    data-testid={`summary-${figure.key}`}
                  >
                    {value}
                  </span>
                ) : (
                  <Skeleton className="h-8 w-24" />
                )}
                {figure.change ? (
                  change ? (
                    <TrendLine change={change} />
                  ) : (
                    <Skeleton className="h-4 w-32" />
                  )
                ) : (
                  <span className="text-xs text-muted-foreground">{figure.hint}</span>
                )}
              </Link>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The home page's figures. Sellers (dealer and up) see their business of the last 30 days and
 * their network; a client its own spending and orders. Sales figures refresh live as orders in
 * the member's reach change (debounced, spec §9).
 */
export function SummaryCards({ role }: { role: Role }) {
  const queryClient = useQueryClient();
  const summary = useDashboardSummary();
  // A new notification changes the unread figure; an order in reach the sales figures.
  useRealtimeEvent('notification', () => {
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  });
  useSalesRealtime(dashboardKeys.all);

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

  if (role === 'client') {
    return (
      <div data-testid="summary-cards">
        <FigureList figures={CLIENT} summary={summary.data} testId="summary-client" />
      </div>
    );
  }
  // The business row is shown to the roles the sales analysis opens for; it keeps its place while loading.
  const showBusiness = !summary.data || summary.data.business !== null;
  return (
    <div className="flex flex-col gap-3" data-testid="summary-cards">
      {showBusiness ? <FigureList figures={BUSINESS} summary={summary.data} testId="summary-business" /> : null}
      <FigureList figures={[...NETWORK, UNREAD]} summary={summary.data} testId="summary-network" wide />
    </div>
  );
}
