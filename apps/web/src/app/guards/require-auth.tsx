import { SHELL_MESSAGES } from '@portal/shared/messages-shell';
import { LOGIN_PATH } from '@portal/shared/route-access';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';

/** /dashboard/*: wait for the session check, then let members in and send others to /login. */
export function RequireAuth() {
  const { status, user, error, refresh, isProfileLoading } = useAuth();
  const location = useLocation();
  if (status === 'loading') {
    return <LoadingState message={SHELL_MESSAGES.loading.page} className="min-h-dvh" />;
  }
  if (!user && error) {
    // The server could not say who this is (it is down, or the network is): that is not the
    // same as being signed out, so offer a retry instead of throwing the member to /login.
    return (
      <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <TriangleAlert className="size-8 text-destructive" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <h1 className="text-lg font-semibold">{SHELL_MESSAGES.auth.profileNotLoaded}</h1>
          <p className="text-sm text-muted-foreground">
            {error instanceof Error ? error.message : SHELL_MESSAGES.common.systemError}
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => void refresh()} disabled={isProfileLoading}>
            <RotateCcw aria-hidden="true" className={isProfileLoading ? 'animate-spin' : undefined} />
            {SHELL_MESSAGES.errorPage.retry}
          </Button>
          <Button asChild variant="outline">
            <Link to={LOGIN_PATH}>Giriş sayfasına git</Link>
          </Button>
        </div>
      </div>
    );
  }
  if (!user) {
    return <Navigate to={LOGIN_PATH} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
