import { hasBalanceBar } from '@portal/shared/navigation';
import { Outlet } from 'react-router';
import { PageHeader } from '@/app/layouts/desktop/page-header';
import { Sidebar } from '@/app/layouts/desktop/sidebar';
import { BottomNav } from '@/app/layouts/mobile/bottom-nav';
import { MobileHeader } from '@/app/layouts/mobile/mobile-header';
import { PullToRefresh } from '@/app/layouts/mobile/pull-to-refresh';
import { DebugPanel } from '@/app/layouts/shared/debug-panel';
import { ShopHeaderSlot } from '@/app/layouts/shared/shop-header-slot';
import { SidebarStateProvider } from '@/app/layouts/shared/sidebar-state';
import { useHideOnScroll } from '@/app/layouts/shared/use-scroll-direction';
import { ErrorBoundary } from '@/components/error-boundary';
import { BalanceBar } from '@/features/points/components/balance-bar';
import { useNotificationsRealtime } from '@/features/notifications/api/notifications-realtime';
import { useCurrentUser } from '@/lib/auth';
import { useEnabledKeys, usePermissionsRealtime } from '@/lib/permissions';
import { useRealtimeConnection } from '@/lib/realtime';
import { useSessionHeartbeat } from '@/lib/session-heartbeat';
import { useIsMobile } from '@/lib/use-media-query';

/**
 * Signed-in shell: one realtime socket and the session heartbeat, then the desktop chrome
 * (sidebar, page header) or the mobile chrome (header, balance bar, bottom navigation) at 768 px.
 * The page sits at the same place in the tree either way, so crossing the breakpoint (turning a
 * tablet, resizing a window) swaps the chrome around it and keeps what was typed into the page.
 */
export function DashboardLayout() {
  const isMobile = useIsMobile();
  const user = useCurrentUser();
  // The bar's figures come from the points page's API, closed with that page's key.
  const { isEnabled } = useEnabledKeys();
  // On a phone the shop header gives its height back while reading down the page.
  const shopHeaderHidden = useHideOnScroll(isMobile ? 15 : 5);
  useRealtimeConnection(true);
  usePermissionsRealtime();
  useNotificationsRealtime();
  useSessionHeartbeat(true);
  return (
    <>
      <SidebarStateProvider>
        <div
          className={isMobile ? 'flex min-h-dvh flex-col' : 'flex min-h-dvh'}
          data-testid={isMobile ? 'mobile-layout' : 'desktop-layout'}
        >
          {isMobile ? null : <Sidebar />}
          <div className="flex min-w-0 flex-1 flex-col">
            <div className="sticky top-0 z-30">
              <ShopHeaderSlot hidden={shopHeaderHidden} />
              {isMobile ? <MobileHeader /> : <PageHeader />}
              {isMobile && hasBalanceBar(user.role) && isEnabled('canAccessPoints') ? (
                <ErrorBoundary level="component" className="m-2">
                  <BalanceBar />
                </ErrorBoundary>
              ) : null}
            </div>
            {isMobile ? <PullToRefresh /> : null}
            <main
              id="main"
              tabIndex={-1}
              className={isMobile ? 'flex-1 px-4 pt-4 pb-24 outline-none' : 'flex-1 p-6 outline-none'}
            >
              <Outlet />
            </main>
            {isMobile ? <BottomNav /> : null}
          </div>
        </div>
      </SidebarStateProvider>
      <DebugPanel />
    </>
  );
}
