import { pageTitleForPath } from '@portal/shared/navigation';
import { matchDashboardRoute } from '@portal/shared/route-access';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';
import { useDocumentTitle } from '@/lib/document-title';

/** Above every page: the document title and scroll restoration. */
export function RootLayout() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const handleTitle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  const title = pathname.startsWith('/dashboard')
    ? matchDashboardRoute(pathname)
      ? pageTitleForPath(pathname)
      : 'Sayfa bulunamadı'
    : (handleTitle?.title ?? 'Sayfa bulunamadı');
  useDocumentTitle(title);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
