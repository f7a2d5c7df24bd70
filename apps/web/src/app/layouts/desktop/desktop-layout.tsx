import { Outlet } from 'react-router';
import { PageHeader } from '@/app/layouts/desktop/page-header';
import { Sidebar } from '@/app/layouts/desktop/sidebar';
import { ShopHeaderSlot } from '@/app/layouts/shared/shop-header-slot';
import { SidebarStateProvider } from '@/app/layouts/shared/sidebar-state';
import { useHideOnScroll } from '@/app/layouts/shared/use-scroll-direction';

export function DesktopLayout() {
  const shopHeaderHidden = useHideOnScroll(5);
  return (
    <SidebarStateProvider>
      <div className="flex min-h-dvh" data-testid="desktop-layout">
        <Sidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="sticky top-0 z-30">
            <ShopHeaderSlot hidden={shopHeaderHidden} />
            <PageHeader />
          </div>
          <main id="main" tabIndex={-1} className="flex-1 p-6 outline-none">
            <Outlet />
          </main>
        </div>
      </div>
    </SidebarStateProvider>
  );
}
