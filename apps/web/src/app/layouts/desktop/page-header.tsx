import { pageTitleForPath } from '@portal/shared/navigation';
import { PanelLeft } from 'lucide-react';
import { useLocation } from 'react-router';
import { ThemeSwitcher } from '@/components/theme-switcher';
import { Button } from '@/components/ui/button';
import { Hint } from '@/components/ui/hint';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { TasksBadge } from '@/features/work-flows/public';
import { useSidebarState } from '@/app/layouts/shared/sidebar-state';
import { UserMenu } from '@/app/layouts/desktop/user-menu';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function PageHeader() {
  const { open, toggle } = useSidebarState();
  const { pathname } = useLocation();
  const title = pageTitleForPath(pathname);
  const toggleLabel = open ? 'Kenar çubuğunu daralt' : 'Kenar çubuğunu genişlet';
  return (
    <header className="flex h-14 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <Hint label={`${toggleLabel} (${isMac ? '⌘' : 'Ctrl'}+B)`}>
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={toggle}
          aria-label={toggleLabel}
          aria-expanded={open}
          data-testid="sidebar-toggle"
        >
          <PanelLeft aria-hidden="true" />
        </Button>
      </Hint>
      <h1 className="truncate text-lg font-semibold tracking-tight" data-testid="page-title">
        {title}
      </h1>
      <div className="ml-auto flex items-center gap-1">
        <ThemeSwitcher />
        <TasksBadge />
        <NotificationBell />
        <UserMenu />
      </div>
    </header>
  );
}
