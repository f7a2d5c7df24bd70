import { MESSAGES } from '@portal/shared/messages';
import { AFTER_SIGN_IN_PATH, type DashboardRoute, canAccessRoute } from '@portal/shared/route-access';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { toast } from '@/lib/toast';
import { LoadingState } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/auth';
import { useEnabledKeys } from '@/lib/permissions';

const DENIED_MESSAGE = 'Bu sayfayı görüntüleme yetkiniz bulunmuyor.';

function Denied() {
  useEffect(() => {
    toast.error(DENIED_MESSAGE, { id: 'route-denied' });
  }, []);
  return <Navigate to={AFTER_SIGN_IN_PATH} replace />;
}

/**
 * The role guard of spec §6 plus the page's permission key: a member whose role may not open
 * the page, or whose key for it is switched off, is sent to /dashboard. While the keys load the
 * page waits; a failed permission check counts as denied. `children` is the page, drawn only when
 * the member may see it.
 */
export function RouteAccess({ route, children }: { route: DashboardRoute; children: ReactNode }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const permissions = useEnabledKeys();

  if (route.roles && !route.roles.includes(user.role)) return <Denied />;
  if (route.permissionKey) {
    if (permissions.isPending) return <LoadingState message={MESSAGES.loading.page} />;
    if (!canAccessRoute(user.role, pathname, permissions.isEnabled)) return <Denied />;
  }
  return children;
}
