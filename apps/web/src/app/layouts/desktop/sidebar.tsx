import { BrandLink } from '@/components/brand';
import { useCurrentUser } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { SignOutButton } from '@/app/layouts/shared/sign-out-button';
import { SidebarMenu } from '@/app/layouts/shared/sidebar-menu';
import { useSidebarState } from '@/app/layouts/shared/sidebar-state';
import { UserSummary } from '@/app/layouts/shared/user-summary';

/**
 * Desktop sidebar: 16rem open, 3rem icon rail when collapsed. The column itself runs the full
 * height of the page (its background and border stretch with the longest content); only its
 * contents stick to the window, so nothing ends half-way down a long page, a printout or a
 * full-page capture.
 */
export function Sidebar() {
  const { open } = useSidebarState();
  const user = useCurrentUser();
  const collapsed = !open;
  return (
    <aside
      data-testid="sidebar"
      data-state={open ? 'expanded' : 'collapsed'}
      className={cn(
        'shrink-0 self-stretch border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200',
        open ? 'w-64' : 'w-12',
      )}
    >
      <div className="sticky top-0 flex h-dvh flex-col">
        <div className={cn('flex h-14 items-center border-b border-sidebar-border', open ? 'px-3' : 'justify-center')}>
          <BrandLink to="/dashboard" compact={collapsed} />
        </div>
        <div className={cn('flex-1 overflow-x-hidden overflow-y-auto', open ? 'px-2' : 'px-1.5')}>
          <SidebarMenu collapsed={collapsed} />
        </div>
        <div
          className={cn(
            'flex flex-col gap-2 border-t border-sidebar-border py-3',
            open ? 'px-3' : 'items-center px-1.5',
          )}
        >
          <UserSummary user={user} compact={collapsed} />
          <SignOutButton
            iconOnly={collapsed}
            size={collapsed ? 'icon-sm' : 'sm'}
            className={open ? 'w-full' : undefined}
          />
        </div>
      </div>
    </aside>
  );
}
