import { hasInvitationButton, NEW_INVITATION_PATH, pageTitleForPath } from '@portal/shared/navigation';
import { ArrowLeft, House, UserPlus } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { TasksBadge } from '@/features/work-flows/public';
import { useCurrentUser } from '@/lib/auth';
import { MenuDrawer } from '@/app/layouts/mobile/menu-drawer';

/** A sub page sits two or more levels below /dashboard (orders/123, shop/wishlist…). */
function parentOf(pathname: string): string | null {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (parts[0] !== 'dashboard' || parts.length < 3) return null;
  return `/${parts.slice(0, -1).join('/')}`;
}

export function MobileHeader() {
  const user = useCurrentUser();
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const parent = parentOf(pathname);
  const title = pageTitleForPath(pathname);

  const goBack = () => {
    // With history inside the app go back; a page opened directly goes to its parent.
    if (key !== 'default' && window.history.length > 1) navigate(-1);
    else if (parent) navigate(parent);
  };

  return (
    <header className="flex h-14 items-center gap-1 border-b bg-background/95 px-2 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      {parent ? (
        <Button variant="ghost" size="icon" onClick={goBack} aria-label="Geri" data-testid="mobile-back-button">
          <ArrowLeft aria-hidden="true" />
        </Button>
      ) : (
        <MenuDrawer />
      )}
      <h1 className="min-w-0 flex-1 truncate px-1 text-base font-semibold" data-testid="page-title">
        {title}
      </h1>
      {hasInvitationButton(user.role) ? (
        <Link
          to={NEW_INVITATION_PATH}
          aria-label="Yeni davet"
          data-testid="new-invitation-button"
          className={buttonVariants({ variant: 'ghost', size: 'icon' })}
        >
          <UserPlus aria-hidden="true" />
        </Link>
      ) : null}
      <TasksBadge />
      <NotificationBell />
      <Link
        to="/dashboard"
        aria-label="Ana sayfa"
        data-testid="home-button"
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      >
        <House aria-hidden="true" />
      </Link>
    </header>
  );
}
