import { ShieldAlert } from 'lucide-react';
import { useMatches } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { OrderList } from '@/features/orders/components/order-list';
import { useCurrentUser } from '@/lib/auth';
import type { RouteHandle } from '@/lib/route-handle';

/** Whose orders each page lists; the title comes from the route registry (the page header). */
const INTROS: Record<string, { admin: string; member: string }> = {
  'order-management': {
    admin: 'Tüm siparişleri izleyin; seçtiğiniz siparişlerin durumunu toplu olarak değiştirin.',
    member:
      'Tedarikçisi olduğunuz ve ağınızdaki üyelerin verdiği siparişler. Tedarik ettiğiniz siparişleri seçip durumlarını toplu olarak değiştirebilirsiniz.',
  },
  orders: {
    admin: 'Sistemdeki tüm siparişler.',
    member: 'Tedarikçisi olduğunuz ve ağınızdaki üyelerin verdiği siparişler.',
  },
  'admin/orders': {
    admin: 'Sistemdeki tüm siparişler: duruma, tarihe, şehre göre süzün; alıcı adı veya sipariş numarasıyla arayın.',
    member: '',
  },
};

function useDashboardRoutePath(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.dashboardRoute) return handle.dashboardRoute.path;
  }
  return 'orders';
}

/**
 * /dashboard/order-management, /dashboard/orders and /dashboard/admin/orders: one list, told by
 * its route what to say about itself.
 */
export function ManagedOrdersPage() {
  const user = useCurrentUser();
  const path = useDashboardRoutePath();
  const isAdmin = user.role === 'admin';
  if (path === 'admin/orders' && !isAdmin) {
    return (
      <EmptyState
        icon={ShieldAlert}
        title="Bu sayfa yalnızca sistem yöneticisine açıktır"
        description="Size ait siparişleri Siparişlerim sayfasında görebilirsiniz."
        data-testid="admin-orders-denied"
      />
    );
  }
  const intro = INTROS[path] ?? INTROS.orders!;
  return <OrderList key={path} intro={isAdmin ? intro.admin : intro.member} />;
}
