import { menuLeaves, visibleMenu } from '@portal/shared/menu';
import type { Role } from '@portal/shared/roles';
import { ChevronRight } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { MenuIcon } from '@/components/menu-icon';
import { Skeleton } from '@/components/ui/skeleton';
import { useEnabledKeys } from '@/lib/permissions';

/** What each role most often opens first, in order; filtered by what the member may open. */
const SHORTCUTS: Record<Role, string[]> = {
  admin: ['users', 'orders', 'admin-invitations', 'doctor-applications', 'commission-settings', 'system-health'],
  turkeyDistributor: ['shop', 'network', 'invitations', 'commissions', 'orders', 'stock-management'],
  cityDistributor: ['shop', 'network', 'invitations', 'commissions', 'stock-management', 'orders'],
  dealer: ['shop', 'invitations', 'network', 'commissions', 'points', 'my-orders'],
  client: ['shop', 'cart', 'my-orders', 'settings'],
};

export function RoleShortcuts({ role }: { role: Role }) {
  const permissions = useEnabledKeys();
  const items = useMemo(() => {
    if (!permissions.data) return [];
    const leaves = menuLeaves(visibleMenu(role, permissions.isEnabled));
    return SHORTCUTS[role].flatMap((id) => leaves.filter((leaf) => leaf.id === id));
  }, [permissions.data, permissions.isEnabled, role]);

  if (permissions.isPending) {
    return (
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return <p className="text-sm text-muted-foreground">Şu anda size açık bir kısayol bulunmuyor.</p>;
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="role-shortcuts">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={item.path}
            className="flex items-center gap-3 rounded-xl border bg-card p-4 text-sm font-medium transition-colors outline-none hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="flex size-9 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <MenuIcon name={item.icon} className="size-5" />
            </span>
            {item.title}
            <ChevronRight className="ml-auto size-4 text-muted-foreground" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
