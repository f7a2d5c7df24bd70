import { MESSAGES } from '@portal/shared/errors';
import { LOGIN_PATH } from '@portal/shared/route-access';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';

/** /dashboard/*: wait for the session check, then let members in and send others to /login. */
export function RequireAuth() {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') {
    return <LoadingState message={MESSAGES.loading.page} className="min-h-dvh" />;
  }
  if (!user) {
    return <Navigate to={LOGIN_PATH} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
