import { hasBalanceBar } from '@portal/shared/navigation';
import { Outlet } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';
import { BalanceBar } from '@/features/points/components/balance-bar';
import { useCurrentUser } from '@/lib/auth';
import { BottomNav } from '@/app/layouts/mobile/bottom-nav';
import { MobileHeader } from '@/app/layouts/mobile/mobile-header';
import { PullToRefresh } from '@/app/layouts/mobile/pull-to-refresh';
import { ShopHeaderSlot } from '@/app/layouts/shared/shop-header-slot';
import { useHideOnScroll } from '@/app/layouts/shared/use-scroll-direction';

export function MobileLayout() {
  const user = useCurrentUser();
  // On a phone the shop header gives its height back while reading down the page.
  const shopHeaderHidden = useHideOnScroll(15);
  return (
    <div className="flex min-h-dvh flex-col" data-testid="mobile-layout">
      <div className="sticky top-0 z-30">
        <ShopHeaderSlot hidden={shopHeaderHidden} />
        <MobileHeader />
        {hasBalanceBar(user.role) ? (
          <ErrorBoundary level="component" className="m-2">
            <BalanceBar />
          </ErrorBoundary>
        ) : null}
      </div>
      <PullToRefresh />
      <main id="main" tabIndex={-1} className="flex-1 px-4 pt-4 pb-24 outline-none">
        <Outlet />
      </main>
      <BottomNav />
    </div>
  );
}
