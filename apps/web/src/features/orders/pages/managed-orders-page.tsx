import { isStockHolder } from '@portal/shared/roles';
import { ShieldAlert } from 'lucide-react';
import { useMatches } from 'react-router';
import { ORDER_PAGE_GROUP, RelatedPages } from '@/components/related-pages';
import { EmptyState } from '@/components/ui/empty-state';
import { OrderList } from '@/features/orders/components/order-list';
import { useCurrentUser } from '@/lib/auth';
import type { RouteHandle } from '@/lib/route-handle';

/** Whose orders each page lists; the title comes from the route registry (the page header). */
/** `onlyLooks`: a member who supplies nothing (a dealer) and may follow its network's orders. */
const INTROS: Record<string, { admin: string; member: string; onlyLooks: string }> = {
  'order-management': {
    admin: 'Tüm siparişleri izleyin; seçtiğiniz siparişlerin durumunu toplu olarak değiştirin.',
    member:
      'Tedarikçisi olduğunuz ve ağınızdaki üyelerin verdiği siparişler. Tedarik ettiğiniz siparişleri seçip durumlarını toplu olarak değiştirebilirsiniz.',
    onlyLooks:
      'Ağınızdaki üyelerin verdiği siparişler. Bu siparişleri tedarikçileri hazırlar; siz durumlarını buradan izlersiniz.',
  },
  orders: {
    admin: 'Sistemdeki tüm siparişler.',
    member: 'Tedarikçisi olduğunuz ve ağınızdaki üyelerin verdiği siparişler.',
    onlyLooks: 'Ağınızdaki üyelerin verdiği siparişler.',
  },
  'admin/orders': {
    admin: 'Sistemdeki tüm siparişler: duruma, tarihe, şehre göre süzün; alıcı adı veya sipariş numarasıyla arayın.',
    member: '',
    onlyLooks: '',
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
  return (
    <div className="flex min-w-0 flex-col gap-4">
      {path === 'admin/orders' ? null : <RelatedPages paths={ORDER_PAGE_GROUP} label="Sipariş bölümleri" />}
      <OrderList key={path} intro={isAdmin ? intro.admin : isStockHolder(user.role) ? intro.member : intro.onlyLooks} />
    </div>
  );
}
