import { BOTTOM_NAV, MAX_BOTTOM_NAV } from '@portal/shared/navigation';
import { canAccessRoute } from '@portal/shared/route-access';
import { NavLink } from 'react-router';
import { MenuIcon } from '@/components/menu-icon';
import { useCurrentUser } from '@/lib/auth';
import { useEnabledKeys } from '@/lib/permissions';
import { cn } from '@/lib/utils';

/** Fixed bottom bar: home first, at most five items for the role (spec §2). */
export function BottomNav() {
  const user = useCurrentUser();
  const permissions = useEnabledKeys();
  // Once the keys are known, items whose page is closed for the member are left out.
  const items = BOTTOM_NAV[user.role]
    .filter((item) => !permissions.data || canAccessRoute(user.role, item.path, permissions.isEnabled))
    .slice(0, MAX_BOTTOM_NAV);

  return (
    <nav
      aria-label="Alt menü"
      data-testid="bottom-nav"
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 backdrop-blur safe-bottom supports-[backdrop-filter]:bg-background/85"
    >
      <ul className="mx-auto flex h-16 max-w-lg items-stretch">
        {items.map((item) => (
          <li key={item.id} className="flex-1">
            <NavLink
              to={item.path}
              end={item.path === '/dashboard'}
              className={({ isActive }) =>
                cn(
                  'flex h-full flex-col items-center justify-center gap-1 text-[0.6875rem] font-medium text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                  isActive && 'text-primary',
                )
              }
            >
              <MenuIcon name={item.icon} className="size-5" />
              <span className="max-w-full truncate px-1">{item.title}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
